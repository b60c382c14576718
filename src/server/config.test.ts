import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { s3SettingsOf } from './storage/s3';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SEED).toBe('demo');
    expect(config.dataDir).toMatch(/data$/);
  });

  it('stops with one line naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT=eighty/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED: 'everything' })).toThrow(/SEED/);
  });

  it('reads the exposé maps’ tile service: basemap.at credited by default, any other source names its credit', () => {
    const basemap = 'https://mapsneu.wien.gv.at/basemap/bmapgrau/normal/google3857/{z}/{y}/{x}.png';
    const other = 'https://tiles.example/{z}/{x}/{y}.png';
    expect(loadConfig({}).exposeTiles).toBeUndefined();
    expect(loadConfig({ EXPOSE_TILE_URL: basemap }).exposeTiles).toEqual({
      url: basemap,
      attribution: 'Datenquelle: basemap.at',
    });
    expect(() => loadConfig({ EXPOSE_TILE_URL: other })).toThrow(/^Invalid configuration: EXPOSE_TILE_ATTRIBUTION/);
    expect(loadConfig({ EXPOSE_TILE_URL: other, EXPOSE_TILE_ATTRIBUTION: '© Example' }).exposeTiles).toEqual({
      url: other,
      attribution: '© Example',
    });
    expect(() => loadConfig({ EXPOSE_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(/EXPOSE_TILE_URL.*\{z\}/);
    expect(() => loadConfig({ EXPOSE_TILE_URL: 'file:///tiles/{z}/{x}/{y}.png' })).toThrow(/EXPOSE_TILE_URL/);
  });

  it("sends the agency's copy of enquiries to ENQUIRY_COPY_MAIL, else REVIEW_MAIL, and none with `none`", () => {
    expect(loadConfig({}).enquiryCopyMail).toBeUndefined();
    expect(loadConfig({ REVIEW_MAIL: 'pruefung@agentur.at' }).enquiryCopyMail).toBe('pruefung@agentur.at');
    const both = { REVIEW_MAIL: 'pruefung@agentur.at', ENQUIRY_COPY_MAIL: 'anfragen@agentur.at' };
    expect(loadConfig(both).enquiryCopyMail).toBe('anfragen@agentur.at');
    expect(loadConfig({ ...both, ENQUIRY_COPY_MAIL: 'none' }).enquiryCopyMail).toBeUndefined();
    expect(() => loadConfig({ ENQUIRY_COPY_MAIL: 'agentur' })).toThrow(
      /^Invalid configuration: ENQUIRY_COPY_MAIL=agentur/,
    );
  });

  it('keeps the demo on this machine unless HOST says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ HOST: 'localhost', demoLocalOnly: true });
    expect(loadConfig({ SEED: 'none' })).toMatchObject({ HOST: '0.0.0.0', demoLocalOnly: false });
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ HOST: '0.0.0.0', demoLocalOnly: false });
    expect(loadConfig({ HOST: 'portal.example.at' }).HOST).toBe('portal.example.at');
    expect(loadConfig({ HOST: '::' }).HOST).toBe('::');
    for (const host of ['999.1.1.1', '1.2.3', 'bad host', '-x.example']) {
      expect(() => loadConfig({ HOST: host }), host).toThrow(/^Invalid configuration: HOST=/);
    }
  });

  it('accepts what Fastify trusts as a proxy and refuses the rest in one line', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1, loopback' }).TRUST_PROXY).toBe(
      '10.0.0.0/8, 192.168.1.1, loopback',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'banana' })).toThrow(/^Invalid configuration: TRUST_PROXY=banana/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY=10\.0\.0\.0\/99: invalid range/);
  });

  it('checks the mail sender, the mail server, the expiry schedule and a client build where they are set', () => {
    expect(loadConfig({ MAIL_FROM: 'Agentur <info@agentur.at>' }).MAIL_FROM).toBe('Agentur <info@agentur.at>');
    expect(loadConfig({ MAIL_FROM: 'info@agentur.at' }).MAIL_FROM).toBe('info@agentur.at');
    expect(() => loadConfig({ MAIL_FROM: 'xyz' })).toThrow(/^Invalid configuration: MAIL_FROM=xyz/);
    expect(loadConfig({ SMTP_URL: 'smtps://user:pw@mail.example.at:465' }).SMTP_URL).toMatch(/^smtps:/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://' })).toThrow(/^Invalid configuration: SMTP_URL=smtp:\/\//);
    expect(loadConfig({ EXPIRY_CRON: '0 3 * * 1-5' }).EXPIRY_CRON).toBe('0 3 * * 1-5');
    for (const cron of ['banana banana', '* * *', '61 * * * *']) {
      expect(() => loadConfig({ EXPIRY_CRON: cron }), cron).toThrow(/^Invalid configuration: EXPIRY_CRON=/);
    }
    expect(() => loadConfig({ CLIENT_DIR: '/nonexistent' })).toThrow(/CLIENT_DIR=\/nonexistent: holds no index\.html/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('stores uploads on disk by default; a bucket needs its name and public URL, and keys come in pairs', () => {
    expect(loadConfig({}).STORAGE).toBe('disk');
    expect(() => loadConfig({ STORAGE: 'nfs' })).toThrow(/^Invalid configuration: STORAGE=nfs/);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/^Invalid configuration: S3_BUCKET: required with STORAGE=s3/);
    const bucket = { STORAGE: 's3', S3_BUCKET: 'portal', S3_PUBLIC_URL: 'https://cdn.example/portal/' };
    expect(() => loadConfig({ ...bucket, S3_BUCKET: 'Portal_Files' })).toThrow(/S3_BUCKET=Portal_Files/);
    expect(() => loadConfig({ ...bucket, S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: .* go together/);
    expect(() => loadConfig({ ...bucket, S3_PATH_STYLE: 'yes' })).toThrow(/S3_PATH_STYLE=yes/);
    // AWS without an endpoint: virtual-hosted addresses; a self-hosted endpoint (MinIO, Ceph): path-style.
    expect(s3SettingsOf(loadConfig(bucket))).toEqual({
      bucket: 'portal',
      region: 'us-east-1',
      publicUrl: 'https://cdn.example/portal',
      pathStyle: false,
    });
    const minio = { ...bucket, S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(s3SettingsOf(loadConfig(minio))).toMatchObject({
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      pathStyle: true,
    });
    expect(s3SettingsOf(loadConfig({ ...minio, S3_PATH_STYLE: 'false' })).pathStyle).toBe(false);
  });
});

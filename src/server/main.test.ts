import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startPortal, waitReady } from './test/portal-process';

const root = path.resolve(import.meta.dirname, '../..');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('starting the portal', () => {
  it('stops on a bad environment value with one clear line naming the variable', () => {
    const result = start({ PORT: 'eighty', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sp-cfg-')) });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PORT=eighty: Invalid input: expected number, received NaN',
    ]);
  });

  it.each([
    ['TRUST_PROXY', 'banana', /^Invalid configuration: TRUST_PROXY=banana: invalid IP address: banana/],
    ['TRUST_PROXY', '10.0.0.0/99', /^Invalid configuration: TRUST_PROXY=10\.0\.0\.0\/99: invalid range on address/],
    ['HOST', '999.1.1.1', /^Invalid configuration: HOST=999\.1\.1\.1: must be an IP address or a host name$/],
    ['DATA_DIR', '/etc/passwd/data', /^DATA_DIR \/etc\/passwd\/data cannot be used: ENOTDIR$/],
    [
      'DATABASE_URL',
      'postgres://nobody@127.0.0.1:1/x',
      /^Cannot use DATABASE_URL \(host 127\.0\.0\.1:1, database x\): ECONNREFUSED/,
    ],
    ['HOST', '192.0.2.77', /^Cannot listen on HOST=192\.0\.2\.77 PORT=\d+: no address of this machine \(set HOST\)$/],
  ])(
    'stops on %s=%s with one line',
    async (name, value, line) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-cfg-'));
      const result = start({ DATA_DIR: dataDir, SEED: 'none', PORT: String(await freePort()), [name]: value });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(line);
    },
    120_000,
  );

  it('refuses to start on a DATA_DIR another process holds', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-held-'));
    fs.mkdirSync(path.join(dataDir, '.lock'));
    const result = start({ DATA_DIR: dataDir, PORT: '3999' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^DATA_DIR .* is in use by another Standortportal process/);
  });

  it('prints where it runs, and no demo logins when it loads no demo data (SEED=none)', async () => {
    const portal = startPortal(fs.mkdtempSync(path.join(os.tmpdir(), 'sp-noseed-')), await freePort(), {
      SEED: 'none',
    });
    try {
      await waitReady(portal);
      await expect.poll(() => portal.stdout, { timeout: 10_000 }).toContain('Standortportal is running at');
      expect(portal.stdout).not.toContain('Demo logins');
      expect(portal.stdout).not.toContain('admin@standortportal.at');
      expect(portal.stdout).toContain(`Standortportal is running at ${portal.url}`);
      expect(portal.stdout).not.toContain('This machine only');
    } finally {
      portal.child.kill('SIGTERM');
      await portal.exited;
    }
  }, 120_000);
});

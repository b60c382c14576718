import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INDEX_HTML, writeClientBuild } from '../test/client-build';
import { buildTestApp, type TestApp } from '../test/helper';

/** The directives of a Content-Security-Policy header by name. */
function csp(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('security headers and cookies', () => {
  let t: TestApp;
  let build: ReturnType<typeof writeClientBuild>;
  beforeAll(async () => {
    build = writeClientBuild({
      'index.html': TEST_INDEX_HTML,
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '.vite/manifest.json': '{}',
    });
    t = await buildTestApp('pglite', {}, { clientDir: build.dir });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it.each([
    ['a JSON answer', '/api/region', 200],
    ['an unknown API path', '/api/nothing-here', 404],
    ['a validation error', '/api/objekt/not-a-uuid', 400],
    ['a refused admin call', '/api/admin/benutzer', 401],
    ['the health probe', '/healthz', 200],
    ['a GeoJSON answer of the open data', '/ogc/collections/objekte/items?limit=1', 200],
  ])('sends the API set of protective headers on %s', async (_what, url, status) => {
    const res = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(status);
    const policy = csp(res.headers['content-security-policy']);
    // Data is never a document: nothing may load from it and nobody may frame it.
    expect([...policy]).toEqual([
      ['default-src', "'none'"],
      ['frame-ancestors', "'none'"],
    ]);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    // The document-only headers are not sent with data.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it.each([
    ['a page', '/de/home', 'text/html'],
    ['a page of the open data for a browser', '/ogc/collections?f=html', 'text/html'],
    ['a page that does not exist', '/de/gibt-es-nicht', 'text/html'],
    ['robots.txt', '/robots.txt', 'text/plain'],
    // An SVG opened on its own is a document that could run script: it keeps the portal's policy.
    ['a picture of the client', '/favicon.svg', 'image/svg+xml'],
  ])('sends the portal policy and every helmet header on %s', async (_what, url, type) => {
    const res = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
    expect(String(res.headers['content-type'])).toContain(type);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('frame-src')).toBe('https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(policy.get('img-src')).toBe("'self' data: blob: https:");
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('sends the protective headers on a fresh and a revalidated (304) answer alike, HSTS only over https', async () => {
    const fresh = await t.app.inject({ url: '/api/bezirk', headers: { 'accept-encoding': 'br' } });
    const revalidated = await t.app.inject({
      url: '/api/bezirk',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(fresh.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    for (const res of [fresh, revalidated]) {
      // A revalidated JSON answer carries the same set as the fresh one: the API set, whole.
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      // Over plain http no HSTS: it would pin a name to https that may not serve it.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('believes X-Forwarded-* only from a trusted proxy: a direct client cannot claim https or another address', async () => {
    const direct = await t.app.inject({
      url: '/api/region',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' },
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const proxied = await t.app.inject({ url: '/api/region', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toMatch(/max-age=/);
  });

  it('sets the session cookie httpOnly, SameSite=Lax and Secure behind https; the CSRF cookie readable by the page', async () => {
    const first = await t.app.inject({ url: '/api/userdata', headers: { 'x-forwarded-proto': 'https' } });
    const xsrf = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf).toMatchObject({ sameSite: 'Lax', secure: true });
    expect(xsrf?.httpOnly).toBeFalsy();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        'x-forwarded-proto': 'https',
        cookie: `XSRF-TOKEN=${xsrf?.value}`,
        'x-xsrf-token': xsrf?.value ?? '',
      },
      payload: { username: 'admin@standortportal.at', password: 'Standort!Admin2026' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const sid = login.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
  });
});

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz and, with the database migrated, /readyz', async () => {
    const up = await t.app.inject({ url: '/healthz' });
    expect(up.json()).toEqual({ status: 'ok' });
    expect(up.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('reports not ready (503) when the database no longer answers', async () => {
    const broken = await buildTestApp();
    await broken.app.ready();
    // Closing the database under the running app is what a lost connection looks like to it.
    await broken.closeDatabase();
    const res = await broken.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', detail: 'database' });
    await broken.app.close();
  });
});

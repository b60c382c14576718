import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { change, READS } from '../test/start-up-reads';

type Inject = TestApp['app']['inject'];

/** The answer's body (identity encoding) and ETag. */
async function get(inject: Inject, url: string, headers: Record<string, string> = {}) {
  const res = await inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.body, etag: res.headers.etag as string | undefined };
}

describe.each(testDbKinds())('start-up reads served per data version on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(READS)('$url: the same body with an ETag and 304 until a write, then the write', async (read) => {
    const inject = t.app.inject.bind(t.app);
    const first = await get(inject, read.url);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"/);
    expect(JSON.parse(first.body).length).toBeGreaterThan(0);
    expect((await get(inject, read.url, { 'if-none-match': first.etag ?? '' })).status).toBe(304);

    const marker = `geändert-${read.table}`;
    expect(first.body).not.toContain(marker);
    await change(t.db, read, marker);
    const next = await get(inject, read.url, { 'if-none-match': first.etag ?? '' });
    expect(next.status).toBe(200);
    expect(next.etag).not.toBe(first.etag);
    expect(next.body).toContain(marker);
  });

  it('answers compressed bodies that decode to the same list', async () => {
    const plain = await t.app.inject({ url: '/api/glossar' });
    const br = await t.app.inject({ url: '/api/glossar', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const zlib = await import('node:zlib');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

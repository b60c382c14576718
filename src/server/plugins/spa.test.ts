import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INDEX_HTML, writeClientBuild } from '../test/client-build';
import { buildTestApp, type TestApp } from '../test/helper';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `export const text = '${'Standortportal '.repeat(200)}';\n`;

describe('caching of the built client', () => {
  let t: TestApp;
  let build: ReturnType<typeof writeClientBuild>;
  beforeAll(async () => {
    // A build as Vite writes it: index.html, hashed chunks under assets/, public files beside them.
    build = writeClientBuild({
      'index.html': TEST_INDEX_HTML,
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '.vite/manifest.json': '{}',
      'assets/index-Ab12Cd34.js': SCRIPT,
      'assets/index-Ab12Cd34.js.br': brotliCompressSync(SCRIPT),
      'assets/index-Ef56Gh78.css': 'body{margin:0}\n',
    });
    t = await buildTestApp('pglite', {}, { clientDir: build.dir });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it.each([
    ['a script', '/assets/index-Ab12Cd34.js', /javascript/],
    ['a stylesheet', '/assets/index-Ef56Gh78.css', /text\/css/],
  ])('serves %s of the hashed build output as immutable for a year', async (_what, url, type) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the brotli copy the build wrote beside a chunk, with the same caching', async () => {
    const res = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends a file the build wrote no copies of (too small to gain) as it is, whatever the browser accepts', async () => {
    const res = await t.app.inject({ url: '/assets/index-Ef56Gh78.css', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('body{margin:0}\n');
  });

  it('sends the script as it is to a client that accepts no compression', async () => {
    const res = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it.each([
    ['a page (index.html with meta)', '/de/home'],
    ['the site root', '/'],
    ['index.html itself', '/index.html'],
  ])('makes the browser revalidate %s on every use', async (_what, url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a chunk that is not there with a 404 that no cache keeps', async () => {
    const res = await t.app.inject({ url: '/assets/index-Gone0000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/);
  });

  it('keeps the build manifest (read by scripts/initial-js.ts) to itself', async () => {
    expect((await t.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('does not mark the unhashed files beside index.html immutable', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});

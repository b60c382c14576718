import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { encodeAll, improveBrotli, sendEncoded } from './encoded-body';

/** A glossary-like list: repetitive German text, as the start-up reads are. */
const json = JSON.stringify(
  Array.from({ length: 400 }, (_, i) => ({
    id: i,
    titel: `Betriebsansiedlung ${i}`,
    text: 'Die Fläche ist gewidmet als Betriebsgebiet und sofort verfügbar; Anschluss an Kanal, Strom und Gas.',
  })),
);

describe('kept bodies', () => {
  it('get a smaller brotli copy in the background, and the first copy stays current for revalidation', async () => {
    const body = await encodeAll(json, 'glossar');
    const first = { tag: body.etags.br, bytes: body.bodies.br as Buffer };
    await improveBrotli(body);
    expect(body.etags.br).not.toBe(first.tag);
    const best = body.bodies.br as Buffer;
    expect(best.length).toBeLessThan(first.bytes.length);
    expect(zlib.brotliDecompressSync(best).toString()).toBe(json);

    const app = Fastify();
    app.get('/list', (request, reply) => sendEncoded(request, reply, body));
    const get = (headers: Record<string, string>) => app.inject({ url: '/list', headers });
    const fresh = await get({ 'accept-encoding': 'br' });
    expect(fresh.headers.etag).toBe(body.etags.br);
    expect(fresh.rawPayload.equals(best)).toBe(true);
    expect((await get({ 'accept-encoding': 'br', 'if-none-match': first.tag })).statusCode).toBe(304);
    expect((await get({ 'accept-encoding': 'br', 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    await app.close();
  });

  it('keeps a large body at the first quality', async () => {
    const large = JSON.stringify(Array.from({ length: 40 }, () => JSON.parse(json)));
    expect(large.length).toBeGreaterThan(256 * 1024);
    const body = await encodeAll(large, 'objekt');
    const tag = body.etags.br;
    expect(improveBrotli(body)).toBeUndefined();
    expect(body.etags.br).toBe(tag);
  });
});

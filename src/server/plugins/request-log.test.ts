import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger, RequestLog, SLOW_REQUEST_MS } from './request-log';

/** A Fastify app logging at `level` into an array, with a quick, a refused, a failing and a slow route. */
async function appLoggingAt(level: 'info' | 'debug') {
  const lines: { level: number; msg: string; reqId?: string; url?: string; statusCode?: number; ms?: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new RequestLog(),
    childLoggerFactory: lazyRequestLogger,
  });
  app.get('/quick', async () => ({ ok: true }));
  app.get('/refused', async (_request, reply) => reply.code(403).send({ error: 'forbidden' }));
  app.get('/failing', async () => {
    throw new Error('broken');
  });
  app.get('/chatty', { logLevel: 'debug' }, async (request) => {
    request.log.debug('route detail');
    return { ok: true };
  });
  app.get('/slow', async () => {
    await sleep(SLOW_REQUEST_MS + 20);
    return { ok: true };
  });
  await app.ready();
  const call = async (url: string) => {
    await app.inject({ url });
    // The line is written when the answer has been sent.
    await sleep(5);
  };
  const answered = (url: string) => lines.filter((l) => l.url === url && l.msg === 'request answered');
  return { app, lines, call, answered };
}

describe('request log', () => {
  it('logs refused, failed and slow requests at info, one line each, and no other request', async () => {
    const { app, lines, call, answered } = await appLoggingAt('info');
    for (const url of ['/quick', '/refused', '/failing', '/slow']) await call(url);
    expect(answered('/quick')).toEqual([]);
    expect(answered('/refused')).toEqual([expect.objectContaining({ level: 30, statusCode: 403 })]);
    expect(answered('/failing')).toEqual([expect.objectContaining({ level: 30, statusCode: 500 })]);
    expect(answered('/slow')).toEqual([expect.objectContaining({ level: 30, statusCode: 200 })]);
    expect(answered('/slow')[0]?.ms).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    // Each line names its request.
    const ids = ['/refused', '/failing', '/slow'].map((url) => answered(url)[0]?.reqId);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^req-/);
    await app.close();
  });

  it("logs a route with a level of its own at that level, with the request's id", async () => {
    const { app, lines, call } = await appLoggingAt('info');
    await call('/chatty');
    const detail = lines.find((l) => l.msg === 'route detail');
    expect(detail).toMatchObject({ level: 20, reqId: expect.stringMatching(/^req-/) });
    expect(lines.filter((l) => l.url === '/chatty').map((l) => l.msg)).toEqual([
      'incoming request',
      'request answered',
    ]);
    await app.close();
  });

  it('logs every request, on arrival and when answered, at debug', async () => {
    const { app, lines, call, answered } = await appLoggingAt('debug');
    await call('/quick');
    expect(lines.filter((l) => l.url === '/quick').map((l) => [l.level, l.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request answered'],
    ]);
    expect(answered('/quick')[0]).toMatchObject({ statusCode: 200, ms: expect.any(Number) });
    await app.close();
  });
});

/**
 * The portal as main.ts starts it (on an already seeded DATA_DIR), plus GET /bench/hello on the same
 * Fastify instance: the ceiling npm run bench:api compares the real routes with. Only the benchmark
 * starts this file, so the product has no such route.
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { migrate, openPglite, openPostgres, warmUp } from '../src/server/db/client';

const config = loadConfig(process.env);
const database = config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : await openPglite(config.dataDir);
await migrate(database);
await warmUp(database);
// GET /bench/hello has the same plugins and hooks as every portal route (session, CSRF, protective headers,
// compression); only the handler is trivial.
const app = await buildApp(config, database, {
  routes: (portal) => portal.get('/bench/hello', () => ({ hello: 'world' })),
});
// The transfer ceiling: a ready buffer of ?bytes=N random bytes (sent as is, like the cached compressed
// object list, and as costly for the load generator to take in), so a large answer's cost on the wire and
// in the load generator can be told apart from the server's work.
const blobs = new Map<number, Buffer>();
app.get('/bench/blob', { compress: false }, (request, reply) => {
  const bytes = Math.min(Number((request.query as { bytes?: string }).bytes) || 1, 10_000_000);
  const blob = blobs.get(bytes) ?? randomBytes(bytes);
  blobs.set(bytes, blob);
  return reply.type('application/octet-stream').send(blob);
});
// The event loop's delays since the last call (npm run bench:heavy): the longest and the p99, in ms; a call
// starts the next interval.
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
app.get('/bench/loop', () => {
  const figures = { maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6 };
  loop.reset();
  return figures;
});
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
await app.listen({ port: config.PORT, host: config.HOST });

/**
 * A bare Fastify instance with one route, GET /hello: no plugins, no hooks, no database. npm run bench:api
 * runs it beside the portal and compares the portal's start-up reads with it in the same run (the issue's
 * ceiling: what Fastify itself serves on this machine).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', () => ({ hello: 'world' }));
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });

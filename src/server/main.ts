import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, loadConfig, publicUrlOf, StartError } from './config';
import { type Database, migrate, openPglite, openPostgres, warmUp } from './db/client';
import { isEmpty } from './db/seed/empty';
import { listenUrls } from './listen-urls';
import { PROJECT_ROOT } from './paths';
import { masterSecret } from './plugins/secrets';
import { startMessage } from './start-message';

/** Starts the portal: config, database (migrated, demo data on first start), HTTP server, clean shutdown. */
async function main() {
  const config = loadConfig(process.env, { clientDir: path.join(PROJECT_ROOT, 'dist/client') });
  // Opening the embedded database is mostly WebAssembly compilation and unpacking, which run beside the
  // loading of the app's modules: side by side the start takes the longer of the two, not their sum.
  const [database, { buildApp }] = await Promise.all([
    config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.dataDir),
    import('./app'),
  ]);
  if (config.DATABASE_URL) await checkReachable(database, config.DATABASE_URL);
  const app = await buildApp(config, database);

  let closing = false;
  // Once shutting down, every answer ends its connection: a keep-alive client would otherwise hold the
  // exit up until its idle timeout (72 s) after the last request in flight has been answered.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight are answered (new ones get 503); whatever still hangs after 10 s is cut off.
    const cutOff = setTimeout(() => app.server.closeAllConnections(), 10_000);
    await app.close();
    clearTimeout(cutOff);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await migrate(database);
  const seeding = config.SEED === 'demo' && (await isEmpty(database.db));
  if (seeding) {
    app.log.info('empty database: loading the demo data (first start only)');
    const { seedDemo } = await import('./db/seed');
    await seedDemo(database.db, {
      dataDir: config.dataDir,
      images: true,
      masterSecret: masterSecret(config),
      log: (msg) => app.log.info(msg),
    });
    if (config.STORAGE === 's3') await seedBucket(config, app.log);
  } else if (config.SEED === 'demo') {
    const { ensureNachbarorte } = await import('./db/seed/reference');
    if (await ensureNachbarorte(database.db)) app.log.info('demo data: loaded the places around Lower Austria');
  }
  await warmUp(database);
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await database.close();
    throw new ListenError(config, error);
  }
  if (seeding) {
    // Once the job queue runs (it is started with the app): the mail a registration would have sent.
    const { sendDemoVerification } = await import('./db/seed/users');
    await sendDemoVerification(database.db, publicUrlOf(config));
  }
  const message = await startMessage({
    urls: listenUrls(app.addresses()),
    where: database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL',
    publicUrl: config.PUBLIC_URL,
    demoLocalOnly: config.demoLocalOnly,
    seed: config.SEED,
  });
  console.log(message);
}

/**
 * The demo data's images and documents are written to DATA_DIR; with STORAGE=s3 they are copied into the
 * bucket (as `storage:copy -- --to s3` would). An unreachable bucket does not stop the start: the log says
 * how to copy them later.
 */
async function seedBucket(config: Config, log: FastifyBaseLogger) {
  const [{ copyStore, storesOf }, { StorageUnavailable }] = await Promise.all([
    import('./storage/copy'),
    import('./storage/store'),
  ]);
  const { disk, s3 } = storesOf(config, log);
  try {
    const { copied } = await copyStore(disk, s3);
    log.info(`demo data: ${copied} files copied into bucket ${config.S3_BUCKET}`);
  } catch (error) {
    if (!(error instanceof StorageUnavailable)) throw error;
    log.warn(
      { reason: error.reason },
      'demo data: files not copied into the bucket; run npm run storage:copy -- --to s3',
    );
  }
}

/** Asks the server of DATABASE_URL once, so an unreachable one ends the start in one line. */
async function checkReachable(database: Database, url: string) {
  try {
    await database.executeSql('select 1');
  } catch (error) {
    await database.close().catch(() => {});
    const { hostname, port, pathname } = new URL(url);
    const { code } = error as NodeJS.ErrnoException;
    const message = error instanceof Error ? error.message.split('\n')[0] : '';
    const why = [code, message].filter(Boolean).join(' ') || String(error);
    throw new StartError(
      `Cannot use DATABASE_URL (host ${hostname}:${port || 5432}, database ${pathname.slice(1)}): ${why}`,
    );
  }
}

/** The server could not listen (port taken, address not of this machine): one line naming the setting. */
class ListenError extends StartError {
  constructor(config: Config, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException).code;
    const why =
      code === 'EADDRINUSE'
        ? 'the port is in use (set PORT)'
        : code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN'
          ? 'no address of this machine (set HOST)'
          : cause instanceof Error
            ? cause.message
            : String(cause);
    super(`Cannot listen on HOST=${config.HOST} PORT=${config.PORT}: ${why}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof StartError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import {
  EMBEDDED_CONNECTIONS,
  type EmbeddedReply,
  type EmbeddedRequest,
  type EmbeddedWorkerData,
  socketFile,
} from './embedded';
import { PGLITE_START_PARAMS, pgliteExtensions } from './pglite-options';

/**
 * The embedded database's own thread (db/embedded.ts): PGlite on DATA_DIR/pgdata behind the PostgreSQL
 * wire protocol on a Unix socket only this user can reach. The portal talks to it with the same driver as
 * to PostgreSQL; every query's parsing, planning and execution runs here, off the portal's event loop.
 * PGlite has one session, reached by one connection of the portal (EMBEDDED_POOL_SIZE says why).
 */
const { dataDir, socketDir } = workerData as EmbeddedWorkerData;
const port = parentPort;
if (!port) throw new Error('embedded-worker runs as a worker thread');

const send = (reply: EmbeddedReply) => port.postMessage(reply);

try {
  const client = new PGlite(path.join(dataDir, 'pgdata'), {
    extensions: pgliteExtensions,
    startParams: PGLITE_START_PARAMS,
  });
  await client.waitReady;
  const server = new PGLiteSocketServer({
    db: client,
    path: socketFile(socketDir),
    maxConnections: EMBEDDED_CONNECTIONS,
  });
  await server.start();
  port.on('message', async (request: EmbeddedRequest) => {
    try {
      if (request.type === 'dump') {
        await client.query('CHECKPOINT');
        const dump = await client.dumpDataDir('gzip');
        fs.writeFileSync(request.file, Buffer.from(await dump.arrayBuffer()));
        send({ type: 'dumped' });
      } else {
        // The portal has ended its connections: stop listening, then close PGlite (a checkpoint).
        await server.stop();
        await client.close();
        send({ type: 'closed' });
      }
    } catch (error) {
      send({ type: 'failed', message: String((error as Error)?.message ?? error) });
    }
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', message: String((error as Error)?.message ?? error) });
}

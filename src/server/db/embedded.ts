import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The embedded database beside the portal (issue #28): PGlite runs in a worker thread of its own
 * (embedded-worker.ts) and answers on a Unix socket, so the portal reaches it through `pg` as it reaches a
 * PostgreSQL server — one driver, one dialect — and no query runs on the portal's event loop.
 */

/**
 * The portal's connections to the embedded database: one. PGlite has one session, and the socket server
 * queues the protocol's messages one by one: the Parse, Bind and Execute of two connections' statements
 * with parameters would interleave on the session's one unnamed statement ("bind message supplies 1
 * parameters, but prepared statement requires 2"). One connection sends one statement at a time, as the
 * embedded database ran them before; statements still run in the thread, off the event loop.
 */
export const EMBEDDED_POOL_SIZE = 1;
/** Connections the socket accepts: the pool's one and a spare for its replacement after an error. */
export const EMBEDDED_CONNECTIONS = EMBEDDED_POOL_SIZE + 1;

export interface EmbeddedWorkerData {
  dataDir: string;
  socketDir: string;
}
export type EmbeddedRequest = { type: 'dump'; file: string } | { type: 'close' };
export type EmbeddedReply =
  | { type: 'ready' }
  | { type: 'dumped' }
  | { type: 'closed' }
  | { type: 'failed'; message: string };

/** The socket's file in its directory, named as `pg` looks for it (port 5432). */
export const socketFile = (socketDir: string) => path.join(socketDir, '.s.PGSQL.5432');

/** A running embedded database: where its socket is, and how to dump or close it. */
export interface Embedded {
  socketDir: string;
  /** Writes PGlite's gzipped data-dir dump (after a checkpoint) to `file`. */
  dump(file: string): Promise<void>;
  /** Closes PGlite (its checkpoint) and ends the thread; the portal's connections must be ended first. */
  close(): Promise<void>;
}

/**
 * Starts PGlite on `dataDir/pgdata` in its own thread, listening on a socket in a new private directory
 * (mode 0700, so no other user of the machine connects). The caller holds the DATA_DIR lock. If the thread
 * ends unexpectedly (PGlite aborted), the portal cannot answer anything: `onLost` is called.
 */
export async function startEmbedded(dataDir: string, onLost: (reason: string) => void): Promise<Embedded> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'standortportal-db-'));
  // From the sources (tsx, Vitest) the thread loads the TypeScript file through tsx; in the server build it
  // is embedded-worker.js beside the chunk of this module (vite.server.config.ts).
  const fromSource = import.meta.url.endsWith('.ts');
  const worker = new Worker(
    new URL(fromSource ? './embedded-worker-source.mjs' : './embedded-worker.js', import.meta.url),
    {
      workerData: { dataDir, socketDir } satisfies EmbeddedWorkerData,
    },
  );
  let closing = false;
  const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });

  /** The thread's next answer, or its end as an error. */
  const nextReply = () =>
    new Promise<EmbeddedReply>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the embedded database's thread ended (code ${code})`));
      worker.once('exit', onExit);
      worker.once('message', (reply: EmbeddedReply) => {
        worker.off('exit', onExit);
        resolve(reply);
      });
    });
  /** Asks the thread and waits for its answer; one request at a time (backup and shutdown never overlap). */
  async function ask(request: EmbeddedRequest, done: EmbeddedReply['type']): Promise<void> {
    const reply = nextReply();
    worker.postMessage(request);
    const answer = await reply;
    if (answer.type === 'failed') throw new Error(`embedded database: ${answer.message}`);
    if (answer.type !== done) throw new Error(`embedded database: ${answer.type} instead of ${done}`);
  }

  try {
    const first = await nextReply();
    if (first.type !== 'ready')
      throw new Error(`embedded database: ${first.type === 'failed' ? first.message : first.type}`);
  } catch (error) {
    await worker.terminate();
    removeSocketDir();
    throw error;
  }
  worker.on('error', (error) => {
    if (!closing) onLost(error instanceof Error ? error.message : String(error));
  });
  worker.on('exit', (code) => {
    if (!closing) onLost(`the thread ended (code ${code})`);
  });
  return {
    socketDir,
    dump: (file) => ask({ type: 'dump', file }, 'dumped'),
    async close() {
      closing = true;
      try {
        await ask({ type: 'close' }, 'closed');
      } finally {
        await worker.terminate();
        removeSocketDir();
      }
    },
  };
}

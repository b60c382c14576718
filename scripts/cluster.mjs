// `npm run start:cluster`: several portal processes on one machine and one port, on the PostgreSQL of
// DATABASE_URL. Node's cluster module accepts the connections and hands them round to the processes; all
// state they share lives in PostgreSQL (sessions, rate limits, data versions, the job queue), and the
// uploads in DATA_DIR, which they share too (README: several processes). The first process starts alone
// (migrations, demo data on an empty database), the others once it listens. A process that ends is
// replaced; one that ends before it listened (a configuration error, say) stops the cluster.
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

/** More replacements than this within REPLACE_WINDOW_MS stop the cluster: something ends every process. */
const MAX_REPLACEMENTS = 5;
const REPLACE_WINDOW_MS = 60_000;
/** Processes still running this long after SIGTERM are killed. */
const STOP_GRACE_MS = 15_000;

const log = (message) => console.log(`cluster: ${message}`);
const fail = (message) => {
  console.error(`cluster: ${message}`);
  process.exit(1);
};

if (!process.env.DATABASE_URL) {
  fail(
    'start:cluster needs DATABASE_URL (PostgreSQL with PostGIS): the embedded database belongs to one process. Use `npm start` without it.',
  );
}
const count = Number(process.env.CLUSTER_PROCESSES ?? os.availableParallelism());
if (!Number.isInteger(count) || count < 1) fail(`CLUSTER_PROCESSES must be a whole number of 1 or more, not ${count}`);
// The server module; CLUSTER_ENTRY runs another (a .ts source through tsx, as the tests do) without a build.
const entry = process.env.CLUSTER_ENTRY
  ? path.resolve(root, process.env.CLUSTER_ENTRY)
  : path.join(root, 'dist/server/main.js');
if (!process.env.CLUSTER_ENTRY) buildIfStale();
cluster.setupPrimary({ exec: entry, execArgv: entry.endsWith('.ts') ? ['--import', 'tsx'] : [] });

let stopping = false;
const replacements = [];

function fork(then) {
  const worker = cluster.fork();
  const { pid } = worker.process;
  let listening = false;
  worker.once('listening', () => {
    listening = true;
    log(`process ${pid} listening`);
    then?.();
  });
  worker.once('exit', (code, signal) => {
    if (stopping) return;
    const how = signal ?? `exit code ${code}`;
    if (!listening) {
      console.error(`cluster: process ${pid} ended before it listened (${how}); stopping`);
      stop(1);
      return;
    }
    const now = Date.now();
    replacements.push(now);
    while ((replacements[0] ?? now) < now - REPLACE_WINDOW_MS) replacements.shift();
    if (replacements.length > MAX_REPLACEMENTS) {
      console.error(`cluster: ${replacements.length} processes ended within a minute; stopping`);
      stop(1);
      return;
    }
    log(`process ${pid} ended (${how}); starting a replacement`);
    fork();
  });
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {});
  if (workers.length === 0) process.exit(code);
  for (const worker of workers) worker.process.kill('SIGTERM');
  const kill = setTimeout(() => {
    for (const worker of Object.values(cluster.workers ?? {})) worker.process.kill('SIGKILL');
  }, STOP_GRACE_MS);
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length > 0) return;
    clearTimeout(kill);
    process.exit(code);
  });
}

process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
log(`starting ${count} processes of ${path.relative(root, entry)}`);
fork(() => {
  for (let i = 1; i < count; i++) fork();
});

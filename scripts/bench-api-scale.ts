/**
 * npm run bench:api-scale — GET /api/objekt with 50,000 objects (BENCH_OBJEKTE), on the embedded database
 * and on PostgreSQL (BENCH_DATABASE_URL, default the local server; a database standortportal_bench is
 * created and dropped; measured with the demo data, too): the first (uncached) answer, requests/s and p99 under load with autocannon, the
 * compressed size, and the server process's peak RSS. On PostgreSQL the server process holds no database,
 * so its RSS is the app's own. Targets: p99 < 50 ms, peak RSS < 300 MB. Exits with 1 when one is missed.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrate, openPglite, openPostgres } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed';
import { type Figure, peakRssMb, reportFigures, seededDataDir, spawnPortal, waitFor } from './bench-lib';
import { growObjekte } from './bench-objekte';

const OBJEKTE = Number(process.env.BENCH_OBJEKTE ?? 50_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 4;
const TARGET_P99_MS = 50;
const TARGET_RSS_MB = 300;
const SECRET = 'bench-api-scale-secret-of-32-characters';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = Object.assign(new URL(adminUrl), { pathname: '/standortportal_bench' }).toString();

const accept = { 'accept-encoding': 'br, gzip' };
const figures: Figure[] = [];
let ok = true;

/** Starts the portal on `dataDir` (and DATABASE_URL when given) and measures GET /api/objekt. */
async function measure(label: string, dataDir: string, databaseUrl?: string): Promise<void> {
  const portal = await spawnPortal(dataDir, 'scripts/bench-api-server.ts', {
    SESSION_SECRET: SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    await waitFor(portal, `${portal.url}/bench/hello`, performance.now());
    const started = performance.now();
    const first = await fetch(`${portal.url}/api/objekt`, { headers: accept });
    const count = ((await first.json()) as unknown[]).length;
    const firstMs = performance.now() - started;
    const size = Number(first.headers.get('content-length'));
    const result = await autocannon({
      url: `${portal.url}/api/objekt`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: accept,
      timeout: 60,
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    const rss = peakRssMb(portal.child.pid ?? 0) ?? Number.NaN;
    const p99Met = result.latency.p99 < TARGET_P99_MS && errors === 0;
    const rssMet = rss < TARGET_RSS_MB;
    ok &&= p99Met && rssMet;
    console.log(
      `${label}: ${count} objects, first answer ${(firstMs / 1000).toFixed(1)} s, ${(size / 1048576).toFixed(1)} MiB ${first.headers.get('content-encoding')}; ${result.requests.average.toFixed(1)} req/s, p99 ${result.latency.p99} ms, ${errors} errors; peak RSS ${rss.toFixed(0)} MB`,
    );
    figures.push(
      {
        figure: `GET /api/objekt with ${count} public objects, ${label}, ${CONNECTIONS} connections: req/s, p99; first answer; size`,
        value: `${result.requests.average.toFixed(1)} req/s, p99 ${result.latency.p99} ms${errors ? `, ${errors} errors` : ''}; first answer ${(firstMs / 1000).toFixed(1)} s; ${(size / 1048576).toFixed(1)} MiB ${first.headers.get('content-encoding')}`,
        target: `p99 < ${TARGET_P99_MS} ms`,
        met: p99Met,
      },
      {
        figure: `peak RSS of the server process with ${count} objects, ${label}`,
        value: `${rss.toFixed(0)} MB`,
        target: `< ${TARGET_RSS_MB} MB`,
        met: rssMet,
      },
    );
  } finally {
    await portal.stop();
  }
}

const dataDir = await seededDataDir();
try {
  const embedded = await openPglite(dataDir);
  try {
    console.log(`embedded: ${await growObjekte(embedded.db, OBJEKTE)} objects`);
  } finally {
    await embedded.close();
  }
  await measure('embedded PGlite (database in the server process)', dataDir);

  const admin = new pg.Client({ connectionString: adminUrl });
  let reachable = true;
  await admin.connect().catch(() => {
    reachable = false;
  });
  if (!reachable) {
    console.log(`PostgreSQL at ${adminUrl} not reachable: its run is left out`);
  } else {
    await admin.query('drop database if exists standortportal_bench');
    await admin.query('create database standortportal_bench');
    try {
      const database = openPostgres(benchUrl);
      try {
        await migrate(database);
        await seedDemo(database.db, { dataDir, images: false, masterSecret: SECRET });
        // The demo data first: the app's own memory at the size the portal has today.
        await measure('PostgreSQL (DATABASE_URL)', dataDir, benchUrl);
        console.log(`PostgreSQL: ${await growObjekte(database.db, OBJEKTE)} objects`);
      } finally {
        await database.close();
      }
      await measure('PostgreSQL (DATABASE_URL)', dataDir, benchUrl);
    } finally {
      await admin.query('drop database if exists standortportal_bench');
      await admin.end();
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
reportFigures('bench:api-scale', figures);
process.exitCode = ok ? 0 : 1;

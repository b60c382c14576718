/**
 * npm run bench:api-scale — the object API with 50,000 objects (BENCH_OBJEKTE), on the embedded database
 * and on PostgreSQL (BENCH_DATABASE_URL, default the local server; a database standortportal_bench is
 * created and dropped). At that size the map page loads by extent (GET /api/objekt/anzahl says so; the run
 * fails when it does not), so per database a fresh server process answers only what the browser then
 * calls, GET /api/objekt/ausschnitt: the first answer for the whole region, timed from the process's spawn
 * (it builds its in-memory index of the objects at start); requests/s and p99 under load with
 * autocannon over a mix of map sections (whole region, zoom 11, zoom 13, with and without filters); the
 * median compressed answer and what it holds; and the process's peak RSS.
 * Targets: p99 < 50 ms, peak RSS < 300 MB. Exits with 1 when one is missed. The whole list GET /api/objekt,
 * which the client no longer requests above the threshold, is still measured at that size (first answer,
 * load, size, peak RSS) in a server process of its own, without a target; on PostgreSQL it is measured with
 * the demo data, too, against the targets above. On PostgreSQL the server process holds no database, so
 * its RSS is the app's own; the map sections are then also answered by two processes on one port (npm run
 * start:cluster), beside the one process of the same run.
 */
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { migrate, openPglite, openPostgres } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed';
import { REGION_BBOX } from '../src/shared/domain/geo';
import { type ObjektAusschnitt, objektAnzahlSchema } from '../src/shared/schemas/objekt';
import {
  type Figure,
  type Portal,
  peakRssMb,
  reportFigures,
  seededDataDir,
  spawnPortal,
  waitFor,
  withScratchPostgres,
} from './bench-lib';
import { growObjekte } from './bench-objekte';
import { ausschnittPath, mixSections, SECTIONS, SHIFTS } from './bench-sections';

const OBJEKTE = Number(process.env.BENCH_OBJEKTE ?? 50_000);
/** BENCH_SCALE_ONLY=embedded or =postgres measures one database only. */
const ONLY = process.env.BENCH_SCALE_ONLY;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 4;
const TARGET_P99_MS = 50;
const TARGET_RSS_MB = 300;
/** No request may wait longer than this for the event loop while heavy work runs (issue 28, part 2). */
const TARGET_STALL_MS = 50;
const SECRET = 'bench-api-scale-secret-of-32-characters';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const accept = { 'accept-encoding': 'br, gzip' };
const figures: Figure[] = [];
let ok = true;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `run` against a fresh portal process on `dataDir` (and DATABASE_URL when given), then stops it;
 * `run` gets the moment the process was spawned and how long it took to listen.
 */
async function withPortal<T>(
  dataDir: string,
  databaseUrl: string | undefined,
  run: (portal: Portal, spawned: number, listeningMs: number) => Promise<T>,
  processes = 1,
): Promise<T> {
  const spawned = performance.now();
  const portal = await spawnPortal(
    dataDir,
    'scripts/bench-api-server.ts',
    { SESSION_SECRET: SECRET, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    processes,
  );
  try {
    const listeningMs = await waitFor(portal, `${portal.url}/bench/hello`, spawned);
    return await run(portal, spawned, listeningMs);
  } finally {
    await portal.stop();
  }
}

/**
 * Requests/s, p99 and failed requests of CONNECTIONS connections for DURATION_S, each going through
 * `paths` in turn. Each connection starts at a different point of the paths: otherwise all would ask for
 * the same section at the same moment, like users in lockstep, and the costliest would always collide.
 */
async function load(portal: Portal, paths: string[], durationS = DURATION_S) {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  let connection = 0;
  const result = await autocannon({
    url: `${portal.url}${paths[0]}`,
    requests,
    setupClient: (client) => {
      const from = Math.round((connection++ * requests.length) / CONNECTIONS);
      client.setRequests([...requests.slice(from), ...requests.slice(0, from)]);
    },
    connections: CONNECTIONS,
    duration: durationS,
    headers: accept,
    timeout: 60,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { reqs: result.requests.average, p99: result.latency.p99, errors };
}

/** One extent answer as sent: compressed bytes and encoding, and what it holds. */
interface Answer {
  bytes: number;
  encoding: string;
  anzahl: number;
  objekte: number;
  bezirke: number;
}

/** GET of one extent answer as the browser asks for it. */
async function ask(url: string): Promise<Answer> {
  const res = await fetch(url, { headers: accept });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  const body = (await res.json()) as ObjektAusschnitt;
  return {
    bytes: Number(res.headers.get('content-length')),
    encoding: res.headers.get('content-encoding') ?? 'identity',
    anzahl: body.anzahl,
    objekte: body.objekte.length,
    bezirke: body.bezirke.length,
  };
}

/** Prints what each section's answers hold; answers the median size and what the answers typically hold. */
function describe(answers: (Answer & { section: string })[]): string {
  const sizeOf = (of: Answer[]) => `${kib(median(of.map((a) => a.bytes)))} ${of[0]?.encoding}`;
  for (const { name } of SECTIONS) {
    const of = answers.filter((a) => a.section === name);
    const holds = of.map((a) => (a.objekte || !a.bezirke ? `${a.objekte} obj` : `${a.bezirke} distr`));
    console.log(`  ${name}: ${of.map((a) => a.anzahl).join('/')} matches → ${holds.join('/')}; median ${sizeOf(of)}`);
  }
  const listing = answers.filter((a) => a.objekte > 0 || a.bezirke === 0);
  const counting = answers.filter((a) => !listing.includes(a));
  // The median of all answers is that of the more common kind, so each kind is given on its own, too.
  const holds = [
    listing.length
      ? `${listing.length} list a median of ${median(listing.map((a) => a.objekte))} objects, ${sizeOf(listing)}`
      : '',
    counting.length
      ? `${counting.length} count a median of ${median(counting.map((a) => a.bezirke))} districts, ${sizeOf(counting)}`
      : '',
  ]
    .filter(Boolean)
    .join('; ');
  return `${sizeOf(answers)} (of ${answers.length}: ${holds})`;
}

/**
 * What the browser calls at this size, in a server process that answers nothing else (so its peak RSS is
 * the extent path's): GET /api/objekt/anzahl must say the map loads by extent; then the first answer for
 * the whole region, one answer of every path of the mix (sizes and contents), and the mix under load. The
 * server builds its in-memory index at start, without waiting for it (on PostgreSQL it is still under way
 * when the server listens; the embedded database's queries hold the event loop, so there it is mostly
 * done before), and both calls wait for it: the first answer is timed from the process's spawn.
 */
async function measureAusschnitt(label: string, dataDir: string, databaseUrl?: string, processes = 1) {
  await withPortal(
    dataDir,
    databaseUrl,
    async (portal, spawned, listeningMs) => {
      const anzahl = objektAnzahlSchema.parse(await (await fetch(`${portal.url}/api/objekt/anzahl`)).json());
      if (!anzahl.ausschnitt) {
        throw new Error(
          `${label}: GET /api/objekt/anzahl answers ausschnitt: false with ${anzahl.sichtbar} visible objects — the map would load the whole list, not by extent (MAP_EXTENT_FROM, BENCH_OBJEKTE)`,
        );
      }
      const anzahlMs = performance.now() - spawned;
      const first = await ask(`${portal.url}${ausschnittPath(REGION_BBOX)}`);
      const firstMs = performance.now() - spawned;
      console.log(
        `${label}: after spawn, listening ${seconds(listeningMs)}, /api/objekt/anzahl answered ${seconds(anzahlMs)}, first whole-region answer ${seconds(firstMs)} (${first.anzahl} matches, ${first.bezirke} districts)`,
      );

      const mix = mixSections();
      const answers: (Answer & { section: string })[] = [];
      for (const { name, path } of mix) answers.push({ section: name, ...(await ask(`${portal.url}${path}`)) });
      const size = describe(answers);

      const { reqs, p99, errors } = await load(
        portal,
        mix.map((m) => m.path),
      );
      const p99Met = p99 < TARGET_P99_MS && errors === 0;
      ok &&= p99Met;
      const value = `${reqs.toFixed(1)} req/s, p99 ${p99} ms${errors ? `, ${errors} errors` : ''}; first answer ${seconds(firstMs)} after spawn (listening ${seconds(listeningMs)}); median answer ${size}`;
      figures.push({
        figure: `GET /api/objekt/ausschnitt with ${anzahl.sichtbar} public objects, ${label}, ${CONNECTIONS} connections, ${SECTIONS.length} map sections × ${SHIFTS.length} pans (whole region, zoom 11, zoom 13, filters): req/s, p99; first answer after the process's spawn (index built at start); median answer`,
        value,
        target: `p99 < ${TARGET_P99_MS} ms`,
        met: p99Met,
      });
      if (databaseUrl) {
        // The same probe without a write first: what the load alone costs the probe.
        for (const write of [false, true]) {
          await measureRebuild(
            portal,
            label,
            databaseUrl,
            mix.map((m) => m.path),
            processes,
            write,
          );
        }
      }
      // A cluster's child is its primary, which serves nothing: only a single process's RSS is the server's.
      if (processes > 1) {
        console.log(`${label}, by extent (${anzahl.sichtbar} public objects): ${value}`);
        return;
      }
      const rss = peakRssMb(portal.child.pid ?? 0) ?? Number.NaN;
      const rssMet = rss < TARGET_RSS_MB;
      ok &&= rssMet;
      console.log(`${label}, by extent (${anzahl.sichtbar} public objects): ${value}; peak RSS ${rss.toFixed(0)} MB`);
      figures.push({
        figure: `peak RSS of the server process answering the map by extent with ${anzahl.sichtbar} public objects, ${label}`,
        value: `${rss.toFixed(0)} MB`,
        target: `< ${TARGET_RSS_MB} MB`,
        met: rssMet,
      });
    },
    processes,
  );
}

/** How long the map is asked after a property is changed (the index of 50,000 objects takes seconds to renew). */
const REBUILD_S = 20;
/** The probe's interval while the index is renewed. */
const PROBE_MS = 20;

/**
 * The map index renewed after a write, under load (PostgreSQL only: the write comes through the database,
 * whose trigger tells every process): while CONNECTIONS connections keep asking map sections, one property
 * is renamed, and a probe asks /healthz every PROBE_MS. The longest probe, the sections' p99 and, for one
 * process, the longest delay of its event loop in those seconds tell whether the renewal stalls a process.
 */
async function measureRebuild(
  portal: Portal,
  label: string,
  databaseUrl: string,
  paths: string[],
  processes: number,
  write: boolean,
) {
  const database = openPostgres(databaseUrl);
  try {
    if (processes === 1) await fetch(`${portal.url}/bench/loop`);
    const sections = load(portal, paths, REBUILD_S);
    await sleep(1_000);
    if (write) {
      await database.db.execute(
        sql`update objekt set objektname = objektname || ' ' where id = (select id from objekt order by id limit 1)`,
      );
    }
    const probes: number[] = [];
    const until = performance.now() + (REBUILD_S - 2) * 1_000;
    while (performance.now() < until) {
      const started = performance.now();
      const res = await fetch(`${portal.url}/healthz`);
      await res.arrayBuffer();
      probes.push(performance.now() - started);
      await sleep(PROBE_MS);
    }
    const { p99, errors } = await sections;
    const loop =
      processes === 1 ? ((await (await fetch(`${portal.url}/bench/loop`)).json()) as { maxMs: number }) : undefined;
    const longest = Math.max(...probes);
    const met = longest < TARGET_STALL_MS && errors === 0;
    ok &&= met;
    const value = `longest /healthz ${longest.toFixed(0)} ms of ${probes.length} probes${loop ? `, event loop delayed at most ${loop.maxMs.toFixed(0)} ms` : ''}; map sections p99 ${p99} ms${errors ? `, ${errors} errors` : ''}`;
    const what = write ? 'a property changed under load' : 'the same load, nothing changed';
    console.log(`${label}, ${what}: ${value}`);
    figures.push({
      figure: `${write ? 'The map index renewed after a property is changed through the database' : 'The same without a change (the load alone)'}, ${label}, while ${CONNECTIONS} connections ask map sections for ${REBUILD_S} s: the longest answer of /healthz asked every ${PROBE_MS} ms, and the sections' p99`,
      value,
      target: `< ${TARGET_STALL_MS} ms`,
      met,
    });
  } finally {
    await database.close();
  }
}

/**
 * GET /api/objekt in a server process of its own. `targeted`: the map loads this list (below the extent
 * threshold), so the targets apply; otherwise it is the whole list the client no longer requests, measured
 * to show what it would cost, without a target.
 */
async function measureListe(label: string, dataDir: string, databaseUrl: string | undefined, targeted: boolean) {
  await withPortal(dataDir, databaseUrl, async (portal) => {
    const started = performance.now();
    const first = await fetch(`${portal.url}/api/objekt`, { headers: accept });
    const count = ((await first.json()) as unknown[]).length;
    const firstMs = performance.now() - started;
    const size = Number(first.headers.get('content-length'));
    const { reqs, p99, errors } = await load(portal, ['/api/objekt']);
    const rss = peakRssMb(portal.child.pid ?? 0) ?? Number.NaN;
    const p99Met = p99 < TARGET_P99_MS && errors === 0;
    const rssMet = rss < TARGET_RSS_MB;
    if (targeted) ok &&= p99Met && rssMet;
    const what = targeted
      ? 'GET /api/objekt'
      : 'GET /api/objekt, the whole list (not requested by the client above the extent threshold),';
    console.log(
      `${label}: ${what} ${count} objects, first answer ${(firstMs / 1000).toFixed(1)} s, ${(size / 1048576).toFixed(1)} MiB ${first.headers.get('content-encoding')}; ${reqs.toFixed(1)} req/s, p99 ${p99} ms, ${errors} errors; peak RSS ${rss.toFixed(0)} MB`,
    );
    figures.push(
      {
        figure: `${what} with ${count} public objects, ${label}, ${CONNECTIONS} connections: req/s, p99; first answer; size`,
        value: `${reqs.toFixed(1)} req/s, p99 ${p99} ms${errors ? `, ${errors} errors` : ''}; first answer ${(firstMs / 1000).toFixed(1)} s; ${(size / 1048576).toFixed(1)} MiB ${first.headers.get('content-encoding')}`,
        ...(targeted ? { target: `p99 < ${TARGET_P99_MS} ms`, met: p99Met } : { target: '—' }),
      },
      {
        figure: `peak RSS of the server process ${targeted ? '' : 'answering the whole list '}with ${count} objects, ${label}`,
        value: `${rss.toFixed(0)} MB`,
        ...(targeted ? { target: `< ${TARGET_RSS_MB} MB`, met: rssMet } : { target: '—' }),
      },
    );
  });
}

/** The figures at scale: what the map calls, then the whole list, each in a fresh server process. */
async function measureScale(label: string, dataDir: string, databaseUrl?: string): Promise<void> {
  await measureAusschnitt(label, dataDir, databaseUrl);
  await measureListe(label, dataDir, databaseUrl, false);
}

const dataDir = await seededDataDir();
try {
  if (ONLY !== 'postgres') {
    const embedded = await openPglite(dataDir);
    try {
      console.log(`embedded: ${await growObjekte(embedded.db, OBJEKTE)} objects`);
    } finally {
      await embedded.close();
    }
    await measureScale('embedded PGlite (database in the server process)', dataDir);
  }

  if (ONLY !== 'embedded') {
    await withScratchPostgres(adminUrl, 'standortportal_bench', async (benchUrl) => {
      const database = openPostgres(benchUrl);
      try {
        await migrate(database);
        await seedDemo(database.db, { dataDir, images: false, masterSecret: SECRET });
        // The demo data first: the app's own memory at the size the portal has today.
        await measureListe('PostgreSQL (DATABASE_URL)', dataDir, benchUrl, true);
        console.log(`PostgreSQL: ${await growObjekte(database.db, OBJEKTE)} objects`);
      } finally {
        await database.close();
      }
      await measureScale('PostgreSQL (DATABASE_URL)', dataDir, benchUrl);
      // The same map sections from two processes on the one port (npm run start:cluster), same database.
      await measureAusschnitt('PostgreSQL (DATABASE_URL), two processes (start:cluster)', dataDir, benchUrl, 2);
    });
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
reportFigures('bench:api-scale', figures);
process.exitCode = ok ? 0 : 1;

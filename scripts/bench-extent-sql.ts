/**
 * npm run bench:extent-sql — the map by extent answered by the in-memory index (objekt/map-index.ts, as
 * GET /api/objekt/ausschnitt does) against plain SQL (issue 24), in this process, without HTTP, on the
 * 50,000 objects (BENCH_OBJEKTE) and the 40 map sections of bench:api-scale (bench-sections.ts), on the
 * embedded database and on PostgreSQL (BENCH_DATABASE_URL, default the local server; a database
 * standortportal_extent_sql is created and dropped).
 * The SQL answer: the visibility rule (objekt/queries.ts visibilityCondition) and the map filters compiled
 * by objekt/kartenfilter-queries.ts, the section as `ST_Intersects(standort, ST_MakeEnvelope(…))` (its `&&` on
 * the GiST index of migration 0024, then the exact test), the matches counted up to the maximum; up to it
 * their summaries through the object list's query and presenter (selectObjekte, presentObjekt), above it
 * the counts per district in one statement.
 * Per answer, for each path: median and p99 one question after another, and with 4 at a time (BENCH_ROUNDS
 * passes over the 40 questions, default 3, after one pass to warm up). Both paths must agree on every
 * question's number of matches. Target: p99 < 50 ms (sequential) at 50,000 objects on PostgreSQL.
 * Exits with 1 when the answers disagree.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, sql } from 'drizzle-orm';
import { type Database, migrate, openPglite, openPostgres } from '../src/server/db/client';
import { objekt } from '../src/server/db/schema';
import { seedDemo } from '../src/server/db/seed';
import { kartenFilterWhere } from '../src/server/objekt/kartenfilter-queries';
import { createMapIndex } from '../src/server/objekt/map-index';
import { presentObjekt } from '../src/server/objekt/presenter';
import { selectObjekte, visibilityCondition } from '../src/server/objekt/queries';
import { mapVisibilityFor } from '../src/server/objekt/service';
import { AUSSCHNITT_MAX_OBJEKTE } from '../src/shared/domain/ausschnitt';
import { ANONYMOUS_VIEWER, kartenBedingungen } from '../src/shared/domain/kartenfilter';
import {
  type BezirkAnzahl,
  type Objekt,
  type ObjektAusschnitt,
  type ObjektKurz,
  objektAusschnittQuerySchema,
  objektKurzSchema,
} from '../src/shared/schemas/objekt';
import { type Figure, machine, reportFigures, seededDataDir, withScratchPostgres } from './bench-lib';
import { growObjekte } from './bench-objekte';
import { mixSections } from './bench-sections';

const OBJEKTE = Number(process.env.BENCH_OBJEKTE ?? 50_000);
/** BENCH_SCALE_ONLY=embedded or =postgres measures one database only. */
const ONLY = process.env.BENCH_SCALE_ONLY;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENT = 4;
const TARGET_P99_MS = 50;
const SECRET = 'bench-extent-sql-secret-of-32-characters';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const figures: Figure[] = [];
let agreed = true;

/** One question of the mix as the route reads it: the anonymous visitor's map, its filters and section. */
const QUESTIONS = mixSections().map(({ name, path: url }) => {
  const {
    bbox,
    lang: _lang,
    ...filter
  } = objektAusschnittQuerySchema.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
  if (!bbox) throw new Error(`${url}: no section`);
  return { name, bbox, filter };
});
type Question = (typeof QUESTIONS)[number];

/** An answer as a path gives it: the JSON and the number of matches it reports. */
type Answer = (question: Question) => Promise<{ anzahl: number; bytes: number }>;

/** The in-memory index of the route (one data version), answering as GET /api/objekt/ausschnitt does. */
async function indexPath(database: Database): Promise<{ answer: Answer; buildMs: number }> {
  const index = createMapIndex(database.db, async () => 1);
  const started = performance.now();
  await index.warm();
  const buildMs = performance.now() - started;
  const visibility = mapVisibilityFor(null);
  const answer: Answer = async ({ bbox, filter }) => {
    const { json } = await index.answerAusschnitt({
      visibility,
      viewer: ANONYMOUS_VIEWER,
      filter,
      bbox,
      maxObjekte: AUSSCHNITT_MAX_OBJEKTE,
    });
    // The number from the answer's head: parsing the whole answer is no part of answering.
    return { anzahl: Number(/^\{"anzahl":(\d+)/.exec(json.subarray(0, 32).toString())?.[1]), bytes: json.length };
  };
  return { answer, buildMs };
}

const KURZ_KEYS = Object.keys(objektKurzSchema.shape) as (keyof ObjektKurz)[];

/** The map summary of a presented object: its fields of objektKurzSchema, the first picture only. */
function kurzOf(full: Objekt): ObjektKurz {
  const kurz = Object.fromEntries(KURZ_KEYS.map((key) => [key, full[key]])) as unknown as ObjektKurz;
  kurz.bilder = full.bilder.slice(0, 1);
  kurz.uebersetzung = full.uebersetzung ? { objektname_en: full.uebersetzung.objektname_en } : null;
  return kurz;
}

/**
 * Counts per district, most first, each at its match nearest to the matches' mean position (the index's
 * proBezirk), and the number of all matches, in one statement.
 */
async function proBezirk(database: Database, where: ReturnType<typeof and>) {
  const result = await database.db.execute<{ bezirk: string | null; n: number; lon: number; lat: number }>(sql`
    with m as (
      select ${objekt.bezirk} as bezirk, ST_X(${objekt.standort}) as x, ST_Y(${objekt.standort}) as y
      from ${objekt} where ${where}),
    g as (select bezirk, count(*)::int as n, avg(x) as mx, avg(y) as my from m group by bezirk)
    select distinct on (m.bezirk) m.bezirk, g.n, m.x as lon, m.y as lat
    from m join g on g.bezirk is not distinct from m.bezirk
    order by m.bezirk, (m.x - g.mx) ^ 2 + (m.y - g.my) ^ 2`);
  const rows = result.rows.map((r) => ({ ...r, n: Number(r.n), lon: Number(r.lon), lat: Number(r.lat) }));
  const bezirke: BezirkAnzahl[] = rows
    .filter((r) => r.bezirk)
    .map((r) => ({ bezirk: r.bezirk as string, anzahl: r.n, lon: r.lon, lat: r.lat }))
    .sort((x, y) => y.anzahl - x.anzahl || x.bezirk.localeCompare(y.bezirk));
  return { anzahl: rows.reduce((sum, r) => sum + r.n, 0), bezirke };
}

/** Plain SQL: visibility, the compiled map filters and the section on the GiST index, then presenter or counts. */
function sqlPath(database: Database): Answer {
  const visibility = mapVisibilityFor(null);
  return async ({ bbox: [minLon, minLat, maxLon, maxLat], filter }) => {
    const where = and(
      visibilityCondition(visibility),
      kartenFilterWhere(kartenBedingungen(filter, ANONYMOUS_VIEWER)),
      // `&&` alone compares the GiST index's float4 boxes, rounded outwards: points just outside the section
      // match it. ST_Intersects adds the exact test (the section closed, as the index checks it).
      sql`ST_Intersects(${objekt.standort}, ST_MakeEnvelope(${minLon}, ${minLat}, ${maxLon}, ${maxLat}, 4326))`,
    );
    const ids = await database.db
      .select({ id: objekt.id })
      .from(objekt)
      .where(where)
      .orderBy(desc(objekt.erstelltam), objekt.id)
      .limit(AUSSCHNITT_MAX_OBJEKTE + 1);
    let body: ObjektAusschnitt;
    if (ids.length <= AUSSCHNITT_MAX_OBJEKTE) {
      const rows = ids.length
        ? await selectObjekte(
            database.db,
            visibility,
            ids.map((r) => r.id),
          )
        : [];
      body = { anzahl: rows.length, objekte: rows.map((row) => kurzOf(presentObjekt(row, null))), bezirke: [] };
    } else {
      body = { ...(await proBezirk(database, where)), objekte: [] };
    }
    const json = Buffer.from(JSON.stringify(body));
    return { anzahl: body.anzahl, bytes: json.length };
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Milliseconds of each of ROUNDS × 40 answers, `concurrent` at a time: each worker takes its share of the
 * passes over the questions from its own start, so that the costliest questions do not coincide. Also
 * whether the answer counted per district.
 */
async function latencies(answer: Answer, concurrent: number): Promise<{ ms: number; counted: boolean }[]> {
  const samples: { ms: number; counted: boolean }[] = [];
  const share = (ROUNDS * QUESTIONS.length) / concurrent;
  await Promise.all(
    Array.from({ length: concurrent }, async (_, worker) => {
      const from = Math.round(worker * share);
      for (let k = from; k < Math.round(from + share); k++) {
        const started = performance.now();
        const { anzahl } = await answer(QUESTIONS[k % QUESTIONS.length] as Question);
        samples.push({ ms: performance.now() - started, counted: anzahl > AUSSCHNITT_MAX_OBJEKTE });
      }
    }),
  );
  return samples;
}

/** Median and p99 of some answers' milliseconds. */
const spread = (samples: { ms: number }[]) => {
  const values = samples.map((sample) => sample.ms);
  return `median ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}`;
};

/** Both paths on one database: agreement per question, then sequential and concurrent latencies. */
async function measure(label: string, database: Database): Promise<void> {
  const index = await indexPath(database);
  const bySql = sqlPath(database);
  const paths: [string, Answer][] = [
    ['in-memory index', index.answer],
    ['SQL (GiST, compiled filters, presenter)', bySql],
  ];
  console.log(`${label}: index built in ${(index.buildMs / 1000).toFixed(1)} s`);
  // The warm-up pass: both paths answer every question once, and must agree on its number of matches.
  for (const question of QUESTIONS) {
    const fromIndex = await index.answer(question);
    const fromSql = await bySql(question);
    if (fromIndex.anzahl !== fromSql.anzahl) {
      agreed = false;
      console.log(`  ${question.name}: index ${fromIndex.anzahl} matches, SQL ${fromSql.anzahl}`);
    }
  }
  for (const [name, answer] of paths) {
    for (const concurrent of [1, CONCURRENT]) {
      const samples = await latencies(answer, concurrent);
      const p99 = percentile(
        samples.map((sample) => sample.ms),
        99,
      );
      const how = concurrent === 1 ? 'one after another' : `${concurrent} at a time`;
      const listing = samples.filter((sample) => !sample.counted);
      const counting = samples.filter((sample) => sample.counted);
      const value = `${spread(samples)} (${samples.length} answers; ${listing.length} listing: ${spread(listing)}; ${counting.length} counting per district: ${spread(counting)})`;
      console.log(`${label}, ${name}, ${how}: ${value}`);
      const targeted = concurrent === 1 && label.startsWith('PostgreSQL');
      figures.push({
        figure: `extent answer without HTTP, ${name}, ${OBJEKTE} objects, ${label}, the 40 sections of bench:api-scale, ${how}`,
        value,
        ...(targeted ? { target: `p99 < ${TARGET_P99_MS} ms`, met: p99 < TARGET_P99_MS } : { target: '—' }),
      });
    }
  }
}

console.log(machine());
if (ONLY !== 'postgres') {
  const dataDir = await seededDataDir();
  try {
    const embedded = await openPglite(dataDir);
    try {
      console.log(`embedded: ${await growObjekte(embedded.db, OBJEKTE)} objects`);
      await measure('embedded PGlite', embedded);
    } finally {
      await embedded.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (ONLY !== 'embedded') {
  await withScratchPostgres(adminUrl, 'standortportal_extent_sql', async (url) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-extent-'));
    const database = openPostgres(url);
    try {
      await migrate(database);
      await seedDemo(database.db, { dataDir, images: false, masterSecret: SECRET });
      console.log(`PostgreSQL: ${await growObjekte(database.db, OBJEKTE)} objects`);
      // The server's JIT compiles the plans of costly statements (PostgreSQL's default: on); say which.
      const jit = (await database.db.execute<{ jit: string }>(sql`show jit`)).rows[0]?.jit;
      await measure(`PostgreSQL (jit ${jit})`, database);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
reportFigures('bench:extent-sql', figures);
process.exitCode = agreed ? 0 : 1;

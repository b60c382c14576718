/**
 * npm run bench:search — the two performance targets of the search issue:
 *  1. place search (GET /api/ort/suche): p95 latency over 1,000 queries against the embedded database
 *     (fresh in-memory PGlite, migrated, demo data), target p95 < 20 ms;
 *  2. object matching: one keystroke against 50,000 synthetic properties, target < 16 ms.
 * Prints the figures; exits with 1 when a target is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { migrate, pgliteExtensions, wrapPglite } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed';
import { objektTexte } from '../src/server/db/seed/objekte-texte';
import { createRandom } from '../src/server/db/seed/random';
import { loadNoePlaces } from '../src/server/db/seed/reference';
import { searchOrte } from '../src/server/ort/service';
import { masterSecret } from '../src/server/plugins/secrets';
import { MERKMALE_WAEHLBAR, OBJEKTARTEN, type Objektart, WIDMUNGEN } from '../src/shared/domain/objekt';
import { buildObjektIndex, SEARCH_CAPS, type SearchableObjekt, searchObjekte } from '../src/shared/domain/search';
import { reportFigures } from './bench-lib';

const PLACE_QUERIES = 1000;
const OBJEKTE = 50_000;
const TARGET_PLACE_P95_MS = 20;
const TARGET_KEYSTROKE_MS = 16;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, median: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

const ms = (v: number) => `${v.toFixed(2)} ms`;
const line = (label: string, s: ReturnType<typeof stats>) =>
  `${label.padEnd(44)} n=${String(s.n).padStart(5)}  median ${ms(s.median)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`;

/** 1,000 place terms as people type them: full names, prefixes, ASCII umlauts, 'St.', typos, districts. */
function placeTerms(): string[] {
  const r = createRandom(7);
  const names = loadNoePlaces().map((p) => p.name);
  const variants: ((n: string) => string)[] = [
    (n) => n,
    (n) => n.slice(0, r.int(3, Math.max(3, n.length))),
    (n) => n.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss'),
    (n) => n.replace(/[äöü]/g, (c) => ({ ä: 'a', ö: 'o', ü: 'u' })[c] ?? c).toLowerCase(),
    (n) => n.replace(/^Sankt /, 'St. '),
    (n) => {
      const i = r.int(1, Math.max(1, n.length - 2));
      return n.slice(0, i) + n.slice(i + 1);
    },
  ];
  const fixed = ['St. Pölten', 'sankt poelten', 'Wr. Neustadt', 'Modling', 'Krems an der Donau', 'Bezirk Tulln'];
  const terms = [...fixed];
  while (terms.length < PLACE_QUERIES) terms.push(r.pick(variants)(r.pick(names)));
  return terms;
}

async function benchPlaceSearch() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-'));
  const started = performance.now();
  const client = new PGlite({ extensions: pgliteExtensions });
  const database = wrapPglite(client);
  await migrate(database);
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir });
  await seedDemo(database.db, { dataDir, images: false, masterSecret: masterSecret(config) });
  console.log(`embedded database migrated and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const app = await buildApp(config, database);
  await app.ready();
  const terms = placeTerms();
  const log = app.log;
  for (const q of terms.slice(0, 50)) await searchOrte({ db: database.db, log }, { q, lang: 'de', limit: 5 });

  const service: number[] = [];
  for (const q of terms) {
    const t0 = performance.now();
    await searchOrte({ db: database.db, log }, { q, lang: 'de', limit: 5 });
    service.push(performance.now() - t0);
  }
  const http: number[] = [];
  for (const q of terms) {
    const t0 = performance.now();
    const res = await app.inject({ url: `/api/ort/suche?q=${encodeURIComponent(q)}&lang=de` });
    http.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${q}: HTTP ${res.statusCode}`);
  }
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { service: stats(service), http: stats(http) };
}

/** 50,000 properties with the demo data's names, places, types, zoning and features. */
function syntheticObjekte(): SearchableObjekt[] {
  const r = createRandom(42);
  const places = loadNoePlaces();
  return Array.from({ length: OBJEKTE }, (_, i) => {
    const art = r.pick(OBJEKTARTEN).id as Objektart;
    const ort = r.pick(places).name;
    const merkmale = r.sample(MERKMALE_WAEHLBAR, r.int(0, 6));
    const widmung = r.pick(WIDMUNGEN);
    const texte = objektTexte(r, {
      art,
      ort,
      area: r.int(100, 50_000),
      kleinste: null,
      hallenhoehe: null,
      widmung,
      merkmale,
    });
    return {
      objektnummer: `NOE-2026-${String(i + 1).padStart(5, '0')}`,
      objektname: texte.objektname.de,
      flaechenbezeichnung: texte.flaechenbezeichnung,
      ort,
      objektart: art,
      standortbeschreibung: merkmale.map((m) => m.id),
      widmungen: [widmung.id],
      uebersetzung: { objektname_en: texte.objektname.en },
    };
  });
}

/** Every keystroke from the third character on, for phrases with many, few and no hits. */
const PHRASES = [
  'Lagerhalle Tulln',
  'Mödling Büro',
  'Moedling Buero',
  'Glasfaser Photovoltaik Baden',
  'Betriebsgebiet Amstetten',
  'Gewerbeobjekt Wiener Neustadt',
  'Kein Treffer für diesen Text',
  'zzzzzzzzzzzz',
  '01234',
  'Supermärkte Krems',
];

function benchObjektMatching() {
  const objekte = syntheticObjekte();
  let t0 = performance.now();
  const de = buildObjektIndex(objekte, 'de');
  const buildDe = performance.now() - t0;
  t0 = performance.now();
  const en = buildObjektIndex(objekte, 'en');
  const buildEn = performance.now() - t0;
  const keystrokes = PHRASES.flatMap((p) => Array.from({ length: p.length - 2 }, (_, i) => p.slice(0, i + 3)));
  const run = (index: typeof de, cap: number) => {
    for (const k of keystrokes) searchObjekte(index, k, cap); // warm-up
    const samples: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const k of keystrokes) {
        const s = performance.now();
        searchObjekte(index, k, cap);
        samples.push(performance.now() - s);
      }
    }
    return stats(samples);
  };
  return {
    buildDe,
    buildEn,
    home: run(de, SEARCH_CAPS.home.objekte),
    elsewhere: run(de, SEARCH_CAPS.standortsuche.objekte),
    english: run(en, SEARCH_CAPS.standortsuche.objekte),
  };
}

const place = await benchPlaceSearch();
console.log(`\nPlace search, ${PLACE_QUERIES} queries, embedded PGlite with the demo gazetteer`);
console.log(line('  service (SQL candidates + fuzzy ranking)', place.service));
console.log(line('  HTTP GET /api/ort/suche (app.inject)', place.http));

const matching = benchObjektMatching();
console.log(`\nObject matching, ${OBJEKTE.toLocaleString('en')} synthetic properties, one keystroke each`);
console.log(`  index build: de ${ms(matching.buildDe)}, en ${ms(matching.buildEn)} (once per data set and language)`);
console.log(line('  home (cap 5)', matching.home));
console.log(line('  search pages (cap 15)', matching.elsewhere));
console.log(line('  search pages, lang=en (cap 15)', matching.english));

const ok = place.http.p95 < TARGET_PLACE_P95_MS && matching.elsewhere.p95 < TARGET_KEYSTROKE_MS;
console.log(
  `\nTargets: place search p95 < ${TARGET_PLACE_P95_MS} ms, object matching p95 < ${TARGET_KEYSTROKE_MS} ms per keystroke: ${ok ? 'met' : 'MISSED'}`,
);
reportFigures('bench:search', [
  {
    figure: `place search, ${PLACE_QUERIES.toLocaleString('en')} queries on the embedded database (HTTP, app.inject)`,
    value: `median ${ms(place.http.median)}, p95 ${ms(place.http.p95)}`,
    target: `p95 < ${TARGET_PLACE_P95_MS} ms`,
    met: place.http.p95 < TARGET_PLACE_P95_MS,
  },
  {
    figure: `matching ${OBJEKTE.toLocaleString('en')} objects per keystroke (search pages, de / en)`,
    value: `p95 ${ms(matching.elsewhere.p95)} / ${ms(matching.english.p95)}`,
    target: `p95 < ${TARGET_KEYSTROKE_MS} ms`,
    met: matching.elsewhere.p95 < TARGET_KEYSTROKE_MS,
  },
]);
process.exitCode = ok ? 0 : 1;

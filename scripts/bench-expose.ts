/**
 * Benchmark: PDF exposé of 20 objects on the embedded database with the demo data (issue target: < 5 s).
 * Seeds a fresh in-memory PGlite (with images in a temp DATA_DIR), then renders the exposé 5 times.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate, pgliteExtensions, wrapPglite } from '../src/server/db/client';
import { bezirk } from '../src/server/db/schema';
import { seedDemo } from '../src/server/db/seed';
import { getVisibleObjekte, listObjekte } from '../src/server/objekt/service';
import { renderExpose } from '../src/server/sammlung/expose';
import { reportFigures } from './bench-lib';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-expose-'));
const client = new PGlite({ extensions: pgliteExtensions });
const database = wrapPglite(client);
await migrate(database);
// No app reads the demo administrator's TOTP secret here: any master secret will do.
await seedDemo(database.db, { dataDir, images: true, masterSecret: 'bench-expose' });
const ids = (await listObjekte(database.db, null)).slice(0, 20).map((r) => r.row.id);
const bezirke = new Map((await database.db.select().from(bezirk)).map((b) => [b.id, b.name]));

const times: number[] = [];
let size = 0;
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  const objekte = await getVisibleObjekte(database.db, null, ids);
  const pdf = await renderExpose({
    objekte,
    lang: run % 2 ? 'en' : 'de',
    loggedIn: true,
    publicUrl: 'http://localhost:3000',
    dataDir,
    bezirke,
  });
  times.push(performance.now() - start);
  size = pdf.length;
}
times.sort((a, b) => a - b);
console.log(
  `exposé of ${ids.length} objects: median ${Math.round(times[2] ?? 0)} ms, max ${Math.round(times[4] ?? 0)} ms, ${Math.round(size / 1024)} KiB (target < 5,000 ms)`,
);
reportFigures('bench:expose', [
  {
    figure: `PDF exposé of ${ids.length} objects on the embedded database (5 runs)`,
    value: `median ${((times[2] ?? 0) / 1000).toFixed(1)} s, max ${((times[4] ?? 0) / 1000).toFixed(1)} s`,
    target: '< 5 s',
    met: (times[4] ?? 0) < 5000,
  },
]);
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

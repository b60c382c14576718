/**
 * npm run bench:start — start-up time of the portal: from spawning the server build as `npm start` runs it
 * (`node dist/server/main.js`; run `npm run build` first) to the first successful GET /api/objekt, on an
 * empty embedded database (migration and demo seed with images, target < 30 s) and on an existing one
 * (target < 3 s). The seeded directory of the first run becomes the cache bench:api reuses. Exits with 1
 * when a target is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Figure, keepAsSeedCache, reportFigures, spawnPortal, waitFor } from './bench-lib';

const TARGET_EMPTY_MS = 30_000;
const TARGET_EXISTING_MS = 3_000;
const EXISTING_RUNS = 3;

async function timeStart(dataDir: string): Promise<number> {
  const since = performance.now();
  const portal = await spawnPortal(dataDir);
  try {
    return await waitFor(portal, `${portal.url}/api/objekt`, since);
  } finally {
    await portal.stop();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-start-'));
try {
  const empty = await timeStart(dataDir);
  console.log(`empty database (migrate + demo seed): ${(empty / 1000).toFixed(1)} s`);
  keepAsSeedCache(dataDir);
  const existing: number[] = [];
  for (let i = 0; i < EXISTING_RUNS; i++) existing.push(await timeStart(dataDir));
  existing.sort((a, b) => a - b);
  const median = existing[Math.floor(EXISTING_RUNS / 2)] ?? 0;
  console.log(`existing database: median ${(median / 1000).toFixed(2)} s of ${EXISTING_RUNS} starts`);
  const figures: Figure[] = [
    {
      figure: 'start-up, existing embedded database: spawn → first GET /api/objekt (median of 3)',
      value: `${(median / 1000).toFixed(2)} s`,
      target: `< ${TARGET_EXISTING_MS / 1000} s`,
      met: median < TARGET_EXISTING_MS,
    },
    {
      figure: 'start-up, empty embedded database (migration + demo seed with images)',
      value: `${(empty / 1000).toFixed(1)} s`,
      target: `< ${TARGET_EMPTY_MS / 1000} s`,
      met: empty < TARGET_EMPTY_MS,
    },
  ];
  reportFigures('bench:start', figures);
  process.exitCode = figures.every((f) => f.met) ? 0 : 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

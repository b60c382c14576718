/**
 * npm run bench:map — performance of the location search map (issue 4): for N synthetic objects
 * (400, 5,000, 50,000) served to the built page instead of GET /api/objekt, in headless Chromium:
 *  - time from navigation to the markers drawn (the object layer's first complete draw),
 *  - filter change → next rendered frame with the new filter (median and p95 over repeated changes),
 *  - the longest main-thread task while filtering (target: no frame over 100 ms; the browser reports
 *    tasks from 50 ms on, so '< 50 ms' means none that long).
 * Both pin renderers are measured: OpenLayers' WebGL vector layer (chosen on graphics hardware) and the
 * Canvas pin renderer (chosen where WebGL runs in software, as in headless Chromium); the page's own choice
 * is steered by the graphics its WebGL reports (forcePinRenderer), so the page needs no switch for it.
 * Starts the built portal on a free port with a fresh data directory, or uses BENCH_URL when set.
 * That is the page's path below the threshold (MAP_EXTENT_FROM); above it the page loads by extent, which
 * is measured on a real database of 50,000 objects (bench-map-extent.ts; BENCH_EXTENT=0 leaves it out,
 * BENCH_EXTENT=only runs nothing else).
 * Run `npm run build` first. Prints a table; exits with 1 when the renderer the page picks in this browser
 * misses the target at 50,000.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { forcePinRenderer, launchBrowser } from '../tests/e2e/support/browser';
import { BUILT_SERVER, type Figure, filterCycle, reportFigures } from './bench-lib';
import { type ExtentResult, measureByExtent } from './bench-map-extent';
import { syntheticObjekte } from './bench-map-objekte';

/** Sizes and renderers can be narrowed for a quick look: BENCH_SIZES=50000 BENCH_RENDERERS=canvas. */
const SIZES = process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(',').map(Number) : [400, 5_000, 50_000];
const RENDERERS = (process.env.BENCH_RENDERERS?.split(',') ?? ['canvas', 'webgl']) as ('canvas' | 'webgl')[];
const FILTER_CHANGES = 24;
/** Objects in the database for the run by extent (the page's real path at that size). */
const EXTENT_OBJEKTE = Number(process.env.BENCH_EXTENT_OBJEKTE ?? 50_000);
const TARGET_FRAME_MS = 100;
const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the built portal like `npm start` on a fresh data directory; returns its URL and a stop function. */
async function startPortal(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => {} };
  if (!fs.existsSync(path.join(root, 'dist/client/index.html')) || !fs.existsSync(path.join(root, BUILT_SERVER)))
    throw new Error('Run `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-map-'));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [BUILT_SERVER], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('portal exited during start');
    try {
      if ((await fetch(`${url}/api/region`)).ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) throw new Error('portal did not start in time');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

interface Result {
  n: number;
  renderer: string;
  firstDrawMs: number;
  filter: ReturnType<typeof stats>;
  longestTaskMs: number;
}

async function measure(url: string, n: number, renderer: 'canvas' | 'webgl'): Promise<Result> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookiesAccepted', value: 'false', url }]);
    const body = JSON.stringify(syntheticObjekte(n));
    await context.route(/\/api\/objekt$/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await forcePinRenderer(context, renderer);
    const page = await context.newPage();
    await page.goto(`${url}/de/standortsuche`);
    await page.waitForSelector('[data-testid=ol-map][data-first-drawn]', { timeout: 180_000 });
    const firstDrawMs = Number(await page.getByTestId('ol-map').getAttribute('data-first-drawn'));
    const { samples, longest: longestTaskMs, tasks } = await filterCycle(page, FILTER_CHANGES);
    if (process.env.BENCH_VERBOSE) {
      console.log(n, renderer, 'long tasks', tasks);
      console.log(
        n,
        renderer,
        'samples',
        samples.map((s) => Math.round(s)),
      );
    }
    return { n, renderer, firstDrawMs, filter: stats(samples), longestTaskMs };
  } finally {
    await browser.close();
  }
}

/** The renderer the page chooses by itself in this browser (WebGL on graphics hardware, else Canvas). */
async function defaultRenderer(url: string): Promise<string> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await page.goto(`${url}/de/standortsuche`);
    const map = page.locator('[data-testid=ol-map][data-objekt-renderer]');
    await map.waitFor({ timeout: 120_000 });
    return (await map.getAttribute('data-objekt-renderer')) ?? 'unknown';
  } finally {
    await browser.close();
  }
}

const fmt = (v: number) => `${v.toFixed(0).padStart(6)} ms`;

/** The extent figures (bench-map-extent.ts), for the table. */
function extentFigures(r: ExtentResult): Figure[] {
  const size = r.n.toLocaleString('en');
  const filter = stats(r.filter);
  return [
    {
      figure: `map page by extent, ${size} objects in the database (canvas): navigation → district counts drawn, first visit (server builds its index) / next visit`,
      value: `${(r.coldFirstDrawMs / 1000).toFixed(1)} s / ${(r.warmFirstDrawMs / 1000).toFixed(1)} s`,
      target: '—',
    },
    {
      figure: `map page by extent, ${size} objects: choosing districts until the section lists its objects → pins and rows drawn`,
      value: `${r.districtClicks} choices, ${(r.pinsDrawnMs / 1000).toFixed(1)} s, ${r.pins} pins`,
      target: '—',
    },
    {
      figure: `map page by extent, ${size} objects: filter change → new section answer drawn, median (p95)`,
      value: `${filter.median.toFixed(0)} (${filter.p95.toFixed(0)}) ms`,
      target: '—',
    },
    {
      figure: `longest main-thread task while filtering by extent, ${size} objects`,
      value: r.longestTaskMs === 0 ? '< 50 ms' : `${r.longestTaskMs.toFixed(0)} ms`,
      target: `< ${TARGET_FRAME_MS} ms`,
      met: r.longestTaskMs <= TARGET_FRAME_MS,
    },
    {
      figure: `object data sent to the browser for that visit (${size} objects; all /api/objekt… answers, compressed)`,
      value: `${(r.objektBytes / 1024).toFixed(0)} KiB; whole list requested: ${r.wholeListRequested ? 'yes' : 'no'}`,
      target: 'whole list not shipped',
      met: !r.wholeListRequested,
    },
  ];
}

async function main() {
  // BENCH_EXTENT=0 leaves out the run by extent, BENCH_EXTENT=only runs nothing else.
  const extentMode = process.env.BENCH_EXTENT ?? '1';
  const extent = extentMode === '0' ? null : await measureByExtent(EXTENT_OBJEKTE);
  if (extent) console.log('by extent:', { ...extent, filter: stats(extent.filter) });
  if (extentMode === 'only') {
    reportFigures('bench:map', extent ? extentFigures(extent) : []);
    process.exitCode = extent && extent.longestTaskMs <= TARGET_FRAME_MS && !extent.wholeListRequested ? 0 : 1;
    return;
  }
  const portal = await startPortal();
  const results: Result[] = [];
  let chosen = 'unknown';
  try {
    chosen = await defaultRenderer(portal.url).catch(() => 'unknown');
    for (const n of SIZES) {
      for (const renderer of RENDERERS) {
        const result = await measure(portal.url, n, renderer);
        results.push(result);
        console.log(`measured ${n} objects, ${renderer}`);
      }
    }
  } finally {
    await portal.stop();
  }
  console.log('');
  console.log(
    `${'objects'.padStart(8)}  ${'renderer'.padEnd(8)}  ${'markers drawn'.padStart(13)}  ${'filter median'.padStart(13)}  ${'filter p95'.padStart(10)}  ${'filter max'.padStart(10)}  ${'longest task'.padStart(12)}`,
  );
  for (const r of results) {
    console.log(
      `${r.n.toLocaleString('en').padStart(8)}  ${r.renderer.padEnd(8)}  ${fmt(r.firstDrawMs).padStart(13)}  ${fmt(r.filter.median).padStart(13)}  ${fmt(r.filter.p95).padStart(10)}  ${fmt(r.filter.max).padStart(10)}  ${(r.longestTaskMs === 0 ? '< 50 ms' : fmt(r.longestTaskMs)).padStart(12)}`,
    );
  }
  const main = results.find((r) => r.n === 50_000 && r.renderer === chosen);
  const picked = results.filter((r) => r.renderer === chosen);
  const sizes = picked.map((r) => r.n.toLocaleString('en')).join(' / ');
  reportFigures(
    'bench:map',
    picked.length === 0
      ? []
      : [
          {
            figure: `map page with the whole list in the browser (the path below MAP_EXTENT_FROM), ${sizes} synthetic objects (${chosen}): navigation → markers drawn`,
            value: picked.map((r) => `${(r.firstDrawMs / 1000).toFixed(1)} s`).join(' / '),
            target: '—',
          },
          {
            figure: `map page, ${sizes} objects (${chosen}): filter change → next frame, median (p95)`,
            value: picked.map((r) => `${r.filter.median.toFixed(0)} (${r.filter.p95.toFixed(0)}) ms`).join(' / '),
            target: '—',
          },
          {
            figure: `longest main-thread task while filtering 50,000 objects in the browser (${chosen})`,
            value: main
              ? main.longestTaskMs === 0
                ? '< 50 ms'
                : `${main.longestTaskMs.toFixed(0)} ms`
              : 'not measured',
            target: `< ${TARGET_FRAME_MS} ms`,
            met: main ? main.longestTaskMs <= TARGET_FRAME_MS : undefined,
          },
          ...(extent ? extentFigures(extent) : []),
        ],
  );
  console.log('');
  console.log(`renderer the page picks in this browser: ${chosen}`);
  if (!main) {
    console.log(`target (50,000 objects, ${chosen}): not measured in this run`);
    return;
  }
  const ok = main.longestTaskMs <= TARGET_FRAME_MS;
  console.log(
    `target (50,000 objects, ${chosen}): no main-thread task over ${TARGET_FRAME_MS} ms while filtering — ${ok ? 'met' : 'MISSED'}`,
  );
  process.exitCode = ok ? 0 : 1;
}

await main();

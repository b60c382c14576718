/**
 * Helpers the benchmarks share: machine-readable figures for `npm run bench` (scripts/bench-all.ts),
 * starting the portal as a child process, and a seeded embedded database reused between runs.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { totpCode } from '../src/server/user/totp';

export const root = path.resolve(import.meta.dirname, '..');

/** The server build `npm start` runs (vite.server.config.ts). */
export const BUILT_SERVER = 'dist/server/main.js';

/** One row of bench/results.md. */
export interface Figure {
  figure: string;
  value: string;
  target: string;
  /** Whether the target is met; undefined where the figure has no target. */
  met?: boolean;
}

/** The line prefix bench-all.ts looks for in a benchmark's output. */
export const FIGURES_PREFIX = 'BENCH_FIGURES ';

/** Prints the figures as one JSON line, after the human-readable output. */
export function reportFigures(script: string, figures: Figure[]): void {
  console.log(`${FIGURES_PREFIX}${JSON.stringify({ script, figures })}`);
}

export function freePort(): Promise<number> {
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

/** A running portal process and how to stop it (SIGTERM, then waits for the exit). */
export interface Portal {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** Each benchmark entry's build, once per benchmark run. */
const builtEntries = new Map<string, Promise<string>>();

/**
 * A benchmark's own server entry (e.g. scripts/bench-api-server.ts) built like the portal's server
 * (vite.server.config.ts) into tmp/bench-server, so that it runs on plain Node as `npm start` does: through
 * tsx its loader thread and transpiler would add ~35 MB and start-up time to what is measured. Built once
 * per benchmark run.
 */
function builtEntry(entry: string): Promise<string> {
  let built = builtEntries.get(entry);
  if (!built) {
    built = buildEntry(entry);
    builtEntries.set(entry, built);
  }
  return built;
}

async function buildEntry(entry: string): Promise<string> {
  const { build } = await import('vite');
  const outDir = path.join(root, 'tmp/bench-server');
  const name = path.basename(entry, '.ts');
  // With the worker threads' entries beside it, as in the server build: an exposé or a feed import runs there.
  await build({
    configFile: path.join(root, 'vite.server.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      rolldownOptions: {
        input: {
          [name]: entry,
          'expose-worker': 'src/server/sammlung/expose-worker.ts',
          'openimmo-worker': 'src/server/openimmo/feed-worker.ts',
        },
      },
    },
  });
  return path.join(outDir, `${name}.js`);
}

/**
 * Spawns the portal on a free port and this DATA_DIR: the server build as `npm start` runs it
 * (dist/server/main.js; run `npm run build` first), or `entry`, a TypeScript file, built the same way.
 * With `processes` above 1, that many of them on the one port, as `npm run start:cluster` runs them
 * (scripts/cluster.mjs; needs DATABASE_URL in `env`); the child is then the cluster's primary.
 */
export async function spawnPortal(
  dataDir: string,
  entry?: string,
  env: Record<string, string> = {},
  processes = 1,
): Promise<Portal> {
  const port = await freePort();
  if (!entry && !fs.existsSync(path.join(root, BUILT_SERVER))) throw new Error('Run `npm run build` first.');
  const script = entry ? await builtEntry(entry) : BUILT_SERVER;
  const cluster = processes > 1 ? { CLUSTER_ENTRY: script, CLUSTER_PROCESSES: String(processes) } : undefined;
  const child = spawn(process.execPath, [cluster ? 'scripts/cluster.mjs' : script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...cluster,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls `url` until it answers 2xx; returns the milliseconds since `since`. */
export async function waitFor(portal: Portal, url: string, since: number, timeoutMs = 300_000): Promise<number> {
  for (;;) {
    if (portal.child.exitCode !== null) throw new Error('portal exited during start');
    try {
      if ((await fetch(url)).ok) return performance.now() - since;
    } catch {
      // not yet listening
    }
    if (performance.now() - since > timeoutMs) throw new Error('portal did not start in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Hash of the migrations, the seed sources and the image storage: a cached database is reused only while these are unchanged. */
function seedHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(root, file)).update(fs.readFileSync(file));
    }
  };
  walk(path.join(root, 'src/server/db/migrations'));
  walk(path.join(root, 'src/server/db/seed'));
  // Which image files the demo data gets (the derivatives of an upload) is decided there.
  hash.update(fs.readFileSync(path.join(root, 'src/server/bilder/storage.ts')));
  return hash.digest('hex').slice(0, 16);
}

const cacheDir = () => path.join(os.tmpdir(), `standortportal-bench-seeded-${seedHash()}`);

/** Keeps a data directory the portal has just migrated and seeded (and has stopped on) as the cache. */
export function keepAsSeedCache(dataDir: string): void {
  const target = cacheDir();
  if (fs.existsSync(target)) return;
  const staging = `${target}.${process.pid}.tmp`;
  fs.cpSync(dataDir, staging, { recursive: true });
  // The rename makes the cache appear complete or not at all, even if two benchmarks race.
  try {
    fs.renameSync(staging, target);
  } catch {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * A fresh copy of an embedded database with the demo data, in a new temp directory the caller removes.
 * The first call seeds one by starting the portal once (~1 min); later calls copy the cache in
 * os.tmpdir(), which is keyed by the migrations and seed sources so a changed seed is never reused.
 */
export async function seededDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-data-'));
  const cached = cacheDir();
  if (fs.existsSync(cached)) {
    fs.cpSync(cached, dataDir, { recursive: true });
    return dataDir;
  }
  console.log('seeding the demo data once (cached for later runs) …');
  const portal = await spawnPortal(dataDir);
  try {
    await waitFor(portal, `${portal.url}/api/objekt`, performance.now());
  } finally {
    await portal.stop();
  }
  keepAsSeedCache(dataDir);
  return dataDir;
}

/**
 * Runs `run` with the URL of a new database `name` on the PostgreSQL server of `adminUrl` (BENCH_DATABASE_URL),
 * dropped again afterwards; when the server is not reachable, says so and leaves the run out.
 */
export async function withScratchPostgres(
  adminUrl: string,
  name: string,
  run: (url: string) => Promise<void>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL at ${adminUrl} not reachable: its run is left out`);
    return;
  }
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  try {
    await run(Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString());
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

/** CPU model, cores and Node version, for the results table. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, Node ${process.version}`;
}

/** Current resident set of a process (Linux VmRSS), in MB; undefined where /proc is not available. */
export function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU time a process has used so far, in ms: in its own code (Linux utime) and in the kernel on its behalf
 * (stime: e.g. sending bytes). Zero where /proc is not available.
 */
export function cpuMs(pid: number): { user: number; system: number } {
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
  } catch {
    return { user: 0, system: 0 };
  }
}

/**
 * Logs in like the browser: CSRF cookie first, then POST /api/login with the header. Answers the cookie
 * header and the CSRF token that mutating requests of this session send.
 */
export async function login(
  base: string,
  username: string,
  password: string,
  totpSecret?: string,
): Promise<{ cookie: string; csrf: string }> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name, value.join('='));
    }
  };
  keep(await fetch(`${base}/api/userdata`));
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: HTTP ${res.status} ${await res.text()}`);
  keep(res);
  if (totpSecret) {
    // The administrators' second step (spec 6): the code of the demo administrator's authenticator.
    const step = await fetch(`${base}/api/login/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
      body: JSON.stringify({ code: totpCode(totpSecret) }),
    });
    if (!step.ok) throw new Error(`login code ${username}: HTTP ${step.status} ${await step.text()}`);
    keep(step);
  }
  return { cookie: cookie(), csrf: jar.get('XSRF-TOKEN') ?? '' };
}

/** Peak resident set of a process (Linux VmHWM), in MB; undefined where /proc is not available. */
export function peakRssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One filter change on the map page: click a type chip, wait for the object layer's next complete draw (a
 * new answer's pins, by extent), then the next frame; answers the milliseconds.
 */
export async function timeFilterChange(page: Page, testId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const map = document.querySelector<HTMLElement>('[data-testid=ol-map]');
    const input = document.querySelector<HTMLInputElement>(`[data-testid="${id}"] input`);
    if (!map || !input) throw new Error('map or filter missing');
    const before = Number(map.dataset.drawnRevision);
    const start = performance.now();
    const drawn = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (Number(map.dataset.drawnRevision) > before) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(map, { attributes: true, attributeFilter: ['data-drawn-revision'] });
    });
    input.click();
    await drawn;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - start;
  }, testId);
}

/** Starts recording the page's long main-thread tasks (the browser reports those of 50 ms and more). */
export function observeLongTasks(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { __longest: number; __tasks: number[] };
    w.__longest = 0;
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.__longest = Math.max(w.__longest, entry.duration);
        w.__tasks.push(Math.round(entry.duration));
      }
    }).observe({ type: 'longtask', buffered: false });
  });
}

/** The long tasks since observeLongTasks: the longest (0 when none) and all of them. */
export function longTasks(page: Page): Promise<{ longest: number; tasks: number[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __longest: number; __tasks: number[] };
    return { longest: w.__longest, tasks: w.__tasks };
  });
}

/**
 * Opens the map page's filter panel and changes the type filter `changes` times (office, commercial,
 * plot, all, …), each timed with timeFilterChange and 150 ms apart (past the 100 ms redraw throttle, so
 * every change is drawn at once); answers the samples and the long tasks meanwhile.
 */
export async function filterCycle(page: Page, changes: number) {
  await page.getByTestId('filter-toggle').click();
  await page.getByTestId('filter-panel').waitFor();
  await page.waitForTimeout(500);
  await observeLongTasks(page);
  const cycle = ['filter-type-180620001', 'filter-type-180620002', 'filter-type-180620000', 'filter-type-alle'];
  const samples: number[] = [];
  for (let i = 0; i < changes; i++) {
    samples.push(await timeFilterChange(page, cycle[i % cycle.length] as string));
    await page.waitForTimeout(150);
  }
  return { samples, ...(await longTasks(page)) };
}

/**
 * npm run bench:page — page load of the built portal in headless Chromium (Debian's, as the journeys use):
 *  - for /de/home, /de/standortsuche, /de/foerderkompass and the detail view of the first object of
 *    GET /api/objekt, each on a cold cache (a new browser context per load, median of BENCH_RUNS = 3):
 *    LCP (PerformanceObserver 'largest-contentful-paint'), CLS, and the bytes transferred until the
 *    network is idle — all, and JS alone (compressed, as sent: CDP Network encodedDataLength);
 *  - the initial JS of /de/home (the scripts index.html names: entry and modulepreloads), gzip-compressed
 *    like the size budget (.size-limit.json) measures it;
 *  - Lighthouse (performance category) on /de/home and /de/standortsuche, mobile and desktop preset:
 *    score, TBT, CLS.
 * Starts the portal like bench:start (main.ts, a copy of the seeded demo database; CLIENT_DIR chooses the
 * build, default dist/client — run `npm run build` first) or uses BENCH_URL. Requests to other hosts are
 * blocked. Prints a table; exits with 1 when a target is missed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { BROWSER_ARGS } from '../tests/e2e/support/browser';
import { type Figure, reportFigures, root, seededDataDir, spawnPortal, waitFor } from './bench-lib';
import { type LighthouseFigures, runLighthouse } from './bench-page-lighthouse';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET = { lcpMs: 1000, initialJsBytes: 150_000, score: 0.9, tbtMs: 200, cls: 0.05 };
const clientDir = path.resolve(process.env.CLIENT_DIR ?? path.join(root, 'dist/client'));

/** One page load on a cold cache. */
interface Load {
  lcpMs: number;
  lcpElement: string;
  cls: number;
  totalBytes: number;
  jsBytes: number;
  requests: number;
  /** Scripts the HTML itself asked for (the entry and its modulepreloads): their paths. */
  initialScripts: string[];
  externalHosts: string[];
}

const isLocal = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url);

/** Loads `url` in a new context and waits for the network to be idle, then reads LCP and CLS. */
async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const externalHosts = new Set<string>();
    await context.route(
      (u) => !isLocal(u.href),
      (route) => {
        externalHosts.add(new URL(route.request().url()).host);
        return route.abort();
      },
    );
    await context.addInitScript(() => {
      const w = window as unknown as { __lcp: { time: number; element: string }; __cls: number };
      w.__lcp = { time: 0, element: '' };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          const el = entry.element;
          const name = el
            ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`
            : '';
          w.__lcp = { time: entry.startTime, element: name };
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map<string, { url: string; type: string; initiator: string; bytes: number }>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!e.request.url.startsWith('http')) return;
      requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', initiator: e.initiator.type, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const request = requests.get(e.requestId);
      if (request) request.bytes = e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(500);
    const { lcp, cls } = await page.evaluate(() => {
      const w = window as unknown as { __lcp: { time: number; element: string }; __cls: number };
      return { lcp: w.__lcp, cls: w.__cls };
    });
    const all = [...requests.values()].filter((r) => isLocal(r.url));
    const scripts = all.filter((r) => r.type === 'Script');
    return {
      lcpMs: lcp.time,
      lcpElement: lcp.element,
      cls,
      totalBytes: all.reduce((sum, r) => sum + r.bytes, 0),
      jsBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
      requests: all.length,
      initialScripts: scripts.filter((r) => r.initiator === 'parser').map((r) => new URL(r.url).pathname),
      externalHosts: [...externalHosts],
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** gzip -9 size of the built files behind these paths, as size-limit measures them. */
function gzipOf(paths: string[]): number {
  return paths.reduce((sum, p) => sum + gzipSync(fs.readFileSync(path.join(clientDir, p)), { level: 9 }).length, 0);
}

async function startPortal(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} };
  if (!fs.existsSync(path.join(clientDir, 'index.html')))
    throw new Error(`Run \`npm run build\` first (${clientDir}).`);
  const dataDir = await seededDataDir();
  const portal = await spawnPortal(dataDir);
  try {
    await waitFor(portal, `${portal.url}/api/objekt`, performance.now());
  } catch (error) {
    await portal.stop();
    throw error;
  }
  return {
    url: portal.url,
    stop: async () => {
      await portal.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const portal = await startPortal();
const figures: Figure[] = [];
try {
  const objekte = (await (await fetch(`${portal.url}/api/objekt`)).json()) as { id: string }[];
  const pages = [
    { name: '/de/home', path: '/de/home' },
    { name: '/de/standortsuche', path: '/de/standortsuche' },
    { name: '/de/foerderkompass', path: '/de/foerderkompass' },
    { name: 'detail view /de/standortsuche/{id}', path: `/de/standortsuche/${objekte[0]?.id}` },
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: BROWSER_ARGS,
  });
  const externalHosts = new Set<string>();
  console.log(`page load, cold cache, median of ${RUNS} (${portal.url}, client ${clientDir})`);
  try {
    await load(browser, `${portal.url}/de/home`); // warms the server (first compression of each file), not measured
    for (const page of pages) {
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i++) loads.push(await load(browser, portal.url + page.path));
      for (const l of loads) for (const host of l.externalHosts) externalHosts.add(host);
      const lcp = median(loads.map((l) => l.lcpMs));
      const last = loads.at(-1) as Load;
      console.log(
        `${page.name.padEnd(36)} LCP ${seconds(lcp)} (${loads.map((l) => seconds(l.lcpMs)).join(', ')}; ${last.lcpElement})` +
          `  CLS ${median(loads.map((l) => l.cls)).toFixed(3)}  ${kB(median(loads.map((l) => l.totalBytes)))} in ${last.requests} requests, JS ${kB(median(loads.map((l) => l.jsBytes)))}`,
      );
      figures.push({
        figure: `page load ${page.name}, cold cache (median of ${RUNS}): LCP; transferred bytes all / JS (compressed as sent)`,
        value: `LCP ${seconds(lcp)}; ${kB(median(loads.map((l) => l.totalBytes)))} / JS ${kB(median(loads.map((l) => l.jsBytes)))}`,
        target: `LCP < ${TARGET.lcpMs / 1000} s`,
        met: lcp < TARGET.lcpMs,
      });
      if (page.path === '/de/home') {
        const initial = gzipOf(last.initialScripts);
        console.log(
          `${''.padEnd(36)} initial JS (entry + modulepreloads, ${last.initialScripts.length} files): ${kB(initial)} gzip`,
        );
        figures.push({
          figure: 'initial JS of /de/home: the entry chunk and its modulepreloads (gzip, as .size-limit.json)',
          value: kB(initial),
          target: `< ${TARGET.initialJsBytes / 1000} kB`,
          met: initial < TARGET.initialJsBytes,
        });
      }
    }
  } finally {
    await browser.close();
  }
  if (externalHosts.size) console.log(`blocked hosts: ${[...externalHosts].join(', ')}`);

  for (const pagePath of ['/de/home', '/de/standortsuche']) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      let lh: LighthouseFigures | undefined;
      // A trace Lighthouse could not read (e.g. NO_NAVSTART on a busy machine) is tried once more.
      for (let attempt = 1; attempt <= 2 && !lh; attempt++) {
        try {
          lh = await runLighthouse(portal.url + pagePath, formFactor, [...externalHosts]);
        } catch (error) {
          console.log(
            `Lighthouse ${pagePath} ${formFactor}, try ${attempt}: ${error instanceof Error ? error.message : error}`,
          );
        }
      }
      if (!lh) {
        figures.push({ figure: `Lighthouse ${pagePath} (${formFactor})`, value: 'failed', target: '—', met: false });
        continue;
      }
      const met = lh.score >= TARGET.score && lh.tbtMs < TARGET.tbtMs && lh.cls < TARGET.cls;
      console.log(
        `Lighthouse ${pagePath.padEnd(18)} ${formFactor.padEnd(7)} score ${lh.score.toFixed(2)}  TBT ${ms(lh.tbtMs)}  CLS ${lh.cls.toFixed(3)}  LCP ${seconds(lh.lcpMs)}  FCP ${seconds(lh.fcpMs)}`,
      );
      figures.push({
        figure: `Lighthouse ${pagePath} (${formFactor === 'mobile' ? 'mobile: simulated slow 4G, 4× CPU' : 'desktop preset'}): performance score, TBT, CLS (LCP)`,
        value: `${lh.score.toFixed(2)}, TBT ${ms(lh.tbtMs)}, CLS ${lh.cls.toFixed(3)} (LCP ${seconds(lh.lcpMs)})`,
        target: `≥ ${TARGET.score}, TBT < ${TARGET.tbtMs} ms, CLS < ${TARGET.cls}`,
        met,
      });
    }
  }
} finally {
  await portal.stop();
}
reportFigures('bench:page', figures);
process.exitCode = figures.every((f) => f.met !== false) ? 0 : 1;

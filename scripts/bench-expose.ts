/**
 * Benchmark: PDF exposés on the portal as `npm start` runs it (server build, embedded database, demo data
 * with images). Measures (1) the render time of 20- and 50-object exposés one after another, and (2) the
 * latency of GET /healthz and GET /api/userdata, probed every 25 ms while 4 connections render 50-object
 * exposés at the same time: the rendering runs in worker threads, so the event loop keeps answering
 * (issue targets: 20 objects < 2 s; p99 < 50 ms under that load). Every exposé asks for a different set
 * of objects, so none is answered from the cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_USERS } from '../src/server/db/seed/users';
import { type Figure, login, machine, reportFigures, root, seededDataDir, spawnPortal, waitFor } from './bench-lib';

const CONNECTIONS = 4;
const RENDERS_PER_CONNECTION = 2;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (v: number) => `${Math.round(v)} ms`;

// The server build with the exposé worker beside main.js (vite.server.config.ts), as `npm start` runs it.
const { build } = await import('vite');
await build({ configFile: path.join(root, 'vite.server.config.ts'), logLevel: 'warn' });

const dataDir = await seededDataDir();
// The time budget is raised for the measurement: on a shared 2-core machine four queued 50-object exposés
// may wait longer than the product's 30 s, and a refused one would measure nothing.
const portal = await spawnPortal(dataDir, undefined, { EXPOSE_TIMEOUT_MS: '600000' });
const figures: Figure[] = [];
try {
  await waitFor(portal, `${portal.url}/readyz`, performance.now());
  const owner = DEMO_USERS.find((u) => u.role === 'owner');
  if (!owner) throw new Error('no demo owner');
  const session = await login(portal.url, owner.username, owner.password);
  const headers = { cookie: session.cookie };
  const ids = ((await (await fetch(`${portal.url}/api/objekt`, { headers })).json()) as { id: string }[]).map(
    (o) => o.id,
  );
  let offset = 0;
  /** A set of `n` objects no earlier request asked for in this order (so the cache never answers). */
  const nextSet = (n: number) => {
    const set = Array.from({ length: n }, (_, i) => ids[(offset + i * 7) % ids.length]);
    offset += 1;
    return set.join(',');
  };
  const expose = async (n: number, lang: 'de' | 'en') => {
    const start = performance.now();
    const res = await fetch(`${portal.url}/api/expose?ids=${nextSet(n)}&lang=${lang}`, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`exposé of ${n}: HTTP ${res.status} ${body.toString('utf8', 0, 200)}`);
    return { ms: performance.now() - start, bytes: body.length, cache: res.headers.get('x-expose-cache') };
  };

  // The first exposé starts the worker thread and loads the renderer, fonts and the gazetteer; it is a
  // 20-object one, reported on its own: its layout code runs before V8 has optimised it (a thread ends
  // after a minute idle, so the first exposé after a quiet spell is such a one).
  const cold = await expose(20, 'de');

  const times20: number[] = [];
  let bytes20 = 0;
  for (let run = 0; run < 3; run++) {
    const r = await expose(20, run % 2 ? 'en' : 'de');
    times20.push(r.ms);
    bytes20 = r.bytes;
  }
  const times50: number[] = [];
  for (let run = 0; run < 2; run++) times50.push((await expose(50, run % 2 ? 'en' : 'de')).ms);

  const probe = async (url: string, until: () => boolean) => {
    const samples: number[] = [];
    while (!until()) {
      const start = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      samples.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 25));
    }
    return samples;
  };
  let stop = false;
  const idleUntil = performance.now() + 3000;
  const idle = await probe(`${portal.url}/healthz`, () => performance.now() > idleUntil);

  const loadStart = performance.now();
  const underLoad: number[][] = [[], []];
  const probes = [
    probe(`${portal.url}/healthz`, () => stop).then((s) => {
      underLoad[0] = s;
    }),
    probe(`${portal.url}/api/userdata`, () => stop).then((s) => {
      underLoad[1] = s;
    }),
  ];
  const loadTimes: number[] = [];
  let refused = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      for (let i = 0; i < RENDERS_PER_CONNECTION; i++) {
        try {
          loadTimes.push((await expose(50, (c + i) % 2 ? 'en' : 'de')).ms);
        } catch {
          refused++;
        }
      }
    }),
  );
  stop = true;
  await Promise.all(probes);
  const loadSeconds = (performance.now() - loadStart) / 1000;

  const [health, userdata] = underLoad.map(sorted) as [number[], number[]];
  const t20 = sorted(times20);
  const t50 = sorted(times50);
  const idleSorted = sorted(idle);
  console.log(`machine: ${machine()}`);
  console.log(
    `exposé of 20 objects: median ${ms(percentile(t20, 0.5))}, max ${ms(t20.at(-1) ?? 0)}, ${Math.round(bytes20 / 1024)} KiB`,
  );
  console.log(`first exposé of 20 objects on a new thread: ${ms(cold.ms)}`);
  console.log(`exposé of 50 objects: median ${ms(percentile(t50, 0.5))}, max ${ms(t50.at(-1) ?? 0)}`);
  console.log(`/healthz idle: p99 ${ms(percentile(idleSorted, 0.99))} (${idle.length} probes)`);
  console.log(
    `under ${CONNECTIONS} connections rendering 50-object exposés for ${loadSeconds.toFixed(1)} s (${loadTimes.length} exposés, ${refused} refused, each ${ms(percentile(sorted(loadTimes), 0.5))} median):`,
  );
  console.log(
    `  /healthz p50 ${ms(percentile(health, 0.5))}, p99 ${ms(percentile(health, 0.99))}, max ${ms(health.at(-1) ?? 0)} (${health.length} probes)`,
  );
  console.log(
    `  /api/userdata p50 ${ms(percentile(userdata, 0.5))}, p99 ${ms(percentile(userdata, 0.99))}, max ${ms(userdata.at(-1) ?? 0)} (${userdata.length} probes)`,
  );

  figures.push(
    {
      figure:
        'PDF exposé of 20 objects on a running render thread, server build on the embedded database (3 runs, none cached)',
      value: `median ${(percentile(t20, 0.5) / 1000).toFixed(2)} s, max ${((t20.at(-1) ?? 0) / 1000).toFixed(2)} s`,
      target: '< 2 s',
      met: (t20.at(-1) ?? 0) < 2000,
    },
    {
      figure: 'The first PDF exposé of 20 objects on a new render thread (before V8 has optimised the layout code)',
      value: `${(cold.ms / 1000).toFixed(2)} s`,
      target: '—',
    },
    {
      figure: 'PDF exposé of 50 objects (2 runs, none cached)',
      value: `median ${(percentile(t50, 0.5) / 1000).toFixed(2)} s, max ${((t50.at(-1) ?? 0) / 1000).toFixed(2)} s`,
      target: '—',
    },
    {
      figure: `p99 of GET /healthz and GET /api/userdata while ${CONNECTIONS} connections render 50-object exposés (${loadTimes.length} exposés in ${loadSeconds.toFixed(0)} s)`,
      value: `${ms(percentile(health, 0.99))} / ${ms(percentile(userdata, 0.99))} (idle ${ms(percentile(idleSorted, 0.99))})`,
      target: '< 50 ms',
      met: percentile(health, 0.99) < 50 && percentile(userdata, 0.99) < 50,
    },
  );
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
reportFigures('bench:expose', figures);

/**
 * npm run bench:themenlayer — an imported thematic layer at scale (issue #27): a generated layer of
 * BENCH_FLAECHEN (default 100,000) polygons across Lower Austria, written as a GeoJSON file and streamed to
 * the import API (POST /api/admin/themenlayer) as an administrator, then what the map asks of it:
 *  - the import's wall time (upload, validation, repair, reprojection, indexing) and how long the server is
 *    busy afterwards with the site check's recomputation it queues (measured only once it is idle again);
 *  - p99 latency of GET /api/themenlayer/{id}/flaechen at zoom 8 (a region-wide view: the whole layer) and
 *    zoom 14 (a small area), each request a section not asked before (the server keeps answers; a repeated
 *    one would measure its memory), and of the vector tiles at zoom 8 and 14 where the database writes them;
 *  - the longest answer of GET /healthz probed every 20 ms while the zoom-8 sections are asked: how long
 *    the event loop stalls (the embedded database runs its queries on the server's thread).
 * Every latency is set against the ceiling of the same run: /healthz's p99, asked the same way.
 * Runs on the embedded database (a copy of the seeded demo data), and on PostgreSQL when BENCH_DATABASE_URL
 * names a server (a scratch database, dropped afterwards). Run `npm run build` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_USERS } from '../src/server/db/seed/users';
import { totpCode } from '../src/server/user/totp';
import {
  type Figure,
  login,
  machine,
  type Portal,
  reportFigures,
  seededDataDir,
  spawnPortal,
  waitFor,
  withScratchPostgres,
} from './bench-lib';

const N = Number(process.env.BENCH_FLAECHEN ?? 100_000);
/** Requests per measured question (each a section or tile of its own). */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
/** Lower Austria's bounding box (lon/lat): where the generated areas lie. */
const NOE = { minLon: 14.45, minLat: 47.42, maxLon: 17.07, maxLat: 49.02 };
/** The browser window the sections are computed for (as the map page asks: the view enlarged by half its size). */
const VIEW = { width: 1280, height: 900 };

/** A reproducible pseudo-random sequence (mulberry32), so every run imports the same layer. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Writes the layer: N irregular polygons (8–40 vertices, 60 m to 3 km across, log-uniform like flood and
 * protection areas), with a zoning category each, as a GeoJSON FeatureCollection in lon/lat.
 */
async function writeLayer(file: string): Promise<number> {
  const next = random(27);
  const out = fs.createWriteStream(file);
  const write = (text: string) => (out.write(text) ? undefined : new Promise((r) => out.once('drain', r)));
  await write('{"type":"FeatureCollection","features":[\n');
  for (let i = 0; i < N; i++) {
    const lon = NOE.minLon + next() * (NOE.maxLon - NOE.minLon);
    const lat = NOE.minLat + next() * (NOE.maxLat - NOE.minLat);
    const radiusM = 30 * 50 ** next();
    const n = 8 + Math.floor(next() * 33);
    const ring: [number, number][] = [];
    for (let k = 0; k < n; k++) {
      const a = (2 * Math.PI * k) / n;
      const r = radiusM * (0.6 + 0.4 * next());
      ring.push([
        +(lon + (r * Math.cos(a)) / (111_320 * Math.cos((lat * Math.PI) / 180))).toFixed(6),
        +(lat + (r * Math.sin(a)) / 110_540).toFixed(6),
      ]);
    }
    ring.push(ring[0] as [number, number]);
    const feature = {
      type: 'Feature',
      properties: { widmung: `Kategorie ${i % 7}` },
      geometry: { type: 'Polygon', coordinates: [ring] },
    };
    await write(`${i ? ',\n' : ''}${JSON.stringify(feature)}`);
  }
  await write('\n]}\n');
  await new Promise((r) => out.end(r));
  return fs.statSync(file).size;
}

/** Logs the demo administrator in with password and a two-factor code; answers cookie and CSRF token. */
async function adminSession(url: string) {
  const admin = DEMO_USERS.find((u) => u.role === 'admin');
  if (!admin) throw new Error('no demo administrator');
  const session = await login(url, admin.username, admin.password);
  const res = await fetch(`${url}/api/login/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-xsrf-token': session.csrf },
    body: JSON.stringify({ code: totpCode(DEMO_ADMIN_TOTP_SECRET) }),
  });
  if (!res.ok) throw new Error(`two-factor code: HTTP ${res.status} ${await res.text()}`);
  const cookies = new Map(session.cookie.split('; ').map((c) => c.split('=') as [string, string]));
  for (const c of res.headers.getSetCookie()) {
    const [name, ...value] = (c.split(';')[0] ?? '').split('=');
    if (name) cookies.set(name, value.join('='));
  }
  return {
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    csrf: cookies.get('XSRF-TOKEN') ?? session.csrf,
  };
}

const quantile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
};

/** Asks `urls` one after the other; answers median and p99 latency (ms) and the largest answer. */
async function timed(urls: string[]): Promise<{ p50: number; p99: number; maxBytes: number; features: number }> {
  const samples: number[] = [];
  let maxBytes = 0;
  let features = 0;
  for (const url of urls) {
    const start = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await res.arrayBuffer());
    samples.push(performance.now() - start);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${body.toString().slice(0, 200)}`);
    maxBytes = Math.max(maxBytes, body.length);
    if (res.headers.get('content-type')?.includes('geo+json')) {
      features = Math.max(features, (JSON.parse(body.toString()) as { features: unknown[] }).features.length);
    }
  }
  return { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), maxBytes, features };
}

/** The section the map page asks for at `zoom` around (lon, lat): the view enlarged by half its width. */
function section(lon: number, lat: number, zoom: number): string {
  const degPerPx = 360 / (256 * 2 ** zoom);
  const w = (VIEW.width * degPerPx) / 2;
  const h = (VIEW.height * degPerPx * Math.cos((lat * Math.PI) / 180)) / 2;
  const pad = Math.max(w, h);
  const clamp = (v: number, m: number) => Math.max(-m, Math.min(m, v)).toFixed(4);
  return [
    clamp(lon - w - pad, 180),
    clamp(lat - h - pad, 90),
    clamp(lon + w + pad, 180),
    clamp(lat + h + pad, 90),
  ].join(',');
}

/** The web map's tile holding (lon, lat) at `z`. */
function tileOf(z: number, lon: number, lat: number): [number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return [
    Math.floor(((lon + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  ];
}

/** Probes /healthz every 20 ms while `work` runs; answers the longest probe (ms). */
async function longestStall(url: string, work: () => Promise<unknown>): Promise<number> {
  let running = true;
  let longest = 0;
  const probe = (async () => {
    while (running) {
      const start = performance.now();
      await fetch(`${url}/healthz`).then((r) => r.arrayBuffer());
      longest = Math.max(longest, performance.now() - start);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await probe;
  }
  return longest;
}

/**
 * Waits until the server is idle again after the import: the import queues the site check's recomputation
 * for the new layer (every property against its areas), which runs afterwards on the server's thread on the
 * embedded database. Idle: 20 probes of /healthz in a row under 50 ms. Answers the seconds waited.
 */
async function settled(url: string): Promise<number> {
  const start = performance.now();
  let quiet = 0;
  while (quiet < 20 && performance.now() - start < 900_000) {
    const t = performance.now();
    await fetch(`${url}/healthz`).then((r) => r.arrayBuffer());
    quiet = performance.now() - t < 50 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 50));
  }
  return (performance.now() - start) / 1000;
}

const ms = (v: number) => `${v < 10 ? v.toFixed(1) : v.toFixed(0)} ms`;

async function measure(portal: Portal, label: string, file: string, bytes: number): Promise<Figure[]> {
  const { url } = portal;
  await waitFor(portal, `${url}/api/objekt`, performance.now(), 600_000);
  const session = await adminSession(url);
  const form = new FormData();
  form.append('file', await fs.openAsBlob(file), 'ebene.geojson');
  const query = new URLSearchParams({ art: 'widmung', name: 'Bench', quelle: 'generiert', kategorieFeld: 'widmung' });
  const start = performance.now();
  const res = await fetch(`${url}/api/admin/themenlayer?${query}`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-xsrf-token': session.csrf },
    body: form,
  });
  const importMs = performance.now() - start;
  const report = (await res.json()) as { layer: { id: number }; importiert: number; ms: number };
  if (res.status !== 201) throw new Error(`import: HTTP ${res.status} ${JSON.stringify(report)}`);
  const id = report.layer.id;
  console.log(
    `${label}: imported ${report.importiert} areas (${(bytes / 1e6).toFixed(0)} MB) in ${(importMs / 1000).toFixed(1)} s`,
  );
  const checkS = await settled(url);
  console.log(`${label}: idle again ${checkS.toFixed(0)} s later (the site check's recomputation)`);

  const next = random(8);
  const centres = Array.from({ length: REQUESTS }, () => [
    NOE.minLon + next() * (NOE.maxLon - NOE.minLon),
    NOE.minLat + next() * (NOE.maxLat - NOE.minLat),
  ]) as [number, number][];
  const healthz = await timed(Array.from({ length: REQUESTS }, () => `${url}/healthz`));
  const flaechen = (zoom: number) =>
    centres.map(([lon, lat]) => `${url}/api/themenlayer/${id}/flaechen?bbox=${section(lon, lat, zoom)}&zoom=${zoom}`);
  let z8 = { p50: 0, p99: 0, maxBytes: 0, features: 0 };
  const stall = await longestStall(url, async () => {
    z8 = await timed(flaechen(8));
  });
  const z14 = await timed(flaechen(14));
  const figures: Figure[] = [];
  const ratio = (v: number) => `${(v / Math.max(healthz.p99, 0.1)).toFixed(0)} × /healthz p99 ${ms(healthz.p99)}`;
  figures.push(
    {
      figure: `${label}: import of ${N.toLocaleString('en')} generated polygons (${(bytes / 1e6).toFixed(0)} MB GeoJSON streamed to the import API)`,
      value: `${(importMs / 1000).toFixed(1)} s (${Math.round(report.importiert / (importMs / 1000)).toLocaleString('en')} areas/s); then the queued site check of every property against it, server busy for another ${checkS.toFixed(0)} s`,
      target: '≲ 10 min',
      met: importMs < 600_000,
    },
    {
      figure: `${label}: GET …/flaechen zoom 8, region-wide section (${REQUESTS} sections never asked before)`,
      value: `p99 ${ms(z8.p99)} — ${ratio(z8.p99)} (median ${ms(z8.p50)}); ≤ ${z8.features} areas, ${(z8.maxBytes / 1024).toFixed(0)} KiB`,
      target: '—',
      met: true,
    },
    {
      figure: `${label}: GET /healthz probed every 20 ms meanwhile (event-loop stall)`,
      value: `longest ${ms(stall)}`,
      target: '—',
      met: true,
    },
    {
      figure: `${label}: GET …/flaechen zoom 14, small area (${REQUESTS} sections)`,
      value: `p99 ${ms(z14.p99)} — ${ratio(z14.p99)} (median ${ms(z14.p50)}); ≤ ${z14.features} areas, ${(z14.maxBytes / 1024).toFixed(0)} KiB`,
      target: '—',
      met: true,
    },
  );
  const info = (await (await fetch(`${url}/api/themenlayer`)).json()) as { id: number; kacheln: boolean }[];
  if (info.find((l) => l.id === id)?.kacheln) {
    // Zoom 8: each tile over Lower Austria once (a handful); zoom 14: a tile at each centre.
    const [x0, y0] = tileOf(8, NOE.minLon, NOE.maxLat);
    const [x1, y1] = tileOf(8, NOE.maxLon, NOE.minLat);
    const tiles8: string[] = [];
    for (let x = x0; x <= x1; x++)
      for (let y = y0; y <= y1; y++) tiles8.push(`${url}/api/themenlayer/${id}/tiles/8/${x}/${y}.mvt`);
    const t8 = await timed(tiles8);
    const t14 = await timed(
      centres.map(([lon, lat]) => {
        const [x, y] = tileOf(14, lon, lat);
        return `${url}/api/themenlayer/${id}/tiles/14/${x}/${y}.mvt`;
      }),
    );
    figures.push(
      {
        figure: `${label}: GET …/tiles zoom 8 (the ${tiles8.length} tiles over Lower Austria)`,
        value: `p99 ${ms(t8.p99)} — ${ratio(t8.p99)} (median ${ms(t8.p50)}); largest ${(t8.maxBytes / 1024).toFixed(0)} KiB`,
        target: '—',
        met: true,
      },
      {
        figure: `${label}: GET …/tiles zoom 14 (${REQUESTS} tiles)`,
        value: `p99 ${ms(t14.p99)} — ${ratio(t14.p99)} (median ${ms(t14.p50)}); largest ${(t14.maxBytes / 1024).toFixed(0)} KiB`,
        target: '—',
        met: true,
      },
    );
  }
  for (const f of figures) console.log(`${f.figure}: ${f.value}`);
  return figures;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-themenlayer-'));
const figures: Figure[] = [];
try {
  const file = path.join(work, 'ebene.geojson');
  const bytes = await writeLayer(file);
  console.log(`${machine()}; layer file ${(bytes / 1e6).toFixed(0)} MB`);
  if (process.env.BENCH_PGLITE !== '0') {
    const dataDir = await seededDataDir();
    const portal = await spawnPortal(dataDir);
    try {
      figures.push(...(await measure(portal, 'PGlite', file, bytes)));
    } finally {
      await portal.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    await withScratchPostgres(pgUrl, 'bench_themenlayer', async (databaseUrl) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-themenlayer-pg-'));
      const portal = await spawnPortal(dataDir, undefined, { DATABASE_URL: databaseUrl });
      try {
        figures.push(...(await measure(portal, 'PostgreSQL', file, bytes)));
      } finally {
        await portal.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
reportFigures('bench:themenlayer', figures);
process.exit(figures.every((f) => f.met) ? 0 : 1);

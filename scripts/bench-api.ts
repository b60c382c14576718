/**
 * npm run bench:api — the API against its ceiling: requests/s and p99 latency of GET /api/objekt
 * (anonymous, a logged-in user without objects, the demo owner), GET /api/fm_matrix and the place search,
 * each measured right after GET /bench/hello on the same server (scripts/bench-api-server.ts), with
 * autocannon from this process. The server runs as a child on a copy of the seeded embedded database;
 * its peak RSS is read from /proc at the end. Target: GET /api/objekt (anonymous) >= 50 % of the ceiling,
 * peak RSS < 300 MB. Exits with 1 when a target is missed.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { DEMO_USERS } from '../src/server/db/seed/users';
import { type Figure, login, peakRssMb, reportFigures, seededDataDir, spawnPortal, waitFor } from './bench-lib';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
const CONNECTIONS = 10;
const TARGET_RATIO = 0.5;
const TARGET_RSS_MB = 300;

interface Run {
  rps: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

const dataDir = await seededDataDir();
const portal = await spawnPortal(dataDir, 'scripts/bench-api-server.ts');
const figures: Figure[] = [];
let ok = true;
try {
  await waitFor(portal, `${portal.url}/bench/hello`, performance.now());
  const owner = DEMO_USERS.find((u) => u.role === 'owner');
  if (!owner) throw new Error('no demo owner');
  const ownerCookie = (await login(portal.url, owner.username, owner.password)).cookie;
  const accept = { 'accept-encoding': 'br, gzip' };
  const probe = await fetch(`${portal.url}/api/objekt`, { headers: accept });
  const transferred = Number(probe.headers.get('content-length'));
  const objekte = ((await probe.json()) as unknown[]).length;
  const cases: { name: string; path: string; headers: Record<string, string>; target?: boolean }[] = [
    { name: `GET /api/objekt anonymous (${objekte} objects)`, path: '/api/objekt', headers: accept, target: true },
    { name: 'GET /api/objekt as the demo owner', path: '/api/objekt', headers: { ...accept, cookie: ownerCookie } },
    { name: 'GET /api/fm_matrix', path: '/api/fm_matrix', headers: accept },
    { name: 'GET /api/ort/suche?q=Tulln', path: '/api/ort/suche?q=Tulln&lang=de', headers: accept },
  ];
  for (const c of cases) {
    await load(`${portal.url}${c.path}`, c.headers); // warm-up: caches, JIT
    const hello = await load(`${portal.url}/bench/hello`, c.headers);
    const route = await load(`${portal.url}${c.path}`, c.headers);
    const ratio = route.rps / hello.rps;
    const met = c.target ? ratio >= TARGET_RATIO && route.errors === 0 : undefined;
    if (met === false) ok = false;
    console.log(
      `${c.name.padEnd(46)} ${route.rps.toFixed(0).padStart(6)} req/s p99 ${route.p99} ms | hello ${hello.rps.toFixed(0)} req/s p99 ${hello.p99} ms | ${(ratio * 100).toFixed(0)} % of ceiling${route.errors ? ` | ${route.errors} errors` : ''}`,
    );
    figures.push({
      figure: `${c.name}: req/s, p99 (ceiling: hello route on the same server)`,
      value: `${route.rps.toFixed(0)} req/s, p99 ${route.p99} ms — ${(ratio * 100).toFixed(0)} % of ${hello.rps.toFixed(0)} req/s (hello p99 ${hello.p99} ms)`,
      target: c.target ? '≥ 50 % of the ceiling' : '—',
      met,
    });
  }
  // The same bytes from a route that does nothing else: how much of the gap is the transfer itself.
  await load(`${portal.url}/bench/blob?bytes=${transferred}`, accept);
  const blob = await load(`${portal.url}/bench/blob?bytes=${transferred}`, accept);
  const anonym = await load(`${portal.url}/api/objekt`, accept);
  console.log(
    `GET /api/objekt anonymous again ${anonym.rps.toFixed(0)} req/s | ${transferred} static bytes ${blob.rps.toFixed(0)} req/s p99 ${blob.p99} ms`,
  );
  figures.push({
    figure: `GET /api/objekt anonymous against a route sending the same ${(transferred / 1024).toFixed(0)} KiB ready-made (transfer ceiling)`,
    value: `${anonym.rps.toFixed(0)} req/s vs ${blob.rps.toFixed(0)} req/s (p99 ${blob.p99} ms) — ${((anonym.rps / blob.rps) * 100).toFixed(0)} %`,
    target: '—',
  });
  const cached = await fetch(`${portal.url}/api/objekt`, { headers: accept });
  const etag = cached.headers.get('etag') ?? '';
  const revalidated = await fetch(`${portal.url}/api/objekt`, { headers: { ...accept, 'if-none-match': etag } });
  // fetch decodes the body, so the transferred size is the Content-Length.
  const size = Number(cached.headers.get('content-length'));
  const compressed = cached.headers.get('content-encoding') === 'br' && revalidated.status === 304;
  if (!compressed) ok = false;
  figures.push({
    figure: 'GET /api/objekt: compressed and revalidated',
    value: `${cached.headers.get('content-encoding')}, ${(size / 1024).toFixed(0)} KiB; If-None-Match → ${revalidated.status}`,
    target: 'br/gzip, 304 on revalidation',
    met: compressed,
  });
  const rss = peakRssMb(portal.child.pid ?? 0);
  if (rss !== undefined) {
    const met = rss < TARGET_RSS_MB;
    if (!met) ok = false;
    console.log(`peak RSS of the server: ${rss.toFixed(0)} MB`);
    figures.push({
      figure: `peak RSS of the server during the API benchmark (demo data, ${objekte} public objects)`,
      value: `${rss.toFixed(0)} MB`,
      target: `< ${TARGET_RSS_MB} MB`,
      met,
    });
  }
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
reportFigures('bench:api', figures);
process.exitCode = ok ? 0 : 1;

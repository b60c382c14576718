/**
 * npm run bench:api — the API against its ceiling: requests/s and p99 latency of GET /api/objekt
 * (anonymous and as the demo owner), GET /api/fm_matrix and the place search, each measured right after
 * GET /bench/hello on the same server (scripts/bench-api-server.ts), with autocannon from this process.
 * The server runs as a child on a copy of the seeded embedded database (or on DATABASE_URL when set).
 *
 * Two ratios per route: requests/s against hello's, and the server's CPU time per request against hello's
 * (from /proc). Both processes share the machine's two cores, and autocannon turns every response body
 * into a string (UTF-8 decoding ~110 KiB of compressed bytes per request), so on large bodies the load
 * generator saturates its core first while the server idles: the throughput ratio then measures
 * autocannon. The CPU ratio is what the server can serve per core and is the one judged against the
 * target (GET /api/objekt anonymous >= 50 % of the ceiling). Peak RSS target: < 300 MB. Exits with 1
 * when a target is missed.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { DEMO_USERS } from '../src/server/db/seed/users';
import { benchStartupReads, wrkAvailable, wrkLoad } from './bench-api-reads';
import { cpuMs, type Figure, login, peakRssMb, reportFigures, seededDataDir, spawnPortal, waitFor } from './bench-lib';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
/** `npm run bench:api -- --reads`: only the start-up reads against the bare Fastify (a shorter run). */
const ONLY_READS = process.argv.includes('--reads');
const CONNECTIONS = 10;
const TARGET_RATIO = 0.5;
const TARGET_RSS_MB = 300;

interface Run {
  rps: number;
  p99: number;
  errors: number;
  /** Server CPU per request, ms: all, and the part in the server's own code (the rest is the kernel's). */
  serverMs: number;
  serverUserMs: number;
  /** The load generator's (this process's) CPU use during the run, in cores. */
  generatorCores: number;
}

const dataDir = await seededDataDir();
const portal = await spawnPortal(dataDir, 'scripts/bench-api-server.ts');
const serverPid = portal.child.pid ?? 0;

async function load(url: string, headers: Record<string, string>, pid = serverPid): Promise<Run> {
  const server0 = cpuMs(pid);
  const generator0 = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const elapsed = performance.now() - started;
  const generator = process.cpuUsage(generator0);
  const errors = result.errors + result.timeouts + result.non2xx;
  const server = cpuMs(pid);
  const requests = Math.max(1, result.requests.total);
  const serverUserMs = (server.user - server0.user) / requests;
  const serverMs = serverUserMs + (server.system - server0.system) / requests;
  const generatorCores = (generator.user + generator.system) / 1000 / elapsed;
  return { rps: result.requests.average, p99: result.latency.p99, errors, serverMs, serverUserMs, generatorCores };
}

/** "3.1 ms": server CPU per request. */
const ms = (value: number) => `${value < 1 ? value.toFixed(2) : value.toFixed(1)} ms`;

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
  for (const c of ONLY_READS ? [] : cases) {
    await load(`${portal.url}${c.path}`, c.headers); // warm-up: caches, JIT
    const hello = await load(`${portal.url}/bench/hello`, c.headers);
    const route = await load(`${portal.url}${c.path}`, c.headers);
    const ratio = route.rps / hello.rps;
    const cpuRatio = hello.serverMs / route.serverMs;
    const userRatio = hello.serverUserMs / route.serverUserMs;
    const met = c.target ? cpuRatio >= TARGET_RATIO && route.errors === 0 : undefined;
    if (met === false) ok = false;
    console.log(
      `${c.name.padEnd(46)} ${route.rps.toFixed(0).padStart(6)} req/s p99 ${route.p99} ms | hello ${hello.rps.toFixed(0)} req/s p99 ${hello.p99} ms | ${(ratio * 100).toFixed(0)} % of ceiling | server CPU/request ${ms(route.serverMs)} vs ${ms(hello.serverMs)} (${(cpuRatio * 100).toFixed(0)} %) | autocannon ${route.generatorCores.toFixed(2)} cores${route.errors ? ` | ${route.errors} errors` : ''}`,
    );
    figures.push({
      figure: `${c.name}: req/s, p99 (ceiling: hello route on the same server); server CPU per request`,
      value: `${route.rps.toFixed(0)} req/s, p99 ${route.p99} ms — ${(ratio * 100).toFixed(0)} % of ${hello.rps.toFixed(0)} req/s (hello p99 ${hello.p99} ms; autocannon at ${route.generatorCores.toFixed(2)} / ${hello.generatorCores.toFixed(2)} cores); server CPU ${ms(route.serverMs)} vs ${ms(hello.serverMs)} per request — ${(cpuRatio * 100).toFixed(0)} % (in the server's own code, without the kernel's sending: ${ms(route.serverUserMs)} vs ${ms(hello.serverUserMs)} — ${(userRatio * 100).toFixed(0)} %)`,
      target: c.target ? '≥ 50 % of the ceiling (server CPU per request)' : '—',
      met,
    });
  }
  // The same bytes from a route that does nothing else: how much of the gap is the transfer itself.
  if (!ONLY_READS) {
    await load(`${portal.url}/bench/blob?bytes=${transferred}`, accept);
    const blob = await load(`${portal.url}/bench/blob?bytes=${transferred}`, accept);
    const anonym = await load(`${portal.url}/api/objekt`, accept);
    console.log(
      `GET /api/objekt anonymous again ${anonym.rps.toFixed(0)} req/s | ${transferred} random bytes ${blob.rps.toFixed(0)} req/s p99 ${blob.p99} ms (autocannon ${blob.generatorCores.toFixed(2)} cores)`,
    );
    figures.push({
      figure: `GET /api/objekt anonymous against a route sending ${(transferred / 1024).toFixed(0)} KiB of ready random bytes (transfer ceiling: wire and load generator)`,
      value: `${anonym.rps.toFixed(0)} req/s vs ${blob.rps.toFixed(0)} req/s (p99 ${blob.p99} ms) — ${((anonym.rps / blob.rps) * 100).toFixed(0)} %; server CPU ${ms(anonym.serverMs)} vs ${ms(blob.serverMs)} per request — ${((blob.serverMs / anonym.serverMs) * 100).toFixed(0)} %`,
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
  }
  // The start-up reads against a bare Fastify (its own process) in the same run, with what a browser
  // sends after its first page: br and the XSRF cookie it was given.
  const bare = await spawnPortal(dataDir, 'scripts/bench-bare-server.ts');
  try {
    await waitFor(bare, `${bare.url}/hello`, performance.now());
    const page = await fetch(`${portal.url}/api/userdata`);
    const xsrf = (page.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN=')) ?? '').split(';')[0] ?? '';
    // wrk where installed (it does not decode the bodies), autocannon otherwise.
    const generator = wrkAvailable() ? wrkLoad(DURATION_S, CONNECTIONS) : load;
    console.log(`start-up reads with ${generator === load ? 'autocannon (wrk not installed)' : 'wrk'}`);
    const reads = await benchStartupReads(portal.url, bare.url, { ...accept, cookie: xsrf }, (url, headers) =>
      generator(url, headers, url.startsWith(bare.url) ? (bare.child.pid ?? 0) : serverPid),
    );
    if (reads.some((f) => f.met === false)) ok = false;
    figures.push(...reads);
  } finally {
    await bare.stop();
  }
  const rss = peakRssMb(serverPid);
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

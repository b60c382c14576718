/**
 * npm run bench:soak — the portal under steady mixed load for 60 s (BENCH_SOAK_SECONDS), on loopback with
 * a bounded number of connections: 4 anonymous visitors (object list, detail, place search, glossary,
 * search-log posts) and 4 logged-in sessions of the demo owner (userdata, their object list, favourite
 * toggles, favourites, search-log posts, detail). The server is the portal as main.ts starts it, with a
 * monitor of its event loop (scripts/bench-api-server.ts), as a child process on a copy of the seeded
 * embedded database. Reports requests served, errors (target 0: connection errors, timeouts, non-2xx
 * answers), p99 latency per audience, the event loop's delay during the load (issue 28: p99 < 20 ms), and
 * the server's RSS before and after the load and at its peak (issue 28: the app < 200 MB; with the
 * embedded database in the same process the figure holds both). Exits with 1 when there were errors or the
 * server was not ready afterwards.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { DEMO_USERS } from '../src/server/db/seed/users';
import { type Figure, login, peakRssMb, reportFigures, rssMb, seededDataDir, spawnPortal, waitFor } from './bench-lib';

const DURATION_S = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
/** Issue 28's targets: the event loop's delay (p99) during the soak, and the app process's RSS. */
const TARGET_LOOP_P99_MS = 20;
const TARGET_APP_RSS_MB = 200;
const CONNECTIONS_PER_AUDIENCE = 4;
const PLACES = ['Tulln', 'Krems', 'Baden', 'Amstetten', 'Mödling', 'Zwettl', 'Melk', 'Hollabrunn'];

type Request = autocannon.Request;
/** Per-connection state autocannon passes to setupRequest (one context per connection). */
type Context = { session?: { cookie: string; csrf: string }; favorit?: string };

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
/** Search-log posts come from many visitors (X-Forwarded-For), as behind the portal's proxy; the log is limited per address. */
const visitor = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;

/** Status codes of failed answers, per method and route, to say where errors came from. */
const failures = new Map<string, number>();
const countFailures = (name: string) => (status: number) => {
  if (status >= 200 && status < 300) return;
  const key = `${status} ${name}`;
  failures.set(key, (failures.get(key) ?? 0) + 1);
};

function run(url: string, requests: Request[]): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS_PER_AUDIENCE,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'br, gzip' },
    requests,
  });
}

const dataDir = await seededDataDir();
const portal = await spawnPortal(dataDir, 'scripts/bench-api-server.ts');
const figures: Figure[] = [];
let ok = true;
try {
  await waitFor(portal, `${portal.url}/readyz`, performance.now());
  const pid = portal.child.pid ?? 0;
  const owner = DEMO_USERS.find((u) => u.role === 'owner');
  if (!owner) throw new Error('no demo owner');
  const sessions: { cookie: string; csrf: string }[] = [];
  for (let i = 0; i < CONNECTIONS_PER_AUDIENCE; i++) {
    sessions.push(await login(portal.url, owner.username, owner.password));
  }
  const anonymousCsrf = (await fetch(`${portal.url}/api/userdata`)).headers
    .getSetCookie()
    .map((c) => /^XSRF-TOKEN=([^;]*)/.exec(c)?.[1])
    .find(Boolean);
  const ids = ((await (await fetch(`${portal.url}/api/objekt`)).json()) as { id: string }[]).map((o) => o.id);
  const textlog = (logtype: 'start' | 'standortsuche') => JSON.stringify({ suchtext: pick(PLACES), logtype });
  const json = { 'content-type': 'application/json' };

  const anonymous: Request[] = [
    { method: 'GET', path: '/api/objekt', onResponse: countFailures('GET /api/objekt') },
    {
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: `/api/objekt/${pick(ids)}` }),
      onResponse: countFailures('GET /api/objekt/:id'),
    },
    {
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: `/api/ort/suche?q=${encodeURIComponent(pick(PLACES))}&lang=de` }),
      onResponse: countFailures('GET /api/ort/suche'),
    },
    {
      method: 'POST',
      path: '/api/textlog',
      setupRequest: (req) => ({
        ...req,
        headers: {
          ...req.headers,
          ...json,
          cookie: `XSRF-TOKEN=${anonymousCsrf}`,
          'x-xsrf-token': anonymousCsrf ?? '',
          'x-forwarded-for': visitor(),
        },
        body: textlog('start'),
      }),
      onResponse: countFailures('POST /api/textlog (anonymous)'),
    },
    { method: 'GET', path: '/api/glossar', onResponse: countFailures('GET /api/glossar') },
  ];

  let nextSession = 0;
  /** Each connection is one logged-in session: its cookie and CSRF header on every request. */
  const asSession = (change: (req: Request, context: Context) => Request) => (req: Request, context: object) => {
    const ctx = context as Context;
    ctx.session ??= sessions[nextSession++ % sessions.length];
    const session = ctx.session ?? { cookie: '', csrf: '' };
    const changed = change(req, ctx);
    return {
      ...changed,
      headers: { ...changed.headers, cookie: session.cookie, 'x-xsrf-token': session.csrf },
    };
  };
  const loggedIn: Request[] = [
    {
      method: 'GET',
      path: '/api/userdata',
      setupRequest: asSession((req) => req),
      onResponse: countFailures('GET /api/userdata'),
    },
    {
      method: 'GET',
      path: '/api/objekt',
      setupRequest: asSession((req) => req),
      onResponse: countFailures('GET /api/objekt (logged in)'),
    },
    {
      method: 'POST',
      path: '/api/favoriten',
      setupRequest: asSession((req, ctx) => {
        ctx.favorit = pick(ids);
        return { ...req, headers: { ...req.headers, ...json }, body: JSON.stringify({ objektId: ctx.favorit }) };
      }),
      onResponse: countFailures('POST /api/favoriten'),
    },
    {
      method: 'DELETE',
      setupRequest: asSession((req, ctx) => ({ ...req, path: `/api/favoriten/${ctx.favorit}` })),
      onResponse: countFailures('DELETE /api/favoriten/:id'),
    },
    {
      method: 'GET',
      path: '/api/favoriten',
      setupRequest: asSession((req) => req),
      onResponse: countFailures('GET /api/favoriten'),
    },
    {
      method: 'POST',
      path: '/api/textlog',
      setupRequest: asSession((req) => ({
        ...req,
        headers: { ...req.headers, ...json, 'x-forwarded-for': visitor() },
        body: textlog('standortsuche'),
      })),
      onResponse: countFailures('POST /api/textlog (logged in)'),
    },
    {
      method: 'GET',
      setupRequest: asSession((req) => ({ ...req, path: `/api/objekt/${pick(ids)}` })),
      onResponse: countFailures('GET /api/objekt/:id (logged in)'),
    },
  ];

  const rssStart = rssMb(pid);
  console.log(
    `soak: ${DURATION_S} s, ${CONNECTIONS_PER_AUDIENCE} anonymous + ${CONNECTIONS_PER_AUDIENCE} logged-in connections, RSS at start ${rssStart?.toFixed(0)} MB`,
  );
  const loopDelay = async () =>
    (await (await fetch(`${portal.url}/bench/loop`)).json()) as { maxMs: number; p99Ms: number };
  await loopDelay(); // starts the interval
  const [anon, member] = await Promise.all([run(portal.url, anonymous), run(portal.url, loggedIn)]);
  const loop = await loopDelay();
  const rssEnd = rssMb(pid);
  const peak = peakRssMb(pid);
  const ready = (await fetch(`${portal.url}/readyz`)).ok;

  const served = anon.requests.total + member.requests.total;
  const errorsOf = (r: autocannon.Result) => r.errors + r.non2xx;
  const errors = errorsOf(anon) + errorsOf(member);
  const met = errors === 0 && ready;
  if (!met) ok = false;
  for (const [key, count] of failures) console.log(`  ${count} × ${key}`);
  console.log(
    `served ${served} requests (${(served / DURATION_S).toFixed(0)} req/s), errors ${errors}, p99 anonymous ${anon.latency.p99} ms, logged in ${member.latency.p99} ms; event loop p99 ${loop.p99Ms.toFixed(1)} ms, longest ${loop.maxMs.toFixed(1)} ms; RSS ${rssStart?.toFixed(0)} → ${rssEnd?.toFixed(0)} MB (peak ${peak?.toFixed(0)} MB); ready afterwards: ${ready}`,
  );
  figures.push(
    {
      figure: `soak ${DURATION_S} s, ${CONNECTIONS_PER_AUDIENCE} anonymous + ${CONNECTIONS_PER_AUDIENCE} logged-in connections with writes (favourite toggles, search log): requests served, errors`,
      value: `${served} requests (${(served / DURATION_S).toFixed(0)} req/s), ${errors} errors${failures.size ? ` (${[...failures].map(([k, n]) => `${n} × ${k}`).join(', ')})` : ''}`,
      target: '0 errors, ready afterwards',
      met,
    },
    {
      figure: 'soak: p99 latency, anonymous / logged in',
      value: `${anon.latency.p99} ms / ${member.latency.p99} ms`,
      target: '—',
    },
    {
      figure: "soak: the server's event-loop delay during the load, p99 / longest",
      value: `${loop.p99Ms.toFixed(1)} ms / ${loop.maxMs.toFixed(1)} ms`,
      target: `p99 < ${TARGET_LOOP_P99_MS} ms`,
      met: loop.p99Ms < TARGET_LOOP_P99_MS,
    },
    {
      figure: 'soak: RSS of the server (the app with the embedded database in it) before / after the load (peak)',
      value: `${rssStart?.toFixed(0)} MB / ${rssEnd?.toFixed(0)} MB (peak ${peak?.toFixed(0)} MB)`,
      target: `app < ${TARGET_APP_RSS_MB} MB`,
      met: (peak ?? Number.POSITIVE_INFINITY) < TARGET_APP_RSS_MB,
    },
  );
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
reportFigures('bench:soak', figures);
process.exitCode = ok ? 0 : 1;

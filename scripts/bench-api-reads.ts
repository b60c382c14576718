/**
 * The start-up reads of spec 7 (and a map section, and /healthz) against a bare Fastify hello route in
 * the same run (scripts/bench-bare-server.ts, a process of its own): requests/s of each route as a share of
 * the bare route's. Part of npm run bench:api; the targets are the public-reads issue's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { cpuMs, type Figure } from './bench-lib';

/** One load generator run's result (autocannon in bench-api.ts, or wrkLoad). */
export interface ReadRun {
  rps: number;
  p99: number;
  errors: number;
  /** Server CPU per request, ms (from /proc). */
  serverMs: number;
  /** The load generator's CPU use during the run, in cores. */
  generatorCores: number;
}

/** Whether Debian's wrk (`apt-get install wrk`) is on the PATH. */
export const wrkAvailable = () => !spawnSync('wrk', ['--version']).error;

/** CPU time of this process's finished children (cutime + cstime of /proc/self/stat), ms. */
function childrenCpuMs(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** A wrk latency ("812.00us", "1.20ms", "2.01s") in ms. */
function wrkMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === 'us' ? n / 1000 : match[2] === 's' ? n * 1000 : n;
}

/**
 * A run of wrk (one thread, `connections` connections, `durationS` seconds) with the same figures as the
 * autocannon runs of bench-api.ts. wrk reads the answers without decoding them, so a large body (the
 * glossary's 23 KiB) measures the server rather than the load generator's string handling.
 */
export function wrkLoad(durationS: number, connections: number) {
  return async (url: string, headers: Record<string, string>, pid = 0): Promise<ReadRun> => {
    const server0 = cpuMs(pid);
    const generator0 = childrenCpuMs();
    const started = performance.now();
    const args = ['-t1', `-c${connections}`, `-d${durationS}s`, '--latency'];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    const run = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
    const elapsed = performance.now() - started;
    if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.error}`);
    const out = run.stdout;
    const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    const server = cpuMs(pid);
    return {
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
      p99: wrkMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ''),
      errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
      serverMs: (server.user + server.system - server0.user - server0.system) / Math.max(1, requests),
      generatorCores: (childrenCpuMs() - generator0) / elapsed,
    };
  };
}

/** The reads with their target share of the bare hello route's requests/s. */
export const STARTUP_READS: { path: string; target: number }[] = [
  { path: '/healthz', target: 0.8 },
  { path: '/api/bezirk', target: 0.5 },
  { path: '/api/objektart', target: 0.5 },
  { path: '/api/widmung', target: 0.5 },
  { path: '/api/region', target: 0.5 },
  { path: '/api/technischeInfrastruktur', target: 0.5 },
  { path: '/api/slug', target: 0.5 },
  { path: '/api/karte', target: 0.5 },
  { path: '/api/kampagnen', target: 0.2 },
  { path: '/api/glossar', target: 0.2 },
  { path: '/api/ort', target: 0.2 },
  { path: '/api/objekt/ausschnitt?bbox=15.9,48.2,16.1,48.4', target: 0.3 },
];

/** How often each read is measured, each time between two runs of the bare route. */
const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Measures every read ROUNDS times, each run between two runs of the bare route (all with the headers a
 * browser sends after its first page: br, and the XSRF cookie it was given), and returns the figures with
 * the median round's share; `met` is false where that share is below its target or a request failed. On a
 * shared 2-core machine the same route measures ±25 % from one run of a few seconds to the next (two
 * identical cached answers, run alternately: 15,000–27,000 req/s), so one run per read decided by chance
 * which of them met their target.
 */
export async function benchStartupReads(
  portalUrl: string,
  bareUrl: string,
  headers: Record<string, string>,
  load: (url: string, headers: Record<string, string>, pid?: number) => Promise<ReadRun>,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const read of STARTUP_READS) {
    await load(`${portalUrl}${read.path}`, headers); // warm-up: the body cache, JIT
    // The bare route right before and right after each run, so a machine that gets busier or quieter during
    // the route's run moves both sides of the ratio alike.
    const bares = [await load(`${bareUrl}/hello`, headers)];
    const rounds: { route: ReadRun; bare: { rps: number; serverMs: number }; share: number; cpuShare: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const route = await load(`${portalUrl}${read.path}`, headers);
      const before = bares[i] as ReadRun;
      const after = await load(`${bareUrl}/hello`, headers);
      bares.push(after);
      const bare = { rps: (before.rps + after.rps) / 2, serverMs: (before.serverMs + after.serverMs) / 2 };
      rounds.push({ route, bare, share: route.rps / bare.rps, cpuShare: bare.serverMs / route.serverMs });
    }
    const share = median(rounds.map((r) => r.share));
    const { route, bare, cpuShare } = rounds.find((r) => r.share === share) ?? (rounds[0] as (typeof rounds)[number]);
    const errors = rounds.reduce((sum, r) => sum + r.route.errors, 0);
    const met = share >= read.target && errors === 0;
    const range = rounds.map((r) => `${(r.share * 100).toFixed(0)}`).join(' / ');
    console.log(
      `${`GET ${read.path}`.padEnd(52)} ${route.rps.toFixed(0).padStart(6)} req/s p99 ${route.p99} ms | bare Fastify ${bare.rps.toFixed(0)} req/s | ${(share * 100).toFixed(0)} % (rounds ${range} %; target ≥ ${read.target * 100} %) | CPU ${(route.serverMs * 1000).toFixed(0)} vs ${(bare.serverMs * 1000).toFixed(0)} µs ${(cpuShare * 100).toFixed(0)} % | load generator ${route.generatorCores.toFixed(2)} cores${errors ? ` | ${errors} errors` : ''}`,
    );
    figures.push({
      figure: `GET ${read.path}: req/s against a bare Fastify hello route in the same run (median of ${ROUNDS} rounds)`,
      value: `${route.rps.toFixed(0)} req/s, p99 ${route.p99} ms — ${(share * 100).toFixed(0)} % of ${bare.rps.toFixed(0)} req/s (rounds: ${range} %)`,
      target: `≥ ${read.target * 100} %`,
      met,
    });
  }
  return figures;
}

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

/**
 * Measures every read between two runs of the bare route (all with the headers a browser sends after its first
 * page: br, and the XSRF cookie it was given) and returns the figures; `met` is false where a share is
 * below its target or a request failed.
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
    // The bare route right before and right after, so a machine that gets busier or quieter during the
    // route's run moves both sides of the ratio alike.
    const before = await load(`${bareUrl}/hello`, headers);
    const route = await load(`${portalUrl}${read.path}`, headers);
    const after = await load(`${bareUrl}/hello`, headers);
    const bare = { rps: (before.rps + after.rps) / 2, serverMs: (before.serverMs + after.serverMs) / 2 };
    const share = route.rps / bare.rps;
    const cpuShare = bare.serverMs / route.serverMs;
    const met = share >= read.target && route.errors === 0;
    console.log(
      `${`GET ${read.path}`.padEnd(52)} ${route.rps.toFixed(0).padStart(6)} req/s p99 ${route.p99} ms | bare Fastify ${bare.rps.toFixed(0)} req/s | ${(share * 100).toFixed(0)} % (target ≥ ${read.target * 100} %) | CPU ${(route.serverMs * 1000).toFixed(0)} vs ${(bare.serverMs * 1000).toFixed(0)} µs ${(cpuShare * 100).toFixed(0)} % | load generator ${route.generatorCores.toFixed(2)} / ${before.generatorCores.toFixed(2)} cores${route.errors ? ` | ${route.errors} errors` : ''}`,
    );
    figures.push({
      figure: `GET ${read.path}: req/s against a bare Fastify hello route in the same run`,
      value: `${route.rps.toFixed(0)} req/s, p99 ${route.p99} ms — ${(share * 100).toFixed(0)} % of ${bare.rps.toFixed(0)} req/s`,
      target: `≥ ${read.target * 100} %`,
      met,
    });
  }
  return figures;
}

/**
 * The start-up reads of spec 7 (and a map section, and /healthz) against a bare Fastify hello route in
 * the same run (scripts/bench-bare-server.ts, a process of its own): requests/s of each route as a share of
 * the bare route's. Part of npm run bench:api; the targets are the public-reads issue's.
 */
import type { Figure } from './bench-lib';

/** One autocannon run's result, as bench-api.ts measures it. */
export interface ReadRun {
  rps: number;
  p99: number;
  errors: number;
  /** Server CPU per request, ms (from /proc). */
  serverMs: number;
  /** The load generator's CPU use during the run, in cores. */
  generatorCores: number;
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
      `${`GET ${read.path}`.padEnd(52)} ${route.rps.toFixed(0).padStart(6)} req/s p99 ${route.p99} ms | bare Fastify ${bare.rps.toFixed(0)} req/s | ${(share * 100).toFixed(0)} % (target ≥ ${read.target * 100} %) | CPU ${(route.serverMs * 1000).toFixed(0)} vs ${(bare.serverMs * 1000).toFixed(0)} µs ${(cpuShare * 100).toFixed(0)} % | autocannon ${route.generatorCores.toFixed(2)} / ${before.generatorCores.toFixed(2)} cores${route.errors ? ` | ${route.errors} errors` : ''}`,
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

import fastifyRateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { AppError } from './errors';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store on the rate_limit table, so every app process counts against the same
 * numbers (DESIGN: rate-limit state in the database). One upsert per hit: a window that has run out
 * starts again at 1.
 */
function databaseStore(db: Db) {
  return class DatabaseStore {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      db.execute(sql`
        insert into rate_limit (key, count, reset_at)
        values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limit.reset_at <= now() then 1 else rate_limit.count + 1 end,
          reset_at = case when rate_limit.reset_at <= now()
            then now() + ${timeWindow} * interval '1 millisecond' else rate_limit.reset_at end
        returning count, (extract(epoch from reset_at - now()) * 1000)::int as ttl`)
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Math.max(0, Number(row?.ttl ?? timeWindow)) });
        })
        .catch((error: Error) => callback(error));
    }
    child() {
      return this;
    }
  };
}

/** Registers the limiter without a global limit; routes opt in with `limit(...)` preHandlers. A store error lets the request through. */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(opts.db) as never,
    skipOnError: true,
  });
});

/**
 * A preHandler limiting one route per key (e.g. per IP or per account): at most `max` hits per window,
 * then a 429 with Retry-After. The key is namespaced by `name`, so several limits can guard one route
 * without sharing a counter.
 */
export function limit(
  app: FastifyInstance,
  name: string,
  max: number,
  minutes: number,
  key: (request: FastifyRequest) => string,
) {
  const check = app.createRateLimit({
    max,
    timeWindow: minutes * 60_000,
    keyGenerator: (request) => `${name}:${key(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError(
        'tooManyRequests',
        `Too many attempts; try again in ${Math.ceil(result.ttl / 60_000)} minute(s)`,
      );
    }
  };
}

/** Rate-limit key of a request's user, or its address when nobody is logged in. */
export const byViewer = (request: FastifyRequest) =>
  request.viewer ? `user-${request.viewer.id}` : `ip-${request.ip}`;

/** Uploads (property files, campaign pools) per user in 15 minutes: a full listing is far below it. */
export const UPLOADS_PER_15_MIN = 300;

/** New saved collections per user in 10 minutes: saving by hand stays far below, a loop does not. */
export const SAMMLUNGEN_CREATED_PER_10_MIN = 20;

/** Saved searches created per user in 10 minutes: more than the 20 one may keep, far below a loop. */
export const SUCHAUFTRAEGE_CREATED_PER_10_MIN = 30;

/**
 * PDF exposés per 10 minutes: without login per address, logged in per account. A visitor downloading the
 * exposés of a few collections in both languages stays far below; a loop rendering documents does not.
 */
export const EXPOSE_PER_10_MIN = { anonymous: 10, loggedIn: 60 } as const;

/**
 * Open-data reads (the OGC API and the downloads) per address and minute: a GIS client paging through every
 * listing at the smallest page size (10) stays below; a scraper in a loop does not.
 */
export const OPEN_DATA_PER_MINUTE = 300;

import { exposeMaxObjekte } from '../../shared/domain/sammlung';
import type { Db } from '../db/client';
import { bezirk } from '../db/schema';
import { getVisibleObjekte } from '../objekt/service';
import { AppError } from '../plugins/errors';
import type { Viewer } from '../plugins/session';
import { ExposeCache, exposeCacheKey } from './expose-cache';
import type { Lang } from './expose-content';
import type { ExposePool } from './expose-pool';

/** Rendered exposés kept in memory (least recently used dropped first). */
const CACHE_BYTES = 64 * 1024 * 1024;

/** A rendered exposé and its download name. */
export interface Expose {
  pdf: Buffer;
  filename: string;
  /** Served from the cache (an identical request within the same data version). */
  cached: boolean;
}

/**
 * The exposé of a collection: checks the caller's object limit, keeps the objects the caller may see,
 * and answers an identical earlier document of the same data version and day from memory; anything
 * else is rendered in the worker pool.
 */
export function createExposeService(deps: {
  db: Db;
  dataDir: string;
  publicUrl: string;
  /** The objects' current data version (lib/body-cache.ts). */
  version: () => Promise<number>;
  pool: ExposePool;
  now?: () => Date;
}) {
  const { db, dataDir, publicUrl, version, pool } = deps;
  const cache = new ExposeCache(CACHE_BYTES);
  return async function expose(viewer: Viewer | null, ids: readonly string[], lang: Lang): Promise<Expose> {
    const loggedIn = viewer !== null;
    const max = exposeMaxObjekte(loggedIn);
    if (ids.length > max) {
      throw new AppError(
        'exposeTooManyObjects',
        `An exposé may hold at most ${max} objects${loggedIn ? '' : ' without login'}`,
        { ids: 'error.exposeTooManyObjects' },
      );
    }
    // The version is read before the data, so a document is never kept under a newer version than it shows.
    const dataVersion = await version();
    const objekte = await getVisibleObjekte(db, viewer, ids);
    if (objekte.length === 0) throw new AppError('notFound', 'No visible object');
    const now = deps.now?.() ?? new Date();
    const key = exposeCacheKey({
      version: dataVersion,
      lang,
      loggedIn,
      day: now.toISOString().slice(0, 10),
      ids: objekte.map((o) => o.row.id),
    });
    const { pdf, cached } = await cache.get(key, async () => {
      const bezirke = new Map((await db.select().from(bezirk)).map((b) => [b.id, b.name]));
      return pool.render({ objekte, lang, loggedIn, publicUrl, dataDir, bezirke, now });
    });
    const filename =
      objekte.length === 1 ? `Expose-${objekte[0]?.row.objektnummer}` : `Standortsammlung-${objekte.length}`;
    return { pdf, filename: `${filename}.pdf`, cached };
  };
}

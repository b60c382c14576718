import { parsePointWkt } from '../../shared/domain/geo';
import type { Lang } from '../../shared/domain/routes';
import { exposeMaxObjekte } from '../../shared/domain/sammlung';
import type { Db } from '../db/client';
import { selectFmMatrix } from '../foerderung/queries';
import { type FmMatrixRow, foerderProfilOf } from '../foerderung/standort';
import { Versioned } from '../lib/body-cache';
import { type LogSource, writeExposeLog } from '../log/service';
import { getVisibleObjekte, mapVisibilityFor } from '../objekt/service';
import { selectBezirke } from '../ort/queries';
import { AppError } from '../plugins/errors';
import { isAdmin } from '../plugins/session';
import type { StoreSpec } from '../storage/store';
import type { Basemaps } from './expose-basemap';
import { BufferCache, exposeCacheKey } from './expose-cache';
import { exposeFoerderungen, standortchecks } from './expose-content';
import { boundsOf } from './expose-map';
import { exposeFrames, type MapPlace } from './expose-map-scene';
import type { ExposePool } from './expose-pool';
import { selectOrte, selectPositionen } from './queries';

/** How far around the properties (degrees) other properties are looked up for the location maps. */
const NEIGHBOURHOOD_DEG = 0.15;

/** Rendered exposés kept in memory (least recently used dropped first). */
const CACHE_BYTES = 64 * 1024 * 1024;
/** The base maps of one exposé may take this long (at most a third of its budget); later ones are drawn. */
const BASEMAP_WAIT_MS = 5000;
/** An exposé with a map drawn for want of its base map is kept this long, then the tiles are tried again. */
const WITHOUT_BASEMAP_KEEP_MS = 60_000;
/**
 * The embedded database answers on the event loop: the 50 objects of an exposé read in one query held it
 * for up to 57 ms, their site checks up to 38 ms, and every other request waited. Read this many at a
 * time, other requests are answered in between.
 */
const READ_PART = 10;

/** Reads `items` in parts of READ_PART, one after another, and joins the answers in their order. */
async function inParts<T, R>(items: readonly T[], read: (part: T[]) => Promise<R[]>): Promise<R[]> {
  const answers: R[] = [];
  for (let i = 0; i < items.length; i += READ_PART) answers.push(...(await read(items.slice(i, i + READ_PART))));
  return answers;
}

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
 * else gets its base maps (if a tile service is configured) and is rendered in the worker pool. Each
 * listing of a served exposé is logged for its owner's statistics, cached or not (not when its owner or an
 * administrator asks).
 */
export function createExposeService(deps: {
  db: Db;
  store: StoreSpec;
  publicUrl: string;
  /** The objects' current data version (lib/body-cache.ts). */
  version: () => Promise<number>;
  /** The funding programmes' current data version (the site's funding block). */
  foerderVersion: () => Promise<number>;
  pool: ExposePool;
  /** Base maps from the tile service (EXPOSE_TILE_URL); absent = the maps are drawn only. */
  basemaps?: Basemaps;
  now?: () => Date;
}) {
  const { db, store, publicUrl, version, pool } = deps;
  const cache = new BufferCache(CACHE_BYTES);
  // Districts and the gazetteer are reference data loaded with the demo data; they are read once per process.
  const reference = new Versioned<{ bezirke: Map<string, string>; places: MapPlace[] }>();
  // The funding programmes, read again when the funding guide's data version moves.
  const programmes = new Versioned<FmMatrixRow[]>();
  const loadReference = async () => ({
    bezirke: new Map((await selectBezirke(db)).map((b) => [b.id, b.name])),
    places: await selectOrte(db),
  });
  return async function expose(source: LogSource, ids: readonly string[], lang: Lang): Promise<Expose> {
    const { viewer } = source;
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
    const foerderung = {
      version: await deps.foerderVersion(),
      profil: viewer ? await foerderProfilOf(db, viewer.id) : null,
    };
    const objekte = await inParts(ids, (part) => getVisibleObjekte(db, viewer, part));
    if (objekte.length === 0) throw new AppError('notFound', 'No visible object');
    const now = deps.now?.() ?? new Date();
    const key = exposeCacheKey({
      version: dataVersion,
      lang,
      loggedIn,
      day: now.toISOString().slice(0, 10),
      ids: objekte.map((o) => o.row.id),
      foerderung,
    });
    const { data: pdf, cached } = await cache.get(key, async () => {
      const started = Date.now();
      const { bezirke, places } = await reference.get(0, loadReference);
      const points = objekte.flatMap((o) => {
        const p = parsePointWkt(o.standort ?? '');
        return p ? [[p.lon, p.lat]] : [];
      });
      const bounds = boundsOf(points);
      const neighbours = bounds
        ? await selectPositionen(db, mapVisibilityFor(viewer), [
            bounds[0] - NEIGHBOURHOOD_DEG,
            bounds[1] - NEIGHBOURHOOD_DEG,
            bounds[2] + NEIGHBOURHOOD_DEG,
            bounds[3] + NEIGHBOURHOOD_DEG,
          ])
        : [];
      const checks = Object.fromEntries(
        await inParts(objekte, async (part) => Object.entries(await standortchecks(db, part, lang))),
      );
      const foerderungen = exposeFoerderungen(
        await programmes.get(foerderung.version, () => selectFmMatrix(db)),
        objekte,
        lang,
        foerderung.profil,
        publicUrl,
      );
      const maps = await deps.basemaps?.forExpose(exposeFrames(objekte), Math.min(BASEMAP_WAIT_MS, pool.timeoutMs / 3));
      const rendered = await pool.render(
        {
          objekte,
          lang,
          loggedIn,
          publicUrl,
          store,
          bezirke,
          places,
          neighbours,
          checks,
          foerderungen,
          version: dataVersion,
          basemaps: maps?.basemaps,
          now,
        },
        Date.now() - started,
      );
      return { data: rendered, keepMs: maps && !maps.complete ? WITHOUT_BASEMAP_KEEP_MS : undefined };
    });
    // As with views, the owner's and the agency's own exposés are upkeep, not interest: not counted.
    const handedOut = isAdmin(viewer) ? [] : objekte.filter((o) => o.row.owner !== viewer?.id);
    await writeExposeLog(
      db,
      source,
      handedOut.map((o) => o.row.id),
    );
    const filename =
      objekte.length === 1 ? `Expose-${objekte[0]?.row.objektnummer}` : `Standortsammlung-${objekte.length}`;
    return { pdf, filename: `${filename}.pdf`, cached };
  };
}

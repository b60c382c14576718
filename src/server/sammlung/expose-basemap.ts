import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { BufferCache } from './expose-cache';
import { type Frame, mercatorY } from './expose-map';
import { createTileSource, TILE_SIZE } from './expose-tiles';

/** Deepest zoom level asked for (basemap.at's grid ends there). */
const MAX_ZOOM = 18;
/**
 * Tile pixels per point of the printed map the zoom level aims at: the nearest level gives 1.4 to 2.8,
 * sharp in print while the tiles' own lettering stays legible.
 */
const PIXELS_PER_POINT = 2;
/** Composed base maps kept in memory (a location map is about 60 kB). */
const MEMORY_BYTES = 48 * 1024 * 1024;

/** The pixel of lon/lat at zoom z in the XYZ grid: TILE_SIZE · 2^z pixels around, 0/0 at 180° W, 85° N. */
export function worldPixel(lon: number, lat: number, z: number): [number, number] {
  const size = TILE_SIZE * 2 ** z;
  return [((lon + 180) / 360) * size, ((1 - mercatorY(lat) / Math.PI) / 2) * size];
}

/** The part of the tile grid a frame shows: its pixel box at zoom z and the tiles [x, y] covering it, by rows. */
export interface TileCover {
  z: number;
  left: number;
  top: number;
  width: number;
  height: number;
  tiles: [number, number][];
}

/** The tiles of the zoom level nearest to PIXELS_PER_POINT that cover the frame. */
export function tileCover(frame: Frame): TileCover {
  const across = (worldPixel(frame.maxLon, 0, 0)[0] - worldPixel(frame.minLon, 0, 0)[0]) / frame.width;
  const z = Math.min(MAX_ZOOM, Math.max(0, Math.round(Math.log2(PIXELS_PER_POINT / across))));
  const [l, t] = worldPixel(frame.minLon, frame.maxLat, z);
  const [r, b] = worldPixel(frame.maxLon, frame.minLat, z);
  const left = Math.round(l);
  const top = Math.round(t);
  const width = Math.round(r) - left;
  const height = Math.round(b) - top;
  const tiles: [number, number][] = [];
  for (let y = Math.floor(top / TILE_SIZE); y <= Math.floor((top + height - 1) / TILE_SIZE); y++) {
    for (let x = Math.floor(left / TILE_SIZE); x <= Math.floor((left + width - 1) / TILE_SIZE); x++) tiles.push([x, y]);
  }
  return { z, left, top, width, height, tiles };
}

/**
 * The tiles (in the cover's order) laid side by side and cut to the frame's pixels, as one JPEG; where the
 * service has no tile (null) the map stays white. Rejects when it has none at all (no base map there).
 */
export async function composeTiles(cover: TileCover, tiles: readonly (Buffer | null)[]): Promise<Buffer> {
  if (tiles.every((tile) => tile === null)) throw new Error('the tile service has no tile of this map');
  const [x0, y0] = cover.tiles[0] ?? [0, 0];
  const [x1, y1] = cover.tiles.at(-1) ?? [0, 0];
  const { data, info } = await sharp({
    create: {
      width: (x1 - x0 + 1) * TILE_SIZE,
      height: (y1 - y0 + 1) * TILE_SIZE,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(
      cover.tiles.flatMap(([x, y], i) => {
        const input = tiles[i];
        return input ? [{ input, left: (x - x0) * TILE_SIZE, top: (y - y0) * TILE_SIZE }] : [];
      }),
    )
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extract({
      left: cover.left - x0 * TILE_SIZE,
      top: cover.top - y0 * TILE_SIZE,
      width: cover.width,
      height: cover.height,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The base maps of one exposé as its renderer receives them: JPEGs by map (object id, or 'overview'). */
export interface ExposeBasemaps {
  attribution: string;
  images: Record<string, Uint8Array>;
}

/** Base maps of the exposé's maps from an XYZ tile service. */
export interface Basemaps {
  /**
   * The base maps of the given frames (by map key), waiting at most `waitMs`; a map whose tiles are not all
   * there by then (missing, failed, late) has none and is drawn. `complete` is false when any map has none.
   */
  forExpose(
    frames: ReadonlyMap<string, Frame>,
    waitMs: number,
  ): Promise<{ basemaps: ExposeBasemaps; complete: boolean }>;
}

/**
 * Base maps from `url` (tiles kept in DATA_DIR/kacheln/<hash of the URL>), composed per frame with sharp and
 * kept in memory. Runs in the server's main thread, all of it asynchronous: the requests wait on the
 * network and sharp composes on libuv's threads, so the event loop is not held; one process-wide cache and
 * request limit serve every render thread, and no render thread sits waiting for a tile server.
 */
export function createBasemaps(options: {
  url: string;
  attribution: string;
  dataDir: string;
  log: FastifyBaseLogger;
  userAgent: string;
}): Basemaps {
  const hash = createHash('sha256').update(options.url).digest('hex').slice(0, 16);
  const source = createTileSource({ ...options, dir: path.join(options.dataDir, 'kacheln', hash) });
  const composed = new BufferCache(MEMORY_BYTES);

  async function image(frame: Frame): Promise<Buffer> {
    const cover = tileCover(frame);
    const key = `${cover.z}/${cover.left}/${cover.top}/${cover.width}x${cover.height}`;
    const { data } = await composed.get(key, async () => {
      const tiles = await Promise.all(cover.tiles.map(([x, y]) => source.tile(cover.z, x, y)));
      return { data: await composeTiles(cover, tiles) };
    });
    return data;
  }

  return {
    async forExpose(frames, waitMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), waitMs);
      });
      const results = await Promise.all(
        [...frames].map(async ([key, frame]) => {
          const made = image(frame).catch((error) => {
            options.log.debug({ err: error, map: key }, 'exposé map drawn without its base map');
            return null;
          });
          return [key, await Promise.race([made, late])] as const;
        }),
      );
      clearTimeout(timer);
      const images: Record<string, Uint8Array> = {};
      for (const [key, data] of results) if (data) images[key] = data;
      return {
        basemaps: { attribution: options.attribution, images },
        complete: results.every(([, data]) => data !== null),
      };
    },
  };
}

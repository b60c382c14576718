import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';

/** Edge of an XYZ tile in pixels; tiles of another size are scaled to it when they arrive. */
export const TILE_SIZE = 256;
/** One tile request may take this long; the exposé does not wait for a slow tile service. */
const TIMEOUT_MS = 3000;
/** Tile requests of the process at one time: a public tile service asks for restraint. */
const CONCURRENCY = 4;
/** Tile requests waiting for one of those; more are refused at once (their maps are drawn). */
const QUEUE_MAX = 2000;
/** After the service failed (unreachable, timeout, server error) it is left alone for this long. */
const PAUSE_MS = 60_000;
/** A stored tile is asked for again after this long; while the service fails, the old one is used. */
const MAX_AGE_MS = 30 * 24 * 3600_000;
/** Bytes of stored tiles; beyond them the oldest are removed down to 80 %. */
const DISK_BYTES = 256 * 1024 * 1024;
/** A larger answer is no tile. */
const TILE_MAX_BYTES = 2 * 1024 * 1024;

/** Where tiles come from and where they are kept. */
export interface TileSourceOptions {
  /** XYZ template with {z}, {x} and {y}. */
  url: string;
  /** Directory of the stored tiles (`DATA_DIR/kacheln/…`), created when the first tile arrives. */
  dir: string;
  log: FastifyBaseLogger;
  /** Sent with every request, so the tile service knows who asks. */
  userAgent: string;
  diskBytes?: number;
}

/** Tiles of one XYZ service as PNG/JPEG bytes of TILE_SIZE², from disk when kept there. */
export interface TileSource {
  /**
   * The tile z/x/y, or null where the service has none (404: outside its coverage, e.g. beyond the
   * border for a national basemap); rejects when it cannot be had (unreachable, timeout, server error,
   * paused, not an image).
   */
  tile(z: number, x: number, y: number): Promise<Buffer | null>;
}

/**
 * Fetches tiles with a short timeout, a few at a time, and keeps them on disk (a month; the oldest go when
 * the directory passes its size). A failing service is paused for a minute, so a down tile server costs
 * one timeout, not one per map; meanwhile tiles on disk are still used, stale or not.
 */
export function createTileSource(options: TileSourceOptions): TileSource {
  const { dir, log } = options;
  const capacity = options.diskBytes ?? DISK_BYTES;
  const waiting: (() => void)[] = [];
  let running = 0;
  let pausedUntil = 0;
  let stored: number | undefined;
  let sizing: Promise<number> | undefined;
  let pruning: Promise<void> | undefined;

  const file = (z: number, x: number, y: number) => path.join(dir, String(z), String(x), String(y));

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= CONCURRENCY) {
      if (waiting.length >= QUEUE_MAX) throw new Error('too many tile requests waiting');
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  async function download(z: number, x: number, y: number): Promise<Buffer | null> {
    if (Date.now() < pausedUntil) throw new Error('tile service paused after a failure');
    const url = options.url.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept: 'image/png,image/jpeg,image/webp' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      pause(error);
      throw error;
    }
    if (response.status === 404 || response.status === 204) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      const error = new Error(`HTTP ${response.status} for tile ${z}/${x}/${y}`);
      if (response.status >= 500 || response.status === 429) pause(error);
      throw error;
    }
    if (Number(response.headers.get('content-length') ?? 0) > TILE_MAX_BYTES) throw new Error('tile too large');
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > TILE_MAX_BYTES) throw new Error('tile too large');
    return normalise(body);
  }

  function pause(error: unknown) {
    if (Date.now() >= pausedUntil) {
      log.warn({ err: error, service: new URL(options.url).origin }, 'tile service failed; exposé maps are drawn');
    }
    pausedUntil = Date.now() + PAUSE_MS;
  }

  async function keep(target: string, data: Buffer) {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, target);
    if (stored === undefined) {
      // Counted once, when the first tile of the process is stored (it is among the files counted).
      sizing ??= sizeOf(dir);
      stored = await sizing;
    } else stored += data.length;
    if (stored > capacity && !pruning) {
      pruning = prune(dir, capacity * 0.8)
        .then((left) => {
          stored = left;
        })
        .catch((error) => log.warn({ err: error }, 'could not prune the tile cache'))
        .finally(() => {
          pruning = undefined;
        });
    }
  }

  return {
    async tile(z, x, y) {
      const target = file(z, x, y);
      const kept = await fs.stat(target).catch(() => null);
      if (kept && Date.now() - kept.mtimeMs < MAX_AGE_MS) return fs.readFile(target);
      try {
        const data = await slot(() => download(z, x, y));
        if (data) await keep(target, data).catch((error) => log.warn({ err: error }, 'could not store a tile'));
        return data;
      } catch (error) {
        // A stale tile is better than none while the service fails.
        if (kept) return fs.readFile(target);
        throw error;
      }
    },
  };
}

/** Checks that the bytes are an image and brings it to TILE_SIZE² (PNG) when it has another size. */
async function normalise(body: Buffer): Promise<Buffer> {
  const meta = await sharp(body).metadata();
  if (!meta.format || !['png', 'jpeg', 'webp'].includes(meta.format)) throw new Error('not a tile image');
  if (meta.width === TILE_SIZE && meta.height === TILE_SIZE && meta.format !== 'webp') return body;
  return sharp(body).resize(TILE_SIZE, TILE_SIZE, { fit: 'fill' }).png().toBuffer();
}

/** Stored files below `dir` with size and age. */
async function filesOf(dir: string) {
  const names = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const files = await Promise.all(
    names.map(async (name) => {
      const stat = await fs.stat(path.join(dir, name)).catch(() => null);
      return stat?.isFile() ? { name, size: stat.size, mtime: stat.mtimeMs } : null;
    }),
  );
  return files.filter((f) => f !== null);
}

const sizeOf = async (dir: string) => (await filesOf(dir)).reduce((sum, f) => sum + f.size, 0);

/** Removes the oldest stored tiles until at most `target` bytes are left; returns the bytes left. */
async function prune(dir: string, target: number): Promise<number> {
  const files = (await filesOf(dir)).sort((a, b) => a.mtime - b.mtime);
  let left = files.reduce((sum, f) => sum + f.size, 0);
  for (const f of files) {
    if (left <= target) break;
    await fs.rm(path.join(dir, f.name), { force: true });
    left -= f.size;
  }
  return left;
}

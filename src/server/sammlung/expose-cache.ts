import { createHash } from 'node:crypto';
import type { FoerderProfil } from '../../shared/domain/foerderung';

/** What makes two exposés the same document (the viewer only matters through these). */
export interface ExposeKey {
  /** Data version of the objects (lib/body-cache.ts): any change to an object, image or translation raises it. */
  version: number;
  lang: string;
  /** Contacts are printed for logged-in viewers only. */
  loggedIn: boolean;
  /** The date printed on the document, so a cached exposé never shows yesterday's. */
  day: string;
  /** The objects the viewer may see, in the requested order (the numbering). */
  ids: readonly string[];
  /** The funding programmes' data version and the reader's company profile they are ranked by. */
  foerderung: { version: number; profil: FoerderProfil | null };
}

export const exposeCacheKey = (key: ExposeKey) =>
  createHash('sha256')
    .update(JSON.stringify([key.version, key.lang, key.loggedIn, key.day, key.ids, key.foerderung]))
    .digest('base64url');

/** A made buffer and how long it may be kept (unset: until it is dropped for room). */
export interface Made {
  data: Buffer;
  keepMs?: number;
}

/**
 * Buffers by key — rendered exposés, composed base maps —, least recently used dropped first when the kept
 * bytes pass `maxBytes`. Requests for a buffer already being made wait for it instead of making another;
 * a failed one is not kept.
 */
export class BufferCache {
  private readonly done = new Map<string, { data: Buffer; until: number }>();
  private readonly pending = new Map<string, Promise<Made>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The kept buffer of `key`, or the one `make` makes (kept for the next request). */
  async get(key: string, make: () => Promise<Made>): Promise<{ data: Buffer; cached: boolean }> {
    const kept = this.done.get(key);
    if (kept && kept.until > Date.now()) {
      // Re-inserting moves the entry to the end: Map keeps insertion order, so the first is the oldest.
      this.done.delete(key);
      this.done.set(key, kept);
      return { data: kept.data, cached: true };
    }
    if (kept) this.drop(key);
    let running = this.pending.get(key);
    if (!running) {
      running = make().finally(() => this.pending.delete(key));
      this.pending.set(key, running);
      running.then((made) => this.keep(key, made)).catch(() => undefined);
    }
    return { data: (await running).data, cached: false };
  }

  private keep(key: string, { data, keepMs }: Made) {
    if (data.length > this.maxBytes || this.done.has(key)) return;
    this.done.set(key, { data, until: keepMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + keepMs });
    this.bytes += data.length;
    for (const oldest of this.done.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const entry = this.done.get(key);
    if (!entry) return;
    this.done.delete(key);
    this.bytes -= entry.data.length;
  }
}

import { createHash } from 'node:crypto';

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
}

export const exposeCacheKey = (key: ExposeKey) =>
  createHash('sha256')
    .update(JSON.stringify([key.version, key.lang, key.loggedIn, key.day, key.ids]))
    .digest('base64url');

/**
 * Rendered exposés by key, least recently used dropped first when the kept bytes pass `maxBytes`.
 * Requests for a document already being rendered wait for that render instead of starting another;
 * a failed render is not kept.
 */
export class ExposeCache {
  private readonly done = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The kept document of `key`, or the one `render` makes (kept for the next request). */
  async get(key: string, render: () => Promise<Buffer>): Promise<{ pdf: Buffer; cached: boolean }> {
    const kept = this.done.get(key);
    if (kept) {
      // Re-inserting moves the entry to the end: Map keeps insertion order, so the first is the oldest.
      this.done.delete(key);
      this.done.set(key, kept);
      return { pdf: kept, cached: true };
    }
    let running = this.pending.get(key);
    if (!running) {
      running = render().finally(() => this.pending.delete(key));
      this.pending.set(key, running);
      running.then((pdf) => this.keep(key, pdf)).catch(() => undefined);
    }
    return { pdf: await running, cached: false };
  }

  private keep(key: string, pdf: Buffer) {
    if (pdf.length > this.maxBytes || this.done.has(key)) return;
    this.done.set(key, pdf);
    this.bytes += pdf.length;
    for (const [oldest, value] of this.done) {
      if (this.bytes <= this.maxBytes) break;
      this.done.delete(oldest);
      this.bytes -= value.length;
    }
  }
}

/**
 * The import's worker thread (feed-pool.ts): parses one feed and maps its objects, so a large XML never
 * blocks the event loop. Loaded by piscina, never by the server's main thread.
 */

import { FeedError } from './feed-error';
import { type Mapped, mapImmobilie } from './mapping';
import { parseFeed } from './parse';

/** What the worker answers: the mapped feed, or why it cannot be read (nothing is imported then). */
export type FeedResult = { ok: true; umfang: 'VOLL' | 'TEIL'; objekte: Mapped[] } | { ok: false; message: string };

export default function readFeed(xml: string): FeedResult {
  try {
    const feed = parseFeed(xml);
    return { ok: true, umfang: feed.umfang, objekte: feed.immobilien.map(mapImmobilie) };
  } catch (error) {
    if (error instanceof FeedError) return { ok: false, message: error.message };
    throw error;
  }
}

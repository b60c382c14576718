import { randomUUID } from 'node:crypto';
import type { Bbox } from '../../shared/domain/ausschnitt';
import type { VorschauFilterbar } from '../../shared/domain/vorschau';
import type { Db } from '../db/client';
import {
  ausschnittJson,
  countVisible,
  type ExtentQuestion,
  inSection,
  matchingEntries,
  vorschauJson,
} from './map-index-answers';
import {
  loadIndexData,
  type MapIndexData,
  type MapIndexEntry,
  type MapIndexSnapshot,
  PAGE_SIZE,
} from './map-index-data';
import type { VisibilityFilter } from './queries';

/**
 * The map index behind the map by extent (GET /api/objekt/ausschnitt, shared/domain/ausschnitt.ts), the
 * anonymous map's grey pins (GET /api/objekt/vorschau), the counts of GET /api/objekt/anzahl and the
 * search box (suche.ts): every object kept in memory once per data version (map-index-data.ts, loaded by
 * map-index-queries.ts), answered by map-index-answers.ts. This file holds the versions: when an index is
 * built and which one answers, and the filter results kept per index.
 */

/** A question of the map's matches without a cap on how many are listed. */
export type TrefferQuestion = Omit<ExtentQuestion, 'maxObjekte'>;

/** The map index of one app (createMapIndex). */
export type MapIndex = ReturnType<typeof createMapIndex>;

/** How many filter results an index keeps (matchesFor): each at most 4 bytes per object. */
const MATCHES_KEPT = 32;

/**
 * While a rebuild of an index that took longer than this is under way, answers come from the previous
 * index. Small indexes (the demo data: ~50 ms) are always current; at 50,000 objects on the embedded
 * database a rebuild takes seconds, and a change shows on the map once it is done instead of every map
 * visitor waiting for it.
 */
const STALE_WHILE_REBUILDING_AFTER_MS = 1_000;

/**
 * The map index of one app (one database), rebuilt when the data version 'objekt' changes: one build
 * at a time; while a slow index is rebuilt, the previous one answers (see above).
 */
export function createMapIndex(
  db: Db,
  currentVersion: () => Promise<number>,
  staleAfterMs = STALE_WHILE_REBUILDING_AFTER_MS,
  pageSize = PAGE_SIZE,
) {
  const instance = randomUUID();
  let latest: (MapIndexSnapshot & { buildMs: number }) | undefined;
  let running: { version: number; promise: Promise<MapIndexSnapshot> } | undefined;

  function build(version: number): Promise<MapIndexSnapshot> {
    if (running?.version === version) return running.promise;
    const started = performance.now();
    const promise = loadIndexData(db, pageSize)
      .then((data) => {
        if (!latest || latest.version < version) {
          latest = { version, data, buildMs: performance.now() - started };
        }
        return { version, data };
      })
      .finally(() => {
        if (running?.promise === promise) running = undefined;
      });
    running = { version, promise };
    return promise;
  }

  async function snapshotFor(version: number): Promise<MapIndexSnapshot> {
    if (latest?.version === version) return latest;
    if (latest && latest.buildMs > staleAfterMs) {
      // A failed rebuild is tried again by the next call; this one answers from the previous index.
      if (!running) build(version).catch(() => undefined);
      return latest;
    }
    return build(version);
  }
  const current = async () => snapshotFor(await currentVersion());
  /**
   * The name of an index's answers: this process's and its data version (versions of the embedded database
   * count from 0 in every process).
   */
  const nameOf = (version: number) => `${instance}:${version}`;

  const matchCaches = new WeakMap<MapIndexData, Map<string, Int32Array>>();
  /**
   * matchingEntries, kept. A map is panned and zoomed far more often than its filters change, and most
   * visitors keep the default filters: kept per index and question (the last MATCHES_KEPT), a section's
   * answer only checks these entries' positions instead of running the filter code over every entry again.
   */
  function matchesFor(data: MapIndexData, question: ExtentQuestion): Int32Array {
    const { visibility, viewer, filter } = question;
    const favoriten = filter.favsOnly ? [...viewer.favoriten].sort() : null;
    const key = JSON.stringify([visibility, viewer.id, viewer.isAdmin, favoriten, filter, question.suche?.lang]);
    let cache = matchCaches.get(data);
    if (!cache) {
      cache = new Map();
      matchCaches.set(data, cache);
    }
    const kept = cache.get(key);
    if (kept) {
      // Most recently used last: the first key is the one to drop.
      cache.delete(key);
      cache.set(key, kept);
      return kept;
    }
    const matches = matchingEntries(data, question);
    cache.set(key, matches);
    if (cache.size > MATCHES_KEPT) cache.delete(cache.keys().next().value as string);
    return matches;
  }

  /** Those of a question's matches that lie in its section (all of them without one). */
  const inQuestionSection = (data: MapIndexData, question: TrefferQuestion, matches: Int32Array) =>
    question.bbox === null ? matches : inSection(data, matches, question.bbox);

  return {
    /**
     * Brings the index to the current version, waiting for the build (at start with many objects, and in
     * tests); a failure is left to the next call.
     */
    async warm(): Promise<void> {
      const version = await currentVersion();
      if (latest?.version !== version) await build(version).catch(() => undefined);
    },
    /** The index answers come from: the current version's, or the previous one while a slow one is rebuilt. */
    current,
    /** The name `answerAusschnitt` gives the index it answers from now (this process's and its data version). */
    async currentName(): Promise<string> {
      return nameOf((await current()).version);
    },
    /** How many objects each visibility filter admits. */
    async count(filters: readonly VisibilityFilter[]): Promise<number[]> {
      const { data } = await current();
      return filters.map((filter) => countVisible(data, filter));
    },
    /** The answer of GET /api/objekt/vorschau as JSON (map-index-answers.ts vorschauJson), with the index's name. */
    async answerVorschau(
      visibility: VisibilityFilter,
      bbox: Bbox | null,
      max: number,
      passes: (objekt: VorschauFilterbar) => boolean = () => true,
    ): Promise<{ name: string; json: Buffer }> {
      const { version, data } = await current();
      return { name: nameOf(version), json: vorschauJson(data, visibility, bbox, max, passes) };
    },
    /**
     * The answer of GET /api/objekt/ausschnitt as UTF-8 JSON (objektAusschnittSchema), with the name of
     * the index it comes from.
     */
    async answerAusschnitt(question: ExtentQuestion): Promise<{ name: string; json: Buffer }> {
      const { version, data } = await current();
      const found = inQuestionSection(data, question, matchesFor(data, question));
      return { name: nameOf(version), json: ausschnittJson(data, found, question.maxObjekte) };
    },
    /**
     * Every entry that answers a question, as the map would show them (a saved search's alert,
     * suchauftrag/treffer.ts). Not kept in matchesFor: each recipient's question is asked once per run.
     */
    async treffer(question: TrefferQuestion): Promise<MapIndexEntry[]> {
      const { data } = await current();
      const found = inQuestionSection(data, question, matchingEntries(data, question));
      return Array.from(found, (i) => data.entries[i] as MapIndexEntry);
    },
  };
}

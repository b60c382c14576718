import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database, Db } from '../db/client';
import { dataVersion } from '../db/schema';
import { type EncodedBody, encodeAll, improveBrotli, sendEncoded } from './encoded-body';

/**
 * The answers whose data version the database keeps (schema/data-version.ts, migrations 0010 and 0013):
 * the object list, the funding matrix and the reads every first page load makes (spec 7).
 */
export type DataVersionName =
  | 'objekt'
  | 'fm_matrix'
  | 'region'
  | 'bezirk'
  | 'ort'
  | 'objektart'
  | 'technische_infrastruktur'
  | 'widmung'
  | 'glossar'
  | 'kampagnen'
  | 'slug'
  | 'karte'
  | 'einstellung';

/**
 * Reads the committed data version of `name`: raised by triggers when a transaction that changed the
 * answer's tables commits, whichever process, script or console wrote. One primary-key lookup per read.
 */
function storedVersion(db: Db, name: DataVersionName): () => Promise<number> {
  return async () => {
    const [row] = await db.select({ version: dataVersion.version }).from(dataVersion).where(eq(dataVersion.name, name));
    return row?.version ?? 0;
  };
}

/** Reads the current data version of one answer. */
export type VersionOf = (name: DataVersionName) => () => Promise<number>;

/**
 * How the data versions of `database` are read. On PostgreSQL, where other processes write, every read
 * asks the table (storedVersion). The embedded database has one process (its DATA_DIR is locked), and the
 * triggers also NOTIFY data_version at the commit, which PGlite delivers before the committing statement
 * returns: counters in memory are then as current as the table and cost no query.
 */
export async function dataVersions(database: Database): Promise<VersionOf> {
  const { listen } = database;
  if (!listen) return (name) => storedVersion(database.db, name);
  const counters = new Map<string, number>();
  await listen('data_version', (name) => counters.set(name, (counters.get(name) ?? 0) + 1));
  return (name) => async () => counters.get(name) ?? 0;
}

/**
 * Keeps one value per data version: `get(version, load)` answers the kept value while the version is the
 * same and loads anew (once, however many callers ask at the same time) when it changed. The version is
 * read before the data, so a body is never labelled newer than what it holds; a failed load is not kept.
 * `load` may answer a query builder: it runs its query each time it is awaited, so its answer is taken once.
 */
export class Versioned<T> {
  private entry: { version: number; value: Promise<T> } | undefined;

  async get(version: number, load: () => Promise<T>): Promise<T> {
    if (!this.entry || this.entry.version !== version) this.entry = { version, value: Promise.resolve(load()) };
    const current = this.entry;
    try {
      return await current.value;
    } catch (error) {
      if (this.entry === current) this.entry = undefined;
      throw error;
    }
  }
}

/**
 * A public JSON answer serialised and compressed once per data version and served from memory until the
 * version changes (e.g. GET /api/fm_matrix).
 */
export function createBodyCache(options: {
  version: () => Promise<number>;
  /** Salts the ETag, so bodies of different routes never share one. */
  name: string;
  /** The body as JSON text. */
  load: () => Promise<string>;
}): () => Promise<EncodedBody> {
  const { version, name, load } = options;
  const cached = new Versioned<EncodedBody>();
  return async () =>
    cached.get(await version(), async () => {
      const body = await encodeAll(await load(), name);
      void improveBrotli(body);
      return body;
    });
}

/**
 * A GET handler for a list that is the same for every caller (of one audience): the rows `load` reads are
 * encoded with the route's response schema, serialised and compressed once per data version of `name`,
 * and answered from memory with ETag and 304 until a committed write raises the version. `audience` salts
 * the ETag when one route keeps several bodies (e.g. administrators' and everyone else's); `also` names
 * further answers whose tables the body reads (e.g. the public campaigns read the objects' status), so a
 * write to those renews it too.
 */
export function versionedList<S extends z.ZodType>(options: {
  versionOf: VersionOf;
  name: DataVersionName;
  schema: S;
  load: () => Promise<z.output<S>>;
  audience?: string;
  also?: readonly DataVersionName[];
}) {
  const { versionOf, name, schema, load, audience, also = [] } = options;
  const versions = [name, ...also].map(versionOf);
  const body = createBodyCache({
    // Each counter only grows, so their sum changes whenever one of them does.
    version: async () => (await Promise.all(versions.map((v) => v()))).reduce((a, b) => a + b, 0),
    name: audience ? `${name}:${audience}` : name,
    load: async () => JSON.stringify(z.encode(schema, await load())),
  });
  return async (request: FastifyRequest, reply: FastifyReply) => sendEncoded(request, reply, await body());
}

/**
 * The latest answers of a route whose questions repeat (e.g. the map section every visitor's first view
 * asks for), each kept under its question with the name of the data it was built from, together with
 * the compressed copies sendEncoded adds to it: a repeated question is answered without building,
 * serialising or compressing anything. Answers above `maxEntryBytes` are not kept, and the least recently
 * used go once the kept JSON passes `maxBytes`.
 */
export class RecentBodies {
  private readonly entries = new Map<string, { stand: string; body: EncodedBody; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntryBytes: number,
  ) {}

  /** The answer kept for `question`, if it was built from `stand`. */
  get(question: string, stand: string): EncodedBody | undefined {
    const entry = this.entries.get(question);
    if (!entry || entry.stand !== stand) return undefined;
    // Most recently used last: the first entry is the one to drop.
    this.entries.delete(question);
    this.entries.set(question, entry);
    return entry.body;
  }

  /** Keeps `body`, the answer to `question` built from `stand`, in place of any older one. */
  set(question: string, stand: string, body: EncodedBody): void {
    const bytes = body.bodies.identity?.length ?? 0;
    this.drop(question);
    if (bytes > this.maxEntryBytes) return;
    this.entries.set(question, { stand, body, bytes });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(question: string) {
    const entry = this.entries.get(question);
    if (!entry) return;
    this.entries.delete(question);
    this.bytes -= entry.bytes;
  }
}

import { isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Objekt, objektSchema } from '../../shared/schemas/objekt';
import type { Db } from '../db/client';
import { objekt } from '../db/schema';
import { type EncodedBody, encodeAll } from '../lib/encoded-body';
import { isAdmin, type Viewer } from '../plugins/session';
import { presentObjekt } from './presenter';
import { selectObjekte } from './queries';
import { visibilityFor } from './service';

/**
 * The object list every page loads (GET /api/objekt) is the same for all anonymous visitors, and the
 * same for all logged-in users who own no object; those two audiences get a body serialised and
 * compressed once per data version. Owners also see their own objects of any status, with internal
 * fields: their bodies are cached under their user id (the most recent MAX_OWNER_BODIES owners), so no
 * owner's body is ever served to anyone else. Administrators, who ask for any statuses, get a body of
 * their own on every call.
 *
 * The data version is one counter per process: every write to objects bumps it after its transaction,
 * through the hook below on the routes that write objects (objekt, bilder, user, admin user). Writes
 * outside a request (scripts, tests writing rows directly) call objektListeGeaendert() themselves.
 * Several server processes on one PostgreSQL would not see each other's bumps, so app.ts uses this cache
 * only on the embedded database (one process per DATA_DIR, guaranteed by its lock).
 */
let version = 0;

/** Marks every cached object list stale; call after a write to objects has committed. */
export function objektListeGeaendert(): void {
  version++;
}

/**
 * Bumps the data version when any mutating request of this plugin is answered: onSend runs after the
 * handler (so after its transaction committed) and before the client can see the answer, so the
 * client's next GET never gets the list from before its own write.
 */
export function invalidateObjektListeOnWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') objektListeGeaendert();
    return payload;
  });
}

const objektListeSchema = z.array(objektSchema);

/** The list as the response schema would serialise it (same encoding step as the Zod serializer). */
export function serializeObjektListe(list: Objekt[]): string {
  return JSON.stringify(z.encode(objektListeSchema, list));
}

/** How many owners' bodies are kept (each ~1 MB in three encodings); the oldest is dropped first. */
const MAX_OWNER_BODIES = 16;

/** A logged-in user who owns nothing: the presenter shows contacts but nothing private. */
const PLAIN_USER: Viewer = { id: -1, userlevel: 1, sessionId: '' };

interface Versioned<T> {
  version: number;
  value: Promise<T>;
}

/** Reuses `current` while the data version is unchanged, else starts `load` (one load per version). */
function fresh<T>(current: Versioned<T> | undefined, load: () => Promise<T>): Versioned<T> {
  if (current && current.version === version) return current;
  return { version, value: load() };
}

/** The cache of one app (one database); see the comment at the top. */
export function createObjektListeCache(db: Db) {
  let owners: Versioned<Set<number>> | undefined;
  const bodies = new Map<string, Versioned<EncodedBody>>();

  async function ownsObjects(viewer: Viewer): Promise<boolean> {
    owners = fresh(owners, async () => {
      const rows = await db.selectDistinct({ owner: objekt.owner }).from(objekt).where(isNotNull(objekt.owner));
      return new Set(rows.map((r) => r.owner as number));
    });
    const entry = owners;
    try {
      return (await entry.value).has(viewer.id);
    } catch (error) {
      if (owners === entry) owners = undefined;
      throw error;
    }
  }

  async function render(key: string, viewer: Viewer | null, statuses: number[]): Promise<EncodedBody> {
    const ownerId = viewer && viewer !== PLAIN_USER ? viewer.id : undefined;
    const rows = await selectObjekte(db, { statuses, includeExpired: false, ownerId });
    return encodeAll(serializeObjektListe(rows.map((row) => presentObjekt(row, viewer))), key);
  }

  return {
    /**
     * The cached body for this viewer and status filter, or null for administrators. Keys are the
     * statuses visibility allows (and the owner's id), so a handful of bodies exist per audience
     * whatever the query string says.
     */
    async body(viewer: Viewer | null, requested?: number[]): Promise<EncodedBody | null> {
      if (isAdmin(viewer)) return null;
      const { statuses } = visibilityFor(viewer, requested);
      const owner = viewer && (await ownsObjects(viewer)) ? viewer : null;
      const audience = owner ?? (viewer ? PLAIN_USER : null);
      const key = `${owner ? `eigentuemer-${owner.id}` : viewer ? 'angemeldet' : 'anonym'}:${statuses.join(',')}`;
      const entry = fresh(bodies.get(key), () => render(key, audience, statuses));
      if (owner) {
        // Most recently used last, so the first key is the one to drop.
        bodies.delete(key);
        const owners = [...bodies.keys()].filter((k) => k.startsWith('eigentuemer-'));
        if (owners.length >= MAX_OWNER_BODIES && owners[0]) bodies.delete(owners[0]);
      }
      bodies.set(key, entry);
      try {
        return await entry.value;
      } catch (error) {
        if (bodies.get(key) === entry) bodies.delete(key);
        throw error;
      }
    },
  };
}

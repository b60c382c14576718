import { z } from 'zod';
import { type Objekt, objektSchema } from '../../shared/schemas/objekt';
import type { Db } from '../db/client';
import { Versioned } from '../lib/body-cache';
import { type EncodedBody, encodeAll } from '../lib/encoded-body';
import { isAdmin, type Viewer } from '../plugins/session';
import { presentObjekt } from './presenter';
import { selectObjekte, selectOwnerIds } from './queries';
import { visibilityFor } from './service';

/**
 * The object list every page loads (GET /api/objekt) is the same for all anonymous visitors, and the
 * same for all logged-in users who own no object; those two audiences get a body serialised and
 * compressed once per data version. Owners also see their own objects of any status, with internal
 * fields: their bodies are cached under their user id (the most recent MAX_OWNER_BODIES owners), so no
 * owner's body is ever served to anyone else. Administrators, who ask for any statuses, get a body of
 * their own on every call.
 *
 * The data version is the database's (data_version 'objekt', lib/body-cache.ts): triggers raise it when
 * a transaction that changed objects, their lists, images or translations commits — in this process,
 * another one on the same PostgreSQL, or a script — and every call reads it (`currentVersion`) first.
 */
const objektListeSchema = z.array(objektSchema);

/** The list as the response schema would serialise it (same encoding step as the Zod serializer). */
export function serializeObjektListe(list: Objekt[]): string {
  return JSON.stringify(z.encode(objektListeSchema, list));
}

/** How many owners' bodies are kept (each ~1 MB in three encodings); the oldest is dropped first. */
const MAX_OWNER_BODIES = 16;

/** A logged-in user who owns nothing: the presenter shows contacts but nothing private. */
const PLAIN_USER: Viewer = { id: -1, userlevel: 1, sessionId: '' };

/** The cache of one app (one database); see the comment at the top. */
export function createObjektListeCache(db: Db, currentVersion: () => Promise<number>) {
  const owners = new Versioned<Set<number>>();
  const bodies = new Map<string, Versioned<EncodedBody>>();

  const loadOwners = async () => new Set(await selectOwnerIds(db));

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
      const version = await currentVersion();
      const { statuses } = visibilityFor(viewer, requested);
      const owner = viewer && (await owners.get(version, loadOwners)).has(viewer.id) ? viewer : null;
      const audience = owner ?? (viewer ? PLAIN_USER : null);
      const key = `${owner ? `eigentuemer-${owner.id}` : viewer ? 'angemeldet' : 'anonym'}:${statuses.join(',')}`;
      const entry = bodies.get(key) ?? new Versioned<EncodedBody>();
      if (owner) {
        // Most recently used last, so the first key is the one to drop.
        bodies.delete(key);
        const ownerKeys = [...bodies.keys()].filter((k) => k.startsWith('eigentuemer-'));
        if (ownerKeys.length >= MAX_OWNER_BODIES && ownerKeys[0]) bodies.delete(ownerKeys[0]);
      }
      bodies.set(key, entry);
      return entry.get(version, () => render(key, audience, statuses));
    },
  };
}

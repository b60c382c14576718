import type { z } from 'zod';
import type { RouteName } from '../../shared/domain/routes';
import { SLUG_MESSAGES, slugTargetRoute } from '../../shared/domain/slug';
import type { Slug, slugInputSchema } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { type Actor, auditedChange } from '../log/audit';
import { AppError } from '../plugins/errors';
import {
  deleteSlugRow,
  type EntityKind,
  entityExists,
  insertSlug,
  selectSlugForUpdate,
  selectSlugs,
  slugExists,
  updateSlugRow,
} from './queries';

/** A validated entry from the admin form (slug normalised, target a portal screen). */
export type SlugData = z.output<typeof slugInputSchema>;

/** Detail screens and the parameter that names their entity. */
const ENTITY_PARAMS: Partial<Record<RouteName, { param: string; kind: EntityKind }>> = {
  'wissen-detail': { param: 'wissenId', kind: 'kampagne' },
  glossar: { param: 'glossarId', kind: 'glossar' },
  foerderkompass: { param: 'foerderId', kind: 'fmMatrix' },
  detailansicht: { param: 'objektId', kind: 'objekt' },
  objekteditor: { param: 'objektId', kind: 'objekt' },
  'admin-objekt': { param: 'objektId', kind: 'objekt' },
  'admin-glossar': { param: 'id', kind: 'glossar' },
  'admin-foerdermatrix': { param: 'id', kind: 'fmMatrix' },
  'admin-kampagne': { param: 'id', kind: 'kampagne' },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every entry, by slug. */
export function listSlugs(db: Db): Promise<Slug[]> {
  return selectSlugs(db);
}

/**
 * The rules the shared schema cannot check without the database: the slug is unique (ignoring case;
 * 409 slugTaken) and a detail target names an existing entity (400 on `path`).
 */
async function checkEntry(db: Db, data: SlugData, id: number | null) {
  if (await slugExists(db, data.slug, id)) {
    throw new AppError('slugTaken', `The slug '${data.slug}' is taken`, { slug: 'error.slugTaken' });
  }
  const route = slugTargetRoute(data.path);
  const entity = route ? ENTITY_PARAMS[route.name] : undefined;
  const value = entity ? route?.params[entity.param] : undefined;
  if (!entity || value === undefined) return;
  const wellFormed = entity.kind === 'objekt' ? UUID.test(value) : /^[1-9]\d{0,8}$/.test(value);
  if (!wellFormed || !(await entityExists(db, entity.kind, value))) {
    throw new AppError('invalidRequest', 'The target path names no existing entry', {
      path: SLUG_MESSAGES.entityMissing,
    });
  }
}

/** The unique violation of PostgreSQL (a concurrent save took the slug first). */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || (error as { cause?: { code?: unknown } }).cause?.code === '23505');

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('slugTaken', 'The slug is taken', { slug: 'error.slugTaken' });
    throw error;
  }
}

/** Creates an entry; it takes effect at once (GET /api/slug and the page meta read the table). */
export async function createSlug(db: Db, actor: Actor, data: SlugData): Promise<Slug> {
  await checkEntry(db, data, null);
  return guarded(() =>
    auditedChange(db, actor, 'slugCreated', async (tx) => {
      const row = await insertSlug(tx, data);
      return { result: row, data1: String(row.id), data2: row.slug };
    }),
  );
}

/** Saves an entry, logging the fields it changed; 404 when it does not exist. */
export async function updateSlug(db: Db, actor: Actor, id: number, data: SlugData): Promise<Slug> {
  await checkEntry(db, data, id);
  return guarded(() =>
    auditedChange(db, actor, 'slugUpdated', async (tx) => {
      const vorher = await selectSlugForUpdate(tx, id);
      const row = vorher && (await updateSlugRow(tx, id, data));
      if (!row) throw new AppError('notFound', 'No such URL entry');
      return { result: row, data1: String(id), data2: row.slug, vorher, nachher: row, felder: Object.keys(data) };
    }),
  );
}

/** Deletes an entry; 404 when it does not exist. */
export async function deleteSlug(db: Db, actor: Actor, id: number): Promise<void> {
  await auditedChange(db, actor, 'slugDeleted', async (tx) => {
    const row = await deleteSlugRow(tx, id);
    if (!row) throw new AppError('notFound', 'No such URL entry');
    return { result: undefined, data1: String(id), data2: row.slug };
  });
}

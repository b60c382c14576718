import { and, eq } from 'drizzle-orm';
import { favoritKey, SAMMLUNGEN_PER_USER } from '../../shared/domain/sammlung';
import type { Standortsammlung } from '../../shared/schemas/sammlung';
import type { Db } from '../db/client';
import { standortsammlung } from '../db/schema';
import { getObjekt, getVisibleObjekte, readableBy } from '../objekt/service';
import { AppError } from '../plugins/errors';
import type { Viewer } from '../plugins/session';
import {
  countSammlungenLocked,
  deleteFavorit,
  insertFavorit,
  replaceSammlungObjekte,
  selectFavoriten,
  selectSammlungen,
} from './queries';

/** The caller's favourites as 'objekt.{id}' strings (spec 3). */
export async function listFavoriten(db: Db, viewer: Viewer): Promise<string[]> {
  return (await selectFavoriten(db, viewer.id)).map(favoritKey);
}

/** Adds a favourite; only an object the caller may see (404 otherwise, so nothing leaks). */
export async function addFavorit(db: Db, viewer: Viewer, objektId: string): Promise<string[]> {
  await getObjekt(db, viewer, objektId);
  await insertFavorit(db, viewer.id, objektId);
  return listFavoriten(db, viewer);
}

export async function removeFavorit(db: Db, viewer: Viewer, objektId: string): Promise<string[]> {
  await deleteFavorit(db, viewer.id, objektId);
  return listFavoriten(db, viewer);
}

/** Keeps only the ids the viewer may see, in order (a collection never reveals hidden objects). */
async function visibleIds(db: Db, viewer: Viewer, ids: readonly string[]) {
  return (await getVisibleObjekte(db, viewer, ids)).map((r) => r.row.id);
}

function present(record: Awaited<ReturnType<typeof selectSammlungen>>[number]): Standortsammlung {
  return {
    id: record.row.id,
    name: record.row.name,
    objekte: record.objekte,
    createdAt: record.row.created_at.toISOString(),
    updatedAt: record.row.updated_at.toISOString(),
  };
}

/** The caller's saved collections (objects they can no longer see are left out). */
export async function listSammlungen(db: Db, viewer: Viewer): Promise<Standortsammlung[]> {
  return (await selectSammlungen(db, viewer.id, readableBy(viewer))).map(present);
}

/** Saves a new collection or replaces one of the caller's; invisible objects are not stored. */
export async function saveSammlung(
  db: Db,
  viewer: Viewer,
  input: { name: string; objekte: string[] },
  id?: number,
): Promise<Standortsammlung> {
  const objekte = await visibleIds(db, viewer, [...new Set(input.objekte)]);
  if (objekte.length === 0)
    throw new AppError('invalidRequest', 'No visible object in the collection', { objekte: 'error.required' });
  const savedId = await db.transaction(async (tx) => {
    let sammlungId = id;
    if (sammlungId === undefined) {
      if ((await countSammlungenLocked(tx, viewer.id)) >= SAMMLUNGEN_PER_USER) {
        throw new AppError('tooManySammlungen', `At most ${SAMMLUNGEN_PER_USER} collections per user`);
      }
      const [row] = await tx.insert(standortsammlung).values({ user: viewer.id, name: input.name }).returning();
      sammlungId = row?.id;
    } else {
      const [row] = await tx
        .update(standortsammlung)
        .set({ name: input.name, updated_at: new Date() })
        .where(and(eq(standortsammlung.id, sammlungId), eq(standortsammlung.user, viewer.id)))
        .returning();
      if (!row) throw new AppError('notFound', 'No such collection');
    }
    if (sammlungId === undefined) throw new Error('collection not created');
    await replaceSammlungObjekte(tx, sammlungId, objekte);
    return sammlungId;
  });
  const [saved] = await selectSammlungen(db, viewer.id, readableBy(viewer), savedId);
  if (!saved) throw new AppError('notFound', 'No such collection');
  return present(saved);
}

export async function deleteSammlung(db: Db, viewer: Viewer, id: number) {
  const [row] = await db
    .delete(standortsammlung)
    .where(and(eq(standortsammlung.id, id), eq(standortsammlung.user, viewer.id)))
    .returning({ id: standortsammlung.id });
  if (!row) throw new AppError('notFound', 'No such collection');
}

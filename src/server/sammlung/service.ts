import { favoritKey, SAMMLUNGEN_PER_USER } from '../../shared/domain/sammlung';
import type { Standortsammlung } from '../../shared/schemas/sammlung';
import type { Db } from '../db/client';
import { type LogSource, writeLog } from '../log/service';
import { getObjekt, getVisibleObjekte, readableBy } from '../objekt/service';
import { AppError } from '../plugins/errors';
import type { Viewer } from '../plugins/session';
import {
  countSammlungenLocked,
  deleteFavorit,
  deleteSammlungRow,
  insertFavorit,
  insertSammlung,
  renameSammlung,
  replaceSammlungObjekte,
  selectFavoriten,
  selectSammlungen,
} from './queries';

/** The caller's favourites as 'objekt.{id}' strings (spec 3). */
export async function listFavoriten(db: Db, viewer: Viewer): Promise<string[]> {
  return (await selectFavoriten(db, viewer.id)).map(favoritKey);
}

/**
 * Adds a favourite (logged for the statistics); only an object the caller may see (404 otherwise, so
 * nothing leaks).
 */
export async function addFavorit(db: Db, viewer: Viewer, objektId: string, source: LogSource): Promise<string[]> {
  await getObjekt(db, viewer, objektId);
  await insertFavorit(db, viewer.id, objektId);
  await writeLog(db, source, 'favoriteAdded', { data1: objektId });
  return listFavoriten(db, viewer);
}

/** Removes a favourite (logged for the statistics). */
export async function removeFavorit(db: Db, viewer: Viewer, objektId: string, source: LogSource): Promise<string[]> {
  await deleteFavorit(db, viewer.id, objektId);
  await writeLog(db, source, 'favoriteRemoved', { data1: objektId });
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
      sammlungId = await insertSammlung(tx, viewer.id, input.name);
    } else if (!(await renameSammlung(tx, viewer.id, sammlungId, input.name))) {
      throw new AppError('notFound', 'No such collection');
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
  if (!(await deleteSammlungRow(db, viewer.id, id))) throw new AppError('notFound', 'No such collection');
}

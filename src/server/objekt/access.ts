import type { Db } from '../db/client';
import { AppError } from '../plugins/errors';
import { isAdmin, type Viewer } from '../plugins/session';
import { visibleToMembers } from './service';
import { selectObjektRow } from './write-queries';

/**
 * Loads an object for a write by this viewer. Someone else's object answers 404 when the viewer could not
 * even see it, 403 otherwise; owners never reach objects the agency has hidden.
 */
export async function loadForWrite(db: Db, viewer: Viewer, id: string) {
  const row = await selectObjektRow(db, id);
  if (!row) return null;
  if (isAdmin(viewer) || row.owner === viewer.id) return row;
  throw visibleToMembers(row)
    ? new AppError('forbidden', 'Not your object')
    : new AppError('notFound', 'No such object');
}

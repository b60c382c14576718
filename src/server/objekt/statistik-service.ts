import { type ObjektStatistikAntwort, STATISTIK_WOCHEN } from '../../shared/schemas/objekt-statistik';
import type { Db } from '../db/client';
import { AppError } from '../plugins/errors';
import type { Viewer } from '../plugins/session';
import { loadForWrite } from './access';
import { type StatistikScope, selectObjektStatistik, selectWochen } from './statistik-queries';

async function statistik(db: Db, scope: StatistikScope): Promise<ObjektStatistikAntwort> {
  const [wochen, objekte] = await Promise.all([
    selectWochen(db, STATISTIK_WOCHEN),
    selectObjektStatistik(db, scope, STATISTIK_WOCHEN),
  ]);
  return { wochen, objekte };
}

/** The figures of the viewer's own listings, those Meine Immobilien lists (issue #25 part 5). */
export function getEigeneStatistik(db: Db, viewer: Viewer): Promise<ObjektStatistikAntwort> {
  return statistik(db, { owner: viewer.id });
}

/**
 * One listing's figures: for its owner and administrators; anyone else gets 403 where they could see the
 * listing, 404 otherwise (objekt/access.ts, as for its history).
 */
export async function getObjektStatistik(db: Db, viewer: Viewer, id: string): Promise<ObjektStatistikAntwort> {
  if (!(await loadForWrite(db, viewer, id))) throw new AppError('notFound', 'No such object');
  return statistik(db, { objekt: id });
}

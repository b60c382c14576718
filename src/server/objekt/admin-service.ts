import type { Status } from '../../shared/domain/objekt';
import { requiresComplete, transition } from '../../shared/domain/status';
import { inputOfObjekt, missingForSubmission, type ObjektBulkAktionBody } from '../../shared/schemas/objekt-input';
import type { Db } from '../db/client';
import type { Actor } from '../log/audit';
import type { NotifyContext } from '../notify/objekt-notices';
import { AppError } from '../plugins/errors';
import { lockObjekte } from './admin-queries';
import { presentObjekt } from './presenter';
import { selectObjekte } from './queries';
import { readableBy } from './service';
import { recordAktion } from './write-service';

/** The refused objects as the error's fields: object number → why. */
const refusal = (rows: { objektnummer: string }[], why: string) =>
  Object.fromEntries(rows.map((r) => [r.objektnummer, why]));

/**
 * The admin list's bulk status change (POST /api/admin/objekte/status): one workflow action for several
 * objects in one transaction, each through the transition table and the completeness rule of a single
 * change, with its history entry and mails. The rows are locked in id order; when any object may not
 * take the action (409 transitionNotAllowed) or is incomplete for its new status (400 incomplete), none
 * changes and the error names the refused objects by number. Returns how many objects changed.
 */
export async function applyAktionBulk(
  db: Db,
  viewer: Actor,
  { ids, ...body }: ObjektBulkAktionBody,
  notify: NotifyContext,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockObjekte(tx, ids);
    if (rows.length !== ids.length) throw new AppError('notFound', 'Some of the objects do not exist (any more)');
    const changes = rows.map((row) => ({
      row,
      to: transition(body.aktion, row.status as Status, 'admin', body.status),
    }));
    const refused = changes.filter((c) => c.to === null).map((c) => c.row);
    if (refused.length > 0) {
      throw new AppError(
        'transitionNotAllowed',
        `Action ${body.aktion} is not allowed for ${refused.map((r) => r.objektnummer).join(', ')}`,
        refusal(refused, 'transitionNotAllowed'),
      );
    }
    const checked = changes.filter((c) => c.to !== null && requiresComplete(c.to)).map((c) => c.row.id);
    if (checked.length > 0) {
      const records = await selectObjekte(tx, readableBy(viewer), checked);
      const incomplete = records
        .filter((r) => missingForSubmission(inputOfObjekt(presentObjekt(r, viewer))).length > 0)
        .map((r) => r.row);
      if (incomplete.length > 0) {
        throw new AppError(
          'incomplete',
          `Incomplete for the new status: ${incomplete.map((r) => r.objektnummer).join(', ')}`,
          refusal(incomplete, 'incomplete'),
        );
      }
    }
    for (const { row, to } of changes) await recordAktion(tx, viewer, row, to as Status, body, notify);
    return changes.length;
  });
}

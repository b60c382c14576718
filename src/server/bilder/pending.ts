import type { Db } from '../db/client';
import type { AenderungBild } from '../db/schema';
import type { Actor } from '../log/audit';
import { presentBild } from '../objekt/aenderung-presenter';
import { changePendingBilder } from '../objekt/aenderung-service';
import { AppError } from '../plugins/errors';
import type { FileStore } from '../storage/store';
import { removeFiles } from './storage';

/**
 * The files of a released object as its owner changes them: the changes go into the object's pending
 * change (objekt/aenderung-service.ts) and the released files stay online until the agency releases it.
 */

/** Refuses an order that does not name every file of the object exactly once. */
export function requireCompleteOrder(msids: string[], known: Set<string>) {
  if (msids.length !== known.size || new Set(msids).size !== msids.length || !msids.every((m) => known.has(m))) {
    throw new AppError('invalidRequest', 'The order must list every file of the object once', {
      msids: 'error.invalidValue',
    });
  }
}

/** Puts the pending version's files into the given order. */
export async function reorderPending(db: Db, viewer: Actor, objektId: string, msids: string[]) {
  const { bilder } = await db.transaction((tx) =>
    changePendingBilder(tx, viewer, objektId, (current) => {
      requireCompleteOrder(msids, new Set(current.map((b) => b.msid)));
      const byMsid = new Map(current.map((b) => [b.msid, b]));
      return msids.map((m) => byMsid.get(m) as AenderungBild);
    }),
  );
  return bilder.map(presentBild);
}

/**
 * Removes a file from the pending version. A released file stays online (and on disk) until the change is
 * released; an upload of the change itself is removed at once.
 */
export async function deletePendingBild(db: Db, store: FileStore, viewer: Actor, objektId: string, msid: string) {
  let gone: AenderungBild | undefined;
  const { bilder, released } = await db.transaction((tx) =>
    changePendingBilder(tx, viewer, objektId, (current) => {
      gone = current.find((b) => b.msid === msid);
      if (!gone) throw new AppError('notFound', 'No such file');
      return current.filter((b) => b.msid !== msid);
    }),
  );
  if (gone && !released.some((b) => b.msid === msid)) await removeFiles(store, gone.s3filename, gone.mimetype);
  return bilder.map(presentBild);
}

/** Gives a file of the pending version a title (or none). */
export async function setPendingTitel(db: Db, viewer: Actor, objektId: string, msid: string, titel: string | null) {
  const { bilder } = await db.transaction((tx) =>
    changePendingBilder(tx, viewer, objektId, (current) => {
      if (!current.some((b) => b.msid === msid)) throw new AppError('notFound', 'No such file');
      return current.map((b) => (b.msid === msid ? { ...b, titel } : b));
    }),
  );
  return presentBild(bilder.find((b) => b.msid === msid) as AenderungBild);
}

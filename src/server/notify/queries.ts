import { and, asc, eq, gt } from 'drizzle-orm';
import { ADMIN_LEVEL } from '../../shared/domain/account';
import { STATUS } from '../../shared/domain/objekt';
import type { Db } from '../db/client';
import { objekt, users } from '../db/schema';

/** A writing transaction or the database. */
export type Reader = Pick<Db, 'select'>;

/** Where a user's mails go and in which language; null for no user. */
export async function selectRecipient(db: Reader, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db.select({ email: users.email, lang: users.lang }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Every administrator who can act on a review (not locked), with their language. */
export function selectAdministrators(db: Reader) {
  return db
    .select({ email: users.email, lang: users.lang })
    .from(users)
    .where(and(gt(users.userlevel, ADMIN_LEVEL), eq(users.locked, false)))
    .orderBy(asc(users.id));
}

/** The submissions waiting for review, oldest first (by their last change: the submission). */
export function selectWaiting(db: Reader) {
  return db
    .select({
      id: objekt.id,
      objektname: objekt.objektname,
      objektnummer: objekt.objektnummer,
      seit: objekt.geaendertam,
    })
    .from(objekt)
    .where(eq(objekt.status, STATUS.IN_PRUEFUNG))
    .orderBy(asc(objekt.geaendertam));
}

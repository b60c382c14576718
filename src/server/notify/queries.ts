import { and, asc, eq, gt, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { ADMIN_LEVEL } from '../../shared/domain/account';
import { STATUS } from '../../shared/domain/objekt';
import type { Db } from '../db/client';
import { objekt, objektAenderung, users } from '../db/schema';

/** A writing transaction or the database. */
export type Reader = Pick<Db, 'select'>;

/** Where a user's mails go and in which language; null for no user. */
export async function selectRecipient(db: Reader, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db.select({ email: users.email, lang: users.lang }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

const released = sql`${objekt.status} in (${STATUS.MIT_LOGIN}, ${STATUS.OHNE_LOGIN})`;

/** Every administrator who can act on a review (not locked), with their language. */
export function selectAdministrators(db: Reader) {
  return db
    .select({ email: users.email, lang: users.lang })
    .from(users)
    .where(and(gt(users.userlevel, ADMIN_LEVEL), eq(users.locked, false)))
    .orderBy(asc(users.id));
}

/**
 * What waits for the agency's review, oldest first: submissions (since their last change, the submission)
 * and pending changes of released listings (since the owner's last save).
 */
export async function selectWaiting(db: Reader) {
  const submissions = await db
    .select({
      id: objekt.id,
      objektname: objekt.objektname,
      objektnummer: objekt.objektnummer,
      seit: objekt.geaendertam,
    })
    .from(objekt)
    .where(eq(objekt.status, STATUS.IN_PRUEFUNG));
  const changes = await db
    .select({
      id: objekt.id,
      objektname: objekt.objektname,
      objektnummer: objekt.objektnummer,
      seit: objektAenderung.geaendertam,
    })
    .from(objektAenderung)
    .innerJoin(objekt, eq(objekt.id, objektAenderung.objekt))
    .where(and(eq(objektAenderung.status, 'offen'), released));
  return [
    ...submissions.map((w) => ({ ...w, art: 'einreichung' as const })),
    ...changes.map((w) => ({ ...w, art: 'aenderung' as const })),
  ].sort((a, b) => a.seit.getTime() - b.seit.getTime());
}

/** Today in Vienna: the agency's calendar decides when a listing expires. */
const today = sql`(now() at time zone 'Europe/Vienna')::date`;
const returning = {
  id: objekt.id,
  objektname: objekt.objektname,
  objektnummer: objekt.objektnummer,
  owner: objekt.owner,
  ablaufdatum: objekt.ablaufdatum,
  status: objekt.status,
};

/** Marks every listing whose ablaufdatum has passed as expired (notice 0 = the expiry mail is due). */
export function markExpired(tx: Pick<Db, 'update'>) {
  return tx
    .update(objekt)
    .set({ istabgelaufen: true, ablaufhinweis: 0 })
    .where(and(eq(objekt.istabgelaufen, false), lt(objekt.ablaufdatum, today)))
    .returning(returning);
}

/**
 * Records the reminder `days` before expiry as sent for the released listings that reach it today (or
 * passed it without one) and answers them: each reminder goes out once per ablaufdatum.
 */
export function markReminder(tx: Pick<Db, 'update'>, days: number) {
  return tx
    .update(objekt)
    .set({ ablaufhinweis: days })
    .where(
      and(
        eq(objekt.istabgelaufen, false),
        released,
        gte(objekt.ablaufdatum, today),
        lte(objekt.ablaufdatum, sql`${today} + ${days}::int`),
        or(isNull(objekt.ablaufhinweis), gt(objekt.ablaufhinweis, days)),
      ),
    )
    .returning(returning);
}

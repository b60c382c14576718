import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { contact, favorit, users } from '../db/schema';

/** A user row with the ids of their favourite objects. */
export async function selectUserWithFavourites(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) return null;
  const favs = await db.select({ objekt: favorit.objekt }).from(favorit).where(eq(favorit.user, id));
  return { user, favourites: favs.map((f) => f.objekt) };
}

/** The contact record of a user, if any. */
export async function selectContact(db: Db, userId: number) {
  const [row] = await db.select().from(contact).where(eq(contact.user, userId));
  return row ?? null;
}

/** A user's row. */
export async function selectUser(db: Db | Tx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/**
 * Accepts a TOTP time step once: only when it is later than the last accepted one (one atomic statement,
 * so two requests racing with the same code cannot both win).
 */
export async function spendTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const used = await db
    .update(users)
    .set({ totp_last_step: step })
    .where(and(eq(users.id, userId), or(isNull(users.totp_last_step), lt(users.totp_last_step, step))))
    .returning({ id: users.id });
  return used.length === 1;
}

/** Strikes off a recovery code by its hash, if the user has it (one atomic statement). */
export async function spendRecoveryCode(db: Db, userId: number, hash: string): Promise<boolean> {
  const used = await db
    .update(users)
    .set({ totp_recovery_codes: sql`array_remove(${users.totp_recovery_codes}, ${hash})` })
    .where(and(eq(users.id, userId), sql`${hash} = any(${users.totp_recovery_codes})`))
    .returning({ id: users.id });
  return used.length === 1;
}

/** Stores a new TOTP secret beside the current one until a code from it is confirmed. */
export async function setTotpPendingSecret(db: Db, userId: number, encrypted: string) {
  await db.update(users).set({ totp_pending_secret: encrypted }).where(eq(users.id, userId));
}

/** Makes the pending secret the secret, from now, with its first accepted step and the recovery codes' hashes. */
export async function enableTotp(
  tx: Tx,
  userId: number,
  totp: { secret: string | null; step: number; recoveryHashes: string[] },
) {
  await tx
    .update(users)
    .set({
      totp_secret: totp.secret,
      totp_pending_secret: null,
      totp_enabled_at: sql`now()`,
      totp_last_step: totp.step,
      totp_recovery_codes: totp.recoveryHashes,
    })
    .where(eq(users.id, userId));
}

/** Clears a user's two-factor sign-in: secrets, steps and recovery codes. */
export async function disableTotp(db: Db, userId: number) {
  await db
    .update(users)
    .set({
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      totp_recovery_codes: [],
    })
    .where(eq(users.id, userId));
}

/** Replaces a user's recovery codes by these hashes. */
export async function setRecoveryCodes(db: Db, userId: number, hashes: string[]) {
  await db.update(users).set({ totp_recovery_codes: hashes }).where(eq(users.id, userId));
}

/** The user with this (normalised) username. */
export async function selectUserByUsername(db: Db | Tx, username: string) {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  return user;
}

/** Inserts a user and returns their id and address. */
export async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  const [user] = await tx.insert(users).values(values).returning({ id: users.id, email: users.email });
  return user;
}

/** Writes columns of a user's row. */
export async function updateUser(db: Db | Tx, id: number, set: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(set).where(eq(users.id, id));
}

/** Sets a user's password hash; answers their address and language (for the mail that tells them). */
export async function updatePasswordHash(tx: Tx, id: number, password_hash: string) {
  const [user] = await tx
    .update(users)
    .set({ password_hash })
    .where(eq(users.id, id))
    .returning({ email: users.email, lang: users.lang });
  return user;
}

/** A user's password hash. */
export async function selectPasswordHash(db: Db, id: number) {
  const [user] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, id));
  return user?.hash;
}

/** Deletes a user; sessions, favourites and tokens cascade, listings stay (owner set to null). */
export async function deleteUserRow(db: Db, id: number) {
  await db.delete(users).where(eq(users.id, id));
}

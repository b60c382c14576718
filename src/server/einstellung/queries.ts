import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { einstellung } from '../db/schema';

/**
 * The stored value of a setting, or null when it was never set; `forUpdate` locks its row until the
 * transaction ends, so a change compares against the value it replaces.
 */
export async function readEinstellung(db: Db | Tx, name: string, forUpdate = false): Promise<unknown> {
  const query = db.select({ wert: einstellung.wert }).from(einstellung).where(eq(einstellung.name, name));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row?.wert ?? null;
}

/** Stores a setting's value (one row per setting), with who changed it when. */
export async function writeEinstellung(db: Db | Tx, name: string, wert: unknown, userId: number): Promise<void> {
  const values = { wert, geaendertam: new Date(), geaendertvon: userId };
  await db
    .insert(einstellung)
    .values({ name, ...values })
    .onConflictDoUpdate({ target: einstellung.name, set: values });
}

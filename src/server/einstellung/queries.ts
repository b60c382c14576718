import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { einstellung } from '../db/schema';

/** The stored value of a setting, or null when it was never set. */
export async function readEinstellung(db: Db, name: string): Promise<unknown> {
  const [row] = await db.select({ wert: einstellung.wert }).from(einstellung).where(eq(einstellung.name, name));
  return row?.wert ?? null;
}

/** Stores a setting's value (one row per setting), with who changed it when. */
export async function writeEinstellung(db: Db, name: string, wert: unknown, userId: number): Promise<void> {
  const values = { wert, geaendertam: new Date(), geaendertvon: userId };
  await db
    .insert(einstellung)
    .values({ name, ...values })
    .onConflictDoUpdate({ target: einstellung.name, set: values });
}

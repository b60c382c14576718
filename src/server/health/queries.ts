import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** How many of the shipped migrations the database has applied (drizzle's own journal table). */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  return (result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0;
}

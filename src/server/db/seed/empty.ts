import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { objekt, users } from '../schema';

/**
 * True when the database has neither properties nor users: the demo data is loaded only then. A module of
 * its own, so a start on an existing database does not load the seed and its data.
 */
export async function isEmpty(db: Db): Promise<boolean> {
  const [o] = await db.select({ n: sql<number>`count(*)::int` }).from(objekt);
  const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (o?.n ?? 0) === 0 && (u?.n ?? 0) === 0;
}

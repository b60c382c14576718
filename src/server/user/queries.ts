import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
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

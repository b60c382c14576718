import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { createSession, SESSION_COOKIE } from '../plugins/session';

/** Creates a verified user with the given level (1 = registered, 9 = administrator). */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.test`;
  const [user] = await db
    .insert(users)
    .values({ username: email, email, password_hash: 'not-a-login', verified_at: new Date(), ...overrides })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

/** A session cookie header for a user, as the browser would send it after login. */
export async function sessionCookie(db: Db, userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await createSession(db, userId)}`;
}

/** A session cookie for the seeded user with this username. */
export async function cookieFor(db: Db, username: string): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no seeded user ${username}`);
  return sessionCookie(db, user.id);
}

/** A complete, valid editor input for a plot near St. Pölten; override fields to test single rules. */
export function objektInput(overrides: Record<string, unknown> = {}) {
  return {
    objektart: 180620000,
    objektname: 'Betriebsgrundstück am Wirtschaftspark',
    objektname2: null,
    strasse: 'Industriestraße 12',
    plz: '3100',
    ort: 'St. Pölten',
    bezirk: '302',
    lageerreichbarkeit: 'Direkt an der B1, 3 km zur A1.',
    detailbeschreibung: 'Ebenes Grundstück.\nVoll aufgeschlossen.',
    internebeschreibung: null,
    kontakte: 'Anna Berger, +43 2742 12345',
    flaechenbezeichnung: 'Baufeld A',
    flaecheinqm: 12000,
    istteilbar: true,
    kleinsteflaecheinqm: 4000,
    hallenhoehe: null,
    istkaufobjekt: true,
    istmietobjekt: false,
    kaufpreis: 720000,
    kaufpreisproqm: 60,
    mietpreis: null,
    mietpreisproqm: null,
    grundstuecke: ['123/4'],
    tags: [],
    standortbeschreibung: [31, 50],
    widmungen: ['BB'],
    technischeinfrastruktur: [1, 13],
    verkehrsinfrastruktur: [{ type: 1, connection: 'A1 West Autobahn', distance: 3 }],
    standort: 'POINT(15.63 48.2)',
    polygon: 'POLYGON((15.629 48.1995,15.631 48.1995,15.631 48.2005,15.629 48.2005,15.629 48.1995))',
    uebersetzung: {
      objektname_en: 'Business plot at the business park',
      detailbeschreibung_en: 'Level plot, fully serviced.',
      lageerreichbarkeit_en: 'Right on the B1, 3 km to the A1.',
    },
    ...overrides,
  };
}

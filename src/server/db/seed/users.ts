import { eq } from 'drizzle-orm';
import { TERMS_VERSION } from '../../../shared/domain/account';
import { enqueueVerification } from '../../user/auth-service';
import { hashPassword } from '../../user/password';
import { encryptTotpSecret, type TwoFactorKeys } from '../../user/totp';
import type { Db } from '../client';
import { contact, users } from '../schema';

/** A demo login, printed by the start log and the README. */
export interface DemoUser {
  role: 'admin' | 'owner' | 'unverified' | 'broker';
  username: string;
  password: string;
}

/**
 * The demo logins (spec 6 roles): an administrator, a verified property owner, an unverified user and a
 * broker (issue #26: imports OpenImmo feeds; no API key is seeded, as a key is shown only once, when made).
 */
export const DEMO_USERS: readonly DemoUser[] = [
  { role: 'admin', username: 'admin@standortportal.at', password: 'Standort!Admin2026' },
  { role: 'owner', username: 'eigentuemer@standortportal.at', password: 'Standort!Owner2026' },
  { role: 'unverified', username: 'neu@standortportal.at', password: 'Standort!Neu2026' },
  { role: 'broker', username: 'makler@standortportal.at', password: 'Standort!Makler2026' },
];

/**
 * The demo administrator's TOTP secret (two-factor sign-in is required for administrators). It is public
 * (README) so that testers can add it to an authenticator app or print the code with `npm run totp`;
 * a real installation replaces it on the account page.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'FAD4OYSTDQSVNCGKEYX3H2PZETVP4LQT';

/** Ids of the inserted demo users. */
export interface SeededUsers {
  adminId: number;
  ownerId: number;
  unverifiedId: number;
  brokerId: number;
}

/** Fixed timestamps keep the seed deterministic. */
const CREATED = new Date('2025-09-01T08:00:00Z');
const VERIFIED = new Date('2025-09-01T08:15:00Z');

function login(role: DemoUser['role']): DemoUser {
  const user = DEMO_USERS.find((u) => u.role === role);
  if (!user) throw new Error(`no demo user ${role}`);
  return user;
}

/** Hashes the demo passwords; done before the transaction, which must stay short (PGlite has one connection). */
export async function hashDemoPasswords(): Promise<Record<DemoUser['role'], string>> {
  const hashes = await Promise.all(DEMO_USERS.map(async (u) => [u.role, await hashPassword(u.password)] as const));
  return Object.fromEntries(hashes) as Record<DemoUser['role'], string>;
}

/**
 * Inserts the four demo users and the contact records of the administrator, the owner and the broker; the
 * administrator gets two-factor sign-in with DEMO_ADMIN_TOTP_SECRET (encrypted with `keys`).
 */
export async function seedUsers(
  db: Db,
  hashes: Record<DemoUser['role'], string>,
  keys: TwoFactorKeys,
): Promise<SeededUsers> {
  return db.transaction(async (tx) => {
    const admin = login('admin');
    const owner = login('owner');
    const neu = login('unverified');
    const makler = login('broker');
    const [a, o, n, m] = await tx
      .insert(users)
      .values([
        {
          userlevel: 9,
          username: admin.username,
          email: admin.username,
          password_hash: hashes.admin,
          verified_at: VERIFIED,
          first_name: 'Andrea',
          last_name: 'Weinberger',
          title: 'Mag.',
          company_name: 'Standortportal Niederösterreich',
          address: 'Landhausplatz 1',
          postal_code: '3100',
          city: 'St. Pölten',
          country: 'AT',
          short_code: 'AW',
          terms_consent: true,
          terms_version: TERMS_VERSION,
          created_at: CREATED,
        },
        {
          userlevel: 1,
          username: owner.username,
          email: owner.username,
          password_hash: hashes.owner,
          verified_at: VERIFIED,
          first_name: 'Thomas',
          last_name: 'Gruber',
          title: 'Ing.',
          company_name: 'Gruber Liegenschaften GmbH',
          customer_number: 'K-10427',
          address: 'Industriestraße 14',
          postal_code: '3300',
          city: 'Amstetten',
          country: 'AT',
          phone: '+43 7472 000 140',
          mobile: '+43 664 000 1427',
          contact_person: 'Thomas Gruber',
          countries: ['AT'],
          remark: 'Demo-Eigentümer mit eigenen Inseraten',
          newsletter_consent: true,
          terms_consent: true,
          terms_version: TERMS_VERSION,
          information_consent: true,
          interest_location_search: true,
          interest_funding: true,
          is_property_owner: true,
          // A company profile, so the funding block of a property ranks programmes for it.
          unternehmensgroesse: 'klein',
          vorhaben: ['investition', 'standort'],
          created_at: CREATED,
        },
        {
          userlevel: 1,
          username: neu.username,
          email: neu.username,
          password_hash: hashes.unverified,
          verified_at: null,
          terms_consent: true,
          terms_version: TERMS_VERSION,
          created_at: CREATED,
        },
        {
          userlevel: 1,
          username: makler.username,
          email: makler.username,
          password_hash: hashes.broker,
          verified_at: VERIFIED,
          first_name: 'Sabine',
          last_name: 'Hofbauer',
          title: 'Mag.',
          company_name: 'Hofbauer Gewerbeimmobilien GmbH',
          address: 'Kremser Gasse 9',
          postal_code: '3100',
          city: 'St. Pölten',
          country: 'AT',
          phone: '+43 2742 000 260',
          contact_person: 'Mag. Sabine Hofbauer',
          remark: 'Demo-Maklerin: importiert ihre Inserate als OpenImmo-Feed',
          terms_consent: true,
          terms_version: TERMS_VERSION,
          is_property_owner: true,
          makler: true,
          unternehmensgroesse: 'mittel',
          vorhaben: ['standort', 'beratung'],
          created_at: CREATED,
        },
      ])
      .returning({ id: users.id });
    if (!a || !o || !n || !m) throw new Error('demo users not inserted');
    await tx
      .update(users)
      .set({ totp_secret: encryptTotpSecret(keys, a.id, DEMO_ADMIN_TOTP_SECRET), totp_enabled_at: VERIFIED })
      .where(eq(users.id, a.id));
    // The administrator's record is the agency's investor service, which owners see as their contact.
    await tx.insert(contact).values({
      user: a.id,
      name: 'Mag. Andrea Weinberger',
      company: 'Standortportal Niederösterreich',
      email: admin.username,
      phone: '+43 2742 9000-19600',
      address: 'Landhausplatz 1',
      postal_code: '3100',
      city: 'St. Pölten',
      country: 'AT',
      updated_at: CREATED,
    });
    await tx.insert(contact).values({
      user: o.id,
      name: 'Ing. Thomas Gruber',
      company: 'Gruber Liegenschaften GmbH',
      email: owner.username,
      phone: '+43 7472 000 140',
      mobile: '+43 664 000 1427',
      address: 'Industriestraße 14',
      postal_code: '3300',
      city: 'Amstetten',
      country: 'AT',
      updated_at: CREATED,
    });
    await tx.insert(contact).values({
      user: m.id,
      name: 'Mag. Sabine Hofbauer',
      company: 'Hofbauer Gewerbeimmobilien GmbH',
      email: makler.username,
      phone: '+43 2742 000 260',
      address: 'Kremser Gasse 9',
      postal_code: '3100',
      city: 'St. Pölten',
      country: 'AT',
      updated_at: CREATED,
    });
    return { adminId: a.id, ownerId: o.id, unverifiedId: n.id, brokerId: m.id };
  });
}

/**
 * The unverified demo user's verification mail, as a registration sends it (German, valid VERIFY_LINK_HOURS),
 * so its refused login can be followed by a verification. Sent once the job queue runs (after the start).
 */
export async function sendDemoVerification(db: Db, publicUrl: string): Promise<void> {
  const { username } = login('unverified');
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.username, username));
    if (user) await enqueueVerification(tx, user, publicUrl, 'de');
  });
}

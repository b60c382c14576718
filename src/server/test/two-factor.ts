import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  TOTP_PERIOD_SECONDS,
  totpCode,
  totpStep,
  twoFactorKeys,
} from '../user/totp';
import { type Agent, createAgent } from './agent';
import { TEST_SESSION_SECRET } from './databases';

/** The keys every test app derives from the suite's SESSION_SECRET. */
export const testTwoFactorKeys = twoFactorKeys(TEST_SESSION_SECRET);

/** The TOTP secret of the administrators the factories create (createUser with a level above 6). */
export const TEST_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Switches two-factor sign-in on for a user, as the account page would, with a known secret. */
export async function enrolTwoFactor(db: Db, userId: number, secret = TEST_ADMIN_TOTP_SECRET) {
  await db
    .update(users)
    .set({
      totp_secret: encryptTotpSecret(testTwoFactorKeys, userId, secret),
      totp_enabled_at: new Date(),
      totp_last_step: null,
    })
    .where(eq(users.id, userId));
}

/**
 * A code of the user's stored secret that the server has not seen yet: the current step's, else the
 * next one's (still inside the ±1 window), else it waits for the clock. So several logins of one
 * account in a row do not trip the replay protection.
 */
export async function freshTotpCode(db: Db, username: string): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user?.totp_secret) throw new Error(`${username} has no two-factor sign-in`);
  const secret = decryptTotpSecret(testTwoFactorKeys, user.id, user.totp_secret);
  if (!secret) throw new Error(`the TOTP secret of ${username} is not readable with the test keys`);
  const used = user.totp_last_step ?? Number.NEGATIVE_INFINITY;
  for (;;) {
    const now = Date.now();
    const step = totpStep(now);
    if (step > used) return totpCode(secret, now);
    if (step + 1 > used) return totpCode(secret, now + TOTP_PERIOD_SECONDS * 1000);
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * TOTP_PERIOD_SECONDS * 1000 - now + 50));
  }
}

/**
 * Logs an agent in like the login page: password, then (for accounts with two-factor sign-in) the
 * code step with a fresh code. Answers the last response.
 */
export async function loginWithTwoFactor(db: Db, agent: Agent, username: string, password: string) {
  if (!agent.jar.has('XSRF-TOKEN')) await agent.get('/api/userdata');
  const first = await agent.post('/api/login', { username, password });
  if (first.statusCode !== 200 || !first.json().twoFactorRequired) return first;
  return agent.post('/api/login/code', { code: await freshTotpCode(db, username) });
}

/** A new agent logged in as this user (two-factor step included); throws when the login fails. */
export async function loggedInAgent(app: FastifyInstance, db: Db, username: string, password: string) {
  const agent = createAgent(app);
  const res = await loginWithTwoFactor(db, agent, username, password);
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
  return agent;
}

/** A six-digit code that none of the steps around now accepts. */
export function wrongCode(secret: string = TEST_ADMIN_TOTP_SECRET): string {
  const now = Date.now();
  const valid = new Set([-2, -1, 0, 1, 2].map((d) => totpCode(secret, now + d * TOTP_PERIOD_SECONDS * 1000)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

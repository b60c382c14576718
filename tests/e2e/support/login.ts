import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_USERS } from '../../../src/server/db/seed/users';
import { TOTP_PERIOD_SECONDS, totpCode, totpStep } from '../../../src/server/user/totp';

/** A login of the demo data; `totpSecret` for accounts with two-factor sign-in. */
export interface Login {
  username: string;
  password: string;
  totpSecret?: string;
}

const demo = (role: 'admin' | 'owner' | 'broker'): Login => {
  const user = DEMO_USERS.find((u) => u.role === role);
  if (!user) throw new Error(`no demo ${role}`);
  return { username: user.username, password: user.password };
};

/** The demo administrator: password and the README's TOTP secret (administrators need two-factor sign-in). */
export const DEMO_ADMIN: Login = { ...demo('admin'), totpSecret: DEMO_ADMIN_TOTP_SECRET };
/** The demo property owner (no two-factor sign-in). */
export const DEMO_OWNER: Login = demo('owner');
/** The demo broker (issue #26: imports OpenImmo feeds; no two-factor sign-in). */
export const DEMO_BROKER: Login = demo('broker');

/**
 * A code the portal has not accepted yet. The server refuses a code of the same or an earlier time step
 * than the last one it accepted (no replay), and the journeys log the demo administrator in many times:
 * the last step used is kept in a file beside the portal's data, so every spec file of the run knows it,
 * and a step is taken from the ±1 window or, when both are used, the clock is waited for.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const file = path.join(inject('dataDir'), `e2e-totp-step-${secret.slice(0, 6)}`);
  const used = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : Number.NEGATIVE_INFINITY;
  for (;;) {
    const now = Date.now();
    const step = totpStep(now);
    const pick = step > used ? step : step + 1 > used ? step + 1 : null;
    if (pick !== null) {
      fs.writeFileSync(file, String(pick));
      return totpCode(secret, pick * TOTP_PERIOD_SECONDS * 1000);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * TOTP_PERIOD_SECONDS * 1000 - now + 100));
  }
}

/**
 * Fills the login form the page shows and submits it; for an account with two-factor sign-in it then
 * types a fresh code into the code step, as a user with an authenticator app would.
 */
export async function submitLogin(page: Page, user: Login) {
  await page.getByTestId('login-username').fill(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  if (!user.totpSecret) return;
  const code = page.getByTestId('login-code');
  await code.waitFor();
  await code.fill(await freshTotpCode(user.totpSecret));
  await page.getByTestId('login-code-submit').click();
}

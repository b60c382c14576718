import type { Config } from './config';

/** What the start prints once the portal listens. */
export interface StartFacts {
  /** Every URL the server answers on (listen-urls.ts). */
  urls: string[];
  /** The database it uses, in words. */
  where: string;
  /** The configuration's PUBLIC_URL, when set. */
  publicUrl?: string;
  /** The demo data answers on this machine only (config.demoLocalOnly). */
  demoLocalOnly: boolean;
  /** The configured seed: the demo logins are named only where the demo data is loaded. */
  seed: Config['SEED'];
}

/** The lines the start prints: where the portal runs, on which database, and the demo logins with SEED=demo. */
export async function startMessage(facts: StartFacts): Promise<string> {
  const reach = facts.demoLocalOnly
    ? 'This machine only: the demo data has public passwords (set HOST=0.0.0.0 to open it to the network).\n'
    : '';
  const publicUrl = facts.publicUrl ? `Public URL: ${facts.publicUrl}\n` : '';
  // With SEED=none the demo accounts are no accounts of this portal.
  const logins = facts.seed === 'demo' ? `Demo logins:\n${await demoLogins()}\n` : '';
  return `\nStandortportal is running at ${facts.urls.join(', ')}\n${reach}${publicUrl}Database: ${facts.where}\n${logins}`;
}

/** The demo accounts of the seed: role, user, password (and the administrator's TOTP secret). */
async function demoLogins(): Promise<string> {
  const { DEMO_ADMIN_TOTP_SECRET, DEMO_USERS } = await import('./db/seed/users');
  const code = (role: string) =>
    role === 'admin'
      ? ` + code of TOTP secret ${DEMO_ADMIN_TOTP_SECRET} (npm run totp)`
      : role === 'unverified'
        ? ' (refused until verified: the link is in the mail of the first start, DATA_DIR/outbox without SMTP_URL)'
        : '';
  return DEMO_USERS.map((u) => `  ${u.role.padEnd(12)} ${u.username} / ${u.password}${code(u.role)}`).join('\n');
}

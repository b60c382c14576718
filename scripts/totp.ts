/**
 * Prints the current two-factor code of a TOTP secret (default: the demo administrator's, see README),
 * for testers without an authenticator app: `npm run totp` or `npm run totp -- <secret>`.
 */
import { DEMO_ADMIN_TOTP_SECRET } from '../src/server/db/seed/users';
import { TOTP_PERIOD_SECONDS, totpCode } from '../src/server/user/totp';

const secret = (process.argv[2] ?? DEMO_ADMIN_TOTP_SECRET).replace(/\s/g, '').toUpperCase();
const left = TOTP_PERIOD_SECONDS - (Math.floor(Date.now() / 1000) % TOTP_PERIOD_SECONDS);
console.log(`${totpCode(secret)}  (valid for another ${left} s)`);

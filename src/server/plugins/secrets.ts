import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The server's master secret: SESSION_SECRET when set (required for several app processes), otherwise
 * a random one created once in DATA_DIR, so a single embedded installation keeps its tokens valid
 * across restarts. Purpose-specific keys are derived from it, never the secret itself used twice.
 */
export function masterSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.join(config.dataDir, '.secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  return fs.readFileSync(file, 'utf8').trim();
}

/** A key for one purpose (csrf, captcha …), derived from the master secret. */
export const deriveKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`standortportal:${purpose}`).digest('base64url');

import { randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { create } from 'altcha-lib/frameworks/fastify';
import type { Db } from '../db/client';
import { deriveKey as deriveSecret } from '../plugins/secrets';
import { insertCaptchaUse } from './token-queries';

/** How long a challenge may be solved and redeemed (the issue: within 10 minutes). */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

/**
 * ALTCHA, self-hosted: signed proof-of-work challenges (PBKDF2, a counter of 500–2,000 derivations, a
 * second or less in a browser) and their verification. A redeemed challenge is recorded in captcha_use
 * until it expires, with an atomic insert, so a replayed solution is refused even across app processes.
 */
export function createCaptcha(db: Db, secret: string) {
  const store = {
    async setIfAbsent(key: string) {
      return insertCaptchaUse(db, key, new Date(Date.now() + CAPTCHA_TTL_MS));
    },
    get: () => false,
    set: () => undefined,
  };
  const hmacSignatureSecret = deriveSecret(secret, 'captcha-signature');
  const hmacKeySignatureSecret = deriveSecret(secret, 'captcha-key');
  const altcha = create({
    deriveKey,
    hmacSignatureSecret,
    hmacKeySignatureSecret,
    store,
    createChallengeParameters: () => ({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1_000,
      counter: randomInt(500, 2_000),
      expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    }),
  });
  return {
    /** GET handler answering a new signed challenge. */
    challengeHandler: altcha.challengeHandler,
    /** Verifies and redeems a solution; returns null when it is valid, else the reason. */
    async check(payload: string): Promise<string | null> {
      const result = await altcha.verify(payload, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store);
      return result.error;
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;

import { describe, expect, it } from 'vitest';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  totpCode,
  totpStep,
  twoFactorKeys,
} from './totp';

/** RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('computes the codes of RFC 6238 (SHA-1, 30 s steps; the last 6 of its 8 digits)', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts the codes of one step before and after now, and names their step', () => {
    const now = 1_700_000_015_000;
    const step = totpStep(now);
    for (const d of [-1, 0, 1])
      expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + d * 30_000), now)).toBe(step + d);
    for (const d of [-3, -2, 2, 3])
      expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + d * 30_000), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, '12345', now)).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', now)).toBeNull();
  });

  it('makes 160-bit base32 secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe('secrets at rest', () => {
  const keys = twoFactorKeys('a-master-secret-of-the-test');

  it('encrypts a secret so that only the same key and the same user read it back', () => {
    const stored = encryptTotpSecret(keys, 7, RFC_SECRET);
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain(RFC_SECRET);
    expect(encryptTotpSecret(keys, 7, RFC_SECRET)).not.toBe(stored);
    expect(decryptTotpSecret(keys, 7, stored)).toBe(RFC_SECRET);
    expect(decryptTotpSecret(keys, 8, stored)).toBeNull();
    expect(decryptTotpSecret(twoFactorKeys('another-master-secret'), 7, stored)).toBeNull();
    const [v, iv, tag, data = ''] = stored.split('.');
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    expect(decryptTotpSecret(keys, 7, [v, iv, tag, flipped].join('.'))).toBeNull();
    expect(decryptTotpSecret(keys, 7, 'garbage')).toBeNull();
  });
});

describe('recovery codes', () => {
  const keys = twoFactorKeys('a-master-secret-of-the-test');

  it('makes ten distinct codes of 10 characters without look-alikes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
  });

  it('reads a code however it is typed and hashes it with the key', () => {
    expect(normalizeRecoveryCode(' AB1O2-iL345 ')).toBe('ab10211345');
    expect(normalizeRecoveryCode('ab10211345')).toBe('ab10211345');
    expect(normalizeRecoveryCode('ab102')).toBeNull();
    expect(normalizeRecoveryCode('uuuuuuuuuu')).toBeNull();
    expect(hashRecoveryCode(keys, 'AB1O2-IL345')).toBe(hashRecoveryCode(keys, 'ab10211345'));
    expect(hashRecoveryCode(keys, 'ab10211345')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(twoFactorKeys('other'), 'ab10211345')).not.toBe(hashRecoveryCode(keys, 'ab10211345'));
  });
});

import { describe, expect, it } from 'vitest';
import commonPasswords from '../data/common-passwords.json';
import { registerBodySchema } from '../schemas/auth';
import '../data/common-passwords';
import { commonPasswordsFromDictionary } from './common-passwords-source';
import { isCommonPassword, isPasswordAcceptable, passwordLevel, passwordProblem, passwordScore } from './password';

describe('passwordScore (spec 5)', () => {
  it('gives no point to a short, lower-case word', () => {
    expect(passwordScore('haus')).toBe(0);
    expect(passwordLevel('haus')).toBe('tooWeak');
    expect(isPasswordAcceptable('haus')).toBe(false);
  });

  it('counts length above 7 and more than 7 distinct characters separately', () => {
    expect(passwordScore('aaaaaaaa')).toBe(1); // long, but one distinct character
    expect(passwordScore('abcdefgh')).toBe(2); // long and 8 distinct
    expect(passwordScore('abcdefg')).toBe(0); // 7 is not above 7
  });

  it('counts mixed case, a non-word character and a digit', () => {
    expect(passwordScore('aB')).toBe(1);
    expect(passwordScore('a!')).toBe(1);
    expect(passwordScore('a1')).toBe(1);
    expect(passwordScore('Standort!Admin2026')).toBe(5);
    expect(passwordLevel('Standort!Admin2026')).toBe('excellent');
  });

  it('treats umlauts as letters, not as special characters', () => {
    expect(passwordScore('äöü')).toBe(0);
    expect(passwordScore('Ä-ö')).toBe(2);
  });
});

describe('passwordProblem (spec 9 and the common-password list)', () => {
  it('needs a length above 7 and more than 7 distinct characters', () => {
    expect(passwordProblem('Ab1!')).toBe('error.passwordWeak');
    expect(passwordProblem('aaaaaaaa')).toBe('error.passwordWeak');
    expect(passwordProblem('Ab1!Ab1!Ab1!')).toBe('error.passwordWeak');
    expect(passwordProblem('Abc1!def')).toBeNull();
  });

  it('refuses the most common passwords whatever their case', () => {
    for (const p of ['password1', 'PASSWORD1', 'qwertyuiop', '1qaz2wsx', 'iloveyou1']) {
      expect(passwordProblem(p), p).toBe('error.passwordCommon');
    }
    expect(isCommonPassword('Standort!Admin2026')).toBe(false);
  });

  it('keeps common-passwords.json equal to the maintained list (npx tsx scripts/common-passwords.ts)', () => {
    expect(commonPasswords).toEqual(commonPasswordsFromDictionary());
    expect(commonPasswords.length).toBeGreaterThan(5000);
  });

  it('lets the meter call too weak exactly what the server refuses', () => {
    const samples = [
      'haus',
      'Ab1!',
      'aaaaaaaa',
      'password1',
      'Qwertyuiop',
      'abcdefgh',
      'Abc1!def',
      'Standort!Admin2026',
    ];
    for (const p of samples) {
      const refused = !registerBodySchema.safeParse({
        email: 'a@example.at',
        passwort: p,
        passwortWiederholung: p,
        agb: true,
        captcha: 'x',
      }).success;
      expect(passwordLevel(p) === 'tooWeak', p).toBe(refused);
    }
    expect(passwordLevel('abcdefgh')).toBe('acceptable');
  });
});

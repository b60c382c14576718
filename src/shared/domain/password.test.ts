import { describe, expect, it } from 'vitest';
import { isPasswordAcceptable, passwordLevel, passwordScore } from './password';

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

import { describe, expect, it } from 'vitest';
import { formatNumberInput, parseNumber } from './number';

const value = (text: string, lang: 'de' | 'en') => {
  const parsed = parseNumber(text, lang);
  return parsed.ok ? parsed.value : parsed.error;
};

describe('parseNumber in German', () => {
  it('reads the German format and the plain decimal point', () => {
    expect(value('1.250,5', 'de')).toBe(1250.5);
    expect(value('1250,5', 'de')).toBe(1250.5);
    expect(value('1250.5', 'de')).toBe(1250.5);
    expect(value('12.5', 'de')).toBe(12.5);
    expect(value('12,5', 'de')).toBe(12.5);
    expect(value('1,250', 'de')).toBe(1.25);
    expect(value('1.250.000', 'de')).toBe(1_250_000);
    expect(value('1.250.000,75', 'de')).toBe(1_250_000.75);
    expect(value('0.250', 'de')).toBe(0.25);
    expect(value(',5', 'de')).toBe(0.5);
    expect(value('  3,2 ', 'de')).toBe(3.2);
  });

  it('refuses a single point before three digits as ambiguous (1250 or 1.25?)', () => {
    expect(value('1.250', 'de')).toBe('error.numberAmbiguous');
    expect(value('12.500', 'de')).toBe('error.numberAmbiguous');
    expect(value('-1.250', 'de')).toBe('error.numberAmbiguous');
  });

  it('refuses the English format and malformed input', () => {
    expect(value('1,250.5', 'de')).toBe('error.numberInvalid');
    expect(value('1.2.3', 'de')).toBe('error.numberInvalid');
    expect(value('12.50,5', 'de')).toBe('error.numberInvalid');
    expect(value('5,', 'de')).toBe('error.numberInvalid');
    expect(value('1 250', 'de')).toBe('error.numberInvalid');
    expect(value('12 m', 'de')).toBe('error.numberInvalid');
    expect(value('-', 'de')).toBe('error.numberInvalid');
    expect(value('1e5', 'de')).toBe('error.numberInvalid');
  });
});

describe('parseNumber in English', () => {
  it('reads the English format with or without grouping', () => {
    expect(value('1,250.5', 'en')).toBe(1250.5);
    expect(value('1250.5', 'en')).toBe(1250.5);
    expect(value('12.5', 'en')).toBe(12.5);
    expect(value('1.250', 'en')).toBe(1.25);
    expect(value('1,250', 'en')).toBe(1250);
    expect(value('1,250,000', 'en')).toBe(1_250_000);
    expect(value('.5', 'en')).toBe(0.5);
  });

  it('refuses a decimal comma and the German format instead of guessing', () => {
    expect(value('12,5', 'en')).toBe('error.numberInvalid');
    expect(value('1,25', 'en')).toBe('error.numberInvalid');
    expect(value('1.250,5', 'en')).toBe('error.numberInvalid');
    expect(value('1,2500', 'en')).toBe('error.numberInvalid');
    expect(value('1.2.3', 'en')).toBe('error.numberInvalid');
    expect(value('abc', 'en')).toBe('error.numberInvalid');
  });
});

describe('parseNumber in both languages', () => {
  it('reads empty input as null and keeps the sign of negative numbers', () => {
    for (const lang of ['de', 'en'] as const) {
      expect(value('', lang)).toBeNull();
      expect(value('   ', lang)).toBeNull();
      expect(value('-12', lang)).toBe(-12);
      expect(value('−3', lang)).toBe(-3);
      expect(value('-0', lang)).toBe(0);
      expect(Object.is(value('-0', lang), -0)).toBe(false);
    }
    expect(value('-1.250,5', 'de')).toBe(-1250.5);
    expect(value('-1,250.5', 'en')).toBe(-1250.5);
  });
});

describe('formatNumberInput', () => {
  it('writes the language format with every decimal the number has', () => {
    expect(formatNumberInput(1250.5, 'de')).toBe('1.250,5');
    expect(formatNumberInput(1250.5, 'en')).toBe('1,250.5');
    expect(formatNumberInput(3.2, 'en')).toBe('3.2');
    expect(formatNumberInput(12.345678, 'de')).toBe('12,345678');
    expect(formatNumberInput(1250.5, 'de', false)).toBe('1250,5');
    expect(formatNumberInput(-7.5, 'de')).toBe('-7,5');
    expect(formatNumberInput(null, 'de')).toBe('');
  });

  it('round-trips exactly: the plain form in both languages, the grouped form where it is unambiguous', () => {
    const samples = [0, 0.1, 3.2, 12.5, 999, 1250, 1250.5, 12_500, 99_999.99, 1_250_000, 0.125, -42.75];
    for (const n of samples) {
      for (const lang of ['de', 'en'] as const) {
        expect(value(formatNumberInput(n, lang, false), lang)).toBe(n);
        const grouped = parseNumber(formatNumberInput(n, lang), lang);
        if (grouped.ok) expect(grouped.value).toBe(n);
        else expect([lang, grouped.error]).toEqual(['de', 'error.numberAmbiguous']);
      }
      // A number entered on one page shows the same value on the other.
      const de = value(formatNumberInput(n, 'en', false), 'en') as number;
      expect(value(formatNumberInput(de, 'de', false), 'de')).toBe(n);
    }
  });
});

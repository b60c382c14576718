import { describe, expect, it } from 'vitest';
import { formatArea, formatDate, formatNumber, formatPrice } from './format';

/** Intl separates amount and unit with a no-break space; compare with plain spaces. */
const plain = (s: string | null) => s?.replace(/\u00a0|\u202f/g, ' ') ?? null;

describe('formatArea', () => {
  it('shows m² below 100,000 m², grouped per language', () => {
    expect(formatArea(99_999, 'de')).toBe('99.999 m²');
    expect(formatArea(2500, 'en')).toBe('2,500 m²');
    expect(formatArea(50.5, 'de')).toBe('50,5 m²');
    expect(formatArea(0, 'de')).toBe('0 m²');
  });

  it('switches to km² at exactly 100,000 m², with up to two decimals', () => {
    expect(formatArea(100_000, 'de')).toBe('0,1 km²');
    expect(formatArea(123_456, 'de')).toBe('0,12 km²');
    expect(formatArea(1_250_000, 'en')).toBe('1.25 km²');
    expect(formatArea(2_000_000, 'de')).toBe('2 km²');
  });
});

describe('formatPrice', () => {
  it('formats EUR in de-DE and en-GB, cents only when there are any', () => {
    expect(plain(formatPrice(450_000, 'de'))).toBe('450.000 €');
    expect(plain(formatPrice(8.5, 'de'))).toBe('8,50 €');
    expect(plain(formatPrice(0.81, 'en'))).toBe('€0.81');
    expect(plain(formatPrice(450_000, 'en'))).toBe('€450,000');
    expect(plain(formatPrice(1_234_567.891, 'de'))).toBe('1.234.567,89 €');
  });

  it('returns null for upon request: null, undefined, 0', () => {
    expect(formatPrice(null, 'de')).toBeNull();
    expect(formatPrice(undefined, 'de')).toBeNull();
    expect(formatPrice(0, 'de')).toBeNull();
  });
});

describe('formatNumber', () => {
  it('uses the decimal comma in German and the decimal point in English', () => {
    expect(formatNumber(12_345.67, 'de')).toBe('12.345,67');
    expect(formatNumber(12_345.67, 'en')).toBe('12,345.67');
    expect(formatNumber(2.345, 'en', 1)).toBe('2.3');
    expect(formatNumber(15.62, 'de', 5, 5)).toBe('15,62000');
    expect(formatNumber(48.123456, 'en', 5, 5)).toBe('48.12346');
    expect(formatNumber(1234, 'de')).toBe('1.234');
  });
});

describe('formatDate', () => {
  it('writes dates in Austrian German and British English', () => {
    expect(formatDate('2026-01-21', 'de', { dateStyle: 'long' })).toBe('21. Jänner 2026');
    expect(formatDate('2026-01-21', 'en', { dateStyle: 'long' })).toBe('21 January 2026');
    expect(formatDate('2026-01-21', 'de')).toBe('21.01.2026');
    expect(formatDate('2026-01-21', 'en')).toBe('21 Jan 2026');
  });

  it('keeps a calendar day the day it is, and shows a moment on Vienna’s clocks', () => {
    // 23:30 UTC on 31 December is already New Year in Vienna.
    const moment = '2026-12-31T23:30:00Z';
    expect(plain(formatDate(moment, 'de', { dateStyle: 'medium', timeStyle: 'short' }))).toBe('01.01.2027, 00:30');
    expect(formatDate(new Date(moment), 'en', { dateStyle: 'long' })).toBe('1 January 2027');
    expect(formatDate('2026-12-31', 'en', { dateStyle: 'long' })).toBe('31 December 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { foreignNumbers } from './number-format';

describe('foreignNumbers (the check behind the one-format-per-language walks)', () => {
  it('finds German numbers on English pages', () => {
    expect(foreignNumbers('3.001–10.000 m² and 30,1–50 €/m², €22.910.400, 8,50 €', 'en')).toEqual([
      '30,1',
      '8,50',
      '3.001',
      '10.000',
      '22.910.400',
    ]);
  });

  it('finds English numbers on German pages', () => {
    expect(foreignNumbers('2,892 m² für €22,910,400 und 30.1 €/m²', 'de')).toEqual(['2,892', '22,910,400', '30.1']);
  });

  it('accepts each language’s own numbers, dates, times and coordinates', () => {
    expect(foreignNumbers('3,001–10,000 m², €8.50, 30.1 €/m², 48.20812, 21 January 2026, 10:30', 'en')).toEqual([]);
    expect(
      foreignNumbers(
        '3.001–10.000 m², 8,50 €, 30,1 €/m², 48,20812, 26.11.2026, 21. Jänner 2026, GeoNames (CC BY 4.0)',
        'de',
      ),
    ).toEqual([]);
  });
});

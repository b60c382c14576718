import { describe, expect, it } from 'vitest';
import { sridLabel, THEMENLAYER_SRID_NAMEN, THEMENLAYER_SRIDS } from './themenlayer';

describe('sridLabel', () => {
  it('names every system an import understands with its EPSG code', () => {
    expect(sridLabel(31287)).toBe('MGI / Austria Lambert (EPSG:31287)');
    expect(Object.keys(THEMENLAYER_SRID_NAMEN).map(Number).sort()).toEqual([...THEMENLAYER_SRIDS].sort());
  });

  it('names an unknown system by its code only', () => {
    expect(sridLabel(2056)).toBe('EPSG:2056');
  });
});

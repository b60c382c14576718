import { describe, expect, it } from 'vitest';
import { moreThanClaim } from './claims';

describe('moreThanClaim', () => {
  it.each([
    [0, null],
    [19, null],
    [20, 15],
    [63, 60],
    [65, 60],
    [100, 95],
    [101, 100],
    [380, 375],
    [400, 375],
    [412, 400],
  ])('%i → %s', (count, claim) => {
    expect(moreThanClaim(count)).toBe(claim);
  });

  it('is always strictly below the count', () => {
    for (let n = 20; n < 2000; n++) expect(moreThanClaim(n) ?? 0).toBeLessThan(n);
  });
});

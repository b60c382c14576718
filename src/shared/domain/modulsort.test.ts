import { describe, expect, it } from 'vitest';
import { completeModulsort, DEFAULT_MODULSORT, isModulsortPermutation } from './modulsort';

describe('modulsort', () => {
  it('accepts every permutation of the ten tokens, spaces allowed', () => {
    expect(isModulsortPermutation(DEFAULT_MODULSORT)).toBe(true);
    expect(isModulsortPermutation('6,D,N,V,5,4,3,2,1,K')).toBe(true);
    expect(isModulsortPermutation('K, 1, 2, 3, D, 4, V, N, 5, 6')).toBe(true);
  });

  it('refuses missing, repeated, unknown and lower-case tokens', () => {
    expect(isModulsortPermutation('K,1,2,3,4,5,V,N,D')).toBe(false);
    expect(isModulsortPermutation('K,1,2,3,4,5,V,N,D,D')).toBe(false);
    expect(isModulsortPermutation('K,1,2,3,4,5,V,N,D,7')).toBe(false);
    expect(isModulsortPermutation('k,1,2,3,4,5,v,n,d,6')).toBe(false);
    expect(isModulsortPermutation('')).toBe(false);
  });

  it('completes an old, partial order without losing its sequence', () => {
    expect(completeModulsort('D,k,1,1,X')).toEqual(['D', 'K', '1', '2', '3', '4', '5', 'V', 'N', '6']);
    expect(completeModulsort(null).join(',')).toBe(DEFAULT_MODULSORT);
  });
});

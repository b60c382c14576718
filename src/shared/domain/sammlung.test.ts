import { describe, expect, it } from 'vitest';
import { favoritKey, parseSammlungIds, SAMMLUNG_MAX, sammlungParam } from './sammlung';

const a = '0b6f1c3e-2d4a-4b8e-9f10-1a2b3c4d5e6f';
const b = '9f8e7d6c-5b4a-4321-8fed-cba987654321';

describe('collection links', () => {
  it('reads comma-separated ids, dropping junk and duplicates but keeping the order', () => {
    expect(parseSammlungIds(`${b},junk,${a},${b.toUpperCase()}`)).toEqual([b, a]);
    expect(parseSammlungIds('')).toEqual([]);
    expect(parseSammlungIds(undefined)).toEqual([]);
  });

  it('caps a collection and round-trips through the URL segment', () => {
    const many = Array.from({ length: 60 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(parseSammlungIds(sammlungParam(many))).toHaveLength(SAMMLUNG_MAX);
    expect(parseSammlungIds(sammlungParam([a, b]))).toEqual([a, b]);
  });

  it('writes favourites as spec 3 does', () => {
    expect(favoritKey(a)).toBe(`objekt.${a}`);
  });
});

import { describe, expect, it } from 'vitest';
import { carriedOverSearch, isBarrierefrei, toggledSearch } from './barrierefrei';

describe('barrierefrei flag', () => {
  it('reads the flag', () => {
    expect(isBarrierefrei('?barrierefrei=true')).toBe(true);
    expect(isBarrierefrei('?barrierefrei')).toBe(true);
    expect(isBarrierefrei('?barrierefrei=false')).toBe(false);
    expect(isBarrierefrei('')).toBe(false);
  });

  it('is carried over only to a page without query', () => {
    expect(carriedOverSearch('?barrierefrei=true', '')).toBe('?barrierefrei=true');
    expect(carriedOverSearch('?barrierefrei=true&x=1', '?')).toBe('?barrierefrei=true');
    expect(carriedOverSearch('?barrierefrei=true', '?zoom=11')).toBeNull();
    expect(carriedOverSearch('?x=1', '')).toBeNull();
  });

  it('toggles the flag and keeps other parameters', () => {
    expect(toggledSearch('?zoom=11', true)).toBe('?zoom=11&barrierefrei=true');
    expect(toggledSearch('?zoom=11&barrierefrei=true', false)).toBe('?zoom=11');
    expect(toggledSearch('?barrierefrei=true', false)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { catalogueKeys, catalogues } from './index';
import { FIRST_PAINT_KEYS, splitCatalogue } from './split';

describe('splitCatalogue', () => {
  it('puts the named subtrees in one part and everything else in the other, in the same shape', () => {
    const { picked, rest } = splitCatalogue(
      { nav: { start: 'Start', map: 'Karte' }, account: { prompt: { title: 'T' }, terms: 'AGB' }, app: 'X' },
      ['nav', 'account.prompt'],
    );
    expect(picked).toEqual({ nav: { start: 'Start', map: 'Karte' }, account: { prompt: { title: 'T' } } });
    expect(rest).toEqual({ account: { terms: 'AGB' }, app: 'X' });
  });

  it('splits the German catalogue without losing or repeating a key', () => {
    const { picked, rest } = splitCatalogue(catalogues.de, FIRST_PAINT_KEYS);
    const pickedKeys = catalogueKeys(picked);
    const restKeys = catalogueKeys(rest);
    expect([...pickedKeys, ...restKeys].sort()).toEqual(catalogueKeys(catalogues.de));
    expect(pickedKeys.filter((key) => restKeys.includes(key))).toEqual([]);
  });

  it('names only paths the catalogue has, and leaves most of it for later', () => {
    const keys = catalogueKeys(catalogues.de);
    for (const path of FIRST_PAINT_KEYS)
      expect(
        keys.some((k) => k === path || k.startsWith(`${path}.`)),
        path,
      ).toBe(true);
    const size = (tree: unknown) => JSON.stringify(tree).length;
    const { picked } = splitCatalogue(catalogues.de, FIRST_PAINT_KEYS);
    expect(size(picked)).toBeLessThan(size(catalogues.de) / 3);
  });
});

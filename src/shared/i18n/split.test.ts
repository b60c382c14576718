import { describe, expect, it } from 'vitest';
import { catalogueKeys, catalogues } from './index';
import { ADMIN_KEYS_OUTSIDE, cataloguePart, FIRST_PAINT_KEYS, splitCatalogue } from './split';

describe('splitCatalogue', () => {
  it('puts the named subtrees in one part and everything else in the other, in the same shape', () => {
    const { picked, rest } = splitCatalogue(
      { nav: { start: 'Start', map: 'Karte' }, account: { prompt: { title: 'T' }, terms: 'AGB' }, app: 'X' },
      ['nav', 'account.prompt'],
    );
    expect(picked).toEqual({ nav: { start: 'Start', map: 'Karte' }, account: { prompt: { title: 'T' } } });
    expect(rest).toEqual({ account: { terms: 'AGB' }, app: 'X' });
  });

  it('leaves the paths inside a named subtree that are excepted in the other part', () => {
    const { picked, rest } = splitCatalogue(
      { admin: { nav: 'Menü', statistik: { actions: { a: 'A' }, title: 'S' } }, app: 'X' },
      ['admin'],
      ['admin.statistik.actions'],
    );
    expect(picked).toEqual({ admin: { nav: 'Menü', statistik: { title: 'S' } } });
    expect(rest).toEqual({ admin: { statistik: { actions: { a: 'A' } } }, app: 'X' });
  });

  it('splits the German catalogue into three parts without losing or repeating a key', () => {
    const parts = (['first', 'rest', 'admin'] as const).map((part) =>
      catalogueKeys(cataloguePart(catalogues.de, part)),
    );
    expect(parts.flat().sort()).toEqual(catalogueKeys(catalogues.de));
    expect(new Set(parts.flat()).size).toBe(parts.flat().length);
    const [, rest, admin] = parts;
    expect(admin?.every((key) => key.startsWith('admin.'))).toBe(true);
    expect(
      rest?.filter((key) => key.startsWith('admin.')).every((key) => key.startsWith(`${ADMIN_KEYS_OUTSIDE[0]}.`)),
    ).toBe(true);
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

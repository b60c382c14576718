import { describe, expect, it } from 'vitest';
import { BEZIRKSGRUPPEN, bezirkeMitGruppen, isBezirkId } from './foerdergebiet';
import { BEZIRKE } from './objekt';

describe('district groups of the funding editor', () => {
  it('name only known districts, each partial one among its own, with unique ids and both labels', () => {
    expect(new Set(BEZIRKSGRUPPEN.map((g) => g.id)).size).toBe(BEZIRKSGRUPPEN.length);
    for (const gruppe of BEZIRKSGRUPPEN) {
      expect(gruppe.bezirke.length).toBeGreaterThan(0);
      expect(gruppe.bezirke.every(isBezirkId)).toBe(true);
      expect(gruppe.teilweise.every((b) => gruppe.bezirke.includes(b))).toBe(true);
      expect(gruppe.de && gruppe.en).toBeTruthy();
    }
  });

  it('cover Lower Austria: the main regions split it, the NUTS-3 regions share only the partial districts', () => {
    const haupt = BEZIRKSGRUPPEN.filter((g) => g.id.startsWith('hauptregion:')).flatMap((g) => g.bezirke);
    expect([...haupt].sort()).toEqual(BEZIRKE.map((b) => b.id).sort());
    const nuts = BEZIRKSGRUPPEN.filter((g) => g.id.startsWith('nuts3:'));
    expect(nuts).toHaveLength(7);
    const ganz = nuts.flatMap((g) => g.bezirke.filter((b) => !g.teilweise.includes(b)));
    const teilweise = new Set(nuts.flatMap((g) => g.teilweise));
    expect(new Set(ganz).size).toBe(ganz.length);
    expect(new Set([...ganz, ...teilweise]).size).toBe(BEZIRKE.length);
    // A district split between NUTS-3 regions is partial in each of them.
    for (const b of teilweise) expect(nuts.filter((g) => g.bezirke.includes(b)).length).toBe(2);
  });

  it('adds a group to chosen districts once each, in district order', () => {
    expect(bezirkeMitGruppen(['317', '301'], ['nuts3:AT124'])).toEqual([
      '301',
      '309',
      '311',
      '313',
      '317',
      '322',
      '325',
    ]);
    expect(bezirkeMitGruppen([], [])).toEqual([]);
    expect(isBezirkId('324')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_KARTEN_FILTER, type KartenFilter } from './kartenfilter';
import { OBJEKTART } from './objekt';
import { flaechenklasse, vorschauFilterPredicate, vorschauKoordinate } from './vorschau';

const filter = (change: Partial<KartenFilter> = {}): KartenFilter => ({ ...DEFAULT_KARTEN_FILTER, ...change });
const buero = { objektart: OBJEKTART.BUERO, flaechenklasse: 2, lon: 16.372, lat: 48.208 };
const plot = { objektart: OBJEKTART.GRUNDSTUECK, flaechenklasse: null, lon: 15.625, lat: 48.2 };

describe('vorschau', () => {
  it('rounds positions to three decimals (about 100 m)', () => {
    expect(vorschauKoordinate(16.123456)).toBe(16.123);
    expect(vorschauKoordinate(48.2005)).toBe(48.201);
  });

  it('gives the area band of the type (spec 9), null without area', () => {
    expect(flaechenklasse(OBJEKTART.BUERO, 150)).toBe(2);
    expect(flaechenklasse(OBJEKTART.GRUNDSTUECK, 60_000)).toBe(4);
    expect(flaechenklasse(OBJEKTART.BUERO, null)).toBeNull();
  });

  it('passes type and area class filters as full listings do', () => {
    expect(vorschauFilterPredicate(filter())(plot)).toBe(true);
    expect(vorschauFilterPredicate(filter({ selectedType: OBJEKTART.BUERO }))(plot)).toBe(false);
    expect(vorschauFilterPredicate(filter({ selectedType: OBJEKTART.BUERO }))(buero)).toBe(true);
    expect(vorschauFilterPredicate(filter({ selectedFlaeche: [2] }))(buero)).toBe(true);
    expect(vorschauFilterPredicate(filter({ selectedFlaeche: [0, 1] }))(buero)).toBe(false);
    expect(vorschauFilterPredicate(filter({ selectedFlaeche: [0, 1] }))(plot)).toBe(false);
  });

  it('passes a drawn area by the rounded position', () => {
    const kreis = filter({ gebiet: 'kreis,16.37208,48.20849,5000' });
    expect(vorschauFilterPredicate(kreis)(buero)).toBe(true);
    expect(vorschauFilterPredicate(kreis)(plot)).toBe(false);
  });

  it('shows none when a filter asks for what a summary does not carry', () => {
    for (const change of [
      { mieteOrKauf: 'miete' as const },
      { selectedTag: 31 },
      { favsOnly: true },
      { onlyProperties: true },
      { ecoplusOnly: true },
      { q: 'Halle' },
    ]) {
      expect(vorschauFilterPredicate(filter(change))(buero), JSON.stringify(change)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_VIEWER,
  activeFilterCount,
  DEFAULT_FLAECHE,
  DEFAULT_KARTEN_FILTER,
  DEFAULT_PREIS,
  type FilterbaresObjekt,
  type FilterViewer,
  favoritKey,
  KARTEN_QUERY,
  type KartenFilter,
  kartenObjekte,
  matchesFlaeche,
  matchesKartenFilter,
  matchesPreis,
  preisBaender,
  statusListFor,
  withFilterChange,
} from './kartenfilter';
import {
  AREA_BANDS,
  type Band,
  DEFAULT_STATUS_FILTER,
  OBJEKTART,
  OBJEKTARTEN,
  PRICE_BANDS,
  type PriceMode,
  PUBLIC_STATUS,
  STATUS,
  STATUS_CODES,
} from './objekt';
import { decodeQuery, encodeQuery } from './query';

const { GRUNDSTUECK, BUERO, GEWERBEOBJEKT } = OBJEKTART;

function objekt(overrides: Partial<FilterbaresObjekt> = {}): FilterbaresObjekt {
  return {
    id: 'a',
    status: STATUS.OHNE_LOGIN,
    objektart: GRUNDSTUECK,
    owner: null,
    istkaufobjekt: true,
    istmietobjekt: false,
    standortbeschreibung: [],
    flaecheinqm: 5000,
    istteilbar: false,
    kleinsteflaecheinqm: null,
    kaufpreisproqm: 40,
    mietpreisproqm: null,
    ecoplus: false,
    ...overrides,
  };
}

const filter = (change: Partial<KartenFilter> = {}): KartenFilter => ({ ...DEFAULT_KARTEN_FILTER, ...change });
const viewer = (change: Partial<FilterViewer> = {}): FilterViewer => ({ ...ANONYMOUS_VIEWER, ...change });
const only = (i: number) => [i];

describe('defaults (spec 9, spec 4)', () => {
  it('selects area classes 0–4 and price classes 0–5, no type, mode or tag, no flags', () => {
    expect(DEFAULT_FLAECHE).toEqual([0, 1, 2, 3, 4]);
    expect(DEFAULT_PREIS).toEqual([0, 1, 2, 3, 4, 5]);
    expect(DEFAULT_KARTEN_FILTER).toMatchObject({
      selectedType: null,
      selectedTag: null,
      mieteOrKauf: null,
      favsOnly: false,
      onlyProperties: false,
      ignoreExtent: false,
      ecoplusOnly: false,
    });
    expect(DEFAULT_KARTEN_FILTER.selectedStatus).toEqual(DEFAULT_STATUS_FILTER);
  });

  it('decodes an empty query to the default filter', () => {
    const { zoom, center, sort, ...rest } = decodeQuery(KARTEN_QUERY, '');
    expect(rest).toEqual(DEFAULT_KARTEN_FILTER);
    expect(zoom).toBeNull();
    expect(center).toEqual([]);
    expect(sort).toBe('neueste');
  });

  it('passes a plain public object with the default filter', () => {
    expect(matchesKartenFilter(objekt(), DEFAULT_KARTEN_FILTER, ANONYMOUS_VIEWER)).toBe(true);
  });
});

describe('query of the map page', () => {
  it('decodes every filter by its type', () => {
    const q = decodeQuery(
      KARTEN_QUERY,
      'selectedType=180620001&selectedTag=24&selectedFlaeche=1,2&selectedPreis=0,3&mieteOrKauf=miete' +
        '&favsOnly=true&ignoreExtent=1&onlyProperties=false&selectedStatus=180620002,200000000&ecoplusOnly=true' +
        '&zoom=15&center=16.02,48.33&sort=qmpreis-ab&q=%20Lager%20%20halle%20',
    );
    expect(q).toEqual({
      selectedType: BUERO,
      selectedTag: 24,
      selectedFlaeche: [1, 2],
      selectedPreis: [0, 3],
      mieteOrKauf: 'miete',
      favsOnly: true,
      ignoreExtent: true,
      onlyProperties: false,
      selectedStatus: [STATUS.MIT_LOGIN, STATUS.IN_PRUEFUNG],
      ecoplusOnly: true,
      q: 'Lager halle',
      zoom: 15,
      center: [16.02, 48.33],
      sort: 'qmpreis-ab',
    });
  });

  it('takes a search text only when it starts a search and is not too long', () => {
    const text = (query: string) => decodeQuery(KARTEN_QUERY, query).q;
    expect(text('q=Halle')).toBe('Halle');
    expect(text('q=Ha')).toBeNull();
    expect(text('q=%20%20')).toBeNull();
    expect(text(`q=${'a'.repeat(200)}`)).toBe('a'.repeat(200));
    expect(text(`q=${'a'.repeat(201)}`)).toBeNull();
    expect(activeFilterCount({ ...DEFAULT_KARTEN_FILTER, q: 'Halle' }, ANONYMOUS_VIEWER)).toBe(1);
  });

  it('falls back to defaults for invalid values', () => {
    const q = decodeQuery(
      KARTEN_QUERY,
      'selectedType=5&selectedTag=x&selectedFlaeche=0,9&selectedPreis=a&mieteOrKauf=pacht&favsOnly=maybe' +
        '&selectedStatus=123&zoom=30&center=200,48&sort=billigste',
    );
    const { zoom, center, sort, ...rest } = q;
    expect(rest).toEqual(DEFAULT_KARTEN_FILTER);
    expect(sort).toBe('neueste');
    expect(zoom).toBeNull();
    expect(center).toEqual([]);
  });

  it('writes only what differs from the defaults', () => {
    expect(encodeQuery(KARTEN_QUERY, { ...DEFAULT_KARTEN_FILTER, selectedType: GEWERBEOBJEKT, favsOnly: true })).toBe(
      'selectedType=180620002&favsOnly=true',
    );
  });
});

describe('type, mode, tag, ecoplus', () => {
  it('needs an objektart; a selected type must match', () => {
    expect(matchesKartenFilter(objekt({ objektart: null }), filter(), ANONYMOUS_VIEWER)).toBe(false);
    expect(matchesKartenFilter(objekt({ objektart: 42 }), filter(), ANONYMOUS_VIEWER)).toBe(false);
    expect(matchesKartenFilter(objekt(), filter({ selectedType: GRUNDSTUECK }), ANONYMOUS_VIEWER)).toBe(true);
    expect(matchesKartenFilter(objekt(), filter({ selectedType: BUERO }), ANONYMOUS_VIEWER)).toBe(false);
  });

  it('kauf requires istkaufobjekt, miete requires istmietobjekt', () => {
    const both = objekt({ istkaufobjekt: true, istmietobjekt: true });
    const buy = objekt({ istkaufobjekt: true, istmietobjekt: false });
    const rent = objekt({ istkaufobjekt: false, istmietobjekt: true, mietpreisproqm: 1 });
    expect(matchesKartenFilter(both, filter({ mieteOrKauf: 'kauf' }), ANONYMOUS_VIEWER)).toBe(true);
    expect(matchesKartenFilter(both, filter({ mieteOrKauf: 'miete' }), ANONYMOUS_VIEWER)).toBe(true);
    expect(matchesKartenFilter(buy, filter({ mieteOrKauf: 'miete' }), ANONYMOUS_VIEWER)).toBe(false);
    expect(matchesKartenFilter(rent, filter({ mieteOrKauf: 'kauf' }), ANONYMOUS_VIEWER)).toBe(false);
    expect(matchesKartenFilter(rent, filter({ mieteOrKauf: null }), ANONYMOUS_VIEWER)).toBe(true);
  });

  it('a tag must be among the object’s features (standortbeschreibung)', () => {
    const o = objekt({ standortbeschreibung: [20, 24, 50] });
    expect(matchesKartenFilter(o, filter({ selectedTag: 24 }), ANONYMOUS_VIEWER)).toBe(true);
    expect(matchesKartenFilter(o, filter({ selectedTag: 21 }), ANONYMOUS_VIEWER)).toBe(false);
    expect(matchesKartenFilter(objekt(), filter({ selectedTag: 24 }), ANONYMOUS_VIEWER)).toBe(false);
  });

  it('ecoplusOnly keeps ecoplus objects only', () => {
    expect(matchesKartenFilter(objekt({ ecoplus: true }), filter({ ecoplusOnly: true }), ANONYMOUS_VIEWER)).toBe(true);
    expect(matchesKartenFilter(objekt({ ecoplus: false }), filter({ ecoplusOnly: true }), ANONYMOUS_VIEWER)).toBe(
      false,
    );
  });
});

/** The edges of a band: its bounds (inclusive) and the values just outside. */
function edges(band: Band, step: number) {
  const inside = band.max === null ? [band.min, band.min * 10] : [band.min, band.max];
  const outside = [band.min - step, ...(band.max === null ? [] : [band.max + step])].filter((v) => v >= 0);
  return { inside, outside };
}

/** The precision step of a type's area bands (1 m² for plots, 0.1 m² otherwise). */
const areaStep = (art: number) => (art === GRUNDSTUECK ? 1 : 0.1);

describe('area classes (spec 9 bands, inclusive bounds)', () => {
  for (const { id, name } of OBJEKTARTEN) {
    AREA_BANDS[id].forEach((band, index) => {
      it(`${name.en}: class ${index} holds ${band.min}–${band.max ?? '∞'} m² and nothing outside`, () => {
        const { inside, outside } = edges(band, areaStep(id));
        for (const area of inside) {
          expect(matchesFlaeche(objekt({ objektart: id, flaecheinqm: area }), only(index))).toBe(true);
        }
        for (const area of outside) {
          expect(matchesFlaeche(objekt({ objektart: id, flaecheinqm: area }), only(index))).toBe(false);
        }
      });
    });
  }

  it('matches when the area lies in any of several selected classes', () => {
    const o = objekt({ objektart: BUERO, flaecheinqm: 250 });
    expect(matchesFlaeche(o, [0, 2])).toBe(true);
    expect(matchesFlaeche(o, [0, 1, 3, 4])).toBe(false);
    expect(matchesFlaeche(o, [])).toBe(false);
  });

  it('does not restrict when every class is selected, even without an area', () => {
    expect(matchesFlaeche(objekt({ flaecheinqm: null }), DEFAULT_FLAECHE)).toBe(true);
    expect(matchesFlaeche(objekt({ flaecheinqm: null }), [0, 1, 2, 3])).toBe(false);
  });

  it('ignores class indices a type does not have', () => {
    expect(matchesFlaeche(objekt({ flaecheinqm: 5000 }), [7])).toBe(false);
  });

  it('divisible objects: the smallest area lying in a band counts', () => {
    // A 12,000 m² plot divisible down to 2,500 m²: class 0 (0–3,000) via its smallest area, class 2 via its area.
    const o = objekt({ flaecheinqm: 12000, istteilbar: true, kleinsteflaecheinqm: 2500 });
    expect(matchesFlaeche(o, only(0))).toBe(true);
    expect(matchesFlaeche(o, only(2))).toBe(true);
    expect(matchesFlaeche(o, only(3))).toBe(false);
  });

  it('divisible objects: the range from smallest area to area overlapping a band counts', () => {
    // 40,000 m² divisible to 5,000 m²: overlaps classes 1 (3,001–10,000), 2 (10,001–30,000) and 3 (30,001–50,000).
    const o = objekt({ flaecheinqm: 40000, istteilbar: true, kleinsteflaecheinqm: 5000 });
    expect(matchesFlaeche(o, only(1))).toBe(true);
    expect(matchesFlaeche(o, only(2))).toBe(true);
    expect(matchesFlaeche(o, only(3))).toBe(true);
    expect(matchesFlaeche(o, only(0))).toBe(false);
    expect(matchesFlaeche(o, only(4))).toBe(false);
  });

  it('divisible objects: band edges of the range are inclusive', () => {
    const office = objekt({ objektart: BUERO, flaecheinqm: 300.1, istteilbar: true, kleinsteflaecheinqm: 100 });
    expect(matchesFlaeche(office, only(1))).toBe(true); // 100 is the upper bound of 50.1–100
    expect(matchesFlaeche(office, only(3))).toBe(true); // 300.1 is the lower bound of 300.1–1,000
    expect(matchesFlaeche(office, only(0))).toBe(false);
  });

  it('the smallest area counts only for divisible objects', () => {
    const o = objekt({ flaecheinqm: 12000, istteilbar: false, kleinsteflaecheinqm: 2500 });
    expect(matchesFlaeche(o, only(0))).toBe(false);
  });

  it('a divisible object without total area is placed by its smallest area', () => {
    const o = objekt({ objektart: GEWERBEOBJEKT, flaecheinqm: null, istteilbar: true, kleinsteflaecheinqm: 600 });
    expect(matchesFlaeche(o, only(2))).toBe(true);
    expect(matchesFlaeche(o, only(1))).toBe(false);
  });

  it('applies through matchesKartenFilter with the object’s own type bands', () => {
    const f = filter({ selectedFlaeche: [0] });
    expect(matchesKartenFilter(objekt({ objektart: BUERO, flaecheinqm: 50 }), f, ANONYMOUS_VIEWER)).toBe(true);
    expect(matchesKartenFilter(objekt({ objektart: GRUNDSTUECK, flaecheinqm: 3000 }), f, ANONYMOUS_VIEWER)).toBe(true);
    expect(matchesKartenFilter(objekt({ objektart: GEWERBEOBJEKT, flaecheinqm: 201 }), f, ANONYMOUS_VIEWER)).toBe(
      false,
    );
  });
});

/** Objects of a type priced per m² in a mode. */
function priced(art: number, mode: PriceMode, price: number | null) {
  return objekt({
    objektart: art,
    istkaufobjekt: mode === 'kauf',
    istmietobjekt: mode === 'miete',
    kaufpreisproqm: mode === 'kauf' ? price : null,
    mietpreisproqm: mode === 'miete' ? price : null,
  });
}

describe('price classes (spec 9 bands per type and mode)', () => {
  const step = (mode: PriceMode, art: number) => (mode === 'miete' && art === GRUNDSTUECK ? 0.01 : 0.1);
  for (const { id, name } of OBJEKTARTEN) {
    for (const mode of ['kauf', 'miete'] as const) {
      const bands = PRICE_BANDS[id][mode];
      if (!bands) continue;
      bands.slice(1).forEach((b, i) => {
        const index = i + 1;
        const band = b as Band;
        it(`${name.en} ${mode}: class ${index} holds ${band.min}–${band.max ?? '∞'} €/m²`, () => {
          const { inside, outside } = edges(band, step(mode, id));
          for (const price of inside.filter((p) => p > 0)) {
            expect(matchesPreis(priced(id, mode, price), mode, only(index))).toBe(true);
          }
          for (const price of outside.filter((p) => p > 0)) {
            expect(matchesPreis(priced(id, mode, price), mode, only(index))).toBe(false);
          }
        });
      });
    }
  }

  it('class 0 is “keine Angabe”: a price of 0 (upon request) or none', () => {
    expect(matchesPreis(priced(GRUNDSTUECK, 'kauf', 0), 'kauf', only(0))).toBe(true);
    expect(matchesPreis(priced(GRUNDSTUECK, 'kauf', null), 'kauf', only(0))).toBe(true);
    expect(matchesPreis(priced(BUERO, 'miete', 0), 'miete', only(0))).toBe(true);
    expect(matchesPreis(priced(GRUNDSTUECK, 'kauf', 0), 'kauf', only(1))).toBe(false);
    expect(matchesPreis(priced(GRUNDSTUECK, 'kauf', 20), 'kauf', only(0))).toBe(false);
  });

  it('applies only where the type and the mode have bands', () => {
    // Offices and commercial objects have no buy bands: the price classes do not restrict them.
    expect(preisBaender(BUERO, 'kauf')).toBeUndefined();
    expect(preisBaender(GEWERBEOBJEKT, 'kauf')).toBeUndefined();
    expect(matchesPreis(priced(BUERO, 'kauf', 5000), 'kauf', only(1))).toBe(true);
    expect(matchesPreis(priced(GEWERBEOBJEKT, 'kauf', 900), 'kauf', [])).toBe(true);
    // Without a mode no price rule applies.
    expect(matchesPreis(priced(GRUNDSTUECK, 'kauf', 400), null, only(1))).toBe(true);
    expect(preisBaender(null, 'kauf')).toBeUndefined();
    expect(preisBaender(GRUNDSTUECK, null)).toBeUndefined();
  });

  it('reads the price of the chosen mode', () => {
    const both = objekt({ istmietobjekt: true, kaufpreisproqm: 120, mietpreisproqm: 0.9 });
    expect(matchesPreis(both, 'kauf', only(4))).toBe(true);
    expect(matchesPreis(both, 'miete', only(2))).toBe(true);
    expect(matchesPreis(both, 'miete', only(4))).toBe(false);
  });

  it('does not restrict when every class of the type and mode is selected', () => {
    // Plot rent has classes 0–4; the default 0–5 covers them. A price between two bands passes then only.
    const between = priced(GRUNDSTUECK, 'miete', 0.805);
    expect(matchesPreis(between, 'miete', DEFAULT_PREIS)).toBe(true);
    expect(matchesPreis(between, 'miete', [0, 1, 2, 3, 4])).toBe(true);
    expect(matchesPreis(between, 'miete', [1, 2])).toBe(false);
  });

  it('applies through matchesKartenFilter with the filter’s mode', () => {
    const o = priced(GRUNDSTUECK, 'kauf', 45);
    expect(matchesKartenFilter(o, filter({ mieteOrKauf: 'kauf', selectedPreis: [2] }), ANONYMOUS_VIEWER)).toBe(true);
    expect(matchesKartenFilter(o, filter({ mieteOrKauf: 'kauf', selectedPreis: [1] }), ANONYMOUS_VIEWER)).toBe(false);
    expect(matchesKartenFilter(o, filter({ selectedPreis: [1] }), ANONYMOUS_VIEWER)).toBe(true);
  });
});

describe('favourites, own properties, status', () => {
  const user = viewer({ id: 7, favoriten: new Set([favoritKey('fav')]) });

  it('favsOnly keeps the user’s favourites (objekt.{id})', () => {
    expect(favoritKey('fav')).toBe('objekt.fav');
    expect(matchesKartenFilter(objekt({ id: 'fav' }), filter({ favsOnly: true }), user)).toBe(true);
    expect(matchesKartenFilter(objekt({ id: 'other' }), filter({ favsOnly: true }), user)).toBe(false);
    expect(matchesKartenFilter(objekt({ id: 'fav' }), filter({ favsOnly: true }), ANONYMOUS_VIEWER)).toBe(false);
  });

  it('own properties: owner is the user and status is not 180620000; other filters are skipped', () => {
    const own = filter({ onlyProperties: true, selectedType: BUERO, mieteOrKauf: 'miete', favsOnly: true });
    expect(matchesKartenFilter(objekt({ owner: 7, status: STATUS.ENTWURF }), own, user)).toBe(true);
    expect(matchesKartenFilter(objekt({ owner: 7, status: STATUS.IN_BEARBEITUNG }), own, user)).toBe(true);
    expect(matchesKartenFilter(objekt({ owner: 7, status: STATUS.DEAKTIVIERT, objektart: null }), own, user)).toBe(
      true,
    );
    expect(matchesKartenFilter(objekt({ owner: 7, status: STATUS.NICHT_ANZEIGEN }), own, user)).toBe(false);
    expect(matchesKartenFilter(objekt({ owner: 8 }), own, user)).toBe(false);
    expect(matchesKartenFilter(objekt({ owner: null }), own, ANONYMOUS_VIEWER)).toBe(false);
  });

  it('non-admins see 180620002 and 180620003 only (spec 6)', () => {
    expect(statusListFor(filter(), user)).toEqual(PUBLIC_STATUS);
    for (const status of STATUS_CODES) {
      const expected = status === STATUS.MIT_LOGIN || status === STATUS.OHNE_LOGIN;
      expect(matchesKartenFilter(objekt({ status }), filter(), user)).toBe(expected);
    }
  });

  it('administrators: the status must be in the selected list', () => {
    const admin = viewer({ id: 1, isAdmin: true });
    expect(statusListFor(filter(), admin)).toEqual(DEFAULT_STATUS_FILTER);
    expect(matchesKartenFilter(objekt({ status: STATUS.IN_PRUEFUNG }), filter(), admin)).toBe(true);
    expect(matchesKartenFilter(objekt({ status: STATUS.IN_BEARBEITUNG }), filter(), admin)).toBe(false);
    const chosen = filter({ selectedStatus: [STATUS.IN_BEARBEITUNG] });
    expect(matchesKartenFilter(objekt({ status: STATUS.IN_BEARBEITUNG }), chosen, admin)).toBe(true);
    expect(matchesKartenFilter(objekt({ status: STATUS.OHNE_LOGIN }), chosen, admin)).toBe(false);
    expect(matchesKartenFilter(objekt(), filter({ selectedStatus: [] }), admin)).toBe(false);
  });
});

describe('kartenObjekte', () => {
  const list = [
    objekt({ id: 'a' }),
    objekt({ id: 'b', objektart: BUERO }),
    objekt({ id: 'c', status: STATUS.ENTWURF }),
  ];

  it('keeps the objects passing every filter, in order', () => {
    expect(kartenObjekte(list, filter(), ANONYMOUS_VIEWER).map((o) => o.id)).toEqual(['a', 'b']);
    expect(kartenObjekte(list, filter({ selectedType: BUERO }), ANONYMOUS_VIEWER).map((o) => o.id)).toEqual(['b']);
  });

  it('on edit-objekt and admin-objekt draws only the matching object, unfiltered', () => {
    expect(kartenObjekte(list, filter({ selectedType: BUERO }), ANONYMOUS_VIEWER, 'c').map((o) => o.id)).toEqual(['c']);
  });
});

describe('filter changes', () => {
  it('counts active filters; the view, ignoreExtent and (for non-admins) status do not count', () => {
    expect(activeFilterCount(filter(), ANONYMOUS_VIEWER)).toBe(0);
    expect(activeFilterCount(filter({ selectedType: BUERO, selectedFlaeche: [1], ignoreExtent: true }), user())).toBe(
      2,
    );
    expect(activeFilterCount(filter({ selectedStatus: [STATUS.ENTWURF] }), user())).toBe(0);
    expect(activeFilterCount(filter({ selectedStatus: [STATUS.ENTWURF] }), viewer({ isAdmin: true }))).toBe(1);
  });

  it('a new type resets area and price classes, a new mode resets price classes', () => {
    const narrowed = filter({
      selectedType: GRUNDSTUECK,
      mieteOrKauf: 'kauf',
      selectedFlaeche: [1],
      selectedPreis: [2],
    });
    expect(withFilterChange(narrowed, { selectedType: BUERO })).toMatchObject({
      selectedType: BUERO,
      selectedFlaeche: DEFAULT_FLAECHE,
      selectedPreis: DEFAULT_PREIS,
    });
    expect(withFilterChange(narrowed, { mieteOrKauf: 'miete' })).toMatchObject({
      selectedFlaeche: [1],
      selectedPreis: DEFAULT_PREIS,
    });
    expect(withFilterChange(narrowed, { favsOnly: true })).toMatchObject({ selectedFlaeche: [1], selectedPreis: [2] });
    expect(withFilterChange(narrowed, { selectedType: GRUNDSTUECK })).toMatchObject({ selectedFlaeche: [1] });
  });
});

function user(): FilterViewer {
  return viewer({ id: 3 });
}

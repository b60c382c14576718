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
  toggled,
  withFilterChange,
} from './kartenfilter';
import { DEFAULT_STATUS_FILTER, OBJEKTART, type PriceMode, PUBLIC_STATUS, STATUS, STATUS_CODES } from './objekt';
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
    standort: 'POINT(15.6 48.2)',
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
        '&zoom=15&center=16.02,48.33&sort=qmpreis-ab&q=%20Lager%20%20halle%20&gebiet=kreis,16.02,48.33,2500' +
        '&ausserhalbHq100=true&ausserhalbNatura2000=0',
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
      gebiet: 'kreis,16.02,48.33,2500',
      ausserhalbHq100: true,
      ausserhalbNatura2000: false,
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

/** Every class index a filter may name (five area classes, price classes 0–5). */
const CLASSES = [0, 1, 2, 3, 4, 5];

/**
 * Spec 9's area classes, written out: an area in m² and the one class it falls in (inclusive bounds), or
 * null for a value between two classes.
 */
const AREA_CASES: readonly { art: number; name: string; cases: readonly [number, number | null][] }[] = [
  {
    art: GRUNDSTUECK,
    name: 'plot',
    cases: [
      [0, 0],
      [3000, 0],
      [3000.5, null],
      [3001, 1],
      [10000, 1],
      [10001, 2],
      [30000, 2],
      [30001, 3],
      [50000, 3],
      [50001, 4],
      [1_000_000, 4],
    ],
  },
  {
    art: BUERO,
    name: 'office',
    cases: [
      [0, 0],
      [50, 0],
      [50.05, null],
      [50.1, 1],
      [100, 1],
      [100.1, 2],
      [300, 2],
      [300.1, 3],
      [1000, 3],
      [1000.1, 4],
      [20000, 4],
    ],
  },
  {
    art: GEWERBEOBJEKT,
    name: 'commercial',
    cases: [
      [0, 0],
      [200, 0],
      [200.05, null],
      [200.1, 1],
      [500, 1],
      [500.1, 2],
      [1000, 2],
      [1000.1, 3],
      [2000, 3],
      [2000.1, 4],
      [50000, 4],
    ],
  },
];

describe('area classes (spec 9 bands, inclusive bounds)', () => {
  for (const { art, name, cases } of AREA_CASES) {
    it.each(cases)(`${name}: %s m² lies in class %s only`, (area, expected) => {
      const o = objekt({ objektart: art, flaecheinqm: area });
      expect(CLASSES.filter((c) => matchesFlaeche(o, only(c)))).toEqual(expected === null ? [] : [expected]);
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

/**
 * Spec 9's price classes per m², written out per type and mode: a price and the one class it falls in
 * (class 0 is 'keine Angabe', see below), or null for a value between two classes.
 */
const PRICE_CASES: readonly {
  art: number;
  mode: PriceMode;
  name: string;
  cases: readonly [number, number | null][];
}[] = [
  {
    art: GRUNDSTUECK,
    mode: 'kauf',
    name: 'plot to buy',
    cases: [
      [5, 1],
      [30, 1],
      [30.05, null],
      [30.1, 2],
      [50, 2],
      [50.1, 3],
      [100, 3],
      [100.1, 4],
      [150, 4],
      [150.1, 5],
      [1500, 5],
    ],
  },
  {
    art: GRUNDSTUECK,
    mode: 'miete',
    name: 'plot to rent',
    cases: [
      [0.5, 1],
      [0.8, 1],
      [0.805, null],
      [0.81, 2],
      [1, 2],
      [1.01, 3],
      [1.2, 3],
      [1.21, 4],
      [12, 4],
    ],
  },
  {
    art: BUERO,
    mode: 'miete',
    name: 'office to rent',
    cases: [
      [5, 1],
      [8, 1],
      [8.05, null],
      [8.1, 2],
      [12, 2],
      [12.1, 3],
      [15, 3],
      [15.1, 4],
      [150, 4],
    ],
  },
  {
    art: GEWERBEOBJEKT,
    mode: 'miete',
    name: 'commercial to rent',
    cases: [
      [3, 1],
      [5, 1],
      [5.05, null],
      [5.1, 2],
      [7, 2],
      [7.1, 3],
      [10, 3],
      [10.1, 4],
      [100, 4],
    ],
  },
];

describe('price classes (spec 9 bands per type and mode)', () => {
  for (const { art, mode, name, cases } of PRICE_CASES) {
    it.each(cases)(`${name}: %s €/m² lies in class %s only`, (price, expected) => {
      const o = priced(art, mode, price);
      expect(CLASSES.filter((c) => matchesPreis(o, mode, only(c)))).toEqual(expected === null ? [] : [expected]);
    });
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

  it('a change may be a function of the current filter: two switched classes both count', () => {
    const off = (index: number) => (current: KartenFilter) => ({
      selectedFlaeche: toggled(current.selectedFlaeche, index, [0, 1, 2, 3, 4]),
    });
    const once = withFilterChange(filter(), off(2));
    expect(once.selectedFlaeche).toEqual([0, 1, 3, 4]);
    expect(withFilterChange(once, off(4)).selectedFlaeche).toEqual([0, 1, 3]);
  });

  it('toggled switches one value and keeps the given order', () => {
    expect(toggled([0, 1, 2], 1, [0, 1, 2, 3])).toEqual([0, 2]);
    expect(toggled([3, 0], 1, [0, 1, 2, 3])).toEqual([0, 1, 3]);
    expect(toggled([0, 1, 2, 3, 4, 5], 0, [0, 1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
  });
});

function user(): FilterViewer {
  return viewer({ id: 3 });
}

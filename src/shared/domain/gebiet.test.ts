import { describe, expect, it } from 'vitest';
import {
  distanzInMetern,
  type Gebiet,
  gebietText,
  inGebiet,
  kreisExtent,
  kreisText,
  parseGebiet,
  parseUmkreisSuche,
} from './gebiet';
import {
  ANONYMOUS_VIEWER,
  DEFAULT_KARTEN_FILTER,
  KARTEN_QUERY,
  kartenFilterSchema,
  matchesKartenFilter,
} from './kartenfilter';
import { OBJEKTART, STATUS } from './objekt';
import { decodeQuery, encodeQuery } from './query';

const KREIS: Gebiet = { art: 'kreis', center: [16.37208, 48.20849], radius: 5000 };
const DREIECK: Gebiet = {
  art: 'polygon',
  ring: [
    [15.5, 48.0],
    [16.5, 48.0],
    [16.0, 48.6],
  ],
};

describe('the drawn area as text', () => {
  it('reads back what it writes, circle and polygon', () => {
    expect(gebietText(KREIS)).toBe('kreis,16.37208,48.20849,5000');
    expect(parseGebiet(gebietText(KREIS))).toEqual(KREIS);
    const text = gebietText(DREIECK);
    expect(text).toMatch(/^polygon,[?-~]+$/);
    expect(parseGebiet(text)).toEqual(DREIECK);
  });

  it('rounds to 5 decimals and drops a closing vertex, so the text is canonical', () => {
    const drawn: Gebiet = {
      art: 'polygon',
      ring: [...DREIECK.ring.map(([x, y]) => [x + 1e-7, y] as const), [15.5, 48]],
    };
    expect(gebietText(parseGebiet(gebietText(drawn)) as Gebiet)).toBe(gebietText(DREIECK));
  });

  it.each([
    ['empty', ''],
    ['unknown kind', 'ring,16,48,5000'],
    ['radius below 100 m', 'kreis,16.3,48.2,99'],
    ['radius above 100 km', 'kreis,16.3,48.2,100001'],
    ['radius not whole metres', 'kreis,16.3,48.2,500.5'],
    ['latitude beyond 90', 'kreis,16.3,91,5000'],
    ['centre far outside the region', 'kreis,2.35,48.85,5000'],
    ['two vertices', `polygon,${gebietText(DREIECK).slice(8, 20)}`],
    ['not polyline characters', 'polygon,abc def'],
    ['a cut-off polyline', `polygon,${gebietText(DREIECK).slice(8, -1)}`],
  ])('refuses %s', (_name, text) => {
    expect(parseGebiet(text)).toBeNull();
  });

  it('refuses a polygon of more than 100 vertices', () => {
    const ring = Array.from({ length: 101 }, (_, i) => {
      const angle = (i / 101) * 2 * Math.PI;
      return [16 + Math.cos(angle) * 0.2, 48 + Math.sin(angle) * 0.2] as const;
    });
    expect(parseGebiet(gebietText({ art: 'polygon', ring }))).toBeNull();
    expect(parseGebiet(gebietText({ art: 'polygon', ring: ring.slice(0, 100) }))).not.toBeNull();
  });
});

describe('the drawn area in the map query', () => {
  it('travels in the address and is dropped there when invalid', () => {
    const query = encodeQuery(KARTEN_QUERY, { gebiet: gebietText(KREIS) });
    expect(query).toBe('gebiet=kreis,16.37208,48.20849,5000');
    expect(decodeQuery(KARTEN_QUERY, query).gebiet).toBe(gebietText(KREIS));
    const polygon = encodeQuery(KARTEN_QUERY, { gebiet: gebietText(DREIECK) });
    expect(decodeQuery(KARTEN_QUERY, polygon).gebiet).toBe(gebietText(DREIECK));
    expect(decodeQuery(KARTEN_QUERY, 'gebiet=kreis,16.3,48.2,5').gebiet).toBeNull();
  });

  it('is refused by the API schema when invalid', () => {
    expect(kartenFilterSchema.safeParse({ gebiet: 'polygon,@' }).success).toBe(false);
    expect(kartenFilterSchema.parse({ gebiet: ' kreis,16.37208,48.20849,5000 ' }).gebiet).toBe(gebietText(KREIS));
  });
});

describe('whether a position lies in the area', () => {
  it('measures a circle by great-circle distance', () => {
    // One degree of latitude on PostGIS's sphere is ~111.195 km.
    expect(distanzInMetern([16, 48], [16, 49])).toBeCloseTo(111_195, -1);
    const inside = inGebiet(KREIS);
    expect(inside([16.37208, 48.25])).toBe(true); // ~4.6 km north
    expect(inside([16.37208, 48.26])).toBe(false); // ~5.7 km north
  });

  it('checks a polygon in lon/lat', () => {
    const inside = inGebiet(DREIECK);
    expect(inside([16.0, 48.2])).toBe(true);
    expect(inside([15.6, 48.5])).toBe(false);
  });

  it('filters objects by their location; one without a location is outside', () => {
    const filter = { ...DEFAULT_KARTEN_FILTER, gebiet: gebietText(DREIECK) };
    const base = {
      id: 'a',
      status: STATUS.OHNE_LOGIN,
      objektart: OBJEKTART.GRUNDSTUECK,
      owner: null,
      istkaufobjekt: true,
      istmietobjekt: false,
      standortbeschreibung: [],
      flaecheinqm: null,
      istteilbar: false,
      kleinsteflaecheinqm: null,
      kaufpreisproqm: null,
      mietpreisproqm: null,
      ecoplus: false,
    };
    const passes = (standort: string | null) => matchesKartenFilter({ ...base, standort }, filter, ANONYMOUS_VIEWER);
    expect(passes('POINT(16 48.2)')).toBe(true);
    expect(passes('POINT(15.6 48.5)')).toBe(false);
    expect(passes(null)).toBe(false);
  });
});

describe("a place with a radius typed into the search box ('within X km of a place')", () => {
  it('reads the radius before or after the place, with the words around it', () => {
    expect(parseUmkreisSuche('Tulln 10 km')).toEqual({ ort: 'Tulln', km: 10 });
    expect(parseUmkreisSuche('10km um Tulln')).toEqual({ ort: 'Tulln', km: 10 });
    expect(parseUmkreisSuche('im Umkreis von 2,5 km um Krems an der Donau')).toEqual({
      ort: 'Krems an der Donau',
      km: 2.5,
    });
    expect(parseUmkreisSuche('within 5 km of St. Pölten')).toEqual({ ort: 'St. Pölten', km: 5 });
    expect(parseUmkreisSuche('Wiener Neustadt, 20 km')).toEqual({ ort: 'Wiener Neustadt', km: 20 });
  });

  it('is no radius search without a place, without a radius or with one outside 100 m to 100 km', () => {
    expect(parseUmkreisSuche('Tulln')).toBeNull();
    expect(parseUmkreisSuche('10 km')).toBeNull();
    expect(parseUmkreisSuche('Tulln 500 km')).toBeNull();
    expect(parseUmkreisSuche('Tulln 0 km')).toBeNull();
    expect(parseUmkreisSuche('Halle 10kmh')).toBeNull();
    expect(parseUmkreisSuche('A1 km 35')).toBeNull();
  });

  it("writes the circle as the address's area and boxes it for the map's view", () => {
    expect(kreisText([16.0567812, 48.331234], 2.5)).toBe('kreis,16.05678,48.33123,2500');
    expect(kreisText([2.35, 48.85], 10)).toBeNull();
    const [minLon, minLat, maxLon, maxLat] = kreisExtent([16, 48], 10_000);
    expect(distanzInMetern([16, 48], [16, maxLat])).toBeCloseTo(10_000, 0);
    expect(distanzInMetern([16, 48], [maxLon, 48])).toBeCloseTo(10_000, -1);
    expect(minLon).toBeCloseTo(32 - maxLon, 9);
    expect(minLat).toBeCloseTo(96 - maxLat, 9);
  });
});

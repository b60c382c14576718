import { describe, expect, it } from 'vitest';
import { FUZZY_MAX_ITERATIONS, fuzzyScore, placeKey } from './fuzzy';
import { REGION_BBOX } from './geo';
import {
  centreInRegion,
  extentOfGeometry,
  isSupportedGeometry,
  type OrtKandidat,
  prepareOrtsuche,
  rankOrte,
} from './ortsuche';

describe('prepareOrtsuche', () => {
  it('removes German stopwords, or English ones when lang=en', () => {
    expect(prepareOrtsuche('Krems an der Donau', 'de')).toBe('Krems Donau');
    expect(prepareOrtsuche('Waidhofen an der Ybbs', 'de')).toBe('Waidhofen Ybbs');
    expect(prepareOrtsuche('Straß im Straßertale', 'de')).toBe('Straß Straßertale');
    expect(prepareOrtsuche('Gars am Kamp', 'de')).toBe('Gars Kamp');
    expect(prepareOrtsuche('the Tulln', 'en')).toBe('Tulln');
    expect(prepareOrtsuche('Krems an der Donau', 'en')).toBe('Krems der Donau');
    expect(prepareOrtsuche('the Tulln', 'de')).toBe('the Tulln');
  });

  it("removes 'Sankt' and 'St.' when the rest is longer than 2 characters", () => {
    expect(prepareOrtsuche('St. Pölten', 'de')).toBe('Pölten');
    expect(prepareOrtsuche('st.pölten', 'de')).toBe('pölten');
    expect(prepareOrtsuche('Sankt Valentin', 'de')).toBe('Valentin');
    expect(prepareOrtsuche('sankt poelten', 'de')).toBe('poelten');
    expect(prepareOrtsuche('St Aegyd', 'de')).toBe('Aegyd');
    expect(prepareOrtsuche('St. Ai', 'de')).toBe('St. Ai');
    expect(prepareOrtsuche('Sankt', 'de')).toBe('Sankt');
  });

  it('keeps the name when it only looks like a prefix', () => {
    expect(prepareOrtsuche('Stockerau', 'de')).toBe('Stockerau');
    expect(prepareOrtsuche('Gst.xyz', 'de')).toBe('Gst.xyz');
  });

  it('returns null (no search) when fewer than 3 characters are left', () => {
    expect(prepareOrtsuche('', 'de')).toBeNull();
    expect(prepareOrtsuche('ab', 'de')).toBeNull();
    expect(prepareOrtsuche('an der', 'de')).toBeNull();
    expect(prepareOrtsuche('in Au', 'de')).toBeNull();
    expect(prepareOrtsuche('St.', 'de')).toBeNull();
    expect(prepareOrtsuche('%%%', 'de')).toBeNull();
    expect(prepareOrtsuche('a-b', 'de')).toBeNull();
    expect(prepareOrtsuche('Au.', 'de')).toBeNull();
    expect(prepareOrtsuche('St', 'de')).toBeNull();
    expect(prepareOrtsuche('   Ybbs   ', 'de')).toBe('Ybbs');
  });
});

describe('geometry and bounding box', () => {
  it('keeps only point, line and polygon geometries', () => {
    expect(['Point', 'LineString', 'Polygon'].every(isSupportedGeometry)).toBe(true);
    expect(['MultiPolygon', 'MultiPoint', 'GeometryCollection', 'point'].some(isSupportedGeometry)).toBe(false);
    expect(extentOfGeometry({ type: 'MultiPoint', coordinates: [[15, 48]] })).toBeNull();
  });

  it('computes the extent of points, lines and polygons', () => {
    expect(extentOfGeometry({ type: 'Point', coordinates: [15.6, 48.2] })).toEqual([15.6, 48.2, 15.6, 48.2]);
    expect(
      extentOfGeometry({
        type: 'LineString',
        coordinates: [
          [15, 48],
          [16, 47.5],
        ],
      }),
    ).toEqual([15, 47.5, 16, 48]);
    expect(
      extentOfGeometry({
        type: 'Polygon',
        coordinates: [
          [
            [15, 48],
            [15.5, 48],
            [15.5, 48.4],
            [15, 48],
          ],
        ],
      }),
    ).toEqual([15, 48, 15.5, 48.4]);
    expect(extentOfGeometry({ type: 'Point', coordinates: ['x', 1] })).toBeNull();
    expect(extentOfGeometry({ type: 'Polygon', coordinates: [] })).toBeNull();
  });

  it('keeps a result only when its centre lies in the regional bounding box', () => {
    const [minLon, minLat, maxLon, maxLat] = REGION_BBOX;
    expect(centreInRegion([15.6, 48.2, 15.6, 48.2])).toBe(true);
    expect(centreInRegion([minLon, minLat, minLon, minLat])).toBe(true);
    expect(centreInRegion([16.37, 48.21, 16.37, 48.21])).toBe(true); // Vienna lies inside the box
    expect(centreInRegion([14.29, 48.31, 14.29, 48.31])).toBe(false); // Linz
    expect(centreInRegion([maxLon + 0.001, maxLat, maxLon + 0.001, maxLat])).toBe(false);
    // A line reaching into the box whose centre lies outside is dropped.
    expect(centreInRegion([13, 48, 15, 48])).toBe(false);
  });
});

describe('fuzzyScore', () => {
  it('is 1 for equal names after folding and lower for differences', () => {
    expect(fuzzyScore('Mödling', 'Mödling').score).toBe(1);
    expect(fuzzyScore('Modling', 'Mödling').score).toBe(1);
    expect(fuzzyScore('sankt poelten', 'Sankt Pölten').score).toBe(1);
    expect(fuzzyScore('Tuln', 'Tulln').score).toBeLessThan(1);
    expect(fuzzyScore('Tuln', 'Tulln').score).toBeGreaterThan(fuzzyScore('Tuln', 'Traun').score);
    expect(fuzzyScore('', 'Tulln').score).toBe(0);
  });

  it('folds names like the SQL search_fold function', () => {
    expect(placeKey('Groß-Enzersdorf')).toBe('gross enzersdorf');
    expect(placeKey('Wiener Neustadt (Stadt)')).toBe('wiener neustadt stadt');
    expect(placeKey('Sankt Pölten')).toBe(placeKey('sankt poelten'));
  });

  it('compares at most 65,536 character pairs', () => {
    const long = 'a'.repeat(100_000);
    const result = fuzzyScore('abcdefgh', long);
    expect(result.iterations).toBeLessThanOrEqual(FUZZY_MAX_ITERATIONS);
    expect(result.iterations).toBeGreaterThan(FUZZY_MAX_ITERATIONS - 16);
    expect(fuzzyScore('Tulln', 'Tulln', 10).iterations).toBeLessThanOrEqual(10);
  });
});

describe('rankOrte', () => {
  const c = (name: string, type: OrtKandidat['type'] = 'ort') => ({ name, type });
  const names = (term: string, list: OrtKandidat[]) => rankOrte(term, list, 5).map((x) => `${x.type}:${x.name}`);

  it('ranks by the fuzzy score against the original term', () => {
    const list = [c('Pöttsching'), c('Sankt Pölten (Stadt)', 'bezirk'), c('Sankt Pölten'), c('Pölla')];
    expect(names('St. Pölten', list)[0]).toBe('ort:Sankt Pölten');
    expect(names('sankt poelten', list)[0]).toBe('ort:Sankt Pölten');
    const neustadt = [c('Wiener Neudorf'), c('Wiener Neustadt (Stadt)', 'bezirk'), c('Wiener Neustadt'), c('Neustift')];
    expect(names('Wr. Neustadt', neustadt)[0]).toBe('ort:Wiener Neustadt');
  });

  it('puts places before districts of the same name and caps the list', () => {
    expect(names('Modling', [c('Mödling', 'bezirk'), c('Mödling')])).toEqual(['ort:Mödling', 'bezirk:Mödling']);
    const many = Array.from({ length: 20 }, (_, i) => c(`Tulln ${i}`));
    expect(rankOrte('Tulln', many, 5)).toHaveLength(5);
  });
});

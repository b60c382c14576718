import { describe, expect, it } from 'vitest';
import { KARTEN_QUERY } from '../../../shared/domain/kartenfilter';
import { decodeQuery } from '../../../shared/domain/query';
import { foerderungHref, glossarHref, kampagneHref, objektHref, placeHref, umkreisHref } from './targets';

const moedling = { lon: 16.28921, lat: 48.08605, extent: [16.28921, 48.08605, 16.28921, 48.08605] as const };
const map = { width: 1280, height: 800 };

describe('search result targets', () => {
  it('opens the location search at zoom 11 on the place from home', () => {
    expect(placeHref({ ...moedling, extent: [...moedling.extent] }, 'de', 'home', map)).toBe(
      '/de/standortsuche?zoom=11&center=16.28921,48.08605',
    );
  });

  it('fits the place extent on the search pages, keeping other query values', () => {
    const href = placeHref({ lon: 16.65, lat: 48.3, extent: [16.4, 48.15, 16.9, 48.45] }, 'en', 'standortsuche', {
      ...map,
      search: '?zoom=8&center=15,48&mieteOrKauf=kauf',
    });
    expect(href).toMatch(/^\/en\/standortsuche\?zoom=1\d\.\d+&center=16\.65,48\.\d+&mieteOrKauf=kauf$/);
    expect(placeHref({ ...moedling, extent: [...moedling.extent] }, 'de', 'standortsuche', map)).toBe(
      '/de/standortsuche?zoom=15&center=16.28921,48.08605',
    );
  });

  it("opens the location search with a place's circle as its area, fitting the view to it", () => {
    const fromHome = new URL(
      umkreisHref({ ...moedling, extent: [...moedling.extent] }, 10, 'de', 'home', map),
      'http://x',
    );
    expect(fromHome.pathname).toBe('/de/standortsuche');
    const query = decodeQuery(KARTEN_QUERY, fromHome.search);
    expect(query.gebiet).toBe('kreis,16.28921,48.08605,10000');
    expect(query.center[0]).toBeCloseTo(16.28921, 4);
    expect(query.center[1]).toBeCloseTo(48.08605, 3);
    // 20 km across in 800 px: zoom 11 to 12, not the place's own zoom 15.
    expect(query.zoom).toBeGreaterThanOrEqual(10);
    expect(query.zoom).toBeLessThan(13);
    const onMap = umkreisHref({ ...moedling, extent: [...moedling.extent] }, 5, 'en', 'standortsuche', {
      ...map,
      search: '?zoom=8&center=15,48&mieteOrKauf=kauf&gebiet=kreis,15,48,2000',
    });
    expect(decodeQuery(KARTEN_QUERY, new URL(onMap, 'http://x').search)).toMatchObject({
      mieteOrKauf: 'kauf',
      gebiet: 'kreis,16.28921,48.08605,5000',
    });
  });

  it('leads to the place alone when its circle is no area of the region', () => {
    const paris = { lon: 2.35, lat: 48.85, extent: [2.35, 48.85, 2.35, 48.85] as [number, number, number, number] };
    expect(umkreisHref(paris, 10, 'de', 'home', map)).toBe(placeHref(paris, 'de', 'home', map));
  });

  it('links objects, know-how, funding and glossary entries to their pages', () => {
    expect(objektHref('0b6f', 'de')).toBe('/de/standortsuche/0b6f');
    expect(kampagneHref(7, 'en')).toBe('/en/wissen/7');
    expect(foerderungHref(12, 'de')).toBe('/de/foerderkompass/12');
    expect(glossarHref(3, 'en')).toBe('/en/glossar/3');
  });
});

import { describe, expect, it } from 'vitest';
import { foerderungHref, glossarHref, kampagneHref, objektHref, placeHref } from './targets';

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

  it('links objects, know-how, funding and glossary entries to their pages', () => {
    expect(objektHref('0b6f', 'de')).toBe('/de/standortsuche/0b6f');
    expect(kampagneHref(7, 'en')).toBe('/en/wissen/7');
    expect(foerderungHref(12, 'de')).toBe('/de/foerderkompass/12');
    expect(glossarHref(3, 'en')).toBe('/en/glossar/3');
  });
});

import { describe, expect, it } from 'vitest';
import { kartenParams, restoredSearch } from './backQuery';

describe('back query of the map (spec 2 navigation behaviour)', () => {
  it('keeps only the map’s parameters', () => {
    expect(kartenParams('?selectedType=180620000&barrierefrei=true&zoom=9&center=16,48&x=1')).toBe(
      'selectedType=180620000&zoom=9&center=16,48',
    );
  });

  it('restores the last query on entry without map parameters, without favourites-only and properties-only', () => {
    const saved = 'selectedType=180620000&favsOnly=true&onlyProperties=true&zoom=9&center=16,48';
    expect(restoredSearch('', saved)).toBe('selectedType=180620000&zoom=9&center=16,48');
    expect(restoredSearch('?barrierefrei=true', saved)).toBe(
      'selectedType=180620000&zoom=9&center=16,48&barrierefrei=true',
    );
  });

  it('leaves a query with filters alone (a link with filters, meineimmobilien, back button)', () => {
    expect(restoredSearch('?onlyProperties=true', 'selectedType=180620000')).toBeNull();
    expect(restoredSearch('?ignoreExtent=false', 'selectedType=180620000')).toBeNull();
  });

  it('keeps the view of a link (e.g. a place chosen on home) and restores the filters around it', () => {
    expect(restoredSearch('?zoom=11&center=16,48', 'selectedType=180620000&zoom=9&center=15,47')).toBe(
      'selectedType=180620000&zoom=11&center=16,48',
    );
  });

  it('restores nothing when nothing else was saved', () => {
    expect(restoredSearch('', null)).toBeNull();
    expect(restoredSearch('', 'favsOnly=true')).toBeNull();
    expect(restoredSearch('?zoom=9&center=16,48', 'zoom=8&center=15,47')).toBeNull();
  });
});

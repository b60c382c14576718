import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n';
import { claimFigure, foerderkompassMetaFromCatalogue, moreThanClaim } from './claims';

describe('moreThanClaim', () => {
  it.each([
    [0, null],
    [19, null],
    [20, 15],
    [63, 60],
    [65, 60],
    [100, 95],
    [101, 100],
    [373, 350],
    [380, 375],
    [400, 375],
    [412, 400],
    [4321, 4300],
    [52_340, 52_000],
  ])('%i → %s', (count, claim) => {
    expect(moreThanClaim(count)).toBe(claim);
  });

  it('is always strictly below the count', () => {
    for (let n = 20; n < 30_000; n++) expect(moreThanClaim(n) ?? 0).toBeLessThan(n);
  });
});

describe('claimFigure', () => {
  it('writes the figure as the language writes numbers', () => {
    expect(claimFigure(4321, 'de')).toBe('4.300');
    expect(claimFigure(4321, 'en')).toBe('4,300');
    expect(claimFigure(12, 'de')).toBeNull();
  });
});

describe('the funding compass meta', () => {
  it('names the claim of the programmes in the description, as the benefits do', () => {
    expect(foerderkompassMetaFromCatalogue(catalogues.de, 'de', 72).description).toMatch(
      /^Mehr als 70 Förderprogramme /,
    );
    expect(foerderkompassMetaFromCatalogue(catalogues.en, 'en', 72).description).toMatch(
      /^More than 70 funding programmes /,
    );
  });

  it('keeps the route description, which names no number, when there is no claim', () => {
    for (const count of [undefined, 5]) {
      const meta = foerderkompassMetaFromCatalogue(catalogues.de, 'de', count);
      expect(meta.description).toBe(catalogues.de.meta.foerderkompass.description);
      expect(meta.description).not.toMatch(/\d/);
    }
  });
});

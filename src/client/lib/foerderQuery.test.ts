import { describe, expect, it } from 'vitest';
import { leererFoerderFilter, matchesFoerderFilter } from '../../shared/domain/foerderung';
import {
  activeFoerderFilterCount,
  appliedFoerderFilter,
  foerderFilterToQuery,
  parseFoerderQuery,
  projektgroesseInvalid,
} from './foerderQuery';

const q = (s: string) => new URLSearchParams(s);

describe('parseFoerderQuery', () => {
  it('reads an empty query as the empty filter', () => {
    expect(parseFoerderQuery(q(''))).toEqual(leererFoerderFilter);
  });

  it('reads comma-separated codes, amounts and the target-group text', () => {
    expect(
      parseFoerderQuery(
        q(
          'groesse=klein,epu&vorhaben=umwelt&art=zuschuss,kredit&schwerpunkt=klimaschutz&von=10000&bis=500000&zielgruppe=Gründer&bezirk=309',
        ),
      ),
    ).toEqual({
      unternehmensgroessen: ['epu', 'klein'],
      vorhaben: ['umwelt'],
      foerderarten: ['zuschuss', 'kredit'],
      schwerpunkte: ['klimaschutz'],
      projektgroesseVon: 10000,
      projektgroesseBis: 500000,
      zielgruppe: 'Gründer',
      bezirk: '309',
    });
  });

  it('ignores unknown codes, duplicates, negative or non-numeric amounts', () => {
    const filter = parseFoerderQuery(q('groesse=klein,riesig,klein,&art=gratis&von=-5&bis=viel&schwerpunkt='));
    expect(filter.unternehmensgroessen).toEqual(['klein']);
    expect(filter.foerderarten).toEqual([]);
    expect(filter.schwerpunkte).toEqual([]);
    expect(filter.projektgroesseVon).toBeNull();
    expect(filter.projektgroesseBis).toBeNull();
  });

  it('keeps codes of one dimension apart from equal codes of another', () => {
    // 'forschung' is a company type and a project type; only the named dimension gets it.
    const filter = parseFoerderQuery(q('vorhaben=forschung'));
    expect(filter.vorhaben).toEqual(['forschung']);
    expect(filter.unternehmensgroessen).toEqual([]);
  });
});

describe('foerderFilterToQuery', () => {
  it('writes only restricting parameters and round-trips', () => {
    const filter = {
      ...leererFoerderFilter,
      foerderarten: ['zuschuss', 'haftung'],
      projektgroesseBis: 250000,
      zielgruppe: 'KMU',
    };
    const query = foerderFilterToQuery(filter);
    expect(query).toBe('art=zuschuss,haftung&bis=250000&zielgruppe=KMU');
    expect(parseFoerderQuery(query)).toEqual(filter);
  });

  it('keeps foreign parameters and removes cleared ones', () => {
    const query = foerderFilterToQuery(leererFoerderFilter, q('barrierefrei=true&art=kredit&von=5'));
    expect(query).toBe('barrierefrei=true');
    expect(foerderFilterToQuery({ ...leererFoerderFilter, zielgruppe: '   ' }, q('zielgruppe=KMU'))).toBe('');
    expect(foerderFilterToQuery({ ...leererFoerderFilter, zielgruppe: 'KMU ' })).toBe('zielgruppe=KMU+');
    expect(parseFoerderQuery('zielgruppe=KMU+&von=12.6').zielgruppe).toBe('KMU ');
    expect(parseFoerderQuery('von=12.6').projektgroesseVon).toBe(13);
  });
});

describe('project size range (spec 5: a minimum greater than the maximum is rejected)', () => {
  const entry = {
    unternehmensgroessen: ['klein'],
    vorhaben: [],
    foerderarten: ['zuschuss'],
    schwerpunkte: [],
    bezirke: [],
    investitionenvon: 1_000_000,
    investitionenbis: null,
    zielgruppe_de: '',
    zielgruppe_en: '',
  };

  it('flags min > max and does not apply the range', () => {
    const filter = parseFoerderQuery(q('von=500000&bis=1000'));
    expect(projektgroesseInvalid(filter)).toBe(true);
    expect(matchesFoerderFilter(entry, filter)).toBe(false);
    expect(matchesFoerderFilter(entry, appliedFoerderFilter(filter))).toBe(true);
  });

  it('accepts min = max and open ends', () => {
    expect(projektgroesseInvalid(parseFoerderQuery(q('von=1000&bis=1000')))).toBe(false);
    expect(projektgroesseInvalid(parseFoerderQuery(q('von=1000')))).toBe(false);
  });
});

describe('activeFoerderFilterCount', () => {
  it('counts each restricting criterion once', () => {
    expect(activeFoerderFilterCount(leererFoerderFilter)).toBe(0);
    expect(activeFoerderFilterCount(parseFoerderQuery(q('groesse=klein,epu&von=1&bis=2&zielgruppe=x')))).toBe(3);
    expect(activeFoerderFilterCount(parseFoerderQuery(q('bezirk=309&art=kredit')))).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import {
  FOERDER_QUERY,
  type FoerderFilter,
  type FoerderFilterEntry,
  foerderarten,
  foerderDimensionen,
  foerderFilterOf,
  foerderLabel,
  giltImBezirk,
  isFoerderCode,
  leererFoerderFilter,
  matchesFoerderFilter,
  normalizeFoerderText,
  rankFoerderungen,
  schwerpunkte,
  unternehmensgroessen,
  vorhaben,
} from './foerderung';
import { decodeQuery } from './query';

const entry: FoerderFilterEntry = {
  unternehmensgroessen: ['klein', 'mittel'],
  vorhaben: ['investition', 'digitalisierung'],
  foerderarten: ['zuschuss'],
  schwerpunkte: ['wachstum', 'digitalisierung'],
  bezirke: [],
  investitionenvon: 10_000,
  investitionenbis: 500_000,
  zielgruppe_de: 'Kleine und mittlere Unternehmen, Gründerinnen und Gründer in Niederösterreich',
  zielgruppe_en: 'Small and medium-sized enterprises and founders in Lower Austria',
};

const filter = (patch: Partial<FoerderFilter>): FoerderFilter => ({ ...leererFoerderFilter, ...patch });

describe('code lists', () => {
  it('has the codes named in the brief, unique per dimension, with both labels', () => {
    expect(unternehmensgroessen.map((c) => c.code)).toEqual(
      expect.arrayContaining(['gruendung', 'epu', 'klein', 'mittel', 'gross']),
    );
    expect(vorhaben.map((c) => c.code)).toEqual(
      expect.arrayContaining([
        'investition',
        'forschung',
        'digitalisierung',
        'umwelt',
        'internationalisierung',
        'beratung',
        'qualifizierung',
        'gruendung',
        'standort',
        'tourismus',
      ]),
    );
    expect(foerderarten.map((c) => c.code)).toEqual(
      expect.arrayContaining(['zuschuss', 'kredit', 'haftung', 'beteiligung', 'beratung']),
    );
    expect(schwerpunkte.length).toBeGreaterThan(5);
    for (const list of Object.values(foerderDimensionen)) {
      const codes = list.map((c) => c.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const c of list) {
        expect(c.code).toMatch(/^[a-z_]+$/);
        expect(c.de.length).toBeGreaterThan(2);
        expect(c.en.length).toBeGreaterThan(2);
      }
    }
  });

  it('checks codes and finds labels per dimension', () => {
    expect(isFoerderCode('foerderarten', 'kredit')).toBe(true);
    expect(isFoerderCode('foerderarten', 'investition')).toBe(false);
    expect(foerderLabel('foerderarten', 'haftung', 'de')).toBe('Haftung / Garantie');
    expect(foerderLabel('foerderarten', 'haftung', 'en')).toBe('Guarantee');
    expect(foerderLabel('vorhaben', 'unbekannt', 'en')).toBe('unbekannt');
  });
});

describe('matchesFoerderFilter', () => {
  it('lets everything through with the empty filter', () => {
    expect(matchesFoerderFilter(entry, leererFoerderFilter)).toBe(true);
  });

  it('needs a shared code in every restricted dimension', () => {
    expect(matchesFoerderFilter(entry, filter({ unternehmensgroessen: ['klein'] }))).toBe(true);
    expect(matchesFoerderFilter(entry, filter({ unternehmensgroessen: ['gross'] }))).toBe(false);
    // Several codes of one dimension are alternatives.
    expect(matchesFoerderFilter(entry, filter({ unternehmensgroessen: ['gross', 'mittel'] }))).toBe(true);
    expect(matchesFoerderFilter(entry, filter({ vorhaben: ['forschung'] }))).toBe(false);
    expect(matchesFoerderFilter(entry, filter({ foerderarten: ['kredit', 'haftung'] }))).toBe(false);
    expect(matchesFoerderFilter(entry, filter({ schwerpunkte: ['digitalisierung'] }))).toBe(true);
  });

  it('combines dimensions with AND', () => {
    const ok = filter({ unternehmensgroessen: ['mittel'], vorhaben: ['digitalisierung'], foerderarten: ['zuschuss'] });
    expect(matchesFoerderFilter(entry, ok)).toBe(true);
    expect(matchesFoerderFilter(entry, { ...ok, foerderarten: ['kredit'] })).toBe(false);
    expect(matchesFoerderFilter(entry, { ...ok, schwerpunkte: ['tourismus'] })).toBe(false);
  });

  it('never matches a restricted dimension the entry leaves empty', () => {
    const noCodes = { ...entry, schwerpunkte: [] };
    expect(matchesFoerderFilter(noCodes, leererFoerderFilter)).toBe(true);
    expect(matchesFoerderFilter(noCodes, filter({ schwerpunkte: ['wachstum'] }))).toBe(false);
  });

  it('requires the project size ranges to overlap', () => {
    expect(matchesFoerderFilter(entry, filter({ projektgroesseVon: 50_000, projektgroesseBis: 100_000 }))).toBe(true);
    expect(matchesFoerderFilter(entry, filter({ projektgroesseVon: 0, projektgroesseBis: 10_000 }))).toBe(true);
    expect(matchesFoerderFilter(entry, filter({ projektgroesseVon: 500_000 }))).toBe(true);
    expect(matchesFoerderFilter(entry, filter({ projektgroesseVon: 500_001 }))).toBe(false);
    expect(matchesFoerderFilter(entry, filter({ projektgroesseBis: 9_999 }))).toBe(false);
    expect(matchesFoerderFilter(entry, filter({ projektgroesseVon: 1_000, projektgroesseBis: 5_000 }))).toBe(false);
  });

  it('treats a null entry bound as open', () => {
    const openTop = { ...entry, investitionenbis: null };
    expect(matchesFoerderFilter(openTop, filter({ projektgroesseVon: 50_000_000 }))).toBe(true);
    expect(matchesFoerderFilter(openTop, filter({ projektgroesseBis: 5_000 }))).toBe(false);
    const open = { ...entry, investitionenvon: null, investitionenbis: null };
    expect(matchesFoerderFilter(open, filter({ projektgroesseVon: 1, projektgroesseBis: 2 }))).toBe(true);
  });

  it('matches every word of the target group text in German or English, ignoring case and umlauts', () => {
    expect(matchesFoerderFilter(entry, filter({ zielgruppe: 'gründer' }))).toBe(true);
    expect(matchesFoerderFilter(entry, filter({ zielgruppe: 'GRUENDER  niederösterreich' }))).toBe(true);
    expect(matchesFoerderFilter(entry, filter({ zielgruppe: 'founders lower austria' }))).toBe(true);
    expect(matchesFoerderFilter(entry, filter({ zielgruppe: 'gründer tourismus' }))).toBe(false);
    expect(matchesFoerderFilter(entry, filter({ zielgruppe: '   ' }))).toBe(true);
  });

  it('combines codes, size and target group', () => {
    const f = filter({
      unternehmensgroessen: ['klein'],
      foerderarten: ['zuschuss'],
      projektgroesseVon: 20_000,
      projektgroesseBis: 40_000,
      zielgruppe: 'Unternehmen',
    });
    expect(matchesFoerderFilter(entry, f)).toBe(true);
    expect(matchesFoerderFilter(entry, { ...f, zielgruppe: 'Gemeinden' })).toBe(false);
    expect(matchesFoerderFilter(entry, { ...f, projektgroesseVon: 600_000, projektgroesseBis: null })).toBe(false);
  });
});

describe('the district filter', () => {
  it('lets a programme without districts through everywhere, a limited one only in its districts', () => {
    expect(giltImBezirk({ bezirke: [] }, '317')).toBe(true);
    expect(giltImBezirk({ bezirke: ['309', '325'] }, '325')).toBe(true);
    expect(giltImBezirk({ bezirke: ['309', '325'] }, '317')).toBe(false);
    expect(giltImBezirk({ bezirke: ['309'] }, null)).toBe(true);
  });

  it('is part of the funding guide filter, read from the bezirk query parameter', () => {
    const limited = { ...entry, bezirke: ['309'] };
    expect(matchesFoerderFilter(limited, filter({ bezirk: '309' }))).toBe(true);
    expect(matchesFoerderFilter(limited, filter({ bezirk: '317' }))).toBe(false);
    expect(matchesFoerderFilter(entry, filter({ bezirk: '317' }))).toBe(true);
    expect(foerderFilterOf(decodeQuery(FOERDER_QUERY, 'bezirk=309&groesse=klein')).bezirk).toBe('309');
    // An unknown district (an outdated or hand-edited link) restricts nothing.
    expect(foerderFilterOf(decodeQuery(FOERDER_QUERY, 'bezirk=999')).bezirk).toBeNull();
  });
});

describe('rankFoerderungen', () => {
  const programm = (id: number, sortierung: number, unternehmensgroessen: string[], vorhaben: string[]) => ({
    id,
    sortierung,
    unternehmensgroessen,
    vorhaben,
  });
  const programme = [
    programm(1, 10, ['gross'], ['forschung']),
    programm(2, 20, ['klein'], ['forschung']),
    programm(3, 30, ['mittel'], ['investition', 'standort']),
    programm(4, 40, ['klein', 'mittel'], ['investition']),
    programm(5, 5, ['klein'], ['investition', 'standort']),
    programm(6, 5, ['gross'], []),
  ];

  it('keeps the funding guide order (sortierung, id) without a profile or with an empty one', () => {
    for (const profil of [null, { unternehmensgroesse: null, vorhaben: [] }]) {
      const ranked = rankFoerderungen(programme, profil);
      expect(ranked.map((r) => r.entry.id)).toEqual([5, 6, 1, 2, 3, 4]);
      expect(ranked.every((r) => r.treffer === null)).toBe(true);
    }
  });

  it('puts size and project type matches first, more shared project types before fewer, then sortierung', () => {
    const ranked = rankFoerderungen(programme, { unternehmensgroesse: 'klein', vorhaben: ['investition', 'standort'] });
    expect(ranked.map((r) => r.entry.id)).toEqual([5, 4, 3, 2, 6, 1]);
    expect(ranked[0]?.treffer).toEqual({ groesse: true, vorhaben: ['investition', 'standort'] });
    expect(ranked.find((r) => r.entry.id === 3)?.treffer).toEqual({
      groesse: false,
      vorhaben: ['investition', 'standort'],
    });
    expect(ranked.find((r) => r.entry.id === 2)?.treffer).toEqual({ groesse: true, vorhaben: [] });
    expect(ranked.find((r) => r.entry.id === 1)?.treffer).toEqual({ groesse: false, vorhaben: [] });
  });

  it('ranks by size alone when the profile names no project types, and does not change its input', () => {
    const before = programme.map((p) => p.id);
    const ranked = rankFoerderungen(programme, { unternehmensgroesse: 'gross', vorhaben: [] });
    expect(ranked.map((r) => r.entry.id)).toEqual([6, 1, 5, 2, 3, 4]);
    expect(programme.map((p) => p.id)).toEqual(before);
  });
});

describe('normalizeFoerderText', () => {
  it('folds umlauts, ß and accents', () => {
    expect(normalizeFoerderText('Größe Café ÄÖÜ')).toBe('groesse cafe aeoeue');
  });
});

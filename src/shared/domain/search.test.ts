import { describe, expect, it } from 'vitest';
import { OBJEKTART } from './objekt';
import {
  buildObjektIndex,
  buildSearchIndex,
  foerderungSearchFields,
  glossarSearchFields,
  isSearchable,
  kampagneSearchFields,
  objektDisplayName,
  parseSearch,
  SEARCH_CAPS,
  type SearchableObjekt,
  searchIndex,
  searchObjekte,
} from './search';
import { foldBase, foldDigraph, haystackOf } from './textfold';

const objekt = (over: Partial<SearchableObjekt> & { id?: string } = {}): SearchableObjekt & { id: string } => ({
  id: 'x',
  objektnummer: 'NOE-2026-0001',
  objektname: 'Betriebsgebiet Nord',
  flaechenbezeichnung: null,
  ort: 'Tulln',
  objektart: OBJEKTART.GRUNDSTUECK,
  standortbeschreibung: [],
  widmungen: [],
  uebersetzung: null,
  ...over,
});

const ids = (list: { id: string }[]) => list.map((o) => o.id);

describe('folding', () => {
  it('folds case, ß and umlauts to the base vowel and to the digraph', () => {
    expect(foldBase('Straße Mödling É')).toBe('strasse modling e');
    expect(foldDigraph('Straße Mödling Ärger Über')).toBe('strasse moedling aerger ueber');
  });

  it('adds the digraph spelling only of the words that differ', () => {
    expect(haystackOf('Tulln')).toBe('tulln');
    expect(haystackOf('Mödling Tulln Straße')).toBe('modling tulln strasse\nmoedling');
  });
});

describe('parseSearch', () => {
  it('starts only above 2 characters, after trimming', () => {
    expect(parseSearch('')).toEqual({ kind: 'none' });
    expect(parseSearch('ab')).toEqual({ kind: 'none' });
    expect(parseSearch('  ab  ')).toEqual({ kind: 'none' });
    expect(isSearchable('abc')).toBe(true);
    expect(isSearchable('12')).toBe(false);
  });

  it('treats purely numeric text as an object-number fragment', () => {
    expect(parseSearch(' 0042 ')).toEqual({ kind: 'number', digits: '0042' });
    expect(parseSearch('42 a').kind).toBe('words');
  });

  it('lowercases and splits on any run of whitespace', () => {
    const q = parseSearch('  Halle   TULLN\tnord ');
    expect(q.kind === 'words' && q.words.map((w) => w.base).sort()).toEqual(['halle', 'nord', 'tulln']);
  });
});

describe('searchObjekte', () => {
  const list = [
    objekt({ id: 'a', objektnummer: 'NOE-2026-0042', objektname: 'Lagerhalle am Hafen', ort: 'Krems an der Donau' }),
    objekt({
      id: 'b',
      objektnummer: 'NOE-2026-0142',
      objektname: 'Bürofläche im Zentrum',
      ort: 'Mödling',
      objektart: OBJEKTART.BUERO,
      flaechenbezeichnung: 'Top 4, 2. Stock',
      uebersetzung: { objektname_en: 'Office space downtown' },
    }),
    objekt({
      id: 'c',
      objektnummer: 'NOE-2026-0200',
      objektname: 'Gewerbegrund an der Hauptstraße',
      ort: 'Tulln',
      standortbeschreibung: [50, 24],
      widmungen: ['BB'],
    }),
  ];
  const de = buildObjektIndex(list, 'de');
  const en = buildObjektIndex(list, 'en');

  it('clears results for texts of 2 characters or less', () => {
    expect(searchObjekte(de, 'Tu', 15)).toEqual([]);
    expect(searchObjekte(de, '   ', 15)).toEqual([]);
  });

  it('matches a numeric text as a substring of the object number only', () => {
    expect(ids(searchObjekte(de, '042', 15))).toEqual(['a']);
    expect(ids(searchObjekte(de, '42', 15))).toEqual([]);
    expect(ids(searchObjekte(de, '0042', 15))).toEqual(['a']);
    expect(ids(searchObjekte(de, '142', 15))).toEqual(['b']);
    expect(ids(searchObjekte(de, '2026', 15))).toEqual(['a', 'b', 'c']);
  });

  it('requires every word (AND), in any order and case', () => {
    expect(ids(searchObjekte(de, 'tulln', 15))).toEqual(['c']);
    expect(ids(searchObjekte(de, 'HAUPTSTRASSE tulln', 15))).toEqual(['c']);
    expect(ids(searchObjekte(de, 'hauptstrasse krems', 15))).toEqual([]);
  });

  it('searches area designation, type, zoning and feature labels in the current language', () => {
    expect(ids(searchObjekte(de, 'stock', 15))).toEqual(['b']);
    expect(ids(searchObjekte(de, 'Glasfaser', 15))).toEqual(['c']);
    expect(ids(searchObjekte(en, 'fibre optic', 15))).toEqual(['c']);
    expect(ids(searchObjekte(en, 'glasfaser', 15))).toEqual([]);
    expect(ids(searchObjekte(de, 'Betriebsgebiet', 15))).toEqual(['c']);
    expect(ids(searchObjekte(de, 'Bauland-Betriebsgebiet', 15))).toEqual(['c']);
    expect(ids(searchObjekte(en, 'business area', 15))).toEqual(['c']);
    expect(ids(searchObjekte(de, 'büro', 15))).toEqual(['b']);
    expect(ids(searchObjekte(en, 'office', 15))).toEqual(['b']);
  });

  it('uses the English object name when lang=en and falls back to the German one', () => {
    expect(ids(searchObjekte(en, 'downtown', 15))).toEqual(['b']);
    expect(ids(searchObjekte(de, 'downtown', 15))).toEqual([]);
    expect(ids(searchObjekte(en, 'zentrum', 15))).toEqual([]);
    expect(ids(searchObjekte(en, 'lagerhalle', 15))).toEqual(['a']);
    expect(objektDisplayName(list[1] as SearchableObjekt, 'en')).toBe('Office space downtown');
    expect(objektDisplayName(list[0] as SearchableObjekt, 'en')).toBe('Lagerhalle am Hafen');
  });

  it('finds umlauts and ß by their ASCII spellings and the other way round', () => {
    for (const text of ['Mödling', 'Moedling', 'Modling', 'mÖdl'])
      expect(ids(searchObjekte(de, text, 15))).toEqual(['b']);
    expect(ids(searchObjekte(de, 'strasse', 15))).toEqual(['c']);
    expect(ids(searchObjekte(de, 'straße', 15))).toEqual(['c']);
    expect(ids(searchObjekte(de, 'buerofl', 15))).toEqual(['b']);
    const ascii = buildObjektIndex([objekt({ id: 'd', ort: 'Moedling' })], 'de');
    expect(ids(searchObjekte(ascii, 'Mödling', 15))).toEqual(['d']);
  });

  it('does not match across two fields or two properties', () => {
    expect(searchObjekte(de, 'hauptstrassegrundstuck', 15)).toEqual([]);
    expect(searchObjekte(de, 'donautop', 15)).toEqual([]);
    expect(ids(searchObjekte(de, 'hauptstrasse grundstuck', 15))).toEqual(['c']);
  });

  it('stops at the cap, keeping list order', () => {
    const many = Array.from({ length: 40 }, (_, i) => objekt({ id: String(i), objektname: `Halle ${i}` }));
    const index = buildObjektIndex(many, 'de');
    expect(ids(searchObjekte(index, 'halle', SEARCH_CAPS.home.objekte))).toEqual(['0', '1', '2', '3', '4']);
    expect(searchObjekte(index, 'halle', SEARCH_CAPS.standortsuche.objekte)).toHaveLength(15);
    expect(searchObjekte(index, '2026', SEARCH_CAPS.home.objekte)).toHaveLength(5);
  });

  it('finds with `accept` what an index of the accepted properties alone finds', () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      objekt({ id: String(i), objektname: `Halle ${i % 3 ? 'Nord' : 'Süd'}`, objektnummer: `NOE-${1000 + i}` }),
    );
    const even = (i: number) => i % 2 === 0;
    const all = buildObjektIndex(many, 'de');
    const only = buildObjektIndex(
      many.filter((_, i) => even(i)),
      'de',
    );
    for (const text of ['halle', 'halle nord', 'sud halle', '100', '1003', 'gibtsnicht']) {
      for (const cap of [1, 5, 15]) {
        expect(ids(searchObjekte(all, text, cap, even)), `${text} ${cap}`).toEqual(ids(searchObjekte(only, text, cap)));
      }
    }
  });
});

describe('campaigns, funding and glossary', () => {
  it('finds campaigns by header, sub-header and meta title', () => {
    const list = [
      { id: 1, header: 'Brachflächenrecycling', headersub: 'RE-USE', metatitle: null },
      { id: 2, header: 'Standort Tulln', headersub: null, metatitle: 'Technopol Tulln' },
    ];
    const index = buildSearchIndex(list, kampagneSearchFields);
    expect(searchIndex(index, 'brachflaechen', 5).map((k) => k.id)).toEqual([1]);
    expect(searchIndex(index, 're-use', 5).map((k) => k.id)).toEqual([1]);
    expect(searchIndex(index, 'technopol', 5).map((k) => k.id)).toEqual([2]);
    expect(searchIndex(index, 'tulln standort', 5).map((k) => k.id)).toEqual([2]);
  });

  it('finds funding by name, funding body and short description in the current language', () => {
    const f = {
      id: 1,
      name_de: 'Digitalisierungsförderung',
      name_en: 'Digitalisation grant',
      foerderstelle: 'aws',
      kurzbeschreibung_de: 'Zuschuss für kleine Unternehmen',
      kurzbeschreibung_en: 'Grant for small businesses',
    };
    const de = buildSearchIndex([f], (x) => foerderungSearchFields(x, 'de'));
    const en = buildSearchIndex([f], (x) => foerderungSearchFields(x, 'en'));
    expect(searchIndex(de, 'digitalisierungsfoerderung', 5)).toHaveLength(1);
    expect(searchIndex(de, 'zuschuss aws', 5)).toHaveLength(1);
    expect(searchIndex(de, 'grant', 5)).toHaveLength(0);
    expect(searchIndex(en, 'small grant', 5)).toHaveLength(1);
  });

  it('finds glossary entries by title and keywords in the current language', () => {
    const g = {
      id: 1,
      titel_de: 'Flächenwidmung',
      titel_en: 'Zoning',
      keywords_de: ['Bauland'],
      keywords_en: ['land use'],
    };
    const de = buildSearchIndex([g], (x) => glossarSearchFields(x, 'de'));
    const en = buildSearchIndex([g], (x) => glossarSearchFields(x, 'en'));
    expect(searchIndex(de, 'bauland', 5)).toHaveLength(1);
    expect(searchIndex(de, 'flachenwidmung', 5)).toHaveLength(1);
    expect(searchIndex(de, 'zoning', 5)).toHaveLength(0);
    expect(searchIndex(en, 'land use', 5)).toHaveLength(1);
  });

  it('caps each group at 5 on home', () => {
    const list = Array.from({ length: 9 }, (_, i) => ({
      id: i,
      header: `Wissen ${i}`,
      headersub: null,
      metatitle: null,
    }));
    const index = buildSearchIndex(list, kampagneSearchFields);
    expect(searchIndex(index, 'wissen', SEARCH_CAPS.home.kampagnen)).toHaveLength(5);
    expect(searchIndex(index, 'wissen', SEARCH_CAPS.standortsuche.kampagnen)).toHaveLength(9);
  });
});

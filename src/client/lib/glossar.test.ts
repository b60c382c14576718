import { describe, expect, it } from 'vitest';
import type { Glossar } from '../../shared/schemas/content';
import { filterGlossar, groupByInitial, initialOf, sortGlossar } from './glossar';

const entry = (id: number, titel_de: string, titel_en: string, keywords_de: string[] = []): Glossar => ({
  id,
  titel_de,
  titel_en,
  beschreibung_de: '',
  beschreibung_en: '',
  link: null,
  keywords_de,
  keywords_en: [],
  generiert: false,
  sieheauch: [],
});

const ENTRIES = [
  entry(1, 'Zuschuss', 'Grant', ['Subvention']),
  entry(2, 'Örtliches Raumordnungsprogramm', 'Local spatial planning programme'),
  entry(3, 'Bauland', 'Building land'),
  entry(4, 'Oberflächenwasser', 'Surface water'),
  entry(5, 'A-Blatt', 'A sheet'),
  entry(6, '3D-Modell', '3D model'),
];

describe('glossary list', () => {
  it('sorts by the title in the language shown, German collation', () => {
    expect(sortGlossar(ENTRIES, 'de').map((e) => e.id)).toEqual([6, 5, 3, 4, 2, 1]);
    expect(sortGlossar(ENTRIES, 'en').map((e) => e.id)).toEqual([6, 5, 3, 1, 2, 4]);
  });

  it('groups by A–Z initial, umlauts under their base letter, others under # at the end', () => {
    expect(initialOf('Örtliches')).toBe('O');
    expect(initialOf('3D-Modell')).toBe('#');
    const groups = groupByInitial(ENTRIES, 'de');
    expect(groups.map((g) => g.letter)).toEqual(['A', 'B', 'O', 'Z', '#']);
    expect(groups.find((g) => g.letter === 'O')?.entries.map((e) => e.id)).toEqual([4, 2]);
  });

  it('filters by title in both languages and keywords, ignoring case and umlauts', () => {
    expect(filterGlossar(ENTRIES, 'oertliches', 'de').map((e) => e.id)).toEqual([2]);
    expect(filterGlossar(ENTRIES, 'SUBVENTION', 'de').map((e) => e.id)).toEqual([1]);
    expect(filterGlossar(ENTRIES, 'building', 'de').map((e) => e.id)).toEqual([3]);
    expect(filterGlossar(ENTRIES, '  ', 'de')).toHaveLength(ENTRIES.length);
    expect(filterGlossar(ENTRIES, 'xyz', 'de')).toEqual([]);
  });
});

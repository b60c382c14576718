import { describe, expect, it } from 'vitest';
import type { Objekt, Objektbild } from '../schemas/objekt';
import { diffBilder, diffFelder } from './aenderung';

const bild = (msid: string, titel: string | null = null): Objektbild => ({
  msid,
  id: msid,
  mimetype: 'image/webp',
  crmfilename: `${msid}.png`,
  titel,
  s3filename: `${msid}.webp`,
  width: 1,
  height: 1,
});

const base = {
  objektname: 'Halle am Hafen',
  kaufpreis: 100,
  kontakte: null,
  standort: 'POINT(15.63 48.2)',
  polygon: null,
  standortbeschreibung: [1, 2],
  verkehrsinfrastruktur: [{ type: 1, connection: 'A1', distance: 3 }],
  uebersetzung: { msid: 'x', objektname_en: 'Hall', detailbeschreibung_en: 'Text', lageerreichbarkeit_en: null },
} as unknown as Objekt;

describe('the diff of a pending change', () => {
  it('lists changed fields old → new in the editor order, translations by their path', () => {
    const neu = {
      ...base,
      kaufpreis: 90,
      objektname: 'Halle am Hafen Nord',
      uebersetzung: { ...base.uebersetzung, objektname_en: 'Hall north' },
    } as Objekt;
    expect(diffFelder(base, neu)).toEqual([
      { feld: 'objektname', alt: 'Halle am Hafen', neu: 'Halle am Hafen Nord' },
      { feld: 'kaufpreis', alt: 100, neu: 90 },
      { feld: 'uebersetzung.objektname_en', alt: 'Hall', neu: 'Hall north' },
    ]);
  });

  it('sees no change in another spelling of the same geometry, set order, key order or empty text', () => {
    const neu = {
      ...base,
      kontakte: '',
      standort: 'POINT (15.630 48.20)',
      standortbeschreibung: [2, 1],
      verkehrsinfrastruktur: [{ distance: 3, connection: 'A1', type: 1 }],
    } as unknown as Objekt;
    expect(diffFelder(base, neu)).toEqual([]);
    expect(diffFelder(base, { ...base, standort: 'POINT(15.64 48.2)' })).toHaveLength(1);
  });

  it('lists images added and removed and whether the kept ones changed their order', () => {
    expect(diffBilder([bild('a'), bild('b'), bild('c')], [bild('c'), bild('a'), bild('d')])).toEqual({
      hinzugefuegt: [bild('d')],
      entfernt: [bild('b')],
      reihenfolgeGeaendert: true,
      umbenannt: [],
    });
    expect(diffBilder([bild('a'), bild('b')], [bild('a'), bild('x'), bild('b')]).reihenfolgeGeaendert).toBe(false);
    expect(diffBilder([bild('a')], [bild('a', 'Lageplan')]).umbenannt).toEqual([bild('a', 'Lageplan')]);
  });
});

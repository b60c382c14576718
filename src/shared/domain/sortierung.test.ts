import { describe, expect, it } from 'vitest';
import { type SortierbaresObjekt, sortiereObjekte, sortPreis } from './sortierung';

const objekt = (id: string, o: Partial<SortierbaresObjekt>) => ({
  id,
  istkaufobjekt: false,
  istmietobjekt: false,
  kaufpreis: null,
  kaufpreisproqm: null,
  mietpreis: null,
  mietpreisproqm: null,
  flaecheinqm: null,
  ...o,
});

// Newest first, as the server sends them.
const LIST = [
  objekt('a', { istkaufobjekt: true, kaufpreis: 300_000, kaufpreisproqm: 30, flaecheinqm: 10_000 }),
  objekt('b', { istmietobjekt: true, mietpreis: 1_200, mietpreisproqm: 8, flaecheinqm: 150 }),
  objekt('c', { istkaufobjekt: true, kaufpreis: 0, kaufpreisproqm: 0, flaecheinqm: 800 }),
  objekt('d', { istkaufobjekt: true, istmietobjekt: true, kaufpreis: 90_000, kaufpreisproqm: 45, mietpreis: 500 }),
  objekt('e', { istmietobjekt: true, mietpreis: 1_200, mietpreisproqm: 4, flaecheinqm: 150 }),
];
const ids = (list: readonly { id: string }[]) => list.map((o) => o.id).join('');

describe('sortiereObjekte', () => {
  it('keeps the server’s order (newest first) by default', () => {
    expect(sortiereObjekte(LIST, 'neueste', null)).toBe(LIST);
  });

  it('sorts by price of the offered mode, upon request and missing prices last in both directions', () => {
    expect(ids(sortiereObjekte(LIST, 'preis-auf', null))).toBe('bedac');
    expect(ids(sortiereObjekte(LIST, 'preis-ab', null))).toBe('adbec');
  });

  it('sorts by the price of the mode the filter chose', () => {
    expect(ids(sortiereObjekte(LIST, 'preis-auf', 'miete'))).toBe('dbeac');
    expect(ids(sortiereObjekte(LIST, 'qmpreis-ab', 'kauf'))).toBe('dabce');
  });

  it('sorts by price per m² and by area; equal values keep their order', () => {
    expect(ids(sortiereObjekte(LIST, 'qmpreis-auf', null))).toBe('ebadc');
    expect(ids(sortiereObjekte(LIST, 'flaeche-auf', null))).toBe('becad');
    expect(ids(sortiereObjekte(LIST, 'flaeche-ab', null))).toBe('acbed');
  });
});

describe('sortPreis', () => {
  it('reads 0 as upon request (no price)', () => {
    expect(sortPreis(LIST[2] as SortierbaresObjekt, null, false)).toBeNull();
    expect(sortPreis(LIST[3] as SortierbaresObjekt, 'miete', false)).toBe(500);
  });
});

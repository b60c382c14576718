import { describe, expect, it } from 'vitest';
import de from '../../../shared/i18n/de.json';
import en from '../../../shared/i18n/en.json';
import type { Objekt } from '../../../shared/schemas/objekt';
import { addressLine, contactLines, keyFacts, priceRows } from './facts';

const base = {
  objektart: 180620000,
  flaecheinqm: 125000,
  istteilbar: true,
  kleinsteflaecheinqm: 2500,
  flaechenbezeichnung: null,
  hallenhoehe: null,
  grundstuecke: ['123/4', '125'],
  bezirk: '321',
  objektnummer: '2026-0042',
  istkaufobjekt: true,
  istmietobjekt: true,
  kaufpreis: 1_500_000,
  kaufpreisproqm: 0,
  mietpreis: null,
  mietpreisproqm: 8.5,
  strasse: null,
  plz: '3430',
  ort: 'Tulln',
} as unknown as Objekt;

describe('detail facts', () => {
  it('lists type, area (km² from 100,000 m²) with the divisible part, plots, district and number', () => {
    const facts = keyFacts(base, 'de');
    expect(facts.map((f) => f.label)).toEqual(['objektart', 'flaeche', 'grundstuecke', 'bezirk', 'objektnummer']);
    expect(facts[0]?.value).toBe('Grundstück');
    expect(facts[1]).toMatchObject({ value: '0,13 km²', note: { key: 'teilbarAb', area: '2.500 m²' } });
    expect(facts[2]?.value).toBe('123/4, 125');
    expect(keyFacts(base, 'en')[0]?.value).toBe('Plot of land');
  });

  it('writes the hall height in the page language and leaves out a district not chosen yet', () => {
    const hall = { ...base, hallenhoehe: 3.2, flaecheinqm: 1250.5, bezirk: null };
    const value = (lang: 'de' | 'en', label: string) => keyFacts(hall, lang).find((f) => f.label === label)?.value;
    expect(value('en', 'hallenhoeheKurz')).toBe('3.2 m');
    expect(value('de', 'hallenhoeheKurz')).toBe('3,2 m');
    expect(value('en', 'flaeche')).toBe('1,250.5 m²');
    expect(keyFacts(hall, 'de').map((f) => f.label)).not.toContain('bezirk');
  });

  it('labels each fact without a unit: the value carries it (no "Hall height in m 3.2 m")', () => {
    const hall = { ...base, hallenhoehe: 3.2, flaechenbezeichnung: 'Halle' };
    for (const [lang, catalogue] of [
      ['de', de],
      ['en', en],
    ] as const) {
      for (const fact of keyFacts(hall, lang)) {
        const label = (catalogue.objekt.field as Record<string, string>)[fact.label];
        expect(label, fact.label).toBeTruthy();
        expect(label, fact.label).not.toMatch(/\bin m|m²/);
      }
    }
  });

  it('shows total and per-m² prices of each offered mode, null meaning upon request', () => {
    const rows = priceRows(base, 'de').map((r) => ({
      ...r,
      total: r.total?.replace(/\s/g, ' ') ?? null,
      proQm: r.proQm?.replace(/\s/g, ' ') ?? null,
    }));
    expect(rows).toEqual([
      { mode: 'kauf', total: '1.500.000 €', proQm: null },
      { mode: 'miete', total: null, proQm: '8,50 €' },
    ]);
    expect(priceRows({ ...base, istkaufobjekt: false, istmietobjekt: false }, 'de')).toEqual([]);
  });

  it('writes the address and turns contact lines into links', () => {
    expect(addressLine(base)).toBe('3430 Tulln');
    expect(addressLine({ strasse: 'Hauptstraße 1', plz: '3430', ort: 'Tulln' })).toBe('Hauptstraße 1, 3430 Tulln');
    expect(contactLines('Mag. Karin Hofer\nTel. +43 2742 000 101\nk.hofer@standortportal.at')).toEqual([
      { text: 'Mag. Karin Hofer' },
      { text: 'Tel. +43 2742 000 101', href: 'tel:+432742000101' },
      { text: 'k.hofer@standortportal.at', href: 'mailto:k.hofer@standortportal.at' },
    ]);
    expect(contactLines(null)).toEqual([]);
  });
});

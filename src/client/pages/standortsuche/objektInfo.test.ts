import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../shared/domain/format';
import { STATUS } from '../../../shared/domain/objekt';
import {
  bandLabel,
  detailHref,
  flaecheText,
  needsLoginDialog,
  objektName,
  preisZeilen,
  teilbarAbText,
} from './objektInfo';

const preise = {
  istkaufobjekt: true,
  istmietobjekt: false,
  kaufpreis: 450000,
  kaufpreisproqm: 45,
  mietpreis: null,
  mietpreisproqm: null,
};

describe('list entries', () => {
  it('names the object in English where a translation exists', () => {
    const objekt = { objektname: 'Halle', uebersetzung: { objektname_en: 'Hall' } };
    expect(objektName(objekt, 'en')).toBe('Hall');
    expect(objektName(objekt, 'de')).toBe('Halle');
    expect(objektName({ objektname: 'Halle', uebersetzung: { objektname_en: ' ' } }, 'en')).toBe('Halle');
    expect(objektName({ objektname: 'Halle', uebersetzung: null }, 'en')).toBe('Halle');
  });

  it('formats areas (km² from 100,000 m²) and the smallest part of divisible objects', () => {
    expect(flaecheText({ flaecheinqm: 2500 }, 'de')).toBe('2.500 m²');
    expect(flaecheText({ flaecheinqm: 125000 }, 'de')).toBe('0,13 km²');
    expect(flaecheText({ flaecheinqm: null }, 'de')).toBeNull();
    expect(teilbarAbText({ istteilbar: true, kleinsteflaecheinqm: 500 }, 'de')).toBe('500 m²');
    expect(teilbarAbText({ istteilbar: false, kleinsteflaecheinqm: 500 }, 'de')).toBeNull();
  });

  it('gives price lines per mode with total and per m² in EUR; 0 or none is upon request', () => {
    const eur = (v: number) => formatPrice(v, 'de');
    expect(eur(450000)?.replace(/\s/g, ' ')).toBe('450.000 €');
    expect(preisZeilen(preise, 'de')).toEqual([{ mode: 'kauf', total: eur(450000), proQm: eur(45) }]);
    expect(preisZeilen({ ...preise, istmietobjekt: true, mietpreis: 0, mietpreisproqm: 8.5 }, 'de')).toEqual([
      { mode: 'kauf', total: eur(450000), proQm: eur(45) },
      { mode: 'miete', total: null, proQm: eur(8.5) },
    ]);
    expect(preisZeilen({ ...preise, kaufpreis: 0, kaufpreisproqm: null }, 'de')).toEqual([
      { mode: 'kauf', total: null, proQm: null },
    ]);
  });

  it('links the detail view at zoom 15 on the object, carrying the barrier-free flag', () => {
    expect(detailHref('de', 'abc', [16.123456789, 48.2])).toBe('/de/standortsuche/abc?zoom=15&center=16.123457,48.2');
    expect(detailHref('en', 'abc', null)).toBe('/en/standortsuche/abc');
    expect(detailHref('de', 'abc', null, true)).toBe('/de/standortsuche/abc?barrierefrei=true');
  });

  it('asks anonymous visitors to log in for grey objects only', () => {
    expect(needsLoginDialog({ status: STATUS.MIT_LOGIN }, false)).toBe(true);
    expect(needsLoginDialog({ status: STATUS.MIT_LOGIN }, true)).toBe(false);
    expect(needsLoginDialog({ status: STATUS.OHNE_LOGIN }, false)).toBe(false);
  });
});

describe('bandLabel', () => {
  it('labels bands with German numbers on German pages: up to, from–to, above', () => {
    const words = { above: 'über', upTo: 'bis' };
    expect(bandLabel({ min: 0, max: 3000 }, 'm²', 'de', words)).toBe('bis 3.000 m²');
    expect(bandLabel({ min: 3001, max: 10000 }, 'm²', 'de', words)).toBe('3.001–10.000 m²');
    expect(bandLabel({ min: 50001, max: null }, 'm²', 'de', words)).toBe('über 50.000 m²');
    expect(bandLabel({ min: 1000.1, max: null }, 'm²', 'de', words)).toBe('über 1.000 m²');
    expect(bandLabel({ min: 1.21, max: null }, '€/m²', 'de', words)).toBe('über 1,2 €/m²');
    expect(bandLabel({ min: 30.1, max: 50 }, '€/m²', 'de', words)).toBe('30,1–50 €/m²');
  });

  it('labels bands with English numbers on English pages', () => {
    const words = { above: 'over', upTo: 'up to' };
    expect(bandLabel({ min: 0, max: 3000 }, 'm²', 'en', words)).toBe('up to 3,000 m²');
    expect(bandLabel({ min: 3001, max: 10000 }, 'm²', 'en', words)).toBe('3,001–10,000 m²');
    expect(bandLabel({ min: 50001, max: null }, 'm²', 'en', words)).toBe('over 50,000 m²');
    expect(bandLabel({ min: 30.1, max: 50 }, '€/m²', 'en', words)).toBe('30.1–50 €/m²');
  });
});

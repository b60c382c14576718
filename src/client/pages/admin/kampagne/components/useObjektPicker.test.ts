import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Objekt } from '../../../../../shared/schemas/objekt';
import type { ObjektTreffer } from '../../../../../shared/schemas/suche';
import { objektAnzahlQuery } from '../../../../data/queries';
import { sammlungObjekteQuery } from '../../../../data/sammlung';
import { stubApi } from '../../../../data/stub-api';
import {
  objektOption,
  objektPickerQueries,
  PICKER_SEARCH_LIMIT,
  type PickerLabels,
  pickerData,
  sortedOptions,
  withAnswer,
} from './useObjektPicker';

const TULLN = 'f35dc302-171c-4cf4-8531-af5b8ebf5055';
const BADEN = '0b6f6a55-0a3e-4a51-9d5e-2d1f1e4b7c11';
const GELOESCHT = '9a1c1d6e-3b7f-4c55-8e0e-5d2c7b1a9f00';

const TREFFER: ObjektTreffer[] = [
  {
    id: TULLN,
    objektname: 'Logistikhalle mit Rampen in Tulln',
    uebersetzung: null,
    objektnummer: 'NOE-2026-0064',
    plz: '3430',
    ort: 'Tulln',
    status: 180620003,
  },
];
/** A property as the API presents it; the picker reads its name, postcode and place. */
const objekt = (id: string, objektname: string, plz: string, ort: string): Objekt => ({
  id,
  msid: id,
  status: 180620003,
  objektnummer: 'NOE-2026-0001',
  objektname,
  objektname2: null,
  ort,
  plz,
  strasse: null,
  bezirk: '306',
  lageerreichbarkeit: null,
  standortbeschreibung: [],
  kontakte: null,
  erstelltam: '2026-01-05T10:00:00.000Z',
  geaendertam: '2026-01-05T10:00:00.000Z',
  bestaetigtam: '2026-01-05T10:00:00.000Z',
  geaendertvon: null,
  exportnachkomsis: false,
  koordinatentyp: 0,
  grundstuecke: [],
  objektart: 180620001,
  hallenhoehe: null,
  flaechenbezeichnung: null,
  flaecheinqm: 320,
  istteilbar: false,
  kleinsteflaecheinqm: null,
  istkaufobjekt: false,
  istmietobjekt: true,
  kaufpreis: null,
  kaufpreisproqm: null,
  mietpreis: 2400,
  mietpreisproqm: null,
  detailbeschreibung: null,
  internebeschreibung: null,
  versionsnummer: 1,
  widmungen: [],
  technischeinfrastruktur: [],
  verkehrsinfrastruktur: [],
  bilder: [],
  standort: 'POINT(16.2305 48.0055)',
  geometry: null,
  polygon: null,
  owner: null,
  uebersetzung: null,
  istabgelaufen: false,
  ablaufdatum: null,
  ecoplus: false,
  tags: [],
});

/** What GET /api/standortsammlung answers of a linked object. */
const BADEN_OBJEKT = objekt(BADEN, 'Büro am Kurpark', '2500', 'Baden');

/**
 * A server whose map loads by extent when `ausschnitt`: the search finds TREFFER, the objects by id are
 * those of BADEN_OBJEKT asked for (GELOESCHT was deleted), the whole list holds TREFFER and BADEN_OBJEKT.
 */
function stubServer(ausschnitt: boolean) {
  const anzahl = { oeffentlich: 50_000, mitLogin: 50_000, sichtbar: 50_000, ausschnitt };
  return stubApi((url) => {
    if (url.endsWith('/objekt/anzahl')) return anzahl;
    if (url.startsWith('/api/objekt/suche?')) return TREFFER;
    if (url.startsWith('/api/standortsammlung?')) return url.includes(BADEN) ? [BADEN_OBJEKT] : [];
    if (url === '/api/objekt')
      return [objekt(TULLN, 'Logistikhalle mit Rampen in Tulln', '3430', 'Tulln'), BADEN_OBJEKT];
    return [];
  });
}

/**
 * The picker's calls for a text and linked ids, mounted as useObjektPicker mounts them (one observer per
 * query) once GET /api/objekt/anzahl answered; gives the observers and a way to stop them.
 */
async function picker(text: string, linked: readonly string[], labels: PickerLabels = new Map()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const anzahl = { data: await client.fetchQuery(objektAnzahlQuery), isError: false };
  const queries = objektPickerQueries(anzahl, text, 'de', linked, labels);
  const liste = new QueryObserver(client, queries.liste);
  const treffer = new QueryObserver(client, queries.treffer);
  const byIds = new QueryObserver(client, sammlungObjekteQuery(queries.missing));
  const stops = [liste, treffer, byIds].map((o) => o.subscribe(() => undefined));
  const stop = () => {
    for (const unsubscribe of stops) unsubscribe();
  };
  /**
   * Waits until no request is in flight. The observers start their requests as they subscribe, so a
   * request the picker should not make has begun (and is then answered and listed) by the time this resolves.
   */
  const settled = () => vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return { queries, liste, treffer, byIds, stop, settled };
}

const wholeList = (urls: string[]) => urls.filter((u) => u === '/api/objekt' || u.startsWith('/api/objekt?'));

describe('the campaign editor’s object picker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('above the threshold asks the server per text and for the linked objects by id, never for the whole list', async () => {
    const urls = stubServer(true);
    const box = await picker('Tulln', [BADEN, GELOESCHT]);
    expect(box.queries.byServer).toBe(true);
    expect(box.queries.missing).toEqual([BADEN, GELOESCHT]);
    await vi.waitFor(() => expect(box.treffer.getCurrentResult().data).toEqual(TREFFER));
    await vi.waitFor(() => expect(box.byIds.getCurrentResult().data).toEqual([BADEN_OBJEKT]));
    await box.settled();
    expect(urls).toContain(`/api/objekt/suche?q=Tulln&limit=${PICKER_SEARCH_LIMIT}`);
    expect(urls).toContain(`/api/standortsammlung?ids=${BADEN},${GELOESCHT}`);
    expect(wholeList(urls)).toEqual([]);

    // The labels of the linked objects come from that answer; the deleted one stays, by its id.
    const labels = withAnswer(new Map(), box.queries.missing, [BADEN_OBJEKT], 'de');
    const data = pickerData([BADEN, GELOESCHT], labels, sortedOptions(box.treffer.getCurrentResult().data ?? [], 'de'));
    expect(data).toEqual([
      { value: GELOESCHT, label: GELOESCHT },
      { value: BADEN, label: 'NOE-2026-0001 · Büro am Kurpark – 2500 Baden' },
      { value: TULLN, label: 'NOE-2026-0064 · Logistikhalle mit Rampen in Tulln – 3430 Tulln' },
    ]);
    box.stop();
  });

  it('asks for no linked object again once its label is known, and nothing of the server for a short text', async () => {
    const urls = stubServer(true);
    const labels = withAnswer(new Map(), [BADEN, GELOESCHT], [BADEN_OBJEKT], 'de');
    expect(labels).toEqual(
      new Map([
        [BADEN, 'NOE-2026-0001 · Büro am Kurpark – 2500 Baden'],
        [GELOESCHT, null],
      ]),
    );
    const box = await picker('Tu', [BADEN, GELOESCHT], labels);
    expect(box.queries.missing).toEqual([]);
    await box.settled();
    expect(urls).toEqual(['/api/objekt/anzahl']);
    box.stop();
  });

  it('below the threshold loads the whole list once, as before, and neither searches nor asks by id', async () => {
    const urls = stubServer(false);
    const box = await picker('Tulln', [BADEN, GELOESCHT]);
    expect(box.queries.byServer).toBe(false);
    expect(box.queries.missing).toEqual([]);
    await vi.waitFor(() => expect(box.liste.getCurrentResult().isSuccess).toBe(true));
    await box.settled();
    expect(urls).toEqual(['/api/objekt/anzahl', '/api/objekt']);

    // Options and labels from the list, sorted; a linked id the list does not hold stays, by its id.
    const data = pickerData(
      [BADEN, GELOESCHT],
      new Map(),
      sortedOptions(box.liste.getCurrentResult().data ?? [], 'de'),
    );
    // (both objects of the list carry the factory's number)
    expect(data.map((o) => o.label)).toEqual([
      GELOESCHT,
      'NOE-2026-0001 · Büro am Kurpark – 2500 Baden',
      'NOE-2026-0001 · Logistikhalle mit Rampen in Tulln – 3430 Tulln',
    ]);
    box.stop();
  });

  it('keeps every linked id in the data once, with the found options, sorted by label', () => {
    const found = sortedOptions(TREFFER, 'de');
    const labels: PickerLabels = new Map([
      [BADEN, 'NOE-2026-0001 · Büro am Kurpark – 2500 Baden'],
      [TULLN, 'NOE-2026-0064 · Logistikhalle mit Rampen in Tulln – 3430 Tulln'],
    ]);
    expect(pickerData([TULLN, BADEN], labels, found)).toEqual([
      { value: BADEN, label: 'NOE-2026-0001 · Büro am Kurpark – 2500 Baden' },
      { value: TULLN, label: 'NOE-2026-0064 · Logistikhalle mit Rampen in Tulln – 3430 Tulln' },
    ]);
    expect(pickerData([], labels, found)).toEqual(found);
  });

  it('names objects by number, and marks those the public does not see', () => {
    const [tulln] = TREFFER as [ObjektTreffer];
    expect(objektOption(tulln, 'de').label).toBe('NOE-2026-0064 · Logistikhalle mit Rampen in Tulln – 3430 Tulln');
    expect(objektOption({ ...tulln, status: 180620004 }, 'de').label).toBe(
      'NOE-2026-0064 · Logistikhalle mit Rampen in Tulln – 3430 Tulln · nicht öffentlich (Deaktiviert)',
    );
    expect(objektOption({ ...tulln, status: 180620001 }, 'en').label).toMatch(/ · not public \(Draft\)$/);
    expect(objektOption({ ...tulln, istabgelaufen: true }, 'de').label).toMatch(/ · nicht öffentlich \(abgelaufen\)$/);
    expect(objektOption({ ...tulln, status: 180620002 }, 'en').label).toMatch(/ · visible with login only$/);
  });
});

import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_CODES } from '../../shared/domain/objekt';
import type { ObjektTreffer } from '../../shared/schemas/suche';
import { objektAnzahlQuery } from './queries';
import { objektSucheQueries, suchStatus } from './search';
import { stubApi } from './stub-api';

const TREFFER: ObjektTreffer[] = [
  {
    id: 'f35dc302-171c-4cf4-8531-af5b8ebf5055',
    objektname: 'Logistikhalle mit Rampen in Tulln',
    uebersetzung: { objektname_en: 'Logistics hall with loading docks in Tulln' },
    objektnummer: 'NOE-2026-0064',
    plz: '3430',
    ort: 'Tulln',
    status: 180620003,
  },
];

/** A server whose map loads by extent when `ausschnitt`; it answers the property search with TREFFER. */
function stubServer(ausschnitt: boolean) {
  const anzahl = { oeffentlich: 50_000, mitLogin: 50_000, sichtbar: 50_000, ausschnitt };
  return stubApi((url) =>
    url.endsWith('/objekt/anzahl') ? anzahl : url.startsWith('/api/objekt/suche?') ? TREFFER : [],
  );
}

/**
 * Mounts the property queries of the search box for a text as useSearchResults does (one observer per
 * useQuery), after GET /api/objekt/anzahl answered; gives the observers and a way to stop them.
 */
async function searchBox(text: string, anzahl?: 'unknown' | 'failed', status?: readonly number[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const state =
    anzahl === 'unknown'
      ? { isError: false }
      : anzahl === 'failed'
        ? { isError: true }
        : { data: await client.fetchQuery(objektAnzahlQuery), isError: false };
  const queries = objektSucheQueries(state, true, text, 'de', 5, status);
  const liste = new QueryObserver(client, queries.liste);
  const treffer = new QueryObserver(client, queries.treffer);
  const stopListe = liste.subscribe(() => undefined);
  const stopTreffer = treffer.subscribe(() => undefined);
  const stop = () => {
    stopListe();
    stopTreffer();
  };
  /**
   * Waits until no request is in flight. The observers start their requests as they subscribe, so a
   * request the box should not make has begun (and is then answered and listed) by the time this resolves.
   */
  const settled = () => vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return { queries, liste, treffer, stop, settled };
}

describe('the search box finds properties', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('by asking the server per text when the map loads by extent, never loading the whole list', async () => {
    const urls = stubServer(true);
    const box = await searchBox('Tulln');
    expect(box.queries.byServer).toBe(true);
    await vi.waitFor(() => expect(box.treffer.getCurrentResult().data).toEqual(TREFFER));
    await box.settled();
    expect(urls).toEqual(['/api/objekt/anzahl', '/api/objekt/suche?q=Tulln']);
    box.stop();
  });

  it('in the whole list, loaded once, below the threshold', async () => {
    const urls = stubServer(false);
    const box = await searchBox('Tulln');
    expect(box.queries.byServer).toBe(false);
    await vi.waitFor(() => expect(box.liste.getCurrentResult().isSuccess).toBe(true));
    await box.settled();
    expect(urls).toEqual(['/api/objekt/anzahl', '/api/objekt']);
    box.stop();
  });

  it('loads nothing while the count is unknown, and asks the server when the count failed', async () => {
    const urls = stubServer(true);
    const unknown = await searchBox('Tulln', 'unknown');
    await unknown.settled();
    expect(urls).toEqual([]);
    unknown.stop();

    const failed = await searchBox('Tulln', 'failed');
    await vi.waitFor(() => expect(urls).toEqual(['/api/objekt/suche?q=Tulln']));
    failed.stop();
  });

  it("searches an administrator's chosen statuses (spec 6): on the server, or in the list of every status", async () => {
    expect(suchStatus(false, '?selectedStatus=180620000')).toBeUndefined();
    expect(suchStatus(true, '?selectedStatus=180620000')).toEqual([180620000]);
    expect(suchStatus(true, '')).toEqual([200000000, 180620004, 180620001, 180620002, 180620003]);

    const urls = stubServer(true);
    const box = await searchBox('0373', undefined, [180620000]);
    await vi.waitFor(() => expect(box.treffer.getCurrentResult().isSuccess).toBe(true));
    expect(urls).toContain('/api/objekt/suche?q=0373&status=180620000');
    box.stop();

    const below = stubServer(false);
    const list = await searchBox('0373', undefined, [180620000]);
    await vi.waitFor(() => expect(list.liste.getCurrentResult().isSuccess).toBe(true));
    expect(below).toContain(`/api/objekt?status=${STATUS_CODES.join(',')}`);
    list.stop();
  });

  it('asks the server nothing for a text too short to search', async () => {
    const urls = stubServer(true);
    const box = await searchBox('Tu');
    await box.settled();
    expect(urls).toEqual(['/api/objekt/anzahl']);
    box.stop();
  });
});

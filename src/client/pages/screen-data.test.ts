import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../data/stub-api';
import { SCREEN_DATA } from '.';

/**
 * A server that answers GET /api/userdata with `user`, GET /api/objekt/anzahl with the counts (the map
 * loads by extent when `ausschnitt`) and every other call with an empty list.
 */
function stubServer(user: { userlevel: number }, ausschnitt = false) {
  const anzahl = { oeffentlich: 9000, mitLogin: 9500, sichtbar: 9000, ausschnitt };
  return stubApi((url) => (url.endsWith('/userdata') ? user : url.endsWith('/objekt/anzahl') ? anzahl : []));
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * Waits until the screen's requests are answered and nothing is in flight: a request started once an
 * earlier answer came in (the object list after the count) has begun by then, so what was not asked for
 * can be told from what is still to come.
 */
const settled = (queries: QueryClient) => vi.waitFor(() => expect(queries.isFetching()).toBe(0));

describe('data a screen requests as its route matches, before the screen renders', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the detail view asks for its property', async () => {
    const urls = stubServer({ userlevel: 0 });
    SCREEN_DATA.detailansicht?.(client(), { lang: 'de', objektId: 'f35dc302-171c-4cf4-8531-af5b8ebf5055' });
    await vi.waitFor(() => expect(urls).toContain('/api/objekt/f35dc302-171c-4cf4-8531-af5b8ebf5055'));
  });

  it('the map asks for places and districts at once, and for the objects and layers a visitor sees', async () => {
    const urls = stubServer({ userlevel: 0 });
    SCREEN_DATA.standortsuche?.(client(), { lang: 'de' });
    await vi.waitFor(() => expect(urls).toEqual(expect.arrayContaining(['/api/ort', '/api/bezirk', '/api/objekt'])));
    await vi.waitFor(() => expect(urls).toContain('/api/karte'));
    expect(urls.filter((u) => u.startsWith('/api/objekt?'))).toEqual([]);
  });

  it('the map asks for the objects of every status for an administrator', async () => {
    const urls = stubServer({ userlevel: 8 });
    SCREEN_DATA.standortsuche?.(client(), { lang: 'de' });
    await vi.waitFor(() => expect(urls.some((u) => u.startsWith('/api/objekt?status='))).toBe(true));
    expect(urls).not.toContain('/api/objekt');
  });

  it('the map loads no object list when it loads by extent (it asks for its section once it has a view)', async () => {
    const urls = stubServer({ userlevel: 0 }, true);
    const queries = client();
    SCREEN_DATA.standortsuche?.(queries, { lang: 'de' });
    await vi.waitFor(() => expect(urls).toEqual(expect.arrayContaining(['/api/objekt/anzahl', '/api/karte'])));
    await settled(queries);
    expect(urls.filter((u) => u.startsWith('/api/objekt') && u !== '/api/objekt/anzahl')).toEqual([]);
  });

  it('home asks how many objects there are, not for the list', async () => {
    const urls = stubServer({ userlevel: 0 });
    SCREEN_DATA.home?.(client(), { lang: 'de' });
    await vi.waitFor(() => expect(urls).toEqual(expect.arrayContaining(['/api/objekt/anzahl', '/api/fm_matrix'])));
    expect(urls).not.toContain('/api/objekt');
  });
});

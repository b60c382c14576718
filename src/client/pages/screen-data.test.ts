import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_DATA } from '.';

/** A server that answers GET /api/userdata with `user` and every other call with an empty list. */
function stubServer(user: { userlevel: number }) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const body = url.endsWith('/userdata') ? user : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

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
});

import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient } from './client';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

describe('api client', () => {
  it('GETs JSON from the base URL with same-origin credentials and no CSRF header', async () => {
    const fetch = fakeFetch(200, [{ id: 1 }]);
    const api = createApiClient({ baseUrl: '/api/', fetch, getCookie: () => 'tok' });
    await expect(api.get('/objekt')).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/objekt');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('sends the X-XSRF-TOKEN header on the logout GET, which changes state', async () => {
    const fetch = fakeFetch(200, { ok: true });
    const api = createApiClient({ baseUrl: '/api/', fetch, getCookie: () => 'tok' });
    await api.get('/logout');
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.['X-XSRF-TOKEN']).toBe('tok');
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    '%s sends a JSON body and the X-XSRF-TOKEN header',
    async (m) => {
      const fetch = fakeFetch(200, { ok: true });
      const api = createApiClient({ fetch, getCookie: (n) => (n === 'XSRF-TOKEN' ? 'abc' : undefined) });
      await api[m]('login', { username: 'a@b.at' });
      const init = fetch.mock.calls[0]?.[1];
      expect(init?.method).toBe(m.toUpperCase());
      expect(init?.body).toBe('{"username":"a@b.at"}');
      const headers = init?.headers as Record<string, string>;
      expect(headers['X-XSRF-TOKEN']).toBe('abc');
      expect(headers['Content-Type']).toBe('application/json');
    },
  );

  it('throws an ApiError parsed from the error body', async () => {
    const api = createApiClient({ fetch: fakeFetch(403, { error: { code: 'csrfInvalid', message: 'bad token' } }) });
    const error = await api.post('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'csrfInvalid', message: 'bad token' });
  });

  it('renews a stale CSRF token with a GET and sends a refused mutating call once more', async () => {
    let token = 'stale';
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'GET') {
        token = 'fresh';
        return new Response('{"userlevel":0}', { status: 200 });
      }
      const sent = (init?.headers as Record<string, string> | undefined)?.['X-XSRF-TOKEN'];
      return sent === 'fresh'
        ? new Response('{"ok":true}', { status: 200 })
        : new Response(JSON.stringify({ error: { code: 'csrfInvalid', message: 'x' } }), { status: 403 });
    });
    const api = createApiClient({ fetch, getCookie: () => token });
    await expect(api.post('/login', {})).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls.map(([u, i]) => `${i?.method} ${u}`)).toEqual([
      'POST /api/login',
      'GET /api/userdata',
      'POST /api/login',
    ]);
  });

  it('maps bodies without error code and network failures', async () => {
    const api = createApiClient({ fetch: fakeFetch(502, undefined) });
    await expect(api.get('x')).rejects.toMatchObject({ status: 502, code: 'internal' });
    const offline = createApiClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(offline.get('x')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('validates answers with a schema', async () => {
    const api = createApiClient({ fetch: fakeFetch(200, { id: 'x' }) });
    await expect(api.get('x', z.object({ id: z.number() }))).rejects.toMatchObject({ code: 'invalidResponse' });
    await expect(api.get('x', z.object({ id: z.string() }))).resolves.toEqual({ id: 'x' });
  });

  it('answers undefined for 204', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    await expect(createApiClient({ fetch }).delete('x')).resolves.toBeUndefined();
  });
});

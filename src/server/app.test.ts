import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor } from './test/factories';
import { buildTestApp, type TestApp, testDbKinds } from './test/helper';

describe.each(testDbKinds())('read API of spec 7 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const get = async (url: string, cookie?: string) => {
    const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('returns the whole reference and content data set', async () => {
    expect(await get('/api/region')).toHaveLength(5);
    expect(await get('/api/bezirk')).toHaveLength(24);
    expect((await get('/api/ort')).length).toBeGreaterThan(500);
    expect((await get('/api/objektart')).map((o: { id: number }) => o.id)).toEqual([180620000, 180620001, 180620002]);
    expect((await get('/api/technischeInfrastruktur')).length).toBe(18);
    expect((await get('/api/widmung')).length).toBeGreaterThan(5);
    expect((await get('/api/glossar')).length).toBeGreaterThanOrEqual(80);
    expect((await get('/api/fm_matrix')).length).toBeGreaterThanOrEqual(60);
    const kampagnen = await get('/api/kampagnen');
    expect(kampagnen.length).toBeGreaterThanOrEqual(12);
    expect(kampagnen.filter((k: { titelseite: boolean }) => k.titelseite).length).toBeGreaterThanOrEqual(3);
    expect((await get('/api/slug')).some((s: { slug: string }) => s.slug === 'RE-USE_Brachflaechenrecycling')).toBe(
      true,
    );
  });

  it('shows inactive campaigns and admin-only map layers to administrators only', async () => {
    const admin = await cookieFor(t.db, 'admin@standortportal.at');
    const anon = await get('/api/kampagnen');
    const all = await get('/api/kampagnen', admin);
    expect(anon.every((k: { aktiv: boolean }) => k.aktiv)).toBe(true);
    expect(all.length).toBeGreaterThan(anon.length);
    const layersAnon = await get('/api/karte');
    const layersAdmin = await get('/api/karte', admin);
    expect(layersAnon.some((k: { adminsOnly: boolean }) => k.adminsOnly)).toBe(false);
    expect(layersAdmin.some((k: { adminsOnly: boolean }) => k.adminsOnly)).toBe(true);
  });

  it('tells anonymous callers userlevel 0 and logged-in users their profile with favourites', async () => {
    expect(await get('/api/userdata')).toEqual({ userlevel: 0 });
    const owner = await cookieFor(t.db, 'eigentuemer@standortportal.at');
    const me = await get('/api/userdata', owner);
    expect(me.userlevel).toBe(1);
    expect(me.username).toBe('eigentuemer@standortportal.at');
    expect(me).not.toHaveProperty('password_hash');
    expect(me.favoriten.length).toBeGreaterThan(0);
    expect(me.favoriten.every((f: string) => /^objekt\.[0-9a-f-]{36}$/.test(f))).toBe(true);
  });

  it('gives the contact record only to its user', async () => {
    const owner = await cookieFor(t.db, 'eigentuemer@standortportal.at');
    const me = await get('/api/userdata', owner);
    expect((await get(`/api/contact/${me.id}`, owner)).user).toBe(me.id);
    expect((await t.app.inject({ url: `/api/contact/${me.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/contact/abc', headers: { cookie: owner } })).statusCode).toBe(400);
  });

  it('ignores a forged or unknown session cookie', async () => {
    expect(await get('/api/userdata', 'sid=forged-token')).toEqual({ userlevel: 0 });
  });

  it('answers unknown API paths with a JSON 404, never the page', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().error.code).toBe('unknownEndpoint');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/objekt', '/api/fm_matrix', '/api/userdata']),
    );
  });
});

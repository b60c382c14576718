import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS, STATUS_CODES } from '../../shared/domain/objekt';
import type { Objekt } from '../../shared/schemas/objekt';
import { cookieFor, createUser, sessionCookie } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';

describe.each(testDbKinds())('objekt read API on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    owner = await cookieFor(t.db, 'eigentuemer@standortportal.at');
    admin = await cookieFor(t.db, 'admin@standortportal.at');
  });
  afterAll(() => t.close());

  const list = async (cookie?: string, query = '') => {
    const res = await t.app.inject({ url: `/api/objekt${query}`, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    return res.json<Objekt[]>();
  };

  it('shows anonymous visitors only public, unexpired objects, without contacts', async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set([STATUS.OHNE_LOGIN]));
    expect(rows.every((o) => !o.istabgelaufen && o.kontakte === null && o.owner === null)).toBe(true);
  });

  it('shows logged-in users also objects shown with login, and their own objects in any status', async () => {
    const rows = await list(owner);
    const statuses = new Set(rows.map((o) => o.status));
    expect(statuses.has(STATUS.MIT_LOGIN)).toBe(true);
    const own = rows.filter((o) => o.owner !== null);
    expect(own.length).toBeGreaterThan(0);
    const foreignHidden = rows.filter(
      (o) => o.owner === null && o.status !== STATUS.MIT_LOGIN && o.status !== STATUS.OHNE_LOGIN,
    );
    expect(foreignHidden).toEqual([]);
    expect(rows.some((o) => o.kontakte)).toBe(true);
  });

  it('gives administrators the statuses they ask for, and the spec 4 default otherwise', async () => {
    const drafts = await list(admin, `?status=${STATUS.ENTWURF}`);
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((o) => o.status === STATUS.ENTWURF)).toBe(true);
    const defaults = new Set((await list(admin)).map((o) => o.status));
    expect(defaults.has(STATUS.IN_PRUEFUNG)).toBe(true);
    expect(defaults.has(STATUS.NICHT_ANZEIGEN)).toBe(false);
  });

  it('never widens visibility for non-administrators who ask for hidden statuses', async () => {
    const rows = await list(undefined, `?status=${STATUS.ENTWURF},${STATUS.NICHT_ANZEIGEN}`);
    expect(rows).toEqual([]);
  });

  it('answers bad query values and ids with a JSON 400', async () => {
    const bad = await t.app.inject({ url: '/api/objekt?status=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalidRequest');
    const badId = await t.app.inject({ url: '/api/objekt/not-a-uuid' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.code).toBe('invalidRequest');
  });

  it('refuses a hidden object to anonymous visitors with 404 but shows it to administrators', async () => {
    const [draft] = await list(admin, `?status=${STATUS.ENTWURF}`);
    if (!draft) throw new Error('seed has no draft');
    const anon = await t.app.inject({ url: `/api/objekt/${draft.id}` });
    expect(anon.statusCode).toBe(404);
    expect(anon.json().error.code).toBe('notFound');
    const res = await t.app.inject({ url: `/api/objekt/${draft.id}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json<Objekt>().id).toBe(draft.id);
  });

  it('delivers plots with a polygon outline, translations, images and transport entries', async () => {
    const rows = await list();
    const plot = rows.find((o) => o.objektart === 180620000 && o.polygon);
    expect(plot?.polygon).toMatch(/^(MULTI)?POLYGON/);
    expect(plot?.geometry).toMatch(/^GEOMETRYCOLLECTION/);
    expect(rows.every((o) => o.bilder.length >= 1)).toBe(true);
    expect(rows.filter((o) => o.uebersetzung?.objektname_en).length).toBe(rows.length);
    expect(rows.some((o) => o.verkehrsinfrastruktur.length > 0)).toBe(true);
  });

  it('counts what anonymous and registered visitors see, for the registration benefits', async () => {
    const res = await t.app.inject({ url: '/api/objekt/anzahl' });
    expect(res.statusCode).toBe(200);
    const { oeffentlich, mitLogin } = res.json();
    expect(oeffentlich).toBe((await list()).length);
    const registered = await sessionCookie(t.db, (await createUser(t.db)).id);
    expect(mitLogin).toBe((await list(registered)).length);
    expect(mitLogin).toBeGreaterThan(oeffentlich);
  });

  it('gives a logged-in user their own objects with eigene=true, in any status, and anonymous callers none', async () => {
    const own = await list(owner, '?eigene=true');
    const all = await list(admin, `?status=${STATUS_CODES.join(',')}`);
    const ownerId = own[0]?.owner;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((o) => o.owner === ownerId)).toBe(true);
    expect(own.length).toBe(all.filter((o) => o.owner === ownerId).length);
    expect(new Set(own.map((o) => o.status)).size).toBeGreaterThan(1);
    expect(await list(undefined, '?eigene=true')).toEqual([]);
    const registered = await sessionCookie(t.db, (await createUser(t.db)).id);
    expect(await list(registered, '?eigene=true')).toEqual([]);
  });
});

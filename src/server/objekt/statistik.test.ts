import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { type ObjektStatistikAntwort, STATISTIK_WOCHEN } from '../../shared/schemas/objekt-statistik';
import { anfrage, favorit, log, standortsammlung, standortsammlungObjekt } from '../db/schema';
import { createObjekt, createUser, sessionCookie } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { loggedInAgent } from '../test/two-factor';
import { hashPassword } from '../user/password';
import { monatsZahlenSql, objektStatistikSql } from './statistik-queries';

const DAY_MS = 86_400_000;
const PASSWORD = 'Lister!Statistik2026';

describe('the listers’ statistics SQL', () => {
  const render = (query: Parameters<PgDialect['sqlToQuery']>[0]) =>
    new PgDialect().sqlToQuery(query).sql.replace(/\s+/g, ' ').trim();

  it('counts an owner’s listings as reviewed', () => {
    expect(render(objektStatistikSql({ owner: 7 }, STATISTIK_WOCHEN))).toMatchSnapshot();
  });

  it('counts last month for the summary mail as reviewed', () => {
    expect(render(monatsZahlenSql())).toMatchSnapshot();
  });
});

describe.each(testDbKinds())('statistics for listers on %s', (kind) => {
  let t: TestApp;
  let owner: { id: number; cookie: string };
  let stranger: { cookie: string };
  let admin: { cookie: string };
  let offen: string;
  let entwurf: string;
  let versteckt: string;

  const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const statistik = async (url: string, cookie: string) => {
    const res = await get(url, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ObjektStatistikAntwort;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const user = await createUser(t.db);
    owner = { id: user.id, cookie: await sessionCookie(t.db, user.id) };
    stranger = { cookie: await sessionCookie(t.db, (await createUser(t.db)).id) };
    admin = { cookie: await sessionCookie(t.db, (await createUser(t.db, { userlevel: 9 })).id) };
    offen = (await createObjekt(t.db, { owner: owner.id, status: STATUS.OHNE_LOGIN })).id;
    entwurf = (await createObjekt(t.db, { owner: owner.id, status: STATUS.ENTWURF })).id;
    versteckt = (await createObjekt(t.db, { owner: owner.id, status: STATUS.NICHT_ANZEIGEN })).id;

    const view = (data1: string, logtime: Date) => ({ action: 'objektViewed', ip: '10.0.0.1', data1, logtime });
    await t.db.insert(log).values([
      // This week three, three weeks ago two, and one before the twelve weeks shown.
      ...[0, 0, 0].map(() => view(offen, new Date())),
      ...[21, 21].map((d) => view(offen, ago(d))),
      view(offen, ago(100)),
      // An exposé before the twelve weeks (the API below serves two more).
      { action: 'objektExpose', ip: '10.0.0.2', data1: offen, logtime: ago(100) },
      // Views of another listing are not this one's.
      view(entwurf, new Date()),
    ]);
    // An enquiry this week and one before the twelve weeks.
    const enquiry = (created_at: Date) => ({
      objekt: offen,
      email: 'interessent@example.test',
      nachricht: 'Ist die Halle noch frei?',
      einwilligung: true,
      empfaenger: 'owner@example.test',
      created_at,
    });
    await t.db.insert(anfrage).values([enquiry(new Date()), enquiry(ago(100))]);
    for (const fan of [await createUser(t.db), await createUser(t.db)]) {
      await t.db.insert(favorit).values({ user: fan.id, objekt: offen });
    }
    const [sammlung] = await t.db
      .insert(standortsammlung)
      .values({ user: (await createUser(t.db)).id, name: 'Hallen' })
      .returning();
    if (!sammlung) throw new Error('collection not created');
    await t.db.insert(standortsammlungObjekt).values([
      { sammlung: sammlung.id, objekt: offen },
      { sammlung: sammlung.id, objekt: entwurf, reihenfolge: 1 },
    ]);
  });
  afterAll(() => t?.close());

  it('logs each listing of a served exposé, rendered or from the cache, unless its owner or the agency asks', async () => {
    for (const [cookie, cache] of [
      [undefined, 'miss'],
      [undefined, 'hit'],
      [owner.cookie, 'miss'],
      // The same document for every logged-in caller.
      [admin.cookie, 'hit'],
    ] as const) {
      const res = await get(`/api/expose?ids=${offen}&lang=de`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-expose-cache']).toBe(cache);
    }
  });

  it('answers the owner’s listings with views per week, exposés, enquiries, favourites and collections', async () => {
    const body = await statistik('/api/objekt/statistik', owner.cookie);
    expect(body.wochen).toHaveLength(STATISTIK_WOCHEN);
    for (const woche of body.wochen) expect(new Date(`${woche}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(body.objekte.map((o) => o.id).sort()).toEqual([offen, entwurf].sort());
    const figures = body.objekte.find((o) => o.id === offen);
    const aufrufe = Array(STATISTIK_WOCHEN).fill(0);
    aufrufe[STATISTIK_WOCHEN - 1] = 3;
    aufrufe[STATISTIK_WOCHEN - 4] = 2;
    expect(figures).toEqual({
      id: offen,
      aufrufe,
      aufrufeGesamt: 6,
      exposes: 2,
      exposesGesamt: 3,
      anfragen: 1,
      anfragenGesamt: 2,
      favoriten: 2,
      sammlungen: 1,
    });
    expect(body.objekte.find((o) => o.id === entwurf)).toMatchObject({
      aufrufeGesamt: 1,
      anfragenGesamt: 0,
      favoriten: 0,
      sammlungen: 1,
    });
  });

  it('answers one listing to its owner and administrators, to no one else', async () => {
    expect((await statistik(`/api/objekt/${offen}/statistik`, owner.cookie)).objekte[0]?.aufrufeGesamt).toBe(6);
    expect((await statistik(`/api/objekt/${versteckt}/statistik`, admin.cookie)).objekte).toHaveLength(1);
    expect((await statistik(`/api/objekt/${offen}/statistik`, admin.cookie)).objekte[0]?.favoriten).toBe(2);
    // Another user: forbidden where they can see the listing, not found where they cannot.
    expect((await get(`/api/objekt/${offen}/statistik`, stranger.cookie)).statusCode).toBe(403);
    expect((await get(`/api/objekt/${entwurf}/statistik`, stranger.cookie)).statusCode).toBe(404);
    expect((await statistik('/api/objekt/statistik', stranger.cookie)).objekte).toEqual([]);
    for (const url of ['/api/objekt/statistik', `/api/objekt/${offen}/statistik`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('loginRequired');
    }
  });

  it('switches the monthly summary on and off on the account', async () => {
    const user = await createUser(t.db, { password_hash: await hashPassword(PASSWORD) });
    const agent = await loggedInAgent(t.app, t.db, user.username, PASSWORD);
    expect((await agent.get('/api/userdata')).json().statistikMail).toBe(false);
    const on = await agent.put('/api/account/statistik-mail', { statistikMail: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().statistikMail).toBe(true);
    expect((await agent.get('/api/userdata')).json().statistikMail).toBe(true);
    expect((await agent.put('/api/account/statistik-mail', { statistikMail: false })).json().statistikMail).toBe(false);
    expect((await agent.put('/api/account/statistik-mail', { statistikMail: 'ja' })).statusCode).toBe(400);
  });
});

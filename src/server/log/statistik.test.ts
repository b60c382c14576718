import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { encodeQuery } from '../../shared/domain/query';
import { STATISTIK_LOG_QUERY, type StatistikLogPage, type StatistikUebersicht } from '../../shared/schemas/statistik';
import { log, objekt, suchlog } from '../db/schema';
import { type Agent, createAgent } from '../test/agent';
import { parseCsv } from '../test/csv';
import { cookieFor, createUser, sessionCookie } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { linkToken, waitForMailTo } from '../test/mail';
import { notRefused, publishedQueryTypes } from '../test/routes';
import { selectTopSuchtexte } from './statistik-queries';
import { cachedPanel, PUBLIC_SUCHTEXT_MIN_DAYS } from './statistik-service';

const PASSWORD = 'Statistik!Test2026';
const DAY_MS = 86_400_000;

describe.each(testDbKinds())('statistics of the last 365 days on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let member: Record<string, string>;
  let visitor: Agent;
  let email: string;
  let objektId: string;
  let before: StatistikUebersicht;
  // Letters only: the public panel drops texts with long digit runs, which a hex marker could contain.
  const marker = `mk${randomBytes(6)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'g')}`;

  const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ url, headers });
  const logPage = async (query: string) => {
    const res = await get(`/api/admin/statistik/log?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StatistikLogPage;
  };
  const countOf = (s: StatistikUebersicht, action: string) => s.perAction.find((a) => a.action === action)?.count ?? 0;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = { cookie: await cookieFor(t.db, 'admin@standortportal.at') };
    member = { cookie: await sessionCookie(t.db, (await createUser(t.db, { userlevel: 1 })).id) };
    before = (await get('/api/admin/statistik')).json();
    const [visible] = await t.db
      .select({ id: objekt.id })
      .from(objekt)
      .where(and(eq(objekt.status, STATUS.OHNE_LOGIN), eq(objekt.istabgelaufen, false)))
      .limit(1);
    objektId = visible?.id ?? '';

    // One visitor registers, verifies, logs in, opens a property, adds and removes a favourite, searches.
    visitor = createAgent(t.app);
    email = `${marker}@example.at`;
    const captcha = await visitor.solveCaptcha();
    const body = { email, passwort: PASSWORD, passwortWiederholung: PASSWORD, agb: true, newsletter: false, captcha };
    expect((await visitor.post('/api/register', { ...body, lang: 'de' })).statusCode).toBe(201);
    const token = linkToken(await waitForMailTo(t.config.dataDir, email), 'verify');
    expect((await visitor.post('/api/verify', { token })).statusCode).toBe(200);
    expect((await visitor.post('/api/login', { username: email, password: PASSWORD })).statusCode).toBe(200);
    expect((await visitor.get(`/api/objekt/${objektId}`)).statusCode).toBe(200);
    // An administrator opening it (e.g. in the editor) maintains it and is not counted as a view.
    expect((await get(`/api/objekt/${objektId}`)).statusCode).toBe(200);
    expect((await visitor.post('/api/favoriten', { objektId })).statusCode).toBe(200);
    expect((await visitor.delete(`/api/favoriten/${objektId}`)).statusCode).toBe(200);
    expect((await visitor.post('/api/textlog', { suchtext: `Halle ${marker}`, logtype: 'start' })).statusCode).toBe(
      204,
    );
  }, 60_000);
  afterAll(() => t.close());

  it('refuses the admin endpoints to anonymous callers (401) and registered users (403)', async () => {
    for (const url of ['/api/admin/statistik', '/api/admin/statistik/log', '/api/admin/statistik/log.csv']) {
      const anonymous = await get(url, {});
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().error.code).toBe('loginRequired');
      expect((await get(url, member)).statusCode, url).toBe(403);
    }
  });

  it('shows a view, a registration, a login, a favourite and a search in the table and the counts', async () => {
    // The view is logged without awaiting it; on a pool it may land a moment after the answer.
    await expect.poll(async () => (await logPage(`q=${marker}&action=objektViewed`)).total).toBe(1);
    const views = await logPage(`action=objektViewed&q=${objektId}&pageSize=100`);
    expect(views.items.filter((r) => r.email === 'admin@standortportal.at')).toEqual([]);
    const mine = await logPage(`q=${encodeURIComponent(email)}&pageSize=100`);
    expect(mine.items.map((r) => r.action).sort()).toEqual(
      ['favoriteAdded', 'favoriteRemoved', 'login', 'objektViewed', 'register', 'verify'].sort(),
    );
    expect(mine.items.every((r) => r.email === email)).toBe(true);
    const view = mine.items.find((r) => r.action === 'objektViewed');
    expect(view).toMatchObject({ data1: objektId });
    expect(view?.objektname).toEqual(expect.any(String));
    const search = await logPage(`q=Halle%20${marker}`);
    expect(search.items).toEqual([expect.objectContaining({ action: 'search', email: null, data2: 'start' })]);

    const after: StatistikUebersicht = (await get('/api/admin/statistik')).json();
    for (const action of ['objektViewed', 'register', 'login', 'favoriteAdded', 'search']) {
      expect(countOf(after, action), action).toBeGreaterThanOrEqual(countOf(before, action) + 1);
    }
    const today = after.perDay.at(-1);
    expect(today?.day).toBe(after.to);
    expect(today?.objektViewed).toBeGreaterThanOrEqual(1);
    expect(today?.total).toBeGreaterThanOrEqual(7);
  });

  it('covers exactly 365 calendar days and never shows older rows', async () => {
    const now = Date.now();
    await t.db.insert(log).values([
      { action: 'login', logtime: new Date(now - 366 * DAY_MS), data1: `${marker}-old` },
      { action: 'login', logtime: new Date(now - 900 * DAY_MS), data1: `${marker}-old` },
      { action: 'login', logtime: new Date(now - 363 * DAY_MS), data1: `${marker}-recent` },
    ]);
    await t.db
      .insert(suchlog)
      .values({ suchtext: `${marker}-old`, logtype: 'start', logtime: new Date(now - 400 * DAY_MS) });
    const page = await logPage(`q=${marker}-&from=2000-01-01`);
    expect(page.items.map((r) => r.data1)).toEqual([`${marker}-recent`]);
    const csv = (await get(`/api/admin/statistik/log.csv?q=${marker}-`)).body;
    expect(csv).toContain(`${marker}-recent`);
    expect(csv).not.toContain(`${marker}-old`);

    const overview: StatistikUebersicht = (await get('/api/admin/statistik')).json();
    expect(overview.perDay).toHaveLength(365);
    expect(overview.perDay[0]?.day).toBe(overview.from);
    expect(overview.registrationsPerMonth.length).toBeGreaterThanOrEqual(12);
  });

  it('filters by action, date range and text, and pages on the server', async () => {
    const logins = await logPage(`action=login&q=${encodeURIComponent(email)}`);
    expect(logins.items.map((r) => r.action)).toEqual(['login']);
    const two = await logPage(`action=login,register&q=${encodeURIComponent(email)}`);
    expect(two.items.map((r) => r.action).sort()).toEqual(['login', 'register']);
    const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    expect((await logPage(`to=${yesterday}&q=${encodeURIComponent(email)}`)).total).toBe(0);
    expect((await logPage(`from=${yesterday}&q=${encodeURIComponent(email)}`)).total).toBe(6);

    const first = await logPage('pageSize=10');
    const second = await logPage('pageSize=10&page=2');
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(1000);
    expect(second.items.map((r) => r.id)).not.toContain(first.items[0]?.id);
    expect(Date.parse(second.items[0]?.logtime ?? '')).toBeLessThanOrEqual(Date.parse(first.items[9]?.logtime ?? ''));

    const reversed = await get(`/api/admin/statistik/log?from=2026-05-02&to=2026-05-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.code).toBe('dateRangeInvalid');
    expect((await get('/api/admin/statistik/log?action=nonsense')).statusCode).toBe(400);
  });

  it('publishes the filters of the log and its export with their types, and refuses a wrong type', async () => {
    const filters = {
      action: 'string[]',
      from: 'string',
      to: 'string',
      q: 'string',
      objektnummer: 'string',
      user: 'string',
    };
    expect(await publishedQueryTypes(t.app, '/api/admin/statistik/log')).toEqual({
      ...filters,
      page: 'integer',
      pageSize: 'integer',
    });
    expect(await publishedQueryTypes(t.app, '/api/admin/statistik/log.csv')).toEqual({ ...filters, lang: 'string' });
    const bad = ['page=x', 'pageSize=5', 'from=gestern', 'action=login,nonsense', `q=${'x'.repeat(101)}`];
    expect(await notRefused(get, '/api/admin/statistik/log', bad)).toEqual([]);
    expect(await notRefused(get, '/api/admin/statistik/log.csv', ['lang=fr', 'to=2026-13-01'])).toEqual([]);
    // The client writes its request with the schema's codec: comma-separated actions, defaults left out.
    const query = encodeQuery(STATISTIK_LOG_QUERY, { action: ['login', 'register'], q: email, page: 1, pageSize: 10 });
    expect(query).toBe(`action=login,register&q=${encodeURIComponent(email)}&pageSize=10`);
    expect((await logPage(query)).items.map((r) => r.action).sort()).toEqual(['login', 'register']);
  });

  it('exports the filtered rows as CSV: BOM, header, attachment, correct quoting', async () => {
    const tricky = `${marker}, "Zitat"; zweite\nZeile`;
    await t.db.insert(log).values([
      { action: 'loginFailed', data1: tricky, data2: '=HYPERLINK("x")' },
      { action: 'loginFailed', data1: `${marker} schlicht` },
    ]);
    const res = await get(`/api/admin/statistik/log.csv?action=loginFailed&q=${marker}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="statistik-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.body.replace(/^\uFEFF/, '');
    expect(text).toContain(`"${marker}, ""Zitat""; zweite\nZeile"`);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'logtime',
      'action',
      'actionName',
      'email',
      'objektnummer',
      'objekt',
      'details',
      'data1',
      'data2',
      'data3',
    ]);
    expect(rows).toHaveLength(3);
    const trickyRow = rows.find((r) => r[7] === tricky);
    expect(trickyRow?.[1]).toBe('loginFailed');
    expect(trickyRow?.[2]).toBe('Anmeldung fehlgeschlagen');
    expect(trickyRow?.[8]).toBe(`'=HYPERLINK("x")`);
    expect(trickyRow?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows.map((r) => r[7])).toContain(`${marker} schlicht`);

    const logins = parseCsv(
      (await get(`/api/admin/statistik/log.csv?action=login&q=${encodeURIComponent(email)}`)).body,
    );
    expect(logins.slice(1).map((r) => [r[1], r[3]])).toEqual([['login', email]]);
  });

  it('publishes aggregates only on the public panel, without login', async () => {
    for (const day of [3, 10, 20]) {
      await t.db
        .insert(suchlog)
        .values({ suchtext: `Gewerbepark ${marker}`, logtype: 'start', logtime: new Date(Date.now() - day * DAY_MS) });
    }
    await t.db.insert(suchlog).values({ suchtext: `kontakt ${marker}@example.at`, logtype: 'start' });
    const res = await t.app.inject({ url: '/api/statistik/panel' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const panel: StatistikUebersicht = res.json();
    const body = res.body;
    expect(body).not.toContain('@');
    expect(body).not.toMatch(/\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/);
    expect(body).not.toMatch(/"(userid|ip|email|data1)"/);
    expect(panel.perAction.map((a) => a.action).sort()).toEqual(
      ['favoriteAdded', 'login', 'objektViewed', 'register', 'search'].sort(),
    );
    expect(panel.perDay).toHaveLength(365);
    expect(panel.topSuchtexte.length).toBeGreaterThan(0);
    // A text searched on three different days may be published; one searched once, or an address, not.
    const eligible = (await selectTopSuchtexte(t.db, 100_000, PUBLIC_SUCHTEXT_MIN_DAYS)).map((s) => s.suchtext);
    expect(eligible).toContain(`Gewerbepark ${marker}`);
    expect(eligible).not.toContain(`Halle ${marker}`);
    expect(eligible.some((s) => s.includes('@'))).toBe(false);
    const admin10 = (await get('/api/admin/statistik')).json() as StatistikUebersicht;
    expect(countOf(admin10, 'loginFailed')).toBeGreaterThan(0);
    const publicIds = panel.topObjekte.map((o) => o.id);
    if (publicIds.length) {
      const rows = await t.db.select({ status: objekt.status }).from(objekt).where(inArray(objekt.id, publicIds));
      expect(rows.map((r) => r.status)).toEqual(publicIds.map(() => STATUS.OHNE_LOGIN));
    }
  });

  it('computes the public figures at most once per interval, sharing them meanwhile', async () => {
    let clock = 0;
    const panel = cachedPanel(t.db, 1000, () => clock);
    const first = panel();
    expect(panel()).toBe(first);
    clock = 1001;
    const second = panel();
    expect(second).not.toBe(first);
    expect((await second).perDay).toHaveLength(365);
  });
});

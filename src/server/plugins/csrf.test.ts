import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { hashPassword } from '../user/password';

/** The XSRF-TOKEN cookie an answer sets, if any. */
const issued = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;

describe('CSRF tokens (signed double submit)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (cookie?: string) => t.app.inject({ url: '/api/kampagnen', headers: cookie ? { cookie } : {} });
  /** A mutating call whose body is invalid: 403 when CSRF refuses it, 400 from validation once CSRF lets it through. */
  const post = (cookie: string, header?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {},
      headers: { cookie, ...(header === undefined ? {} : { 'x-xsrf-token': header }) },
    });

  it('gives a request without a valid token a new cookie, and one with a valid token none, however often it comes', async () => {
    const token = issued(await get());
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    for (let i = 0; i < 3; i++) expect(issued(await get(`XSRF-TOKEN=${token}`))).toBeUndefined();
    const [nonce] = String(token).split('.');
    for (const bad of [`${nonce}.${'A'.repeat(43)}`, 'x.y', `${token}x`]) {
      const fresh = issued(await get(`XSRF-TOKEN=${bad}`));
      expect(fresh, bad).toMatch(/\./);
      expect(fresh).not.toBe(bad);
    }
  });

  it('leaves cookies alone on the reference reads every first page load makes: no token issued, none needed', async () => {
    const user = await createUser(t.db);
    const session = await sessionCookie(t.db, user.id);
    for (const url of ['/api/bezirk', '/api/objektart', '/api/glossar', '/api/slug', '/api/wartung']) {
      const anonymous = await t.app.inject({ url });
      const loggedIn = await t.app.inject({ url, headers: { cookie: `${session}; XSRF-TOKEN=x.y` } });
      expect([anonymous.statusCode, loggedIn.statusCode], url).toEqual([200, 200]);
      expect([anonymous.headers['set-cookie'], loggedIn.headers['set-cookie']], url).toEqual([undefined, undefined]);
      expect(loggedIn.body, url).toBe(anonymous.body);
    }
    // Their administrators' counterparts stay behind the session, CSRF and the administrators' gate.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/wartung',
      payload: [],
      headers: { cookie: session },
    });
    expect([put.statusCode, put.json().error.code]).toEqual([403, 'csrfInvalid']);
  });

  it('refuses a mutating request without the header, or with a header other than its cookie, though the token passed before', async () => {
    const token = String(issued(await get()));
    const other = String(issued(await get()));
    expect(issued(await get(`XSRF-TOKEN=${token}`))).toBeUndefined();
    for (const [header, what] of [
      [undefined, 'no header'],
      ['', 'empty header'],
      [other, 'another valid token'],
    ] as const) {
      const res = await post(`XSRF-TOKEN=${token}`, header);
      expect(res.statusCode, what).toBe(403);
      expect(res.json().error.code).toBe('csrfInvalid');
    }
    expect((await post(`XSRF-TOKEN=${token}`, token)).statusCode).toBe(400);
  });

  it("refuses a session's token, once accepted for it, in another session and without one", async () => {
    const [a, b] = [await createUser(t.db), await createUser(t.db)];
    const sessionA = await sessionCookie(t.db, a.id);
    const sessionB = await sessionCookie(t.db, b.id);
    const token = String(issued(await get(sessionA)));
    expect(issued(await get(`${sessionA}; XSRF-TOKEN=${token}`))).toBeUndefined();
    expect((await post(`${sessionA}; XSRF-TOKEN=${token}`, token)).statusCode).toBe(400);

    for (const [cookie, who] of [
      [`${sessionB}; XSRF-TOKEN=${token}`, 'another session'],
      [`XSRF-TOKEN=${token}`, 'no session'],
    ] as const) {
      expect((await post(cookie, token)).statusCode, who).toBe(403);
      // A read with it gets a token of its own.
      expect(issued(await get(cookie)), who).not.toBe(token);
      expect(issued(await get(cookie)), who).toMatch(/\./);
    }
  });

  it('answers a login with the session cookie and a token bound to the new session, and a logout with one anonymous token', async () => {
    const password = 'Ein!Passwort2026';
    const user = await createUser(t.db, { password_hash: await hashPassword(password) });
    const anonymous = String(issued(await get()));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password },
      headers: { cookie: `XSRF-TOKEN=${anonymous}`, 'x-xsrf-token': anonymous },
    });
    expect(res.statusCode).toBe(200);
    const tokens = res.cookies.filter((c) => c.name === 'XSRF-TOKEN');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(tokens[0]?.httpOnly).toBeUndefined();
    const session = res.cookies.find((c) => c.name !== 'XSRF-TOKEN');
    expect(session?.httpOnly).toBe(true);
    const token = String(tokens[0]?.value);
    const loggedIn = `${session?.name}=${session?.value}`;
    expect(issued(await get(`${loggedIn}; XSRF-TOKEN=${token}`))).toBeUndefined();
    expect((await post(`${loggedIn}; XSRF-TOKEN=${token}`, token)).statusCode).toBe(400);
    expect((await post(`XSRF-TOKEN=${token}`, token)).statusCode).toBe(403);

    // Without its token the logout's request is first given one for the session; the logout replaces it.
    const out = await t.app.inject({
      url: '/api/logout',
      headers: { cookie: loggedIn, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.statusCode).toBe(200);
    const after = out.cookies.filter((c) => c.name === 'XSRF-TOKEN');
    expect(after).toHaveLength(1);
    expect(out.cookies.find((c) => c.name === session?.name)?.value).toBe('');
    const fresh = String(after[0]?.value);
    expect((await post(`XSRF-TOKEN=${fresh}`, fresh)).statusCode).toBe(400);
  });
});

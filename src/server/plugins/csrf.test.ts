import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';

/** The XSRF-TOKEN cookie an answer sets, if any. */
const issued = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;

describe('CSRF tokens (signed double submit)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (cookie?: string) => t.app.inject({ url: '/api/bezirk', headers: cookie ? { cookie } : {} });
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
});

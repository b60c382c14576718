import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { log, users } from '../db/schema';
import { createAgent } from '../test/agent';
import { createUser } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { LOGIN_FAILURES_ALLOWED, loginBackoffSeconds } from './auth-service';
import { hashPassword } from './password';

const PASSWORD = 'Richtig!Passwort2026';

describe('loginBackoffSeconds', () => {
  it('allows four wrong passwords, then holds back 1 min, doubling up to 1 h', () => {
    expect([0, 1, 4, 5, 6, 7, 10, 11, 12, 1000].map(loginBackoffSeconds)).toEqual([
      0, 0, 0, 60, 120, 240, 1920, 3600, 3600, 3600,
    ]);
  });
});

describe.each(testDbKinds())('login back-off per account on %s', (kind) => {
  let t: TestApp;
  let hash: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    hash = await hashPassword(PASSWORD);
  });
  afterAll(() => t.close());

  /** Each test logs in from its own address, so the per-address limit (30 per 15 min) stays out of the way. */
  function attempt(ip: string) {
    return async (username: string, password: string) => {
      const agent = createAgent(t.app);
      await agent.get('/api/userdata');
      const res = await agent.request({
        method: 'POST',
        url: '/api/login',
        payload: { username, password },
        headers: { 'x-forwarded-for': ip },
      });
      return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
    };
  }

  const stateOf = async (id: number) => {
    const [row] = await t.db
      .select({
        failed: users.failed_logins,
        seconds: sql<number>`round(extract(epoch from ${users.login_blocked_until} - now()))::int`,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };

  it('holds the account back after five wrong passwords, even for the right one, until the delay has run', async () => {
    const login = attempt('10.0.0.1');
    const user = await createUser(t.db, { password_hash: hash });
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++) {
      expect((await login(user.username, 'falsch')).status).toBe(401);
    }
    expect(await stateOf(user.id)).toEqual({ failed: 5, seconds: expect.closeTo(60, -1) });

    const heldBack = await login(user.username, PASSWORD);
    expect(heldBack.status).toBe(401);
    expect(heldBack.body.error.code).toBe('incorrectEmailOrPassword');
    expect(heldBack.retryAfter).toBeUndefined();
    // Held-back attempts neither count nor lengthen the delay.
    expect((await stateOf(user.id))?.failed).toBe(5);

    await t.db
      .update(users)
      .set({ login_blocked_until: sql`now() - interval '1 second'` })
      .where(eq(users.id, user.id));
    // Once the delay has run, the next wrong password doubles it.
    expect((await login(user.username, 'falsch')).status).toBe(401);
    expect(await stateOf(user.id)).toEqual({ failed: 6, seconds: expect.closeTo(120, -1) });

    await t.db
      .update(users)
      .set({ failed_logins: 20, login_blocked_until: sql`now() - interval '1 second'` })
      .where(eq(users.id, user.id));
    expect((await login(user.username, 'falsch')).status).toBe(401);
    expect(await stateOf(user.id)).toEqual({ failed: 21, seconds: expect.closeTo(3600, -1) });

    await t.db
      .update(users)
      .set({ login_blocked_until: sql`now() - interval '1 second'` })
      .where(eq(users.id, user.id));
    expect((await login(user.username, PASSWORD)).status).toBe(200);
    expect(await stateOf(user.id)).toEqual({ failed: 0, seconds: null });

    const logged = await t.db
      .select({ data2: log.data2 })
      .from(log)
      .where(and(eq(log.action, 'loginFailed'), eq(log.data1, user.username)));
    expect(logged.map((l) => l.data2)).toContain('heldBack');
  });

  it('answers an unknown address exactly like a held-back account, attempt for attempt', async () => {
    const user = await createUser(t.db, { password_hash: hash });
    const passwords = ['a1', 'b2', 'c3', 'd4', 'e5', PASSWORD, 'f6'];
    const known = [];
    for (const password of passwords) known.push(await attempt('10.0.0.2')(user.username, password));
    const unknown = [];
    for (const password of passwords) unknown.push(await attempt('10.0.0.3')('niemand@example.test', password));
    expect(unknown).toEqual(known);
    expect(new Set(known.map((k) => JSON.stringify(k)))).toEqual(
      new Set([
        JSON.stringify({
          status: 401,
          body: { error: { code: 'incorrectEmailOrPassword', message: 'Incorrect email or password' } },
        }),
      ]),
    );
  });

  it('resets the count on a successful login', async () => {
    const login = attempt('10.0.0.4');
    const user = await createUser(t.db, { password_hash: hash });
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED - 1; i++) await login(user.username, 'falsch');
    expect((await login(user.username, PASSWORD)).status).toBe(200);
    expect(await stateOf(user.id)).toEqual({ failed: 0, seconds: null });
    expect((await login(user.username, 'falsch')).status).toBe(401);
    expect((await login(user.username, PASSWORD)).status).toBe(200);
  });
});

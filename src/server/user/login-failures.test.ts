import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { log } from '../db/schema';
import { createAgent } from '../test/agent';
import { createUser } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { linkToken, waitForMailTo } from '../test/mail';
import { enrolTwoFactor, freshTotpCode, wrongCode } from '../test/two-factor';
import { LOGIN_CAPTCHA_AFTER, LOGIN_CAPTCHA_AFTER_ACCOUNT } from './login-failures';
import { hashPassword } from './password';

const PASSWORD = 'Richtig!Passwort2026';
const NEW_PASSWORD = 'Neu!Gesetzt2027';

describe.each(testDbKinds())('soft lockout per account and source (issue 23, finding 2) on %s', (kind) => {
  let t: TestApp;
  let hash: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    hash = await hashPassword(PASSWORD);
  });
  afterAll(() => t.close());

  /** A browser at one address: logs in (with a solved captcha when asked to) and keeps its cookies. */
  function browserAt(ip: string) {
    const agent = createAgent(t.app);
    const post = (url: string, payload: unknown) =>
      agent.request({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
    return {
      agent,
      post,
      async login(username: string, password: string, options: { captcha?: boolean } = {}) {
        if (!agent.jar.size) await agent.get('/api/userdata');
        const captcha = options.captcha ? await agent.solveCaptcha() : undefined;
        const res = await post('/api/login', { username, password, captcha });
        return { status: res.statusCode, code: res.json().error?.code as string | undefined, body: res.json() };
      },
    };
  }

  it('makes the hammering source solve a captcha and lets the owner in from elsewhere', async () => {
    const user = await createUser(t.db, { password_hash: hash });
    const stranger = browserAt('10.9.0.1');
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER; i++) {
      expect(await stranger.login(user.username, 'falsch')).toMatchObject({
        status: 401,
        code: 'incorrectEmailOrPassword',
      });
    }
    // The stranger's source now needs a captcha, whatever the password; the password is not looked at.
    for (const password of ['falsch', PASSWORD]) {
      expect(await stranger.login(user.username, password)).toMatchObject({ status: 401, code: 'captchaRequired' });
    }
    const forged = await stranger.post('/api/login', { username: user.username, password: PASSWORD, captcha: 'eA==' });
    expect([forged.statusCode, forged.json().error.code]).toEqual([400, 'captchaInvalid']);

    // The owner, from another address, logs in as usual: no captcha, no refusal.
    expect(await browserAt('10.9.0.2').login(user.username, PASSWORD)).toMatchObject({ status: 200 });

    // With a solved captcha the stranger's source is answered as before: guessing costs proof of work.
    expect(await stranger.login(user.username, 'falsch', { captcha: true })).toMatchObject({
      status: 401,
      code: 'incorrectEmailOrPassword',
    });
    expect(await stranger.login(user.username, PASSWORD, { captcha: true })).toMatchObject({ status: 200 });

    const logged = await t.db
      .select({ data2: log.data2 })
      .from(log)
      .where(and(eq(log.action, 'loginFailed'), eq(log.data1, user.username)));
    expect(logged.map((l) => l.data2)).toContain('captchaRequired');
  });

  it('answers an unknown address exactly like a known account, attempt for attempt', async () => {
    const user = await createUser(t.db, { password_hash: hash });
    const passwords = ['a1', 'b2', 'c3', 'd4', 'e5', PASSWORD, 'f6'];
    const known = [];
    for (const password of passwords) known.push(await browserAt('10.9.1.1').login(user.username, password));
    const unknown = [];
    for (const password of passwords) unknown.push(await browserAt('10.9.1.2').login('niemand@example.test', password));
    expect(unknown).toEqual(known);
    expect(known.map((k) => k.code)).toEqual([
      ...Array(LOGIN_CAPTCHA_AFTER).fill('incorrectEmailOrPassword'),
      'captchaRequired',
      'captchaRequired',
    ]);
  });

  it('asks every source for a captcha once the whole account has failed too often, and still lets the owner in', async () => {
    const user = await createUser(t.db, { password_hash: hash });
    const sources = Math.ceil(LOGIN_CAPTCHA_AFTER_ACCOUNT / LOGIN_CAPTCHA_AFTER);
    for (let s = 0; s < sources; s++) {
      const bot = browserAt(`10.9.2.${s + 1}`);
      for (let i = 0; i < LOGIN_CAPTCHA_AFTER; i++) await bot.login(user.username, 'falsch');
    }
    const owner = browserAt('10.9.2.200');
    expect(await owner.login(user.username, PASSWORD)).toMatchObject({ status: 401, code: 'captchaRequired' });
    expect(await owner.login(user.username, PASSWORD, { captcha: true })).toMatchObject({ status: 200 });
  });

  it('caps attempts per account and source with a 429 that other sources do not feel', async () => {
    const user = await createUser(t.db, { password_hash: hash });
    const stranger = browserAt('10.9.3.1');
    for (let i = 0; i < t.config.LOGIN_LIMIT_PER_ACCOUNT; i++)
      expect((await stranger.login(user.username, 'falsch')).status).toBe(401);
    expect(await stranger.login(user.username, PASSWORD)).toMatchObject({ status: 429, code: 'tooManyRequests' });
    expect(await browserAt('10.9.3.2').login(user.username, PASSWORD)).toMatchObject({ status: 200 });
  });

  it('lets the owner of a two-factor account in with password and code from a source that has not failed', async () => {
    const user = await createUser(t.db, { password_hash: hash });
    await enrolTwoFactor(t.db, user.id);
    const stranger = browserAt('10.9.4.1');
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER; i++) await stranger.login(user.username, 'falsch');
    expect(await stranger.login(user.username, PASSWORD)).toMatchObject({ code: 'captchaRequired' });

    const owner = browserAt('10.9.4.2');
    expect(await owner.login(user.username, PASSWORD)).toMatchObject({
      status: 200,
      body: { twoFactorRequired: true },
    });
    const done = await owner.post('/api/login/code', { code: await freshTotpCode(t.db, user.username) });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('ends the code step after too many wrong codes from one source, so each further guess needs a captcha', async () => {
    const user = await createUser(t.db, { password_hash: hash });
    await enrolTwoFactor(t.db, user.id);
    const guesser = browserAt('10.9.5.1');
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER; i++) {
      // A fresh password step before every guess must not start the count again.
      expect(await guesser.login(user.username, PASSWORD)).toMatchObject({ status: 200 });
      const wrong = await guesser.post('/api/login/code', { code: wrongCode() });
      expect(wrong.json().error.code).toBe('twoFactorCodeInvalid');
    }
    const ended = await guesser.post('/api/login/code', { code: await freshTotpCode(t.db, user.username) });
    expect(ended.json().error.code).toBe('twoFactorExpired');
    expect(await guesser.login(user.username, PASSWORD)).toMatchObject({ code: 'captchaRequired' });
  });

  it.each([
    ['without', false],
    ['with', true],
  ])(
    'lifts the captcha demand from every source with a completed password reset (%s two-factor sign-in)',
    async (_, twoFactor) => {
      const user = await createUser(t.db, { password_hash: hash });
      if (twoFactor) await enrolTwoFactor(t.db, user.id);
      const stranger = browserAt('10.9.6.1');
      for (let s = 0; s < LOGIN_CAPTCHA_AFTER_ACCOUNT; s++) {
        await browserAt(`10.9.6.${10 + (s % 4)}`).login(user.username, 'falsch');
      }
      for (let i = 0; i < LOGIN_CAPTCHA_AFTER; i++) await stranger.login(user.username, 'falsch');
      expect(await stranger.login(user.username, PASSWORD)).toMatchObject({ code: 'captchaRequired' });

      const owner = browserAt('10.9.6.2');
      await owner.agent.get('/api/userdata');
      expect((await owner.post('/api/passwordreset', { username: user.username, lang: 'de' })).statusCode).toBe(200);
      const token = linkToken(await waitForMailTo(t.config.dataDir, user.email), 'reset');
      const body = { token, passwort: NEW_PASSWORD, passwortWiederholung: NEW_PASSWORD };
      expect((await owner.post('/api/passwordreset/confirm', body)).statusCode).toBe(200);

      // Not even the source that failed needs a captcha now; two-factor sign-in still asks for its code.
      const after = await browserAt('10.9.6.1').login(user.username, NEW_PASSWORD);
      expect(after).toMatchObject({ status: 200, body: twoFactor ? { twoFactorRequired: true } : { id: user.id } });
    },
  );
});

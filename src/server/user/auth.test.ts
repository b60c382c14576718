import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { log, users } from '../db/schema';
import { sendDemoVerification } from '../db/seed/users';
import { type Agent, createAgent } from '../test/agent';
import { buildTestApp, type TestApp } from '../test/helper';
import { decodeMail, linkToken, waitForMailTo } from '../test/mail';

const PASSWORD = 'Sicher!Passwort2026';

describe('registration, verification and login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function registerBody(agent: Agent, overrides: Record<string, unknown> = {}) {
    return {
      email: `firma-${Math.random().toString(36).slice(2, 8)}@example.at`,
      passwort: PASSWORD,
      passwortWiederholung: PASSWORD,
      agb: true,
      newsletter: false,
      captcha: await agent.solveCaptcha(),
      lang: 'de',
      ...overrides,
    };
  }

  it('registers, mails a single-use link, refuses login until verified, then logs in', async () => {
    const agent = createAgent(t.app);
    const body = await registerBody(agent);
    const res = await agent.post('/api/register', body);
    expect(res.statusCode).toBe(201);

    const early = await agent.post('/api/login', { username: body.email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('userNotVerified');

    const token = linkToken(await waitForMailTo(t.config.dataDir, body.email), 'verify');
    expect((await agent.post('/api/verify', { token })).statusCode).toBe(200);
    const again = await agent.post('/api/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('tokenInvalid');

    const login = await agent.post('/api/login', { username: body.email.toUpperCase(), password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().username).toBe(body.email);
    const sid = login.cookies.find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(sid?.value).toMatch(/^[\w-]{43}$/);
    expect((await agent.get('/api/userdata')).json().userlevel).toBe(1);

    const [user] = await t.db.select().from(users).where(eq(users.username, body.email));
    const actions = (
      await t.db
        .select()
        .from(log)
        .where(eq(log.userid, user?.id ?? 0))
    ).map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['register', 'verify', 'login']));
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('the unverified demo user is refused until the link the demo start mails it is followed', async () => {
    const agent = createAgent(t.app);
    const demo = { username: 'neu@standortportal.at', password: 'Standort!Neu2026' };
    await agent.get('/api/userdata'); // the CSRF cookie
    expect((await agent.post('/api/login', demo)).json().error.code).toBe('userNotVerified');
    await sendDemoVerification(t.db, 'http://localhost:3000');
    const mail = await waitForMailTo(t.config.dataDir, demo.username);
    expect(decodeMail(mail)).toContain('http://localhost:3000/de/login?verify=');
    expect((await agent.post('/api/verify', { token: linkToken(mail, 'verify') })).statusCode).toBe(200);
    expect((await agent.post('/api/login', demo)).statusCode).toBe(200);
  });

  it('carries a safe next path into the verification link, and drops an unsafe one (issue 21)', async () => {
    const agent = createAgent(t.app);
    const next = '/de/standortsuche/0b8f2a52-6c55-4c1e-9a1f-6f1b7a3c2d10?zoom=15';
    const withNext = await registerBody(agent, { next });
    expect((await agent.post('/api/register', withNext)).statusCode).toBe(201);
    const raw = await waitForMailTo(t.config.dataDir, withNext.email);
    expect(decodeMail(raw)).toContain(`/de/login?verify=${linkToken(raw, 'verify')}&next=${encodeURIComponent(next)}`);

    const unsafe = await registerBody(agent, { next: '//boese.example/de/home' });
    expect((await agent.post('/api/register', unsafe)).statusCode).toBe(201);
    const plain = decodeMail(await waitForMailTo(t.config.dataDir, unsafe.email));
    expect(plain).not.toContain('next=');
    expect(plain).not.toContain('boese.example');
  });

  it.each([
    ['email', { email: 'keine-adresse' }, 'error.invalidEmail'],
    ['passwort', { passwort: 'haus', passwortWiederholung: 'haus' }, 'error.passwordWeak'],
    ['passwortWiederholung', { passwortWiederholung: 'Anders!2026xyz' }, 'label.password.notIdentical'],
    ['agb', { agb: false }, 'error.termsRequired'],
  ])('refuses an invalid %s with its message key', async (field, overrides, message) => {
    const agent = createAgent(t.app);
    const res = await agent.post('/api/register', await registerBody(agent, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('refuses a missing, forged or replayed captcha', async () => {
    const agent = createAgent(t.app);
    const missing = await agent.post('/api/register', await registerBody(agent, { captcha: '' }));
    expect(missing.json().error.fields.captcha).toBe('error.captcha');
    const forged = await agent.post('/api/register', await registerBody(agent, { captcha: btoa('{"x":1}') }));
    expect(forged.json().error.code).toBe('captchaInvalid');
    const captcha = await agent.solveCaptcha();
    expect((await agent.post('/api/register', await registerBody(agent, { captcha }))).statusCode).toBe(201);
    const replay = await agent.post('/api/register', await registerBody(agent, { captcha }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('captchaInvalid');
  });

  it('answers a taken address like a new one and mails its owner instead (issue 23, finding 5)', async () => {
    const agent = createAgent(t.app);
    const hashOf = async () =>
      (await t.db.select().from(users).where(eq(users.username, 'admin@standortportal.at')))[0]?.password_hash;
    const before = await hashOf();
    const fresh = await agent.post('/api/register', await registerBody(agent));
    const taken = await agent.post('/api/register', await registerBody(agent, { email: 'Admin@Standortportal.at' }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual(fresh.json());
    const mail = await waitForMailTo(t.config.dataDir, 'admin@standortportal.at', /bereits ein Konto/);
    expect(mail).toMatch(/Subject: Sie haben bereits ein Konto/);
    expect(mail).not.toMatch(/verify=/);
    expect(await hashOf()).toBe(before);
    // Invalid input still fails as the spec's dialog shows it.
    const invalid = await agent.post('/api/register', await registerBody(agent, { agb: false }));
    expect(invalid.statusCode).toBe(400);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    const wrong = await agent.post('/api/login', { username: 'admin@standortportal.at', password: 'falsch' });
    const unknown = await agent.post('/api/login', { username: 'niemand@example.at', password: 'falsch' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().error.code).toBe('incorrectEmailOrPassword');
    expect(unknown.json().error.code).toBe('incorrectEmailOrPassword');
  });
});

describe('CSRF protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const credentials = { username: 'eigentuemer@standortportal.at', password: 'Standort!Owner2026' };

  it('refuses a mutating request without the header, or with a token of another session', async () => {
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    const without = await agent.request({
      method: 'POST',
      url: '/api/login',
      payload: credentials,
      headers: { 'x-xsrf-token': '' },
    });
    expect(without.statusCode).toBe(403);
    expect(without.json().error.code).toBe('csrfInvalid');

    expect((await agent.post('/api/login', credentials)).statusCode).toBe(200);
    const other = createAgent(t.app);
    await other.get('/api/userdata');
    const foreign = other.jar.get('XSRF-TOKEN') ?? '';
    agent.jar.set('XSRF-TOKEN', foreign);
    const tossed = await agent.request({
      method: 'PUT',
      url: '/api/account',
      payload: {},
      headers: { 'x-xsrf-token': foreign },
    });
    expect(tossed.statusCode).toBe(403);
  });

  it('issues a new token at login and ends the session at logout', async () => {
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    const before = agent.jar.get('XSRF-TOKEN');
    await agent.post('/api/login', credentials);
    expect(agent.jar.get('XSRF-TOKEN')).not.toBe(before);
    const sid = agent.jar.get('sid');
    await agent.get('/api/logout');
    expect((await agent.get('/api/userdata')).json()).toEqual({ userlevel: 0 });
    const replayed = await t.app.inject({ url: '/api/userdata', headers: { cookie: `sid=${sid}` } });
    expect(replayed.json()).toEqual({ userlevel: 0 });
  });

  it('refuses a logout another site triggers (issue 23, GET /api/logout)', async () => {
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    await agent.post('/api/login', credentials);
    const cookie = `sid=${agent.jar.get('sid')}; XSRF-TOKEN=${agent.jar.get('XSRF-TOKEN')}`;
    for (const site of ['cross-site', 'same-site', undefined]) {
      const headers: Record<string, string> = { cookie, ...(site ? { 'sec-fetch-site': site } : {}) };
      const res = await t.app.inject({ url: '/api/logout', headers });
      expect(res.statusCode, String(site)).toBe(403);
      expect(res.json().error.code).toBe('csrfInvalid');
    }
    const foreign = await t.app.inject({ url: '/api/logout', headers: { cookie, 'x-xsrf-token': 'x.y' } });
    expect(foreign.statusCode).toBe(403);
    expect((await agent.get('/api/userdata')).json().userlevel).toBeGreaterThan(0);
    // The portal's own page (same-origin fetch), a typed address and the CSRF header log out.
    const own = await t.app.inject({ url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(200);
    expect((await agent.get('/api/userdata')).json()).toEqual({ userlevel: 0 });
    await agent.post('/api/login', credentials);
    expect((await agent.get('/api/logout')).statusCode).toBe(200);
    expect((await agent.get('/api/userdata')).json()).toEqual({ userlevel: 0 });
  });
});

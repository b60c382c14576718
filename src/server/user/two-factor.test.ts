import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../shared/domain/account';
import { loginFailure, sessions, users } from '../db/schema';
import { DEMO_ADMIN_TOTP_SECRET } from '../db/seed/users';
import { type Agent, createAgent } from '../test/agent';
import { createUser } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { linkToken, waitForMailTo } from '../test/mail';
import { freshTotpCode, loginWithTwoFactor, wrongCode } from '../test/two-factor';
import { hashPassword } from './password';
import { totpCode } from './totp';

const PASSWORD = 'Zwei!Faktor2026';
const NEW_PASSWORD = 'Neues!Faktor2027';

describe.each(testDbKinds())('two-factor sign-in (TOTP and recovery codes) on %s', (kind) => {
  let t: TestApp;
  let hash: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    hash = await hashPassword(PASSWORD);
  });
  afterAll(() => t.close());

  /** A fresh agent with a CSRF token; each test uses its own address, away from the per-address limits. */
  async function newAgent(ip: string): Promise<Agent> {
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    return {
      ...agent,
      post: (url: string, payload?: unknown) =>
        agent.request({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } }),
    };
  }

  const userWithPassword = (overrides: Partial<typeof users.$inferInsert> = {}) =>
    createUser(t.db, { password_hash: hash, terms_version: TERMS_VERSION, ...overrides });

  async function loggedIn(ip: string, username: string) {
    const agent = await newAgent(ip);
    expect((await loginWithTwoFactor(t.db, agent, username, PASSWORD)).statusCode).toBe(200);
    return agent;
  }

  /** Sets two-factor sign-in up through the account page's calls; answers the secret and recovery codes. */
  async function enrol(agent: Agent) {
    const setup = await agent.post('/api/account/twofactor/setup', { password: PASSWORD });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri, qrSvg } = setup.json();
    expect(uri).toMatch(/^otpauth:\/\/totp\/Standortportal:.+\?.*secret=/);
    expect(uri).toContain('algorithm=SHA1&digits=6&period=30');
    expect(qrSvg).toMatch(/^<svg /);
    const confirm = await agent.post('/api/account/twofactor/confirm', { code: totpCode(secret) });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
    return { secret: secret as string, recoveryCodes };
  }

  const stateOf = async (id: number) => {
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error('no user');
    return row;
  };
  /** Failed logins of the account from all sources (login-failures.ts). */
  const failuresOf = async (username: string) => {
    const rows = await t.db.select().from(loginFailure).where(eq(loginFailure.username, username));
    return rows.reduce((sum, r) => sum + r.failures, 0);
  };

  it('enrols on the account page, then asks every login for a code; wrong and replayed codes are refused', async () => {
    const user = await userWithPassword();
    const agent = await loggedIn('10.2.0.1', user.username);
    expect((await agent.get('/api/account/twofactor')).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    // Only a code from the new secret switches it on.
    await agent.post('/api/account/twofactor/setup', { password: PASSWORD });
    const wrong = await agent.post('/api/account/twofactor/confirm', { code: '000000' });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([401, 'twoFactorCodeInvalid']);
    const { secret, recoveryCodes } = await enrol(agent);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes.every((c) => /^[0-9a-z]{5}-[0-9a-z]{5}$/.test(c))).toBe(true);
    const status = (await agent.get('/api/account/twofactor')).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect((await agent.get('/api/userdata')).json().twoFactorEnabled).toBe(true);

    // Stored encrypted and hashed: neither the secret nor a code appears in the row.
    const row = await stateOf(user.id);
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.totp_recovery_codes.some((h) => recoveryCodes.some((c) => h.includes(c.replace('-', ''))))).toBe(false);

    // The password alone opens no session: it answers twoFactorRequired and a pending cookie.
    const next = await newAgent('10.2.0.2');
    const first = await next.post('/api/login', { username: user.username, password: PASSWORD });
    expect([first.statusCode, first.json()]).toEqual([200, { twoFactorRequired: true }]);
    expect((await next.get('/api/userdata')).json()).toEqual({ userlevel: 0 });
    expect((await next.get('/api/account/twofactor')).statusCode).toBe(401);

    const refused = await next.post('/api/login/code', { code: wrongCode(secret) });
    expect([refused.statusCode, refused.json().error.code]).toEqual([401, 'twoFactorCodeInvalid']);
    expect(await failuresOf(user.username)).toBe(1);

    const code = await freshTotpCode(t.db, user.username);
    const ok = await next.post('/api/login/code', { code: code.replace(/(\d{3})/, '$1 ') });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: user.id, userlevel: 1, twoFactorEnabled: true });
    expect((await next.get('/api/userdata')).json().id).toBe(user.id);
    expect(await failuresOf(user.username)).toBe(0);
    // The pending session is gone: the code step cannot be repeated with it.
    const again = await next.post('/api/login/code', { code });
    expect(again.json().error.code).toBe('twoFactorExpired');

    // The same code in a new login is a replay.
    const replay = await newAgent('10.2.0.3');
    await replay.post('/api/login', { username: user.username, password: PASSWORD });
    const replayed = await replay.post('/api/login/code', { code });
    expect([replayed.statusCode, replayed.json().error.code]).toEqual([401, 'twoFactorCodeInvalid']);
  });

  it('accepts each recovery code once, in any case and with or without the dash', async () => {
    const user = await userWithPassword();
    const { recoveryCodes } = await enrol(await loggedIn('10.2.1.1', user.username));
    const [code] = recoveryCodes as [string];
    const agent = await newAgent('10.2.1.2');
    await agent.post('/api/login', { username: user.username, password: PASSWORD });
    const ok = await agent.post('/api/login/code', { code: code.toUpperCase().replace('-', '') });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await stateOf(user.id)).totp_recovery_codes).toHaveLength(9);

    const second = await newAgent('10.2.1.3');
    await second.post('/api/login', { username: user.username, password: PASSWORD });
    const used = await second.post('/api/login/code', { code });
    expect([used.statusCode, used.json().error.code]).toEqual([401, 'twoFactorCodeInvalid']);
  });

  it('lets the code step expire after five minutes and needs the password step first', async () => {
    const user = await userWithPassword();
    await enrol(await loggedIn('10.2.3.1', user.username));
    const stray = await newAgent('10.2.3.2');
    const none = await stray.post('/api/login/code', { code: '123456' });
    expect([none.statusCode, none.json().error.code]).toEqual([401, 'twoFactorExpired']);

    const agent = await newAgent('10.2.3.3');
    const first = await agent.post('/api/login', { username: user.username, password: PASSWORD });
    expect(first.cookies.find((c) => c.name === 'sid')).toMatchObject({ maxAge: 300, httpOnly: true });
    await t.db.update(sessions).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(sessions.user, user.id));
    const late = await agent.post('/api/login/code', { code: await freshTotpCode(t.db, user.username) });
    expect(late.json().error.code).toBe('twoFactorExpired');
  });

  it('keeps asking for the code after a password reset, and the reset leaves two-factor sign-in on', async () => {
    const user = await userWithPassword();
    await enrol(await loggedIn('10.2.4.1', user.username));
    const agent = await newAgent('10.2.4.2');
    await agent.post('/api/passwordreset', { username: user.username, lang: 'de' });
    const token = linkToken(await waitForMailTo(t.config.dataDir, user.email), 'reset');
    const body = { token, passwort: NEW_PASSWORD, passwortWiederholung: NEW_PASSWORD };
    expect((await agent.post('/api/passwordreset/confirm', body)).statusCode).toBe(200);

    const login = await agent.post('/api/login', { username: user.username, password: NEW_PASSWORD });
    expect(login.json()).toEqual({ twoFactorRequired: true });
    expect((await agent.get('/api/userdata')).json()).toEqual({ userlevel: 0 });
    expect((await stateOf(user.id)).totp_enabled_at).not.toBeNull();
    const done = await agent.post('/api/login/code', { code: await freshTotpCode(t.db, user.username) });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('switches off only with password and code, and renews recovery codes only with a code', async () => {
    const user = await userWithPassword();
    const agent = await loggedIn('10.2.5.1', user.username);
    const { secret, recoveryCodes } = await enrol(agent);

    const noCode = await agent.post('/api/account/twofactor/recovery-codes', { code: wrongCode(secret) });
    expect(noCode.json().error.code).toBe('twoFactorCodeInvalid');
    const renewed = await agent.post('/api/account/twofactor/recovery-codes', {
      code: await freshTotpCode(t.db, user.username),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => recoveryCodes.includes(c))).toBe(false);

    // The password is checked first (the code is not spent on a wrong one).
    const wrongPassword = await agent.post('/api/account/twofactor/disable', {
      password: 'Falsch!2026x',
      code: '123456',
    });
    expect(wrongPassword.json().error.code).toBe('oldPasswordIncorrect');
    // An old recovery code is void after the renewal.
    const oldCode = await agent.post('/api/account/twofactor/disable', { password: PASSWORD, code: recoveryCodes[0] });
    expect(oldCode.json().error.code).toBe('twoFactorCodeInvalid');
    const off = await agent.post('/api/account/twofactor/disable', { password: PASSWORD, code: fresh[0] });
    expect(off.statusCode, off.body).toBe(200);
    expect(await stateOf(user.id)).toMatchObject({ totp_secret: null, totp_enabled_at: null, totp_recovery_codes: [] });

    const login = await (await newAgent('10.2.5.2')).post('/api/login', {
      username: user.username,
      password: PASSWORD,
    });
    expect(login.json()).toMatchObject({ id: user.id, twoFactorEnabled: false });
    const again = await agent.post('/api/account/twofactor/disable', { password: PASSWORD, code: '123456' });
    expect(again.json().error.code).toBe('twoFactorNotEnabled');
  });

  it('refuses an administrator without two-factor sign-in on /api/admin/* until they enrol', async () => {
    const admin = await userWithPassword({ userlevel: 9, totp_enabled_at: null });
    const other = await userWithPassword();
    const agent = await loggedIn('10.2.6.1', admin.username);
    const elsewhere = await loggedIn('10.2.6.2', admin.username);
    expect((await agent.get('/api/userdata')).json()).toMatchObject({ userlevel: 9, twoFactorEnabled: false });

    for (const url of ['/api/admin/benutzer', '/api/admin/statistik', `/api/admin/benutzer/${other.id}`]) {
      const res = await agent.get(url);
      expect([res.statusCode, res.json().error.code], url).toEqual([403, 'twoFactorEnrolmentRequired']);
    }
    // No administrator's right elsewhere either: another user's contact record stays closed.
    expect((await agent.get(`/api/contact/${other.id}`)).json().error.code).toBe('forbidden');
    expect((await agent.get('/api/account/twofactor')).json()).toMatchObject({ enabled: false, required: true });

    await enrol(agent);
    expect((await agent.get('/api/admin/benutzer')).statusCode).toBe(200);
    // Enrolling ended the session that never saw a second factor.
    expect((await elsewhere.get('/api/userdata')).json()).toEqual({ userlevel: 0 });

    const off = await agent.post('/api/account/twofactor/disable', {
      password: PASSWORD,
      code: await freshTotpCode(t.db, admin.username),
    });
    expect([off.statusCode, off.json().error.code]).toEqual([409, 'twoFactorRequiredForAdmins']);
    // Replacing the authenticator is allowed: a new secret, confirmed by its own code.
    await enrol(agent);
    expect((await agent.get('/api/admin/benutzer')).statusCode).toBe(200);
    const next = await newAgent('10.2.6.3');
    await next.post('/api/login', { username: admin.username, password: PASSWORD });
    const withNew = await next.post('/api/login/code', { code: await freshTotpCode(t.db, admin.username) });
    expect(withNew.statusCode, withNew.body).toBe(200);
  });

  it('asks the seeded demo administrator for the code of the README secret', async () => {
    const agent = await newAgent('10.2.7.1');
    const first = await agent.post('/api/login', {
      username: 'admin@standortportal.at',
      password: 'Standort!Admin2026',
    });
    expect(first.json()).toEqual({ twoFactorRequired: true });
    const done = await agent.post('/api/login/code', { code: totpCode(DEMO_ADMIN_TOTP_SECRET) });
    expect(done.json()).toMatchObject({ userlevel: 9, twoFactorEnabled: true });
    expect((await agent.get('/api/admin/benutzer')).statusCode).toBe(200);
  });
});

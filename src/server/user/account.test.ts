import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../shared/domain/account';
import { users } from '../db/schema';
import { createAgent } from '../test/agent';
import { createUser } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { linkToken, mailsTo, waitForMailTo } from '../test/mail';
import { requestPasswordReset } from './auth-service';
import { hashPassword } from './password';

const PASSWORD = 'Altes!Passwort2026';
const NEW_PASSWORD = 'Neues!Passwort2027';

describe('password reset, password change and the account page calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function userWithPassword(overrides: Partial<typeof users.$inferInsert> = {}) {
    return createUser(t.db, {
      password_hash: await hashPassword(PASSWORD),
      terms_version: TERMS_VERSION,
      ...overrides,
    });
  }

  async function loggedInAgent(username: string, password = PASSWORD) {
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    const res = await agent.post('/api/login', { username, password });
    expect(res.statusCode).toBe(200);
    return agent;
  }

  it('mails a reset link that sets a new password once and ends all sessions', async () => {
    const user = await userWithPassword();
    const session = await loggedInAgent(user.username);
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    expect((await agent.post('/api/passwordreset', { username: user.username, lang: 'en' })).statusCode).toBe(200);
    const mail = await waitForMailTo(t.config.dataDir, user.email);
    expect(mail).toMatch(/Subject: Your new password/);
    const token = linkToken(mail, 'reset');

    const body = { token, passwort: NEW_PASSWORD, passwortWiederholung: NEW_PASSWORD };
    expect((await agent.post('/api/passwordreset/confirm', body)).statusCode).toBe(200);
    expect((await agent.post('/api/passwordreset/confirm', body)).json().error.code).toBe('tokenInvalid');
    expect((await session.get('/api/userdata')).json()).toEqual({ userlevel: 0 });
    expect((await agent.post('/api/login', { username: user.username, password: PASSWORD })).statusCode).toBe(401);
    expect((await agent.post('/api/login', { username: user.username, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('answers a reset for an unknown address like a known one, and asks for a missing username', async () => {
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    expect((await agent.post('/api/passwordreset', { username: 'unbekannt@example.at' })).json()).toEqual({ ok: true });
    const missing = await agent.post('/api/passwordreset', { username: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.username).toBe('error.missingEmail');
  });

  it('answers a known and an unknown address without waiting for a mail server: the mail is only enqueued', async () => {
    const user = await userWithPassword();
    const ctx = { db: t.db, publicUrl: 'https://portal.example', twoFactorKeys: undefined as never };
    expect(await requestPasswordReset(ctx, user.username, 'de')).toBe(user.id);
    expect(await requestPasswordReset(ctx, 'niemand-hier@example.at', 'de')).toBeNull();
    const jobs = await t.db.execute<{ to: string }>(
      sql`select data->>'to' as "to" from pgboss.job where name = 'mail' and data->>'to' in (${user.email}, 'niemand-hier@example.at')`,
    );
    expect(jobs.rows.map((r) => r.to)).toEqual([user.email]);
  });

  it('changes the password only with the old one and ends the other sessions', async () => {
    const user = await userWithPassword();
    const other = await loggedInAgent(user.username);
    const agent = await loggedInAgent(user.username);
    const wrong = await agent.post('/api/account/password', {
      oldPassword: 'falsch',
      newPassword: NEW_PASSWORD,
      newPasswordRepeat: NEW_PASSWORD,
    });
    expect(wrong.json().error.code).toBe('oldPasswordIncorrect');
    const ok = await agent.post('/api/account/password', {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      newPasswordRepeat: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect((await agent.get('/api/userdata')).json().id).toBe(user.id);
    expect((await other.get('/api/userdata')).json()).toEqual({ userlevel: 0 });
  });

  /** Asks for a reset link for the user and returns its token from the mail. */
  async function resetToken(user: { username: string; email: string }) {
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    const before = mailsTo(t.config.dataDir, user.email).length;
    expect((await agent.post('/api/passwordreset', { username: user.username, lang: 'de' })).statusCode).toBe(200);
    return linkToken(await waitForMailTo(t.config.dataDir, user.email, /./, 15_000, before), 'reset');
  }

  it('revokes the other reset links once one is used (issue 23, finding 4)', async () => {
    const user = await userWithPassword();
    const first = await resetToken(user);
    const second = await resetToken(user);
    expect(second).not.toBe(first);
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    const confirm = (token: string, passwort: string) =>
      agent.post('/api/passwordreset/confirm', { token, passwort, passwortWiederholung: passwort });
    expect((await confirm(first, NEW_PASSWORD)).statusCode).toBe(200);
    const stale = await confirm(second, 'Drittes!Passwort2028');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe('tokenInvalid');
    expect((await agent.post('/api/login', { username: user.username, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('revokes reset links mailed before a password change', async () => {
    const user = await userWithPassword();
    const token = await resetToken(user);
    const agent = await loggedInAgent(user.username);
    const changed = await agent.post('/api/account/password', {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      newPasswordRepeat: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    const body = { token, passwort: 'Drittes!Passwort2028', passwortWiederholung: 'Drittes!Passwort2028' };
    expect((await agent.post('/api/passwordreset/confirm', body)).json().error.code).toBe('tokenInvalid');
  });

  it('saves the profile, checks the postal code and reports missing mandatory fields', async () => {
    const user = await userWithPassword();
    const agent = await loggedInAgent(user.username);
    expect((await agent.get('/api/userdata')).json().missingProfileFields).toEqual([
      'firstName',
      'lastName',
      'postalCode',
      'city',
      'country',
    ]);
    const profile = {
      title: 'DI',
      firstName: 'Anna',
      lastName: 'Berger',
      companyName: 'Berger Logistik GmbH',
      address: 'Hauptplatz 1',
      postalCode: '3100',
      city: 'St. Pölten',
      country: 'Österreich',
      phone: '+43 2742 12345',
      mobile: null,
      contactPerson: null,
      newsletterConsent: true,
      informationConsent: false,
      interestLocationSearch: true,
      interestFunding: true,
      isPropertyOwner: false,
    };
    const bad = await agent.put('/api/account', { ...profile, postalCode: '31000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.postalCode).toBe('error.postalCode');
    const saved = await agent.put('/api/account', profile);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Anna', postalCode: '3100', missingProfileFields: [] });
    expect((await createAgent(t.app).put('/api/account', profile)).statusCode).toBe(403);
  });

  it('asks for the current terms; declining logs out, accepting records the version', async () => {
    const user = await userWithPassword({ terms_version: TERMS_VERSION - 1 });
    const agent = await loggedInAgent(user.username);
    expect((await agent.get('/api/userdata')).json().termsAccepted).toBe(false);
    expect((await agent.post('/api/account/terms', { accept: true })).json().termsAccepted).toBe(true);
    const other = await userWithPassword({ terms_version: null });
    const decliner = await loggedInAgent(other.username);
    expect((await decliner.post('/api/account/terms', { accept: false })).json()).toEqual({ ok: true });
    expect((await decliner.get('/api/userdata')).json()).toEqual({ userlevel: 0 });
  });

  it('deletes the own account only with the password', async () => {
    const user = await userWithPassword();
    const agent = await loggedInAgent(user.username);
    expect((await agent.post('/api/account/delete', { password: 'falsch' })).json().error.code).toBe(
      'oldPasswordIncorrect',
    );
    expect((await agent.post('/api/account/delete', { password: PASSWORD })).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect((await agent.get('/api/userdata')).json()).toEqual({ userlevel: 0 });
  });

  it('limits login attempts per account and address with a clear 429', async () => {
    const user = await userWithPassword();
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    const codes: number[] = [];
    for (let i = 0; i < t.config.LOGIN_LIMIT_PER_ACCOUNT; i++) {
      codes.push((await agent.post('/api/login', { username: user.username, password: 'falsch' })).statusCode);
    }
    expect(codes.every((c) => c === 401)).toBe(true);
    const limited = await agent.post('/api/login', { username: user.username, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('tooManyRequests');
    expect(limited.json().error.message).toMatch(/try again in \d+ minute/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../test/agent';
import { createUser } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { linkToken, waitForMailTo } from '../test/mail';
import { hashPassword } from './password';

const PASSWORD = 'Altes!Passwort2026';
/** Spec 9: refused for their length or their distinct characters; then two of the most common passwords. */
const REFUSED: [string, string][] = [
  ['Ab1!', 'error.passwordWeak'],
  ['aaaaaaaa', 'error.passwordWeak'],
  ['Aa1!Aa1!Aa1!', 'error.passwordWeak'], // long, but 4 distinct characters
  ['password1', 'error.passwordCommon'],
  ['Qwertyuiop', 'error.passwordCommon'], // case is ignored
];

describe('the password rules of spec 9 on every call that sets a password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(REFUSED)('refuses %s at registration with %s', async (password, message) => {
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    const res = await agent.post('/api/register', {
      email: 'regel@example.at',
      passwort: password,
      passwortWiederholung: password,
      agb: true,
      captcha: 'not-checked-before-the-fields',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.passwort).toBe(message);
  });

  it('refuses them as a new password on change and on reset, and takes a good one', async () => {
    const user = await createUser(t.db, { password_hash: await hashPassword(PASSWORD) });
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    expect((await agent.post('/api/login', { username: user.username, password: PASSWORD })).statusCode).toBe(200);
    for (const [password, message] of REFUSED) {
      const change = await agent.post('/api/account/password', {
        oldPassword: PASSWORD,
        newPassword: password,
        newPasswordRepeat: password,
      });
      expect(change.statusCode, password).toBe(400);
      expect(change.json().error.fields.newPassword, password).toBe(message);
    }

    expect((await agent.post('/api/passwordreset', { username: user.username, lang: 'de' })).statusCode).toBe(200);
    const token = linkToken(await waitForMailTo(t.config.dataDir, user.email), 'reset');
    for (const [password, message] of REFUSED) {
      const reset = await agent.post('/api/passwordreset/confirm', {
        token,
        passwort: password,
        passwortWiederholung: password,
      });
      expect(reset.statusCode, password).toBe(400);
      expect(reset.json().error.fields.passwort, password).toBe(message);
    }
    // The link is still unused: a password that keeps the rules is taken.
    const good = 'Neu!Gewaehlt2027';
    const ok = await agent.post('/api/passwordreset/confirm', { token, passwort: good, passwortWiederholung: good });
    expect(ok.statusCode).toBe(200);
  });
});

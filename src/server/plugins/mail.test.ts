import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../test/agent';
import { buildTestApp, type TestApp } from '../test/helper';
import { decodeMail, linkToken } from '../test/mail';
import { startSmtpServer, waitFor } from '../test/smtp';

describe('mail over a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp('pglite', {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://portal.example.at',
      JOB_POLL_SECONDS: '0.5',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification mail (text and HTML) whose link completes the registration', async () => {
    const agent = createAgent(t.app);
    const email = 'smtp-test@example.at';
    const password = 'Mail!Test2026x';
    const res = await agent.post('/api/register', {
      email,
      passwort: password,
      passwortWiederholung: password,
      agb: true,
      newsletter: true,
      captcha: await agent.solveCaptcha(),
      lang: 'en',
    });
    expect(res.statusCode).toBe(201);
    const mail = await waitFor(() => smtp.received.find((m) => m.to === email));
    expect(mail.data).toMatch(/Subject: Confirm your registration/);
    expect(mail.data).toMatch(/Content-Type: text\/plain/);
    expect(mail.data).toMatch(/Content-Type: text\/html/);
    expect(decodeMail(mail.data)).toMatch(/https:\/\/portal\.example\.at\/en\/login\?verify=/);
    expect((await agent.post('/api/verify', { token: linkToken(mail.data, 'verify') })).statusCode).toBe(200);
    expect((await agent.post('/api/login', { username: email, password })).statusCode).toBe(200);
  });
});

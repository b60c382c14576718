import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../test/agent';
import { buildTestApp, type TestApp } from '../test/helper';
import { linkToken } from '../test/mail';

describe('mail over a real SMTP server', () => {
  const received: { to: string; data: string }[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await buildTestApp('pglite', { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://portal.example.at' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the verification mail whose link completes the registration', async () => {
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
    const mail = received.find((m) => m.to === email);
    expect(mail?.data).toMatch(/Subject: Confirm your registration/);
    expect(mail?.data.replace(/=\r?\n/g, '')).toMatch(/https:\/\/portal\.example\.at\/en\/login\?verify=/);
    expect((await agent.post('/api/verify', { token: linkToken(mail?.data ?? '', 'verify') })).statusCode).toBe(200);
    expect((await agent.post('/api/login', { username: email, password })).statusCode).toBe(200);
  });
});

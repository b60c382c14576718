import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../db/client';
import { DEMO_USERS } from '../db/seed/users';
import { seedPgliteDataDir } from '../test/databases';
import { freePort, httpSession, type Portal, startPortal, waitReady } from '../test/portal-process';
import { startSmtpProcess, waitFor } from '../test/smtp';

describe('mails across a crash of the server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-jobs-restart-'));
  const portals: Portal[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpProcess>> | undefined;

  beforeAll(() => seedPgliteDataDir(inject('pgliteTemplate'), dataDir));
  afterAll(async () => {
    for (const portal of portals) if (portal.child.exitCode === null) portal.child.kill('SIGKILL');
    smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends every mail enqueued before a SIGKILL exactly once after the restart', { timeout: 480_000 }, async () => {
    // The mail server is not there yet: every attempt before the crash fails and waits for its retry.
    const smtpPort = await freePort();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOB_POLL_SECONDS: '0.5', JOB_RETRY_DELAY: '2' };
    const first = startPortal(dataDir, await freePort(), env);
    portals.push(first);
    await waitReady(first);
    const recipients = DEMO_USERS.map((u) => u.username);
    for (const username of recipients) {
      const visitor = httpSession(first.url);
      await visitor.get('/api/userdata');
      expect((await visitor.post('/api/passwordreset', { username, lang: 'de' })).status).toBe(200);
    }
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    smtp = await startSmtpProcess(smtpPort);
    const second = startPortal(dataDir, await freePort(), env);
    portals.push(second);
    await waitReady(second);
    const received = smtp.received;
    await waitFor(() => (recipients.every((to) => received.some((m) => m.to === to)) ? true : undefined), 120_000);
    // A clean stop lets a job in flight finish; then the queue holds nothing that could still be sent.
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    const database = await openPglite(dataDir);
    try {
      const jobs = await database.executeSql(
        "select data->>'to' as to, state from pgboss.job where name = 'mail' order by 1",
      );
      expect(jobs.rows).toEqual(recipients.sort().map((to) => ({ to, state: 'completed' })));
    } finally {
      await database.close();
    }
    for (const to of recipients) expect(received.filter((m) => m.to === to)).toHaveLength(1);
    expect(received).toHaveLength(recipients.length);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { agentOf } from '../test/admin';
import { createAgent } from '../test/agent';
import { createUser } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { mailsTo, waitForMailTo } from '../test/mail';
import { startSmtpServer, waitFor } from '../test/smtp';
import { enqueueMail } from './mail';

const QUICK = { JOB_POLL_SECONDS: '0.5', JOB_RETRY_DELAY: '1', JOB_RETRY_LIMIT: '1' };

describe.each(testDbKinds())('the job queue on %s', (kind) => {
  describe('to the outbox', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, QUICK);
    });
    afterAll(() => t?.close());

    it('sends a mail enqueued in a committed transaction, and nothing for a rolled-back one', async () => {
      const stamp = Date.now();
      const kept = `kept-${stamp}@example.at`;
      const lost = `lost-${stamp}@example.at`;
      await t.db.transaction(async (tx) => {
        await tx.insert(users).values({ username: kept, email: kept, password_hash: 'x' });
        await enqueueMail(tx, { to: kept, subject: 'Kept', text: 'kept' });
      });
      await expect(
        t.db.transaction(async (tx) => {
          await tx.insert(users).values({ username: lost, email: lost, password_hash: 'x' });
          await enqueueMail(tx, { to: lost, subject: 'Lost', text: 'lost' });
          throw new Error('the change fails');
        }),
      ).rejects.toThrow('the change fails');

      expect(await waitForMailTo(t.config.dataDir, kept, /Subject: Kept/)).toContain('kept');
      const jobs = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where data->>'to' = ${lost}`,
      );
      expect(jobs.rows[0]?.n).toBe(0);
      expect(mailsTo(t.config.dataDir, lost)).toHaveLength(0);
    });
  });

  describe('over SMTP', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      t = await buildTestApp(kind, { ...QUICK, SMTP_URL: smtp.url });
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    it('retries a refused mail with back-off, shows it failed to administrators, and sends it when retried', async () => {
      const user = await createUser(t.db, { lang: 'en' });
      const admin = await agentOf(t, (await createUser(t.db, { userlevel: 9 })).id);
      smtp.state.refuse = true;
      const visitor = createAgent(t.app);
      await visitor.get('/api/userdata');
      expect((await visitor.post('/api/passwordreset', { username: user.username, lang: 'en' })).statusCode).toBe(200);

      // First attempt and one retry (JOB_RETRY_LIMIT=1), then the mail stays failed.
      const failed = await waitFor(async () => {
        const list = (await admin.get('/api/admin/mails/failed')).json().items as { to: string; id: string }[];
        return list.find((m) => m.to === user.email);
      });
      expect(failed).toMatchObject({ subject: 'Your new password', retryCount: 1 });
      expect((failed as unknown as { error: string }).error).toMatch(/Mailbox unavailable/);
      const times = await t.db.execute<{ created_on: string; started_on: string }>(
        sql`select created_on, started_on from pgboss.job where id = ${failed.id}`,
      );
      const row = times.rows[0];
      // The retry waited for the back-off (at least the 1 s retry delay) after the first attempt.
      expect(
        new Date(row?.started_on ?? 0).getTime() - new Date(row?.created_on ?? 0).getTime(),
      ).toBeGreaterThanOrEqual(1000);
      expect(smtp.received.filter((m) => m.to === user.email)).toHaveLength(0);

      const member = await agentOf(t, (await createUser(t.db)).id);
      expect((await member.post(`/api/admin/mails/${failed.id}/retry`)).statusCode).toBe(403);

      smtp.state.refuse = false;
      expect((await admin.post(`/api/admin/mails/${failed.id}/retry`)).statusCode).toBe(200);
      const mail = await waitFor(() => smtp.received.find((m) => m.to === user.email));
      expect(mail.data).toMatch(/Subject: Your new password/);
      expect(mail.data).toMatch(/Content-Type: text\/html/);
      await waitFor(async () => {
        const list = (await admin.get('/api/admin/mails/failed')).json().items as { id: string }[];
        return list.some((m) => m.id === failed.id) ? undefined : true;
      });
      // Retrying what is no longer failed is refused.
      expect((await admin.post(`/api/admin/mails/${failed.id}/retry`)).statusCode).toBe(404);
    });
  });
});

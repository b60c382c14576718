import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { objekt } from '../db/schema';
import { jobWriter, txExecutor } from '../jobs/boss';
import { QUEUES } from '../jobs/queue';
import { createObjekt, createUser } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { decodeMail, mailsTo, waitForMailTo } from '../test/mail';
import { waitFor } from '../test/smtp';
import { runExpiry } from './expiry';

const PUBLIC = 'https://portal.example.at';

/** A calendar day `days` from today in Vienna (ISO). */
const inDays = (days: number) => {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Vienna' }));
  today.setDate(today.getDate() + days);
  return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
};

describe('the daily expiry job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { JOB_POLL_SECONDS: '0.5', PUBLIC_URL: PUBLIC });
  });
  afterAll(() => t?.close());

  it('marks expired listings and mails the expiry and the 30- and 7-day reminders once each', async () => {
    const owner = await createUser(t.db, { lang: 'en' });
    const listing = async (name: string, days: number) => {
      const { id } = await createObjekt(t.db, {
        owner: owner.id,
        status: STATUS.OHNE_LOGIN,
        overrides: { objektname: name },
      });
      await t.db
        .update(objekt)
        .set({ ablaufdatum: inDays(days) })
        .where(eq(objekt.id, id));
      return id;
    };
    const past = await listing('Old hall', -1);
    const week = await listing('Week hall', 5);
    const month = await listing('Month hall', 20);
    await listing('Fresh hall', 60);

    expect(await runExpiry(t.db, PUBLIC)).toEqual({ expired: expect.any(Number), reminded: expect.any(Number) });

    const expired = decodeMail(await waitForMailTo(t.config.dataDir, owner.email, /Expired: Old hall/));
    expect(expired).toContain('Renew it by saving it once');
    expect(expired).toContain(`${PUBLIC}/en/objekteditor/${past}`);
    expect(decodeMail(await waitForMailTo(t.config.dataDir, owner.email, /Expires in 7 days: Week hall/))).toContain(
      `${PUBLIC}/en/objekteditor/${week}`,
    );
    expect(decodeMail(await waitForMailTo(t.config.dataDir, owner.email, /Expires in 30 days: Month hall/))).toContain(
      `${PUBLIC}/en/objekteditor/${month}`,
    );
    const [row] = await t.db.select({ istabgelaufen: objekt.istabgelaufen }).from(objekt).where(eq(objekt.id, past));
    expect(row?.istabgelaufen).toBe(true);
    // The expired listing is gone from the public list.
    const list = (await t.app.inject({ url: '/api/objekt' })).json() as { id: string }[];
    expect(list.some((o) => o.id === past)).toBe(false);

    // A second run the same day sends nothing more.
    const sent = mailsTo(t.config.dataDir, owner.email).length;
    expect(await runExpiry(t.db, PUBLIC)).toEqual({ expired: 0, reminded: 0 });
    const pending = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'mail' and state <> 'completed'`,
    );
    expect(pending.rows[0]?.n).toBe(0);
    expect(mailsTo(t.config.dataDir, owner.email)).toHaveLength(sent);
    expect(sent).toBe(3);
  });

  it('runs as the scheduled job through the queue', async () => {
    const owner = await createUser(t.db, { lang: 'de' });
    const { id } = await createObjekt(t.db, {
      owner: owner.id,
      status: STATUS.MIT_LOGIN,
      overrides: { objektname: 'Halle Ost' },
    });
    await t.db
      .update(objekt)
      .set({ ablaufdatum: inDays(-2) })
      .where(eq(objekt.id, id));
    await jobWriter.send(QUEUES.expiry, {}, { db: txExecutor(t.db) });
    const mail = decodeMail(await waitForMailTo(t.config.dataDir, owner.email, /Abgelaufen: Halle Ost/));
    expect(mail).toContain('Verlängern Sie es, indem Sie es einmal im Editor speichern');
    await waitFor(async () => {
      const [row] = await t.db.select({ x: objekt.istabgelaufen }).from(objekt).where(eq(objekt.id, id));
      return row?.x ? true : undefined;
    });
  });
});

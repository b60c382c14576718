import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { anfrage, favorit, log } from '../db/schema';
import { jobWriter, txExecutor } from '../jobs/boss';
import { QUEUES } from '../jobs/queue';
import { createObjekt, createUser, objektnummerOf } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { decodeMail, mailsTo, waitForMailTo } from '../test/mail';
import { waitFor } from '../test/smtp';

const PUBLIC = 'https://portal.example.at';

describe.each(testDbKinds())('the monthly summary for listers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { JOB_POLL_SECONDS: '0.5', PUBLIC_URL: PUBLIC });
  });
  afterAll(() => t?.close());

  /** Ten days before the first of this month in Vienna: a moment of last month. */
  const lastMonth = sql`((date_trunc('month', now() at time zone 'Europe/Vienna') - interval '10 days') at time zone 'Europe/Vienna')`;

  it('mails each opted-in owner with listings last month’s figures, once; no one else', async () => {
    const optedIn = await createUser(t.db, { lang: 'en', statistik_mail: true });
    const optedOut = await createUser(t.db, { lang: 'en' });
    const withoutListings = await createUser(t.db, { statistik_mail: true });
    const hall = await createObjekt(t.db, { owner: optedIn.id, status: STATUS.OHNE_LOGIN });
    const quiet = await createObjekt(t.db, { owner: optedIn.id, status: STATUS.ENTWURF });
    const other = await createObjekt(t.db, { owner: optedOut.id, status: STATUS.OHNE_LOGIN });
    const row = (action: string, data1: string, logtime: Date | SQL) => ({ action, ip: '10.0.0.3', data1, logtime });
    await t.db.insert(log).values([
      ...[1, 2, 3, 4].map(() => row('objektViewed', hall.id, lastMonth)),
      row('objektExpose', hall.id, lastMonth),
      // This month's view is next month's figure.
      row('objektViewed', hall.id, new Date()),
      row('objektViewed', other.id, lastMonth),
    ]);
    await t.db.insert(favorit).values({ user: optedOut.id, objekt: hall.id });
    await t.db.insert(anfrage).values({
      objekt: hall.id,
      email: optedOut.email,
      nachricht: 'Is the hall still available?',
      einwilligung: true,
      empfaenger: optedIn.email,
      created_at: lastMonth,
    });

    await jobWriter.send(QUEUES.monatsStatistik, {}, { db: txExecutor(t.db) });
    const mail = decodeMail(await waitForMailTo(t.config.dataDir, optedIn.email, /Your properties in/)).replace(
      /\r\n/g,
      '\n',
    );
    // Each listing under its English name and number.
    const line = (id: string) => `Business plot at the business park (${objektnummerOf(id)})\n`;
    expect(mail).toContain(
      `${line(hall.id)}4 views, 1 exposé, 1 enquiry; currently a favourite of 1 user and in 0 collections`,
    );
    expect(mail).toContain(
      `${line(quiet.id)}0 views, 0 exposés, 0 enquiries; currently a favourite of 0 users and in 0 collections`,
    );
    expect(mail).toContain(`${PUBLIC}/en/konto/immobilien`);
    expect(mail).toContain(`You can switch it off there: ${PUBLIC}/en/konto`);

    // The job is done and every mail it enqueued sent: the others got none.
    await waitFor(async () => {
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job
            where name in ('mail', ${QUEUES.monatsStatistik}) and state <> 'completed'`,
      );
      return rows[0]?.n === 0 ? true : undefined;
    });
    expect(mailsTo(t.config.dataDir, optedIn.email)).toHaveLength(1);
    expect(mailsTo(t.config.dataDir, optedOut.email)).toHaveLength(0);
    expect(mailsTo(t.config.dataDir, withoutListings.email)).toHaveLength(0);
  });
});

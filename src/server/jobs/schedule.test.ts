import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Db, openPostgres } from '../db/client';
import { objekt } from '../db/schema';
import { copyPostgresTemplate, TEST_SESSION_SECRET } from '../test/databases';
import { createObjekt, createUser } from '../test/factories';
import { mailsTo } from '../test/mail';
import { waitFor } from '../test/smtp';

describe.runIf(inject('postgresUrl'))('a scheduled job with two app processes on one PostgreSQL', () => {
  const dataDirs: string[] = [];
  const closers: (() => Promise<void>)[] = [];
  let db: Db;

  beforeAll(async () => {
    const copy = await copyPostgresTemplate(inject('postgresUrl'));
    closers.push(copy.drop);
    // Both start at once, as two processes behind a load balancer do, each with the expiry job every minute.
    const started = await Promise.all(
      [0, 1].map(async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-test-'));
        dataDirs.push(dataDir);
        const config = loadConfig({
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          SESSION_SECRET: TEST_SESSION_SECRET,
          EXPIRY_CRON: '* * * * *',
          JOB_POLL_SECONDS: '0.5',
        });
        const database = openPostgres(copy.url);
        const app = await buildApp(config, database);
        await app.ready();
        return { app, database, dataDir };
      }),
    );
    db = started[0]?.database.db as Db;
    for (const { app, database, dataDir } of started) {
      closers.unshift(async () => {
        await app.close();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });
    }
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('runs once per slot in one of them, and its mail goes out once', { timeout: 240_000 }, async () => {
    const owner = await createUser(db, { lang: 'de' });
    const { id } = await createObjekt(db, { owner: owner.id, status: STATUS.OHNE_LOGIN });
    await db.update(objekt).set({ ablaufdatum: '2020-01-01' }).where(eq(objekt.id, id));

    // Two slots of the schedule pass (each minute), so both processes had every chance to run it. pg-boss
    // sends a scheduled job at most once per minute and slot (whichever process' clock notices it first).
    const runs = async () =>
      (
        await db.execute<{ slot: string; n: number; completed: number }>(sql`
          select date_trunc('minute', created_on)::text as slot, count(*)::int as n,
                 count(*) filter (where state = 'completed')::int as completed
          from pgboss.job where name = 'expiry' group by 1 order by 1`)
      ).rows;
    const slots = await waitFor(async () => {
      const rows = await runs();
      return rows.filter((r) => r.completed > 0).length >= 2 ? rows : undefined;
    }, 200_000);
    for (const slot of slots) expect(slot.n).toBe(1);

    const [row] = await db.select({ istabgelaufen: objekt.istabgelaufen }).from(objekt).where(eq(objekt.id, id));
    expect(row?.istabgelaufen).toBe(true);
    const expiryMails = await waitFor(() => {
      const found = dataDirs.flatMap((dir) => mailsTo(dir, owner.email));
      return found.length > 0 ? found : undefined;
    });
    const jobs = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'to' = ${owner.email}`,
    );
    expect(jobs.rows[0]?.n).toBe(1);
    expect(expiryMails).toHaveLength(1);
  });
});

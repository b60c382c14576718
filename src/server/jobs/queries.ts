import { sql } from 'drizzle-orm';
import type { FailedMail } from '../../shared/schemas/jobs';
import type { Db } from '../db/client';
import { JOB_SCHEMA, jobWriter, type Tx, txExecutor } from './boss';
import { QUEUES } from './queue';

const job = sql.raw(`${JOB_SCHEMA}.job`);

/** The failed mails still kept (30 days), newest first. */
export async function selectFailedMails(db: Db, limit = 200): Promise<FailedMail[]> {
  const result = await db.execute<{
    id: string;
    to: string | null;
    subject: string | null;
    created_on: Date | string;
    completed_on: Date | string | null;
    retry_count: number;
    error: string | null;
  }>(sql`
    select id, data->>'to' as "to", data->>'subject' as subject, created_on, completed_on, retry_count,
           output->>'message' as error
    from ${job}
    where name = ${QUEUES.mail} and state = 'failed'
    order by completed_on desc nulls last
    limit ${limit}`);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return result.rows.map((row) => ({
    id: row.id,
    to: row.to ?? '',
    subject: row.subject ?? '',
    createdOn: iso(row.created_on),
    failedOn: row.completed_on ? iso(row.completed_on) : null,
    retryCount: Number(row.retry_count),
    error: row.error,
  }));
}

/** Puts a failed mail back into the queue (one more attempt); false when no failed mail has this id. */
export async function retryFailedMail(db: Tx, id: string): Promise<boolean> {
  const [found] = (
    await db.execute<{ id: string }>(
      sql`select id from ${job} where name = ${QUEUES.mail} and id = ${id} and state = 'failed'`,
    )
  ).rows;
  if (!found) return false;
  await jobWriter.retry(QUEUES.mail, id, { db: txExecutor(db) });
  return true;
}

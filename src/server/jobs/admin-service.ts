import type { Db } from '../db/client';
import { type LogSource, writeLog } from '../log/service';
import { AppError } from '../plugins/errors';
import { retryFailedMail } from './queries';

/** Sends a failed mail again (one more attempt through the queue), logged with the job's id in data1. */
export async function retryMail(db: Db, id: string, source: LogSource): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await retryFailedMail(tx, id))) throw new AppError('notFound', 'No failed mail with this id');
    await writeLog(tx, source, 'adminMailRetried', { data1: id });
  });
}

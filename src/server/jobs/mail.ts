import type { Mail } from '../plugins/mail';
import { jobWriter, type Tx, txExecutor } from './boss';
import { QUEUES } from './queue';

/**
 * Enqueues a mail in the transaction of the change that causes it: rolled back, nothing is sent;
 * committed, the mail is sent by whichever app process fetches the job, even after a crash or restart.
 */
export async function enqueueMail(tx: Tx, mail: Mail): Promise<void> {
  await jobWriter.send(QUEUES.mail, mail as unknown as object, { db: txExecutor(tx) });
}

import { STATUS } from '../../shared/domain/objekt';
import type { Db } from '../db/client';
import { enqueueMail } from '../jobs/mail';
import { expiryMail } from './objekt-mails';
import { objektRef } from './objekt-notices';
import { markExpired, markReminder, selectRecipient } from './queries';

/** Days before ablaufdatum the owner is reminded, the nearer last. */
export const REMINDER_DAYS = [30, 7] as const;

const RELEASED: readonly number[] = [STATUS.MIT_LOGIN, STATUS.OHNE_LOGIN];

type Row = Awaited<ReturnType<typeof markExpired>>[number];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function mailOwner(tx: Tx, publicUrl: string, row: Row, days: number) {
  const owner = await selectRecipient(tx, row.owner);
  if (!owner || !row.ablaufdatum) return;
  const ref = objektRef({ publicUrl }, owner.lang, row);
  await enqueueMail(tx, expiryMail(owner.lang, owner.email, ref, days, row.ablaufdatum));
}

/**
 * The daily expiry job, in one transaction: marks listings past their ablaufdatum as expired (their
 * owners of released ones get the expiry mail), then sends the reminders 7 and 30 days before, each once.
 * Running it twice on a day changes and sends nothing more. Answers how many of each it handled.
 */
export async function runExpiry(db: Db, publicUrl: string): Promise<{ expired: number; reminded: number }> {
  return db.transaction(async (tx) => {
    const expired = await markExpired(tx);
    for (const row of expired) if (RELEASED.includes(row.status)) await mailOwner(tx, publicUrl, row, 0);
    let reminded = 0;
    for (const days of [...REMINDER_DAYS].sort((a, b) => a - b)) {
      const rows = await markReminder(tx, days);
      for (const row of rows) await mailOwner(tx, publicUrl, row, days);
      reminded += rows.length;
    }
    return { expired: expired.length, reminded };
  });
}

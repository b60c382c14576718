import type { FastifyBaseLogger } from 'fastify';
import type { SuchauftragFrequenz } from '../../shared/domain/suchauftrag';
import type { Db } from '../db/client';
import { jobWriter, type Tx, txExecutor } from '../jobs/boss';
import { enqueueMail } from '../jobs/mail';
import { QUEUES } from '../jobs/queue';
import { presentObjekt } from '../objekt/presenter';
import { getVisibleObjekte } from '../objekt/service';
import { type AlertLinks, alertMail } from './alert-mail';
import { lockSuchauftrag, markGemeldet, replaceGemeldet, selectFaellige, selectGemeldet } from './queries';
import { empfaengerViewer, type Programm, type TrefferSuche } from './treffer';

/**
 * Asks for a run of the instant alerts, in the transaction that made listings visible (a release, a
 * released change, a reactivation, a renewal) or changed programmes. The queue keeps at most one such
 * run waiting (pg-boss policy 'stately'): requests while one waits are the same run, a request while one
 * runs queues the next, so every change is looked at within a poll interval or two of its commit.
 */
export async function requestInstantAlerts(tx: Tx): Promise<void> {
  await jobWriter.send(QUEUES.alertInstant, {}, { db: txExecutor(tx) });
}

/** What a run did: how many searches it looked at and how many mails it enqueued. */
export interface AlertRun {
  searches: number;
  mails: number;
}

/**
 * One run of the alerts of a frequency. Per saved search: its current matches for its user, with the
 * user's visibility at this moment (spec 6); those not yet told, or told with another fingerprint (a
 * changed price), are new; one mail lists them, none when nothing is new; then what was told becomes the
 * current matches (a listing that left them and comes back is new again). Each search in a transaction
 * of its own, which also enqueues its mail.
 */
export function createAlertRunner(db: Db, treffer: TrefferSuche, links: (id: number) => AlertLinks) {
  return async function runAlerts(frequenz: SuchauftragFrequenz): Promise<AlertRun> {
    const rows = await selectFaellige(db, frequenz);
    await treffer.warm();
    let programme: Promise<Programm[]> | undefined;
    const programmeOnce = () => {
      programme ??= treffer.programme();
      return programme;
    };
    let mails = 0;
    for (const { row, email, userlevel, twoFactor } of rows) {
      const viewer = empfaengerViewer({ id: row.user, userlevel, twoFactor });
      const current = await treffer.of(row, viewer, programmeOnce);
      const told = await selectGemeldet(db, row.id);
      const neu = [...current].filter(([key, print]) => told.get(key) !== print).map(([key]) => key);
      // The new properties as the user may see them now (read again: what the mail shows is theirs to see).
      const objekte =
        row.art === 'karte' && neu.length > 0
          ? (await getVisibleObjekte(db, viewer, neu)).map((record) => presentObjekt(record, viewer))
          : [];
      const ids = new Set(neu.map(Number));
      const neueProgramme = row.art === 'foerderung' ? (await programmeOnce()).filter((p) => ids.has(p.id)) : [];
      const sent = await db.transaction(async (tx) => {
        // The search may have been deleted or switched to another frequency since the run read it.
        const locked = await lockSuchauftrag(tx, row.id);
        if (locked?.frequenz !== frequenz) return false;
        await replaceGemeldet(tx, row.id, current);
        if (objekte.length + neueProgramme.length === 0) return false;
        await enqueueMail(tx, alertMail(locked, email, { objekte, programme: neueProgramme }, links(row.id)));
        await markGemeldet(tx, row.id);
        return true;
      });
      if (sent) mails++;
    }
    return { searches: rows.length, mails };
  };
}

export type RunAlerts = ReturnType<typeof createAlertRunner>;

/** The job handlers of the alert queues: instant (asked for by releases), daily and weekly (cron). */
export function alertJobs(runAlerts: RunAlerts, log: FastifyBaseLogger) {
  const job = (frequenz: SuchauftragFrequenz) => async () => {
    log.info({ frequenz, ...(await runAlerts(frequenz)) }, 'alert job');
  };
  return {
    [QUEUES.alertInstant]: job('instant'),
    [QUEUES.alertDaily]: job('daily'),
    [QUEUES.alertWeekly]: job('weekly'),
  };
}

import { STATUS } from '../../shared/domain/objekt';
import { type Lang, routePath } from '../../shared/domain/routes';
import type { Db } from '../db/client';
import { enqueueMail } from '../jobs/mail';
import type { Mail } from '../plugins/mail';
import { composeMail } from './compose';
import { selectAdministrators, selectWaiting } from './queries';

/** At most this many waiting items are listed in one digest (the link shows all). */
const LISTED = 20;

type Waiting = Awaited<ReturnType<typeof selectWaiting>>;

/** The digest of waiting reviews for one recipient. */
export function reviewDigestMail(lang: Lang, to: string, waiting: Waiting, publicUrl: string): Mail {
  const day = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'medium',
    timeZone: 'Europe/Vienna',
  });
  const lines = waiting
    .slice(0, LISTED)
    .map((w) => `• ${w.objektname} (${w.objektnummer}) – ${lang === 'en' ? 'since' : 'seit'} ${day.format(w.seit)}`);
  if (waiting.length > LISTED)
    lines.push(lang === 'en' ? `… and ${waiting.length - LISTED} more` : `… und ${waiting.length - LISTED} weitere`);
  const url = `${publicUrl}${routePath('admin-liste', lang)}?selectedStatus=${STATUS.IN_PRUEFUNG}`;
  return lang === 'en'
    ? composeMail(
        lang,
        to,
        `For review: ${waiting.length} waiting`,
        [`${waiting.length} submission(s) wait for review, oldest first:`, lines.join('\n')],
        { label: 'Open the review queue', url },
      )
    : composeMail(
        lang,
        to,
        `Zur Prüfung: ${waiting.length} offen`,
        [`${waiting.length} Einreichung(en) warten auf Prüfung, die älteste zuerst:`, lines.join('\n')],
        { label: 'Prüfliste öffnen', url },
      );
}

/**
 * The review-digest job: when something waits for review, one mail to REVIEW_MAIL (German) or to every
 * administrator in their language; nothing when the queue is empty.
 */
export function reviewDigestHandler(db: Db, publicUrl: string, reviewMail: string | undefined) {
  return async () => {
    const waiting = await selectWaiting(db);
    if (waiting.length === 0) return;
    const recipients = reviewMail ? [{ email: reviewMail, lang: 'de' as Lang }] : await selectAdministrators(db);
    await db.transaction(async (tx) => {
      for (const r of recipients) await enqueueMail(tx, reviewDigestMail(r.lang, r.email, waiting, publicUrl));
    });
  };
}

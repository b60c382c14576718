import { formatDate } from '../../shared/domain/format';
import { encodeQuery } from '../../shared/domain/query';
import { type Lang, routePath } from '../../shared/domain/routes';
import { ADMIN_OBJEKT_QUERY, REVIEW_QUEUE_QUERY } from '../../shared/schemas/admin-objekt';
import type { Db } from '../db/client';
import { enqueueMail } from '../jobs/mail';
import type { Mail } from '../plugins/mail';
import { composeMail } from './compose';
import { selectAdministrators, selectWaiting } from './queries';

/** At most this many waiting items are listed in one digest (the link shows all). */
const LISTED = 20;

type Waiting = Awaited<ReturnType<typeof selectWaiting>>;

/** The digest of waiting reviews (submissions and pending changes) for one recipient. */
export function reviewDigestMail(lang: Lang, to: string, waiting: Waiting, publicUrl: string): Mail {
  const en = lang === 'en';
  const kind = (w: Waiting[number]) =>
    w.art === 'aenderung' ? (en ? 'change' : 'Änderung') : en ? 'submission' : 'Einreichung';
  const lines = waiting
    .slice(0, LISTED)
    .map(
      (w) => `• ${w.objektname} (${w.objektnummer}) – ${kind(w)} ${en ? 'since' : 'seit'} ${formatDate(w.seit, lang)}`,
    );
  if (waiting.length > LISTED)
    lines.push(en ? `… and ${waiting.length - LISTED} more` : `… und ${waiting.length - LISTED} weitere`);
  const changes = waiting.filter((w) => w.art === 'aenderung').length;
  const submissions = waiting.length - changes;
  // The admin list filtered to the review queue (submissions and pending changes), oldest first.
  const url = `${publicUrl}${routePath('admin-liste', lang)}?${encodeQuery(ADMIN_OBJEKT_QUERY, REVIEW_QUEUE_QUERY)}`;
  return en
    ? composeMail(
        lang,
        to,
        `For review: ${waiting.length} waiting`,
        [
          `${submissions} new submission(s) and ${changes} pending change(s) of released listings wait for review, oldest first:`,
          lines.join('\n'),
        ],
        { label: 'Open the review queue', url },
      )
    : composeMail(
        lang,
        to,
        `Zur Prüfung: ${waiting.length} offen`,
        [
          `${submissions} neue Einreichung(en) und ${changes} Änderung(en) freigegebener Inserate warten auf Prüfung, die älteste zuerst:`,
          lines.join('\n'),
        ],
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

import {
  ANFRAGE_WINDOW_HOURS,
  ANFRAGEN_PER_OBJEKT,
  ANFRAGEN_PER_USER,
  anfrageNeedsCaptcha,
} from '../../shared/domain/anfrage';
import { contactEmail } from '../../shared/domain/kontakt';
import { type Lang, routePath } from '../../shared/domain/routes';
import type { AnfrageBody } from '../../shared/schemas/anfrage';
import type { Db } from '../db/client';
import { enqueueMail } from '../jobs/mail';
import { type LogSource, writeLog } from '../log/service';
import { type AnfrageMailData, anfrageBestaetigungMail, anfrageKopieMail, anfrageMail } from '../notify/anfrage-mails';
import { selectAdministrators, selectRecipient } from '../notify/queries';
import { loadForWrite } from '../objekt/access';
import type { ObjektRecord } from '../objekt/queries';
import { getObjekt, visibleToMembers } from '../objekt/service';
import { AppError } from '../plugins/errors';
import type { Viewer } from '../plugins/session';
import type { CaptchaCheck } from '../user/auth-service';
import { presentAnfrage, presentAnfrageAnzahl } from './presenter';
import { countAnfragenLocked, insertAnfrage, selectAbsender, selectAnfrageAnzahl, selectAnfragen } from './queries';

/** What sending an enquiry needs beyond the request. */
export interface AnfrageContext {
  db: Db;
  publicUrl: string;
  /** The agency's copy of every enquiry (ENQUIRY_COPY_MAIL, else REVIEW_MAIL); undefined = no copy. */
  copyMail: string | undefined;
  /** The agency's address (REVIEW_MAIL) for a listing with neither a contact address nor an owner. */
  reviewMail: string | undefined;
  checkCaptcha: CaptchaCheck;
}

type Recipient = { email: string; lang: Lang };

/**
 * Who receives an enquiry: the first address of the listing's contact text, else the owner's account,
 * else the agency (REVIEW_MAIL, or every administrator as the review digest does). In the owner's language.
 */
async function recipientsOf(ctx: AnfrageContext, row: ObjektRecord['row']): Promise<Recipient[]> {
  const owner = await selectRecipient(ctx.db, row.owner);
  const kontakt = contactEmail(row.kontakte);
  if (kontakt) return [{ email: kontakt, lang: owner?.lang ?? 'de' }];
  if (owner) return [owner];
  if (ctx.reviewMail) return [{ email: ctx.reviewMail, lang: 'de' }];
  return selectAdministrators(ctx.db);
}

/** The sender's name as the profile has it (title, first and last name), or null when it has none. */
const nameOf = (s: { title: string | null; firstName: string | null; lastName: string | null }) =>
  [s.title, s.firstName, s.lastName].filter(Boolean).join(' ') || null;

/**
 * Sends an enquiry (issue 25) about a listing the viewer may see (404 otherwise) and does not own, that is
 * online; with the consent to pass the contact on; a solved captcha from accounts younger than a day; within
 * the limits per user and listing. Stored, logged and its three mails enqueued in one transaction: to the
 * listing's contact (Reply-To the sender), the agency's copy, and the sender's confirmation.
 */
export async function sendAnfrage(
  ctx: AnfrageContext,
  viewer: Viewer,
  objektId: string,
  body: AnfrageBody,
  source: LogSource,
): Promise<{ id: number; createdAt: string }> {
  if (!body.einwilligung) {
    throw new AppError('consentRequired', 'Consent to pass the contact on is required', {
      einwilligung: 'error.consentRequired',
    });
  }
  const { db } = ctx;
  const { row } = await getObjekt(db, viewer, objektId);
  if (row.owner === viewer.id) throw new AppError('ownListing', 'An enquiry about your own listing');
  if (!visibleToMembers(row)) throw new AppError('anfrageNotOnline', 'The listing is not online');
  const absender = await selectAbsender(db, viewer.id);
  if (!absender) throw new AppError('loginRequired', 'No such user');
  if (anfrageNeedsCaptcha(absender.createdAt)) {
    if (!body.captcha) throw new AppError('captchaRequired', 'Solve the captcha to send an enquiry');
    const problem = await ctx.checkCaptcha(body.captcha);
    if (problem) throw new AppError('captchaInvalid', problem, { captcha: 'error.captcha' });
  }
  const recipients = await recipientsOf(ctx, row);
  const empfaenger = recipients.map((r) => r.email).join(', ');
  const copyTo = ctx.copyMail && !recipients.some((r) => r.email === ctx.copyMail) ? ctx.copyMail : undefined;
  const data: AnfrageMailData = {
    objekt: { name: row.objektname, objektnummer: row.objektnummer },
    absender: {
      name: nameOf(absender),
      email: absender.email,
      firma: absender.firma,
      telefon: body.telefon ?? null,
    },
    nachricht: body.nachricht,
  };
  const url = (name: 'meine-immobilien' | 'admin-objekt' | 'detailansicht', lang: Lang) =>
    `${ctx.publicUrl}${routePath(name, lang, { objektId })}`;
  const since = new Date(Date.now() - ANFRAGE_WINDOW_HOURS * 3_600_000);

  const stored = await db.transaction(async (tx) => {
    const sent = await countAnfragenLocked(tx, viewer.id, objektId, since);
    if (sent.objekt >= ANFRAGEN_PER_OBJEKT) {
      throw new AppError(
        'anfrageAlreadySent',
        `At most ${ANFRAGEN_PER_OBJEKT} enquiry per listing in ${ANFRAGE_WINDOW_HOURS} h`,
      );
    }
    if (sent.gesamt >= ANFRAGEN_PER_USER) {
      throw new AppError('tooManyAnfragen', `At most ${ANFRAGEN_PER_USER} enquiries in ${ANFRAGE_WINDOW_HOURS} h`);
    }
    const inserted = await insertAnfrage(tx, {
      objekt: objektId,
      absender: viewer.id,
      name: data.absender.name,
      email: data.absender.email,
      firma: data.absender.firma,
      telefon: data.absender.telefon,
      nachricht: data.nachricht,
      einwilligung: true,
      empfaenger,
    });
    await writeLog(tx, source, 'anfrageSent', { data1: objektId, data2: row.objektnummer });
    // The owner sees every enquiry on My properties; a listing of the agency's own in its administration.
    const where = row.owner === null ? 'admin-objekt' : 'meine-immobilien';
    for (const r of recipients) await enqueueMail(tx, anfrageMail(r.lang, r.email, data, url(where, r.lang)));
    if (copyTo) await enqueueMail(tx, anfrageKopieMail(copyTo, data, empfaenger, url('admin-objekt', 'de')));
    await enqueueMail(
      tx,
      anfrageBestaetigungMail(absender.lang, absender.email, data, url('detailansicht', absender.lang)),
    );
    return inserted;
  });
  return { id: stored.id, createdAt: stored.createdAt.toISOString() };
}

/** A listing's enquiries, newest first: for its owner and administrators (403/404 for others, as writes). */
export async function listAnfragen(db: Db, viewer: Viewer, objektId: string) {
  if (!(await loadForWrite(db, viewer, objektId))) throw new AppError('notFound', 'No such object');
  return (await selectAnfragen(db, objektId)).map(presentAnfrage);
}

/** Per own listing with enquiries: how many, and when the last came. */
export async function listAnfrageAnzahl(db: Db, viewer: Viewer) {
  return (await selectAnfrageAnzahl(db, viewer.id)).map(presentAnfrageAnzahl);
}

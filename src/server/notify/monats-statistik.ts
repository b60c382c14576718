import { formatDate, formatNumber } from '../../shared/domain/format';
import { type Lang, routePath } from '../../shared/domain/routes';
import type { Db } from '../db/client';
import { enqueueMail } from '../jobs/mail';
import { type MonatsZahlen, selectMonatsZahlen } from '../objekt/statistik-queries';
import type { Mail } from '../plugins/mail';
import { composeMail } from './compose';

/** One listing's line of the summary: its name in the owner's language and last month's figures. */
type Zeile = Omit<MonatsZahlen, 'owner' | 'email' | 'lang' | 'id' | 'monat'>;

/** A number in the language's format with its noun in the singular or plural. */
type Count = (value: number, one: string, other: string) => string;

const TEXT = {
  de: {
    subject: (monat: string) => `Ihre Immobilien im ${monat}: die Zahlen`,
    intro: (monat: string) => `So wurden Ihre Immobilien im Standortportal im ${monat} beachtet:`,
    figures: (z: Zeile, n: Count) =>
      `${n(z.aufrufe, 'Aufruf', 'Aufrufe')}, ${n(z.exposes, 'Exposé', 'Exposés')}, ${n(z.anfragen, 'Anfrage', 'Anfragen')}; derzeit ${n(z.favoriten, 'Mal', 'Mal')} als Favorit und in ${n(z.sammlungen, 'Sammlung', 'Sammlungen')} gemerkt`,
    action: 'Meine Immobilien öffnen',
    off: (url: string) =>
      `Sie erhalten diese Übersicht, weil Sie sie in Ihrem Konto bestellt haben. Abbestellen können Sie sie dort: ${url}`,
  },
  en: {
    subject: (monat: string) => `Your properties in ${monat}: the figures`,
    intro: (monat: string) => `This is the attention your properties on the Standortportal received in ${monat}:`,
    figures: (z: Zeile, n: Count) =>
      `${n(z.aufrufe, 'view', 'views')}, ${n(z.exposes, 'exposé', 'exposés')}, ${n(z.anfragen, 'enquiry', 'enquiries')}; currently a favourite of ${n(z.favoriten, 'user', 'users')} and in ${n(z.sammlungen, 'collection', 'collections')}`,
    action: 'Open My properties',
    off: (url: string) =>
      `You receive this summary because you asked for it in your account. You can switch it off there: ${url}`,
  },
} as const;

const nameOf = (lang: Lang, z: Zeile) => {
  const name = (lang === 'en' && z.objektnameEn) || z.objektname;
  return z.objektnummer ? `${name} (${z.objektnummer})` : name;
};

/**
 * The monthly summary to one owner: per listing last month's views, exposés and enquiries, its favourites and
 * collections.
 */
export function monatsStatistikMail(lang: Lang, to: string, monat: string, zeilen: Zeile[], publicUrl: string): Mail {
  const text = TEXT[lang];
  const month = formatDate(`${monat}-01`, lang, { month: 'long', year: 'numeric' });
  const n: Count = (v, one, other) => `${formatNumber(v, lang)} ${v === 1 ? one : other}`;
  return composeMail(
    lang,
    to,
    text.subject(month),
    [text.intro(month), ...zeilen.map((z) => `${nameOf(lang, z)}\n${text.figures(z, n)}`)],
    { label: text.action, url: `${publicUrl}${routePath('meine-immobilien', lang)}` },
    [text.off(`${publicUrl}${routePath('account', lang)}`)],
  );
}

/**
 * The monthly summary job (1st of the month): every owner who asked for it (users.statistik_mail) and has
 * listings gets one mail in their language with last month's figures; all mails are enqueued in one
 * transaction, so a failed run sends none and its retry sends each once. Answers how many it enqueued.
 */
export async function runMonatsStatistik(db: Db, publicUrl: string): Promise<{ mails: number }> {
  return db.transaction(async (tx) => {
    const byOwner = new Map<number, MonatsZahlen[]>();
    for (const row of await selectMonatsZahlen(tx)) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row]);
    for (const rows of byOwner.values()) {
      const [first] = rows;
      if (!first) continue;
      await enqueueMail(tx, monatsStatistikMail(first.lang, first.email, first.monat, rows, publicUrl));
    }
    return { mails: byOwner.size };
  });
}

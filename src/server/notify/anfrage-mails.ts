import type { Lang } from '../../shared/domain/routes';
import type { Mail } from '../plugins/mail';
import { composeMail } from './compose';

/** What the three mails of an enquiry tell: the listing, the sender as at sending time and the message. */
export interface AnfrageMailData {
  objekt: { name: string; objektnummer: string };
  absender: { name: string | null; email: string; firma: string | null; telefon: string | null };
  nachricht: string;
}

const label = (d: AnfrageMailData) => `${d.objekt.name} (${d.objekt.objektnummer})`;
const senderName = (d: AnfrageMailData) => d.absender.name ?? d.absender.email;

/** The sender's contact, one item a line, as the lister may use it (the sender agreed to pass it on). */
function contactBlock(lang: Lang, d: AnfrageMailData): string {
  const { name, email, firma, telefon } = d.absender;
  const en = lang === 'en';
  return [
    en ? 'Contact:' : 'Kontakt:',
    ...(name ? [name] : []),
    ...(firma ? [firma] : []),
    `${en ? 'E-mail' : 'E-Mail'}: ${email}`,
    ...(telefon ? [`${en ? 'Phone' : 'Telefon'}: ${telefon}`] : []),
  ].join('\n');
}

/**
 * The listing's contact (or owner, or the agency in their place): the enquiry with the sender's contact;
 * an answer goes straight to the sender (Reply-To). `url` is where the recipient sees all enquiries.
 */
export function anfrageMail(lang: Lang, to: string, d: AnfrageMailData, url: string): Mail {
  const mail =
    lang === 'en'
      ? composeMail(
          lang,
          to,
          `Enquiry about ${label(d)}`,
          [
            `${senderName(d)} has sent an enquiry about “${label(d)}” through the Standortportal:`,
            d.nachricht,
            contactBlock(lang, d),
            'The sender agreed to their contact being passed on to you. Reply to this mail to answer them directly.',
          ],
          { label: 'See the enquiries', url },
        )
      : composeMail(
          lang,
          to,
          `Anfrage zu ${label(d)}`,
          [
            `${senderName(d)} hat über das Standortportal eine Anfrage zu „${label(d)}“ gesendet:`,
            d.nachricht,
            contactBlock(lang, d),
            'Die Absenderin oder der Absender hat der Weitergabe der Kontaktdaten an Sie zugestimmt. Antworten Sie direkt auf diese Mail, um zu antworten.',
          ],
          { label: 'Anfragen ansehen', url },
        );
  return { ...mail, replyTo: d.absender.email };
}

/** The agency's copy (German, like the review digest): the enquiry, and where it was mailed. */
export function anfrageKopieMail(to: string, d: AnfrageMailData, empfaenger: string, url: string): Mail {
  const mail = composeMail(
    'de',
    to,
    `Kopie: Anfrage zu ${label(d)}`,
    [
      `${senderName(d)} hat über das Standortportal eine Anfrage zu „${label(d)}“ gesendet. Sie ging an ${empfaenger}:`,
      d.nachricht,
      contactBlock('de', d),
    ],
    { label: 'Immobilie in der Verwaltung öffnen', url },
  );
  return { ...mail, replyTo: d.absender.email };
}

/** The sender: the enquiry is on its way, with a copy of what they wrote. */
export function anfrageBestaetigungMail(lang: Lang, to: string, d: AnfrageMailData, url: string): Mail {
  return lang === 'en'
    ? composeMail(
        lang,
        to,
        `Your enquiry about ${label(d)}`,
        [
          `Thank you: your enquiry about “${label(d)}” has been passed on to the listing's contact, together with your contact details. They will answer you directly.`,
          'Your message:',
          d.nachricht,
        ],
        { label: 'View the listing', url },
      )
    : composeMail(
        lang,
        to,
        `Ihre Anfrage zu ${label(d)}`,
        [
          `Danke: Ihre Anfrage zu „${label(d)}“ wurde mit Ihren Kontaktdaten an die Ansprechperson des Inserats weitergeleitet. Sie meldet sich direkt bei Ihnen.`,
          'Ihre Nachricht:',
          d.nachricht,
        ],
        { label: 'Inserat ansehen', url },
      );
}

import { escapeHtml, textToBreaks } from '../../shared/domain/richtext';
import type { Lang } from '../../shared/domain/routes';
import type { Mail } from '../plugins/mail';

/** The place where the recipient acts: a labelled link. */
export interface MailAction {
  label: string;
  url: string;
}

const SIGNATURE: Record<Lang, string> = {
  de: 'Ihr Standortportal Niederösterreich',
  en: 'Your Standortportal Niederösterreich',
};

/** A paragraph of plain text as HTML: escaped, its line breaks as <br>. */
const paragraphHtml = (text: string) => `<p>${textToBreaks(escapeHtml(text))}</p>`;

/**
 * One mail in plain text and HTML from the same paragraphs, with the link where the recipient acts
 * (written out in the text part, a link in the HTML part). Paragraph text is plain: it is escaped here.
 */
export function composeMail(
  lang: Lang,
  to: string,
  subject: string,
  paragraphs: string[],
  action?: MailAction,
  after: string[] = [],
): Mail {
  const text = [...paragraphs, ...(action ? [`${action.label}:\n${action.url}`] : []), ...after, SIGNATURE[lang]].join(
    '\n\n',
  );
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...paragraphs.map(paragraphHtml),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    ...after.map(paragraphHtml),
    `${paragraphHtml(SIGNATURE[lang])}</body></html>`,
  ].join('\n');
  return { to, subject, text: `${text}\n`, html, links: action ? [action.url] : [] };
}

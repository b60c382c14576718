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

/** One entry of a mail's list: a title linked to its page, a few lines of facts, optionally a picture. */
export interface MailItem {
  title: string;
  url: string;
  lines: string[];
  /** Absolute address of a small picture (a thumbnail), shown beside the entry in the HTML part. */
  image?: string;
}

/** An entry as HTML: thumbnail, linked title and its facts. */
function itemHtml(item: MailItem): string {
  const image = item.image
    ? `<td style="width:128px;vertical-align:top;padding:0 12px 12px 0"><a href="${escapeHtml(item.url)}"><img src="${escapeHtml(item.image)}" width="120" alt="" style="display:block;width:120px;height:auto;border:0"></a></td>`
    : '';
  const lines = item.lines.map((line) => `<br>${escapeHtml(line)}`).join('');
  return `<tr>${image}<td style="vertical-align:top;padding:0 0 12px 0"><a href="${escapeHtml(item.url)}"><strong>${escapeHtml(item.title)}</strong></a>${lines}</td></tr>`;
}

/**
 * A mail listing entries (an alert's properties or programmes) between paragraphs, in plain text and HTML:
 * each entry with its facts and link (in the HTML part with its thumbnail), then the closing paragraphs
 * and links (`after`, e.g. where to manage or stop such mails).
 */
export function composeListMail(
  lang: Lang,
  to: string,
  subject: string,
  intro: string[],
  items: MailItem[],
  after: MailAction[],
): Mail {
  const itemText = (item: MailItem) => [item.title, ...item.lines, item.url].join('\n');
  const text = [...intro, ...items.map(itemText), ...after.map((a) => `${a.label}:\n${a.url}`), SIGNATURE[lang]].join(
    '\n\n',
  );
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...intro.map(paragraphHtml),
    `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${items.map(itemHtml).join('')}</table>`,
    ...after.map((a) => `<p><a href="${escapeHtml(a.url)}">${escapeHtml(a.label)}</a></p>`),
    `${paragraphHtml(SIGNATURE[lang])}</body></html>`,
  ].join('\n');
  return { to, subject, text: `${text}\n`, html, links: [...items.map((i) => i.url), ...after.map((a) => a.url)] };
}

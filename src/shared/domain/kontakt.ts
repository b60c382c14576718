/**
 * A listing's contact (`kontakte`, spec 3): free text of the owner or the agency, one item a line. The
 * detail page shows it with its addresses and numbers as links; the enquiry mail goes to its first address.
 */

export interface ContactLine {
  text: string;
  href?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(?:tel\.?|telefon|phone|mobil|mobile)?:?\s*(\+?[\d][\d\s/()-]{5,})$/i;

/** The contact text line by line; e-mail addresses and phone numbers become links. */
export function contactLines(text: string | null): ContactLine[] {
  if (!text) return [];
  return text
    .split(/\r?\n|<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      if (EMAIL.test(line)) return { text: line, href: `mailto:${line}` };
      const phone = PHONE.exec(line);
      if (phone?.[1]) return { text: line, href: `tel:${phone[1].replace(/[^\d+]/g, '')}` };
      return { text: line };
    });
}

/** The first e-mail address of a contact text (a line of its own), or null. */
export function contactEmail(text: string | null): string | null {
  const line = contactLines(text).find((l) => l.href?.startsWith('mailto:'));
  return line ? line.text : null;
}

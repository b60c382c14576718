import type { Lang } from '../../shared/domain/routes';

/**
 * Numbers written in the other language's format (issue: one number format per language). On an English
 * page a German number is a decimal comma ('30,1', '8,50 €') or point grouping ('3.001', '22.910.400'); on
 * a German page an English one is comma grouping ('2,892', '22,910,400') or a decimal point ('30.1').
 * Numeric dates ('26.11.2026'), times ('10:30'), version-like triples ('1.2.3') and long decimals such as
 * coordinates ('48,20812') are not taken for either.
 */
const FOREIGN: Record<Lang, RegExp[]> = {
  // German numbers on an English page.
  en: [/(?<!\d|\d[.,])\d+,\d{1,2}(?![.,]?\d)/g, /(?<!\d|\d[.,])\d{1,3}(?:\.\d{3})+(?![.,]?\d)/g],
  // English numbers on a German page.
  de: [/(?<!\d|\d[.,])\d{1,3}(?:,\d{3})+(?![.,]?\d)/g, /(?<!\d|\d[.,])\d+\.\d{1,2}(?![.,]?\d)/g],
};

/** Names that contain a number but are no quantity: licences ('CC BY 4.0', 'CC BY-SA 3.0'). */
const NAMES = /\bCC[ -]BY(?:-[A-Z]{2})*[ -]\d+(?:\.\d+)+/g;

/** The numbers in `text` that are written in the format of the other language than `lang`. */
export function foreignNumbers(text: string, lang: Lang): string[] {
  const quantities = text.replace(NAMES, ' ');
  return FOREIGN[lang].flatMap((pattern) => quantities.match(pattern) ?? []);
}

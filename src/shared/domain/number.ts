/**
 * Numbers typed into forms, per language: parsing what a user writes and formatting a stored number so
 * that it reads back as exactly the same value. German pages use de-DE ('1.250,5'), English ones en-GB
 * ('1,250.5'); display formatting of areas and prices stays in format.ts, which uses the same locales.
 */
import { NUMBER_LOCALE } from './format';
import type { Lang } from './routes';

/** i18n keys of a refused number. */
export type NumberError = 'error.numberInvalid' | 'error.numberAmbiguous';

/** A parsed input: the number (null for empty input) or why it was refused. */
export type ParsedNumber = { ok: true; value: number | null } | { ok: false; error: NumberError };

/** The language's decimal and grouping separators. */
const SEPARATORS: Record<Lang, { decimal: string; group: string }> = {
  de: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
};

/** The separators of number inputs (Mantine NumberInput) on a page in `lang`: '300.000' / '300,000'. */
export function numberInputSeparators(lang: Lang): { decimalSeparator: string; thousandSeparator: string } {
  const { decimal, group } = SEPARATORS[lang];
  return { decimalSeparator: decimal, thousandSeparator: group };
}

const DIGITS = /^\d+$/;
/** A grouped integer: 1–3 leading digits (no leading zero), then groups of exactly three. */
const grouped = (group: string) => new RegExp(`^[1-9]\\d{0,2}(\\${group}\\d{3})+$`);
const GROUPED: Record<string, RegExp> = { '.': grouped('.'), ',': grouped(',') };

const refused = (error: NumberError): ParsedNumber => ({ ok: false, error });

/** An integer part: plain digits or correctly grouped with `group`; '' stands for 0 ('.5'). */
function integerPart(text: string, group: string): string | null {
  if (text === '' || DIGITS.test(text)) return text || '0';
  return GROUPED[group]?.test(text) ? text.split(group).join('') : null;
}

function number(sign: string, integer: string, fraction = ''): ParsedNumber {
  const value = Number(`${sign}${integer}${fraction ? `.${fraction}` : ''}`);
  if (!Number.isFinite(value)) return refused('error.numberInvalid');
  return { ok: true, value: value === 0 ? 0 : value };
}

/**
 * Parses a number as a user writes it on a page in `lang`. Accepted: the language's own format with or
 * without grouping (de '1.250,5', '1250,5', '1.250.000'; en '1,250.5', '1250.5', '1,250'), and in German
 * also the plain decimal point ('1250.5', '12.5'). Empty input (only spaces) is null; a leading minus
 * gives a negative number (the schema decides whether that is allowed).
 *
 * Refused instead of guessed:
 * - German input with a single point followed by exactly three digits and no comma ('1.250', '12.500'):
 *   it could be 1250 (grouping) or 1.25 (decimal point). 'error.numberAmbiguous' tells the user to write
 *   thousands without a point (1250) and decimals with a comma (1,25). '0.250' and '1250.5' are not
 *   ambiguous (no valid grouping) and read as decimals.
 * - The other language's decimal separator where it cannot be grouping: English '12,5' or '1,25'
 *   ('error.numberInvalid', whose message shows the English format).
 * - Mixed or misplaced separators ('1,250.5' on a German page, '1.250,5' on an English one, '1.2.3',
 *   '5,'), spaces inside, letters and anything else: 'error.numberInvalid'.
 */
export function parseNumber(input: string, lang: Lang): ParsedNumber {
  const text = input.trim();
  if (text === '') return { ok: true, value: null };
  const { decimal, group } = SEPARATORS[lang];
  const signed = /^[-−]/.test(text);
  const sign = signed ? '-' : '';
  const body = signed ? text.slice(1) : text;
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return refused('error.numberInvalid');

  const decimalAt = body.indexOf(decimal);
  if (decimalAt >= 0) {
    const fraction = body.slice(decimalAt + 1);
    const integer = integerPart(body.slice(0, decimalAt), group);
    if (integer === null || !DIGITS.test(fraction)) return refused('error.numberInvalid');
    return number(sign, integer, fraction);
  }
  if (lang === 'de' && body.split('.').length === 2) {
    // One point and no comma: a plain decimal point unless it could just as well be grouping.
    if (GROUPED['.']?.test(body)) return refused('error.numberAmbiguous');
    const [integer = '', fraction = ''] = body.split('.');
    if (!DIGITS.test(fraction) || (integer !== '' && !DIGITS.test(integer))) return refused('error.numberInvalid');
    return number(sign, integer || '0', fraction);
  }
  const integer = integerPart(body, group);
  return integer === null ? refused('error.numberInvalid') : number(sign, integer);
}

const inputFormats = new Map<string, Intl.NumberFormat>();

/**
 * A stored number as a form input shows it in `lang`, with every decimal it has (shortest exact form), so
 * parsing the text gives the same number back. `grouping` false gives the plain form ('1250,5') a
 * field shows while being edited — typing it again never meets the ambiguity rule of parseNumber.
 */
export function formatNumberInput(value: number | null | undefined, lang: Lang, grouping = true): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const key = `${lang}:${grouping}`;
  let format = inputFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits: 20, useGrouping: grouping });
    inputFormats.set(key, format);
  }
  return format.format(value).replace('−', '-');
}

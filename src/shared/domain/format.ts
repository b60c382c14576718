import type { Lang } from './routes';
/**
 * Display formatting of areas, prices, numbers and dates per language (spec 9 'Formatting'): German
 * number format (de-DE) in the German portal, British (en-GB) in the English one; dates in Austrian German
 * ('21. Jänner 2026') and British English ('21 January 2026').
 */

/** The locale numbers, areas and prices are formatted in. */
export const NUMBER_LOCALE: Record<Lang, string> = { de: 'de-DE', en: 'en-GB' };

/** The locale dates are formatted in. */
export const DATE_LOCALE: Record<Lang, string> = { de: 'de-AT', en: 'en-GB' };

/** From this area on, areas are shown in km². */
export const KM2_THRESHOLD_M2 = 100_000;

const formats = new Map<string, Intl.NumberFormat>();

/** A cached number format of a language with the given options. */
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[lang], options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A number in the language's format with up to `maxDecimals` decimals ('12.345,6' / '12,345.6'), and at
 * least `minDecimals` (a coordinate always with five: '15,62000').
 */
export function formatNumber(value: number, lang: Lang, maxDecimals = 2, minDecimals = 0): string {
  return numberFormat(lang, { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals }).format(value);
}

/**
 * An area for display: 100,000 m² and more in km² ('0,12 km²'), below that in m² ('2.500 m²'),
 * each with up to 2 decimals.
 */
export function formatArea(m2: number, lang: Lang): string {
  if (m2 >= KM2_THRESHOLD_M2) return `${formatNumber(m2 / 1_000_000, lang)} km²`;
  return `${formatNumber(m2, lang)} m²`;
}

/**
 * A price in EUR ('450.000 €', '8,50 €'; in English '€450,000', '€8.50'): whole amounts without, others with
 * two decimals.
 * A missing or zero price means 'upon request' (spec 3 mietpreisproqm): null, so the UI shows the
 * 'uponRequest' label.
 */
export function formatPrice(eur: number | null | undefined, lang: Lang): string | null {
  if (eur === null || eur === undefined || eur === 0 || !Number.isFinite(eur)) return null;
  const cents = Number.isInteger(eur) ? 0 : 2;
  return numberFormat(lang, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(eur);
}

/** The portal's time zone: moments (a save, a log entry) read as Lower Austria's clocks showed them. */
export const TIME_ZONE = 'Europe/Vienna';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day as the API writes it ('2026-01-21'), without a time. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date or moment in the language's format (spec 9), server and browser alike: by default the medium
 * date ('21.01.2026' / '21 Jan 2026'); `options` as Intl's, e.g. `{ dateStyle: 'long' }` ('21. Jänner 2026'
 * / '21 January 2026') or with `timeStyle` for the time. A moment is shown in Vienna's time zone unless
 * `options` name another; a calendar day ('2026-01-21') is that day wherever the code runs.
 */
export function formatDate(
  value: Date | string,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const day = typeof value === 'string' && CALENDAR_DAY.test(value);
  const resolved: Intl.DateTimeFormatOptions = { timeZone: day ? 'UTC' : TIME_ZONE, ...options };
  const key = `${lang}:${JSON.stringify(resolved)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[lang], resolved);
    dateFormats.set(key, format);
  }
  return format.format(day ? new Date(`${value}T00:00:00Z`) : new Date(value));
}

/**
 * Display formatting of areas and prices (spec 9 'Formatting'). Numbers use the German format in both
 * languages, as the spec asks; `lang` is taken so callers need not change should English formats be wanted.
 */
import type { Lang } from './objekt';

/** From this area on, areas are shown in km². */
export const KM2_THRESHOLD_M2 = 100_000;

const LOCALE = 'de-DE';

const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const euroInteger = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const euroCents = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An area for display: 100,000 m² and more in km² ('0,12 km²'), below that in m² ('2.500 m²'),
 * each with up to 2 decimals.
 */
export function formatArea(m2: number, _lang: Lang = 'de'): string {
  if (m2 >= KM2_THRESHOLD_M2) return `${numberFormat.format(m2 / 1_000_000)} km²`;
  return `${numberFormat.format(m2)} m²`;
}

/**
 * A price in EUR ('450.000 €', '8,50 €'): whole amounts without, others with two decimals.
 * A missing or zero price means 'upon request' (spec 3 mietpreisproqm): null, so the UI shows the
 * 'uponRequest' label.
 */
export function formatPrice(eur: number | null | undefined, _lang: Lang = 'de'): string | null {
  if (eur === null || eur === undefined || eur === 0 || !Number.isFinite(eur)) return null;
  return (Number.isInteger(eur) ? euroInteger : euroCents).format(eur);
}

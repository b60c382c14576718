import { formatArea, formatNumber, formatPrice } from '../../../shared/domain/format';
import { viewQuery } from '../../../shared/domain/mapview';
import { type Band, OBJEKTARTEN, type PriceMode, STATUS } from '../../../shared/domain/objekt';
import { type Lang, routePath } from '../../../shared/domain/routes';
import type { PreisFelder } from '../../../shared/domain/sortierung';
import { BARRIEREFREI_PARAM } from '../../lib/barrierefrei';

/**
 * What the list beside the map shows of an object (spec 2 'Map search', spec 9 'Formatting'), as pure
 * functions: name in the page language, thumbnail, area, prices, and where a click leads.
 */

/** Spec 2: the detail link of a marker opens at zoom 15 on the object. */
export const DETAIL_ZOOM = 15;

interface Nameable {
  objektname: string;
  uebersetzung: { objektname_en: string | null } | null;
}

/** The object's name: the English one when lang=en and it exists (spec 5). */
export function objektName(objekt: Nameable, lang: Lang): string {
  return (lang === 'en' && objekt.uebersetzung?.objektname_en?.trim()) || objekt.objektname;
}

/** The type's name in the page language and its colour. */
export function objektartInfo(objektart: number | null, lang: Lang) {
  const art = OBJEKTARTEN.find((a) => a.id === objektart);
  return art ? { name: art.name[lang], color: art.color } : null;
}

/** The area (spec 9: from 100,000 m² in km²), or null without one. */
export function flaecheText(objekt: { flaecheinqm: number | null }, lang: Lang): string | null {
  return objekt.flaecheinqm === null ? null : formatArea(objekt.flaecheinqm, lang);
}

/** The smallest part of a divisible object, or null. */
export function teilbarAbText(
  objekt: { istteilbar: boolean; kleinsteflaecheinqm: number | null },
  lang: Lang,
): string | null {
  return objekt.istteilbar && objekt.kleinsteflaecheinqm ? formatArea(objekt.kleinsteflaecheinqm, lang) : null;
}

export interface PreisZeile {
  mode: PriceMode;
  /** Formatted total, or null. */
  total: string | null;
  /** Formatted price per m², or null. */
  proQm: string | null;
}

/**
 * The price lines of an object, one per mode it is offered in: total and per m² in EUR (de-DE). A line
 * with neither is 'upon request' (spec 3: 0 means upon request); the UI shows the uponRequest label.
 */
export function preisZeilen(objekt: PreisFelder, lang: Lang): PreisZeile[] {
  const lines: PreisZeile[] = [];
  if (objekt.istkaufobjekt) {
    lines.push({
      mode: 'kauf',
      total: formatPrice(objekt.kaufpreis, lang),
      proQm: formatPrice(objekt.kaufpreisproqm, lang),
    });
  }
  if (objekt.istmietobjekt) {
    lines.push({
      mode: 'miete',
      total: formatPrice(objekt.mietpreis, lang),
      proQm: formatPrice(objekt.mietpreisproqm, lang),
    });
  }
  return lines;
}

/**
 * Spec 2: the detail view of an object at zoom 15 on its location; the barrier-free flag carries over.
 */
export function detailHref(lang: Lang, id: string, lonLat: readonly [number, number] | null, barrierefrei = false) {
  const path = routePath('detailansicht', lang, { objektId: id });
  const parts = lonLat ? [viewQuery({ zoom: DETAIL_ZOOM, center: [lonLat[0], lonLat[1]] })] : [];
  if (barrierefrei) parts.push(`${BARRIEREFREI_PARAM}=true`);
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

/** Spec 4: an anonymous click on a grey object (180620002) shows a dialog instead of the detail view. */
export function needsLoginDialog(objekt: { status: number }, loggedIn: boolean): boolean {
  return !loggedIn && objekt.status === STATUS.MIT_LOGIN;
}

/**
 * The label of a band in the page language's number format: 'bis 3.000', '3.001–10.000', 'über 50.000' on
 * German pages, 'up to 3,000', '3,001–10,000', 'over 50,000' on English ones (an English reader takes
 * '3.001' for three); `above` and `upTo` are the page language's words.
 */
export function bandLabel(band: Band, unit: string, lang: Lang, words: { above: string; upTo: string }): string {
  const n = (value: number) => formatNumber(value, lang);
  if (band.max === null) return `${words.above} ${n(band.min - bandStep(band.min))} ${unit}`;
  if (band.min === 0) return `${words.upTo} ${n(band.max)} ${unit}`;
  return `${n(band.min)}–${n(band.max)} ${unit}`;
}

/** The step an open band's lower bound lies above the value the spec names ('above 50,000' = from 50,001). */
function bandStep(min: number): number {
  const decimals = (String(min).split('.')[1] ?? '').length;
  return decimals === 0 ? 1 : 10 ** -decimals;
}

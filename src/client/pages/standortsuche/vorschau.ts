import { AREA_BANDS, isObjektart, STATUS } from '../../../shared/domain/objekt';
import type { Lang } from '../../../shared/domain/routes';
import type { ObjektVorschau } from '../../../shared/schemas/objekt';
import type { KartenObjekt } from '../../components/map/objektStyle';
import { bandLabel, objektartInfo } from './objektInfo';

/**
 * A listing shown with login as an anonymous visitor's map draws it (issue 21): a grey pin at its
 * rounded position, nothing else; a click shows the login dialog (spec 4, 8).
 */
export interface VorschauPin extends KartenObjekt {
  vorschau: ObjektVorschau;
}

/** The pin of a summary: status 180620002 (drawn grey for anonymous viewers), no outline. */
export const vorschauPin = (vorschau: ObjektVorschau): VorschauPin => ({
  id: vorschau.id,
  status: STATUS.MIT_LOGIN,
  objektart: vorschau.objektart,
  standort: `POINT(${vorschau.lon} ${vorschau.lat})`,
  polygon: null,
  geometry: null,
  vorschau,
});

export const isVorschauPin = (objekt: object): objekt is VorschauPin => 'vorschau' in objekt;

/** What a summary says in words: type (name and colour), district name, area band ('100,1–300 m²'). */
export function vorschauFakten(
  vorschau: ObjektVorschau,
  lang: Lang,
  bezirke: readonly { id: string; name: string }[],
  words: { above: string; upTo: string },
) {
  const art = objektartInfo(vorschau.objektart, lang);
  const bands = isObjektart(vorschau.objektart) ? AREA_BANDS[vorschau.objektart] : [];
  const band = vorschau.flaechenklasse === null ? undefined : bands[vorschau.flaechenklasse];
  return {
    art,
    bezirk: bezirke.find((b) => b.id === vorschau.bezirk)?.name ?? null,
    flaeche: band ? bandLabel(band, 'm²', lang, words) : null,
  };
}

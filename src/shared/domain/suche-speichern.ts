/**
 * The 'Save search' link of the map page and the funding guide (issue #25 part 2): it opens the account
 * page (behind its login) with the save dialog for the page's search — so the pages themselves carry no
 * dialog code, only this address. Kept apart from suchauftrag.ts, which brings both pages' codecs.
 */
import { z } from 'zod';
import { BBOX_PATTERN } from './ausschnitt';
import { encodeQuery, queryFields, stringParam, textParam, withDefault } from './query';
import { type Lang, routePath } from './routes';

/** What is searched: properties on the map, or programmes in the funding guide. */
export const SUCHAUFTRAG_ARTEN = ['karte', 'foerderung'] as const;
export type SuchauftragArt = (typeof SUCHAUFTRAG_ARTEN)[number];

/** The longest page query a saved search keeps. */
export const SUCHE_QUERY_MAX = 4000;

/**
 * The account page's query of a search to save: its kind, the page's query (without '?') and the map
 * section it was seen in (minLon,minLat,maxLon,maxLat), kept when the search is bound to it.
 */
export const speichernQuerySchema = z.object({
  speichern: withDefault(stringParam(SUCHAUFTRAG_ARTEN), null),
  suche: withDefault(z.string().max(SUCHE_QUERY_MAX), ''),
  bbox: withDefault(textParam(z.string().regex(BBOX_PATTERN)), null),
});

/** The URL codec of the account page's save request. */
export const SPEICHERN_QUERY = queryFields(speichernQuerySchema);

/** The saved searches' section of the account page (its id, the anchor of the alerts' 'manage' link). */
export const SUCHAUFTRAEGE_ANKER = 'suchauftraege';

/** The address that saves a page's search: the account page with the save dialog open. */
export function speichernPfad(lang: Lang, art: SuchauftragArt, suche: string, bbox: string | null = null): string {
  const query = encodeQuery(SPEICHERN_QUERY, { speichern: art, suche: suche.replace(/^\?/, ''), bbox });
  return `${routePath('account', lang)}?${query}#${SUCHAUFTRAEGE_ANKER}`;
}

/**
 * Saved searches and their e-mail alerts (issue #25 parts 2 and 3): a map search or funding-guide filter a
 * user keeps under a name. The search is stored as its page's query, written by the page's own URL codec
 * (KARTEN_QUERY, FOERDER_QUERY), so every filter the page knows — also one added later — is kept, opened
 * and matched by the same code.
 */
import { type Lang, routePath } from './routes';
import type { SuchauftragArt } from './suche-speichern';

/** Most saved searches per user. */
export const SUCHAUFTRAG_MAX = 20;

/** Longest name of a saved search. */
export const SUCHAUFTRAG_NAME_MAX = 80;

/**
 * How often a saved search alerts: within minutes of a release, in the morning's digest (daily, or on
 * Mondays), or never.
 */
export const SUCHAUFTRAG_FREQUENZEN = ['instant', 'daily', 'weekly', 'off'] as const;
export type SuchauftragFrequenz = (typeof SUCHAUFTRAG_FREQUENZEN)[number];

/** The frequency a new saved search starts with. */
export const STANDARD_FREQUENZ: SuchauftragFrequenz = 'daily';

/** The page address of a saved search (without the portal's origin). */
export function suchauftragPfad(s: { art: SuchauftragArt; query: string; lang: Lang }): string {
  const path = routePath(s.art === 'karte' ? 'standortsuche' : 'foerderkompass', s.lang);
  return s.query ? `${path}?${s.query}` : path;
}

import type { RouteName } from './routes';

/**
 * The public screens an administrator can mark as 'being revised, available again in a few days'
 * (spec 1): location search, funding compass, know-how and glossary.
 */
export const WARTUNG_BEREICHE = ['standortsuche', 'foerderkompass', 'wissen', 'glossar'] as const;
export type WartungBereich = (typeof WARTUNG_BEREICHE)[number];

/** The routes of each screen that show the notice instead while it is marked. */
export const WARTUNG_ROUTES: Record<WartungBereich, readonly RouteName[]> = {
  standortsuche: ['standortsuche'],
  foerderkompass: ['foerderkompass'],
  wissen: ['wissen', 'wissen-detail'],
  glossar: ['glossar'],
};

/** The marked screen a route belongs to, if any. */
export function wartungFor(route: RouteName, marked: readonly WartungBereich[]): WartungBereich | null {
  return marked.find((b) => WARTUNG_ROUTES[b].includes(route)) ?? null;
}

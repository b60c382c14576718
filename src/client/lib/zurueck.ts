import { type Lang, routePath } from '../../shared/domain/routes';

/**
 * Where a detail view's back link leads when the visitor came from the search box's results view: the
 * results they left (query and page kept), passed in the link's navigation state. Anything else in the
 * state (another page's, or typed into the history by hand) is ignored and the link leads to the location
 * search as before.
 */
export interface ZurueckState {
  zurueck: string;
}

/** The navigation state a results view's link to a detail view carries. */
export const zurueckZu = (location: { pathname: string; search: string }): ZurueckState => ({
  zurueck: `${location.pathname}${location.search}`,
});

/** The results view's address in a detail view's navigation state, or null when it came from elsewhere. */
export function zurueckZurSuche(state: unknown, lang: Lang): string | null {
  const zurueck = (state as Partial<ZurueckState> | null)?.zurueck;
  const suche = routePath('suche', lang);
  return typeof zurueck === 'string' && (zurueck === suche || zurueck.startsWith(`${suche}?`)) ? zurueck : null;
}

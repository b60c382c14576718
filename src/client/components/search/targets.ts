import { fitExtent, HOME_PLACE_ZOOM, viewQuery } from '../../../shared/domain/mapview';
import type { Extent } from '../../../shared/domain/ortsuche';
import { type Lang, routePath } from '../../../shared/domain/routes';
import type { SearchScope } from '../../../shared/domain/search';

/**
 * Where a chosen place leads (spec 2 'Search box'): from home to the location search at zoom 11 on the
 * place's centre; on the search pages to the view that fits the place's extent in the map (padding 50,
 * max zoom 15), keeping the page's other query values (filters).
 */
export function placeHref(
  place: { lon: number; lat: number; extent: Extent },
  lang: Lang,
  scope: SearchScope,
  map: { width: number; height: number; search?: string },
): string {
  const path = routePath('standortsuche', lang);
  if (scope === 'home') return `${path}?${viewQuery({ zoom: HOME_PLACE_ZOOM, center: [place.lon, place.lat] })}`;
  const kept = new URLSearchParams(map.search ?? '');
  kept.delete('zoom');
  kept.delete('center');
  const rest = kept.toString();
  return `${path}?${viewQuery(fitExtent(place.extent, map))}${rest ? `&${rest}` : ''}`;
}

/** A property's detail view, without zoom and center (spec 2). */
export const objektHref = (id: string, lang: Lang) => routePath('detailansicht', lang, { objektId: id });
/** A know-how article. */
export const kampagneHref = (id: number, lang: Lang) => routePath('wissen-detail', lang, { wissenId: id });
/** A funding programme in the Förderkompass. */
export const foerderungHref = (id: number, lang: Lang) => routePath('foerderkompass', lang, { foerderId: id });
/** A glossary entry. */
export const glossarHref = (id: number, lang: Lang) => routePath('glossar', lang, { glossarId: id });

import { kreisExtent, kreisText } from '../../../shared/domain/gebiet';
import { KARTEN_QUERY } from '../../../shared/domain/kartenfilter';
import { fitExtent, HOME_PLACE_ZOOM, viewQuery } from '../../../shared/domain/mapview';
import type { Extent } from '../../../shared/domain/ortsuche';
import { encodeQuery } from '../../../shared/domain/query';
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

/** The extent of the circle of `km` around a place (the map's view fits it). */
export const umkreisExtent = (place: { lon: number; lat: number }, km: number): Extent =>
  kreisExtent([place.lon, place.lat], km * 1000);

/**
 * Where a place searched with a radius leads ('Tulln 10 km'): the location search with that circle as its
 * area and the view fitting the circle, keeping the map page's other query values (filters); a circle that
 * is no valid area (outside the region) leads to the place as placeHref does.
 */
export function umkreisHref(
  place: { lon: number; lat: number; extent: Extent },
  km: number,
  lang: Lang,
  scope: SearchScope,
  map: { width: number; height: number; search?: string },
): string {
  const gebiet = kreisText([place.lon, place.lat], km);
  if (gebiet === null) return placeHref(place, lang, scope, map);
  const kept = scope === 'home' ? '' : (map.search ?? '');
  const href = placeHref({ ...place, extent: umkreisExtent(place, km) }, lang, 'standortsuche', {
    ...map,
    search: kept,
  });
  const [path, query = ''] = href.split('?');
  return `${path}?${encodeQuery(KARTEN_QUERY, { gebiet }, query)}`;
}

/** A property's detail view, without zoom and center (spec 2). */
export const objektHref = (id: string, lang: Lang) => routePath('detailansicht', lang, { objektId: id });
/** A know-how article. */
export const kampagneHref = (id: number, lang: Lang) => routePath('wissen-detail', lang, { wissenId: id });
/** A funding programme in the Förderkompass. */
export const foerderungHref = (id: number, lang: Lang) => routePath('foerderkompass', lang, { foerderId: id });
/** A glossary entry. */
export const glossarHref = (id: number, lang: Lang) => routePath('glossar', lang, { glossarId: id });

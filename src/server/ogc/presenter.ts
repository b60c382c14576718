import type { Geometry, MultiPolygon, Point, Polygon } from 'geojson';
import type { Extent } from 'ol/extent.js';
import GeoJSON from 'ol/format/GeoJSON.js';
import WKT from 'ol/format/WKT.js';
import { parsePointWkt, REGION_BBOX } from '../../shared/domain/geo';
import { OBJEKT_FELDER, type OpenDataKontext, openDataRecord } from '../../shared/domain/opendata';
import type { Objekt } from '../../shared/schemas/objekt';
import { CRS84, type OgcFormat } from '../../shared/schemas/ogc';
import { SAMMLUNG_IDS, SAMMLUNGEN, type SammlungId } from './sammlungen';

/**
 * The OGC API – Features documents (Part 1: Core, GeoJSON): features of each collection and the landing
 * page, conformance, collections and queryables, with their links. Every link is absolute, from the
 * address the request came to (`base`), so a client follows it to the same portal.
 */

/** A feature as kept per data version: its GeoJSON text once, and what the items' filters read. */
export interface OgcFeature {
  id: string;
  /** The Feature as GeoJSON text, serialised once per data version. */
  json: string;
  title: string;
  properties: Record<string, unknown>;
  geometry: Geometry | null;
  extent: Extent | null;
  /** The last change (ISO), for `datetime`; null where a collection has no time. */
  geaendertam: string | null;
  /** The listing behind the feature, for the map's filters; null in other collections. */
  objekt: Objekt | null;
}

const geojson = new GeoJSON();
const wkt = new WKT();

/** A (multi)polygon as MultiPolygon, so a collection's layer has one geometry type. */
function multi(geometry: Polygon | MultiPolygon): MultiPolygon {
  return geometry.type === 'Polygon' ? { type: 'MultiPolygon', coordinates: [geometry.coordinates] } : geometry;
}

/** The extent of a GeoJSON geometry (read with OpenLayers, as the map reads it). */
const extentOf = (geometry: Geometry): Extent | null => geojson.readGeometry(geometry)?.getExtent() ?? null;

function feature(
  id: string,
  title: string,
  geometry: Geometry | null,
  properties: Record<string, unknown>,
  objekt: Objekt | null = null,
): OgcFeature {
  const json = JSON.stringify({ type: 'Feature', id, geometry, properties });
  const extent = geometry ? extentOf(geometry) : null;
  return { id, json, title, properties, geometry, extent, geaendertam: objekt?.geaendertam ?? null, objekt };
}

/** A public listing at its location: the open-data fields as properties. */
export function objektFeature(objekt: Objekt, kontext: OpenDataKontext): OgcFeature {
  const point = objekt.standort ? parsePointWkt(objekt.standort) : null;
  const geometry: Point | null = point ? { type: 'Point', coordinates: [point.lon, point.lat] } : null;
  return feature(objekt.id, objekt.objektname, geometry, openDataRecord(OBJEKT_FELDER, objekt, kontext), objekt);
}

/** A public listing's outline (plots), or null without one. */
export function flaecheFeature(objekt: Objekt, kontext: OpenDataKontext): OgcFeature | null {
  if (!objekt.polygon) return null;
  const read = geojson.writeGeometryObject(wkt.readGeometry(objekt.polygon)) as Geometry;
  if (read.type !== 'Polygon' && read.type !== 'MultiPolygon') return null;
  return feature(objekt.id, objekt.objektname, multi(read), openDataRecord(OBJEKT_FELDER, objekt, kontext), objekt);
}

/** A district with its area (bezirke.json); no geometry for a code it lacks. */
export function bezirkFeature(row: { id: string; name: string; region: number }, area: Geometry | null): OgcFeature {
  const geometry = area && (area.type === 'Polygon' || area.type === 'MultiPolygon') ? multi(area) : null;
  return feature(row.id, row.name, geometry, { id: row.id, name: row.name, region: row.region });
}

/** A place of the gazetteer. */
export function ortFeature(row: {
  id: number;
  name: string;
  bezirk: string;
  region: number;
  lon: number;
  lat: number;
}) {
  const geometry: Point = { type: 'Point', coordinates: [row.lon, row.lat] };
  return feature(String(row.id), row.name, geometry, {
    id: row.id,
    name: row.name,
    bezirk: row.bezirk,
    region: row.region,
  });
}

// ---------------------------------------------------------------- documents

export interface Link {
  href: string;
  rel: string;
  type: string;
  title: string;
}

const MEDIA: Record<OgcFormat, string> = { json: 'application/json', html: 'text/html' };
export const GEOJSON_TYPE = 'application/geo+json';

/** The same resource in each encoding: `self` for the one answered, `alternate` for the other. */
function selfLinks(url: string, format: OgcFormat, jsonType = MEDIA.json): Link[] {
  const sep = url.includes('?') ? '&' : '?';
  return (['json', 'html'] as const).map((f) => ({
    href: `${url}${sep}f=${f}`,
    rel: f === format ? 'self' : 'alternate',
    type: f === 'json' ? jsonType : MEDIA.html,
    title: f === 'json' ? 'JSON' : 'HTML',
  }));
}

/** The landing page (OGC API – Features 1, 7.2). */
export function landingPage(base: string, format: OgcFormat) {
  return {
    title: 'Standortportal – Offene Daten / Open data',
    description:
      'Gewerbeimmobilien, Bezirke und Orte Niederösterreichs als OGC API – Features. ' +
      "Lower Austria's commercial properties, districts and places as OGC API – Features.",
    links: [
      ...selfLinks(`${base}/ogc`, format),
      {
        href: `${base}/api/docs/json`,
        rel: 'service-desc',
        type: 'application/vnd.oai.openapi+json;version=3.0',
        title: 'OpenAPI',
      },
      { href: `${base}/api/docs`, rel: 'service-doc', type: MEDIA.html, title: 'API documentation' },
      { href: `${base}/ogc/conformance`, rel: 'conformance', type: MEDIA.json, title: 'Conformance' },
      { href: `${base}/ogc/collections`, rel: 'data', type: MEDIA.json, title: 'Collections' },
      {
        href: `${base}/de/offene-daten`,
        rel: 'license',
        type: MEDIA.html,
        title: 'Lizenz und Felder / Licence and fields',
      },
    ],
  };
}

/** The conformance classes met (OGC API – Features 1, 7.4). */
export const CONFORMANCE = {
  conformsTo: [
    'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
    'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
    'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/html',
    'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  ],
};

export function conformance(base: string, format: OgcFormat) {
  return { ...CONFORMANCE, links: selfLinks(`${base}/ogc/conformance`, format) };
}

/** What a collection's description reports beyond its metadata: extent and time span. */
export interface Umfang {
  extent: Extent | null;
  zeitraum: [string, string] | null;
}

/** One collection's description (OGC API – Features 1, 7.14). */
export function collection(base: string, id: SammlungId, umfang: Umfang, format: OgcFormat) {
  const info = SAMMLUNGEN[id];
  const url = `${base}/ogc/collections/${id}`;
  return {
    id,
    title: info.title.de,
    description: `${info.description.de} ${info.description.en}`,
    attribution: info.attribution,
    license: info.licence.name,
    extent: {
      spatial: { bbox: [umfang.extent ?? [...REGION_BBOX]], crs: CRS84 },
      ...(umfang.zeitraum
        ? { temporal: { interval: [umfang.zeitraum], trs: 'http://www.opengis.net/def/uom/ISO-8601/0/Gregorian' } }
        : {}),
    },
    itemType: 'feature',
    crs: [CRS84],
    storageCrs: CRS84,
    links: [
      ...selfLinks(url, format),
      { href: `${url}/items?f=json`, rel: 'items', type: GEOJSON_TYPE, title: info.title.de },
      { href: `${url}/items?f=html`, rel: 'items', type: MEDIA.html, title: info.title.de },
      {
        href: `${url}/queryables`,
        rel: 'http://www.opengis.net/def/rel/ogc/1.0/queryables',
        type: 'application/schema+json',
        title: 'Queryables',
      },
      { href: info.licence.url, rel: 'license', type: MEDIA.html, title: info.licence.name },
    ],
  };
}

export function collections(base: string, umfaenge: ReadonlyMap<SammlungId, Umfang>, format: OgcFormat) {
  const leer: Umfang = { extent: null, zeitraum: null };
  return {
    links: selfLinks(`${base}/ogc/collections`, format),
    collections: SAMMLUNG_IDS.map((id) => collection(base, id, umfaenge.get(id) ?? leer, format)),
  };
}

/** A page of items: where it stands among all matches. */
export interface ItemsSeite {
  features: readonly OgcFeature[];
  numberMatched: number;
  offset: number;
  limit: number;
}

/** A page's links: itself in both encodings, and `next`/`prev` keeping every other parameter of the query. */
export function itemsLinks(url: URL, page: ItemsSeite): Link[] {
  const { features, numberMatched, offset, limit } = page;
  const at = (rel: string, to: number, f: OgcFormat = 'json') => {
    const href = new URL(url);
    href.searchParams.set('offset', String(to));
    href.searchParams.set('limit', String(limit));
    href.searchParams.set('f', f);
    const title = rel === 'next' ? 'Nächste Seite / Next page' : rel === 'prev' ? 'Vorige Seite / Previous page' : null;
    const type = f === 'json' ? GEOJSON_TYPE : MEDIA.html;
    return { href: href.toString(), rel, type, title: title ?? (f === 'json' ? 'GeoJSON' : 'HTML') };
  };
  return [
    at('self', offset),
    at('alternate', offset, 'html'),
    ...(offset + features.length < numberMatched ? [at('next', offset + limit)] : []),
    ...(offset > 0 ? [at('prev', Math.max(0, offset - limit))] : []),
  ];
}

/** A page of items as a GeoJSON FeatureCollection (OGC API – Features 1, 7.15), around the kept feature texts. */
export function itemsJson(url: URL, page: ItemsSeite): string {
  const head = JSON.stringify({
    type: 'FeatureCollection',
    numberMatched: page.numberMatched,
    numberReturned: page.features.length,
    links: itemsLinks(url, page),
  });
  return `${head.slice(0, -1)},"features":[${page.features.map((f) => f.json).join(',')}]}`;
}

/** One feature with its links (OGC API – Features 1, 7.16). */
export function featureJson(base: string, id: SammlungId, feature: OgcFeature): string {
  const url = `${base}/ogc/collections/${id}/items/${encodeURIComponent(feature.id)}`;
  const links = [
    ...selfLinks(url, 'json', GEOJSON_TYPE),
    { href: `${base}/ogc/collections/${id}`, rel: 'collection', type: MEDIA.json, title: SAMMLUNGEN[id].title.de },
  ];
  return `${feature.json.slice(0, -1)},"links":${JSON.stringify(links)}}`;
}

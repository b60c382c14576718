import type { FastifyBaseLogger } from 'fastify';
import { placeKey } from '../../shared/domain/fuzzy';
import { nachbargebietName } from '../../shared/domain/nachbargebiete';
import {
  centreInRegion,
  type Extent,
  isSupportedGeometry,
  prepareOrtsuche,
  rankOrte,
} from '../../shared/domain/ortsuche';
import type { Lang } from '../../shared/domain/routes';
import type { OrtsucheQuery, OrtsucheResponse, OrtTreffer } from '../../shared/schemas/suche';
import type { Db } from '../db/client';
import { searchKataster } from './kataster';
import { type OrtKandidatRow, selectOrtKandidaten } from './queries';

/** How many trigram candidates the SQL hands to the fuzzy ranking. */
const CANDIDATES = 50;

/** PostGIS geometry type names → GeoJSON ones. */
const GEOJSON_TYPE: Readonly<Record<string, string>> = {
  POINT: 'Point',
  LINESTRING: 'LineString',
  POLYGON: 'Polygon',
};

export interface OrtsucheDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** PLACE_SEARCH_URL: the optional cadastral service. */
  placeSearchUrl?: string;
  fetch?: typeof fetch;
}

/** A place outside Lower Austria has an id 'n…' and the code of its area where others name their district. */
const isNachbarort = (row: OrtKandidatRow) => row.type === 'ort' && row.id.startsWith('n');

function toTreffer(row: OrtKandidatRow, lang: Lang): OrtTreffer {
  const extent: Extent = [row.min_lon, row.min_lat, row.max_lon, row.max_lat];
  const bezirk = isNachbarort(row) && row.bezirk !== null ? nachbargebietName(row.bezirk, lang) : row.bezirk;
  return { type: row.type, id: row.id, name: row.name, bezirk, lon: row.lon, lat: row.lat, extent };
}

/** A place found under several of its names is listed once, under the best-ranked one. */
function oncePerPlace(ranked: readonly OrtTreffer[]): OrtTreffer[] {
  const seen = new Set<string>();
  return ranked.filter((t) => {
    const key = `${t.type}:${t.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The place search of spec 5: the term is prepared (stopwords, Sankt/St.); too short → no search. The
 * gazetteer (and the cadastral service, when configured) deliver candidates; only point, line and polygon
 * geometries with their centre in the regional bounding box are kept; the rest is ranked by fuzzy score
 * against the original term. A service result whose name a gazetteer result already has is dropped; a
 * place found under several names (Vienna as 'Wien' and 'Wieden') is listed once, under its best one.
 */
export async function searchOrte(deps: OrtsucheDeps, query: OrtsucheQuery): Promise<OrtsucheResponse> {
  const prepared = prepareOrtsuche(query.q, query.lang);
  if (!prepared) return { results: [], serviceFailed: false };
  const [rows, kataster] = await Promise.all([
    selectOrtKandidaten(deps.db, prepared, CANDIDATES),
    deps.placeSearchUrl
      ? searchKataster(prepared, query.lang, { url: deps.placeSearchUrl, log: deps.log, fetch: deps.fetch })
      : { results: [], failed: false },
  ]);
  const gazetteer = rows
    .filter((row) => isSupportedGeometry(GEOJSON_TYPE[row.geom_type] ?? row.geom_type))
    .map((row) => toTreffer(row, query.lang))
    .filter((t) => centreInRegion(t.extent));
  const known = new Set(gazetteer.map((t) => placeKey(t.name)));
  const extern = kataster.results.filter((t) => !known.has(placeKey(t.name)));
  const candidates = [...gazetteer, ...extern];
  const ranked = oncePerPlace(rankOrte(query.q, candidates, candidates.length));
  return { results: ranked.slice(0, query.limit), serviceFailed: kataster.failed };
}

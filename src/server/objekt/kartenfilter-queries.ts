import { and, type Column, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Gebiet, LonLat } from '../../shared/domain/gebiet';
import type { AusserhalbArt, KartenBedingung } from '../../shared/domain/kartenfilter';
import type { Band } from '../../shared/domain/objekt';
import { objekt } from '../db/schema';

/**
 * The map filters' description (shared/domain/kartenfilter.ts kartenBedingungen) as a SQL condition on
 * `objekt`: the same conditions the browser checks with compileKartenFilter, condition by condition
 * (kartenfilter-queries.test.ts checks both on the same objects).
 */
export function kartenFilterWhere(bedingungen: readonly KartenBedingung[]): SQL | undefined {
  return and(...bedingungen.map(conditionOf));
}

const FALSE = sql`false`;

/** `value` in the closed band (no upper bound when max is null). */
const inBand = (value: SQL | Column, band: Band) =>
  band.max === null ? sql`${value} >= ${band.min}` : sql`${value} between ${band.min} and ${band.max}`;

/** kartenfilter.ts inAreaBand: the area in the band, or a divisible object's range from its smallest area up meets it. */
function inAreaBand(band: Band): SQL {
  const area = objekt.flaecheinqm;
  const smallest = objekt.kleinsteflaecheinqm;
  const hi = sql`coalesce(${area}, ${smallest})`;
  const lo = sql`least(${smallest}, ${hi})`;
  const overlaps = band.max === null ? sql`${hi} >= ${band.min}` : sql`${hi} >= ${band.min} and ${lo} <= ${band.max}`;
  return sql`((${area} is not null and ${inBand(area, band)})
    or (${objekt.istteilbar} and ${smallest} is not null and ${overlaps}))`;
}

/** For objects of `objektart`: `meets`; objects of other types (or none) pass. */
const forType = (objektart: number, meets: SQL) => sql`(${objekt.objektart} is distinct from ${objektart} or ${meets})`;

/**
 * kartenfilter.ts's check of a drawn area: a circle by distance on PostGIS's sphere (use_spheroid false,
 * the sphere the browser's haversine uses), a polygon covering the point in plain lon/lat.
 */
function inGebiet(gebiet: Gebiet): SQL {
  if (gebiet.art === 'kreis') {
    const [lon, lat] = gebiet.center;
    const center = sql`ST_SetSRID(ST_MakePoint(${lon}, ${lat}), 4326)::geography`;
    return sql`ST_DWithin(${objekt.standort}::geography, ${center}, ${gebiet.radius}, false)`;
  }
  const ring = [...gebiet.ring, gebiet.ring[0] as LonLat].map(([lon, lat]) => `${lon} ${lat}`).join(',');
  return sql`ST_Covers(ST_GeomFromText(${`POLYGON((${ring}))`}, 4326), ${objekt.standort})`;
}

/**
 * Whether the object touches an area of a layer of this kind (its stored site check). The object's id is
 * named with its table: unqualified, `id` would be the layer's inside the subquery. The kind (one of two
 * constants) is written into the text, so the reviewed statements keep their parameters.
 */
export const beruehrt = (art: AusserhalbArt) =>
  sql<boolean>`exists (select 1 from objekt_standortcheck c join themenlayer l on l.id = c.layer_id
    where c.objektid = "objekt"."id" and l.art = '${sql.raw(art)}' and c.anteil > 0)`;

const anyOf = (conditions: SQL[]) => (conditions.length ? (or(...conditions) as SQL) : FALSE);

function conditionOf(bedingung: KartenBedingung): SQL {
  switch (bedingung.kind) {
    case 'eigene':
      return bedingung.owner === null
        ? FALSE
        : (and(eq(objekt.owner, bedingung.owner), ne(objekt.status, bedingung.notStatus)) as SQL);
    case 'objektart':
      return bedingung.values.length ? inArray(objekt.objektart, [...bedingung.values]) : FALSE;
    case 'flag':
      return eq(objekt[bedingung.field], true);
    case 'merkmal':
      return sql`exists (select 1 from objekt_merkmal m where m.objekt = ${objekt.id} and m.merkmal = ${bedingung.merkmal})`;
    case 'flaeche':
      return and(...bedingung.types.map((t) => forType(t.objektart, anyOf(t.bands.map(inAreaBand))))) as SQL;
    case 'preis': {
      const price = objekt[bedingung.field];
      return and(
        ...bedingung.types.map((t) =>
          forType(
            t.objektart,
            anyOf([
              ...(t.keineAngabe ? [sql`coalesce(${price}, 0) = 0`] : []),
              ...t.bands.map((band) => sql`(${price} <> 0 and ${inBand(price, band)})`),
            ]),
          ),
        ),
      ) as SQL;
    }
    case 'id':
      return bedingung.values.length ? inArray(objekt.id, [...bedingung.values]) : FALSE;
    case 'status':
      return bedingung.values.length ? inArray(objekt.status, [...bedingung.values]) : FALSE;
    case 'ausserhalb':
      return sql`not ${beruehrt(bedingung.art)}`;
    case 'gebiet':
      // A null location is neither within nor covered: the object is outside, as in the browser.
      return sql`coalesce(${inGebiet(bedingung.gebiet)}, false)`;
  }
}

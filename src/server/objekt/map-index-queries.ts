import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { objekt, uebersetzung } from '../db/schema';
import { beruehrt } from './kartenfilter-queries';
import { erstesBild, geoTexte, merkmale, NEUESTE_ZUERST, uebersetzungVon, widmungen } from './queries';

/** The ids of every object, newest first: the order the map index holds them in (map-index-data.ts). */
export function selectIndexIds(db: Pick<Db, 'select'>) {
  return db
    .select({ id: objekt.id })
    .from(objekt)
    .orderBy(...NEUESTE_ZUERST);
}

/**
 * A page of the map index: for each object, the columns of its entry (what the map filters and the search
 * read), its position, and its map summary (objektKurzSchema) as JSON text written by the database. The
 * object's lists and texts come from the parts the object list reads too (queries.ts).
 */
export function selectIndexPage(db: Pick<Db, 'select'>, ids: string[]) {
  const o = objekt;
  const u = uebersetzung;
  return db
    .select({
      id: o.id,
      status: o.status,
      objektname: o.objektname,
      objektnummer: o.objektnummer,
      flaechenbezeichnung: o.flaechenbezeichnung,
      ort: o.ort,
      plz: o.plz,
      bezirk: o.bezirk,
      objektart: o.objektart,
      owner: o.owner,
      flaecheinqm: o.flaecheinqm,
      istteilbar: o.istteilbar,
      kleinsteflaecheinqm: o.kleinsteflaecheinqm,
      istkaufobjekt: o.istkaufobjekt,
      istmietobjekt: o.istmietobjekt,
      kaufpreisproqm: o.kaufpreisproqm,
      mietpreisproqm: o.mietpreisproqm,
      istabgelaufen: o.istabgelaufen,
      ecoplus: o.ecoplus,
      inHq100: beruehrt('hq100'),
      inNatura2000: beruehrt('natura2000'),
      standortbeschreibung: merkmale.liste,
      objektnameEn: u.objektname_en,
      hatUebersetzung: sql<boolean>`${u.msid} is not null`,
      widmungen,
      standort: geoTexte.standort,
      lon: sql<number | null>`ST_X(${o.standort})`,
      lat: sql<number | null>`ST_Y(${o.standort})`,
      // objektKurzSchema, key by key: the summary never exists as an object in the server's heap, which
      // keeps the build's garbage (and so the process's peak memory) small.
      kurz: sql<string>`json_build_object('id', ${o.id}, 'status', ${o.status}, 'objektname', ${o.objektname},
        'ort', ${o.ort}, 'plz', ${o.plz}, 'bezirk', ${o.bezirk}, 'objektart', ${o.objektart},
        'flaecheinqm', ${o.flaecheinqm}, 'istteilbar', ${o.istteilbar},
        'kleinsteflaecheinqm', ${o.kleinsteflaecheinqm}, 'istkaufobjekt', ${o.istkaufobjekt},
        'istmietobjekt', ${o.istmietobjekt}, 'kaufpreis', ${o.kaufpreis}, 'kaufpreisproqm', ${o.kaufpreisproqm},
        'mietpreis', ${o.mietpreis}, 'mietpreisproqm', ${o.mietpreisproqm}, 'istabgelaufen', ${o.istabgelaufen},
        'ecoplus', ${o.ecoplus}, 'inHq100', ${beruehrt('hq100')}, 'inNatura2000', ${beruehrt('natura2000')},
        'standortbeschreibung', ${merkmale.liste}, 'bilder', ${erstesBild},
        'standort', ${geoTexte.standort}, 'geometry', ${geoTexte.geometry}, 'polygon', ${geoTexte.polygon},
        'uebersetzung', case when ${u.msid} is not null then json_build_object('objektname_en', ${u.objektname_en}) end
      )::text`,
    })
    .from(o)
    .leftJoin(u, uebersetzungVon)
    .crossJoinLateral(merkmale)
    .where(inArray(o.id, ids))
    .orderBy(...NEUESTE_ZUERST);
}

/** One row of a page of the map index. */
export type IndexRow = Awaited<ReturnType<typeof selectIndexPage>>[number];

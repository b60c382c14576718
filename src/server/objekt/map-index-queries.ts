import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { objekt, objektMerkmal, uebersetzung } from '../db/schema';

/** The order of GET /api/objekt: newest first. */
const NEUESTE_ZUERST = [sql`${objekt.erstelltam} desc`, objekt.id] as const;

/** The ids of every object, newest first: the order the map index holds them in (map-index-data.ts). */
export function selectIndexIds(db: Db) {
  return db
    .select({ id: objekt.id })
    .from(objekt)
    .orderBy(...NEUESTE_ZUERST);
}

/**
 * A page of the map index: for each object, the columns of its entry (what the map filters and the search
 * read), its position, and its map summary (objektKurzSchema) as JSON text written by the database.
 */
export function selectIndexPage(db: Db, ids: string[]) {
  const merkmale = db
    .select({
      liste: sql<number[]>`coalesce(array_agg(${objektMerkmal.merkmal} order by ${objektMerkmal.merkmal}), '{}')`.as(
        'liste',
      ),
    })
    .from(objektMerkmal)
    .where(eq(objektMerkmal.objekt, objekt.id))
    .as('merkmale');
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
      standortbeschreibung: merkmale.liste,
      objektnameEn: u.objektname_en,
      hatUebersetzung: sql<boolean>`${u.msid} is not null`,
      widmungen: sql<string[]>`coalesce((select array_agg(w.widmung order by w.widmung)
        from objekt_widmung w where w.objekt = ${o.id}), '{}')`,
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
        'ecoplus', ${o.ecoplus}, 'standortbeschreibung', ${merkmale.liste},
        'bilder', coalesce((select json_build_array(json_build_object('msid', b.msid, 'id', b.id,
          'mimetype', b.mimetype, 's3filename', b.s3filename, 'width', b.width, 'height', b.height,
          'crmfilename', b.crmfilename, 'titel', b.titel))
          from objektbild b where b.objekt = ${o.id} order by b.reihenfolge limit 1), '[]'::json),
        'standort', ST_AsText(${o.standort}), 'geometry', ST_AsText(${o.geometry}),
        'polygon', ST_AsText(${o.polygon}),
        'uebersetzung', case when ${u.msid} is not null then json_build_object('objektname_en', ${u.objektname_en}) end
      )::text`,
    })
    .from(o)
    .leftJoin(u, eq(u.objekt, o.id))
    .crossJoinLateral(merkmale)
    .where(inArray(o.id, ids))
    .orderBy(...NEUESTE_ZUERST);
}

/** One row of a page of the map index. */
export type IndexRow = Awaited<ReturnType<typeof selectIndexPage>>[number];

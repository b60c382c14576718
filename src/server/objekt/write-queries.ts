import { desc, eq, sql } from 'drizzle-orm';
import type { ObjektDraft } from '../../shared/schemas/objekt-input';
import type { Db } from '../db/client';
import {
  objekt,
  objektbild,
  objektHistorie,
  objektMerkmal,
  objektnummerZaehler,
  objektTechnischeInfrastruktur,
  objektVerkehr,
  objektWidmung,
  uebersetzung,
  users,
} from '../db/schema';
import { checkAfterGeometryWrite } from '../themenlayer/standortcheck';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An object's row as the writers read and write it. */
export type ObjektRow = typeof objekt.$inferSelect;

/** The columns of an object written from the editor's input (a draft may lack location and district). */
export function objektColumns(input: ObjektDraft) {
  const parts = [input.standort, input.polygon].filter(Boolean);
  const geometry = parts.length ? `GEOMETRYCOLLECTION(${parts.join(',')})` : null;
  return {
    objektart: input.objektart,
    objektname: input.objektname,
    objektname2: input.objektname2,
    strasse: input.strasse,
    plz: input.plz,
    ort: input.ort,
    bezirk: input.bezirk,
    lageerreichbarkeit: input.lageerreichbarkeit,
    detailbeschreibung: input.detailbeschreibung,
    internebeschreibung: input.internebeschreibung,
    kontakte: input.kontakte,
    flaechenbezeichnung: input.flaechenbezeichnung,
    flaecheinqm: input.flaecheinqm,
    istteilbar: input.istteilbar,
    kleinsteflaecheinqm: input.istteilbar ? input.kleinsteflaecheinqm : null,
    hallenhoehe: input.hallenhoehe,
    istkaufobjekt: input.istkaufobjekt,
    istmietobjekt: input.istmietobjekt,
    kaufpreis: input.istkaufobjekt ? input.kaufpreis : null,
    kaufpreisproqm: input.istkaufobjekt ? input.kaufpreisproqm : null,
    mietpreis: input.istmietobjekt ? input.mietpreis : null,
    mietpreisproqm: input.istmietobjekt ? input.mietpreisproqm : null,
    grundstuecke: input.grundstuecke,
    tags: input.tags,
    standort: input.standort,
    polygon: input.polygon,
    geometry,
  };
}

/** Replaces an object's lists (features, zoning, infrastructure, transport) and its translation. */
export async function replaceObjektLists(tx: Tx, id: string, msid: string, input: ObjektDraft) {
  await tx.delete(objektMerkmal).where(eq(objektMerkmal.objekt, id));
  await tx.delete(objektWidmung).where(eq(objektWidmung.objekt, id));
  await tx.delete(objektTechnischeInfrastruktur).where(eq(objektTechnischeInfrastruktur.objekt, id));
  await tx.delete(objektVerkehr).where(eq(objektVerkehr.objekt, id));
  const unique = <T>(values: T[]) => [...new Set(values)];
  if (input.standortbeschreibung.length) {
    await tx
      .insert(objektMerkmal)
      .values(unique(input.standortbeschreibung).map((merkmal) => ({ objekt: id, merkmal })));
  }
  if (input.widmungen.length) {
    await tx.insert(objektWidmung).values(unique(input.widmungen).map((widmung) => ({ objekt: id, widmung })));
  }
  if (input.technischeinfrastruktur.length) {
    await tx
      .insert(objektTechnischeInfrastruktur)
      .values(unique(input.technischeinfrastruktur).map((t) => ({ objekt: id, technischeinfrastruktur: t })));
  }
  const verkehr = new Map(input.verkehrsinfrastruktur.map((v) => [`${v.type}|${v.connection}`, v]));
  if (verkehr.size) {
    await tx.insert(objektVerkehr).values(
      [...verkehr.values()].map((v) => ({
        objekt: id,
        verkehrsart: v.type,
        anbindung: v.connection,
        entfernung: v.distance,
      })),
    );
  }
  const translation = { msid, ...input.uebersetzung };
  await tx
    .insert(uebersetzung)
    .values({ objekt: id, ...translation })
    .onConflictDoUpdate({ target: uebersetzung.objekt, set: translation });
}

/** Writes a new object's row. */
export async function insertObjekt(tx: Tx, row: typeof objekt.$inferInsert) {
  await tx.insert(objekt).values(row);
  await checkAfterGeometryWrite(tx, row.id as string, { standort: row.standort });
}

/** Changes columns of one object's row. */
export async function updateObjekt(tx: Tx, id: string, set: Partial<typeof objekt.$inferInsert>) {
  await tx.update(objekt).set(set).where(eq(objekt.id, id));
  await checkAfterGeometryWrite(tx, id, set);
}

/** Deletes one object; its lists, images and pending change go with it (foreign keys cascade). */
export async function deleteObjektRow(tx: Tx, id: string) {
  await tx.delete(objekt).where(eq(objekt.id, id));
}

/** Records one step of an object's history (created, saved, renewed, a workflow action). */
export async function insertHistorie(tx: Tx, entry: typeof objektHistorie.$inferInsert) {
  await tx.insert(objektHistorie).values(entry);
}

/** The stored files of an object's released images and documents. */
export function selectBildDateien(db: Db, id: string) {
  return db
    .select({ file: objektbild.s3filename, mimetype: objektbild.mimetype })
    .from(objektbild)
    .where(eq(objektbild.objekt, id));
}

/** True when PostGIS accepts the WKT as a valid geometry. */
export async function isValidGeometry(db: Db, wkt: string): Promise<boolean> {
  try {
    const result = await db.execute(sql`select ST_IsValid(ST_GeomFromText(${wkt}, 4326)) as valid`);
    return Boolean((result as unknown as { rows: { valid: boolean }[] }).rows[0]?.valid);
  } catch {
    return false;
  }
}

/**
 * The next object number of the year, e.g. NOE-2026-0433: one atomic upsert of the year's counter, so two
 * creations at once (on PostgreSQL, in separate transactions) never get the same number; the unique
 * index on objektnummer holds the rule in the database as well. The counter never falls behind numbers
 * written without it (seed, imports): it continues after the highest one of the year.
 */
export async function nextObjektnummer(tx: Tx, year: number): Promise<string> {
  const prefix = `NOE-${year}-`;
  const highest = sql`(select coalesce(max(substring(${objekt.objektnummer} from ${prefix.length + 1}::int)::int), 0)
    from ${objekt} where ${objekt.objektnummer} like ${`${prefix}%`} and ${objekt.objektnummer} ~ '^NOE-[0-9]{4}-[0-9]{1,9}$')`;
  const [row] = await tx
    .insert(objektnummerZaehler)
    .values({ jahr: year, letzte: sql`${highest} + 1` })
    .onConflictDoUpdate({
      target: objektnummerZaehler.jahr,
      set: { letzte: sql`greatest(${objektnummerZaehler.letzte}, ${highest}) + 1` },
    })
    .returning({ letzte: objektnummerZaehler.letzte });
  return `${prefix}${String(row?.letzte ?? 1).padStart(4, '0')}`;
}

/** An object's history, newest first, with the acting user's name. */
export function selectHistorie(db: Db, id: string) {
  return db
    .select({
      zeit: objektHistorie.zeit,
      aktion: objektHistorie.aktion,
      von: objektHistorie.von,
      nach: objektHistorie.nach,
      grund: objektHistorie.grund,
      benutzer: users.username,
    })
    .from(objektHistorie)
    .leftJoin(users, eq(users.id, objektHistorie.benutzer))
    .where(eq(objektHistorie.objekt, id))
    .orderBy(desc(objektHistorie.zeit), desc(objektHistorie.id));
}

/** An object's own row. */
export async function selectObjektRow(db: Db, id: string) {
  const [row] = await db.select().from(objekt).where(eq(objekt.id, id));
  return row;
}

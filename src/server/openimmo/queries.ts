import { and, desc, eq, sql } from 'drizzle-orm';
import type { ImportBericht } from '../../shared/domain/openimmo';
import type { Db } from '../db/client';
import { importLauf, objekt, openimmoObjekt, users } from '../db/schema';
import type { Tx } from '../objekt/write-queries';

/** The user an import is for: whether they are a broker, and where their report goes. */
export async function selectMakler(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      userlevel: users.userlevel,
      makler: users.makler,
      email: users.email,
      lang: users.lang,
      locked: users.locked,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The broker's imported listings by key, with their status. */
export function selectImportiert(db: Db, makler: number) {
  return db
    .select({
      schluessel: openimmoObjekt.schluessel,
      objekt: openimmoObjekt.objekt,
      fingerprint: openimmoObjekt.fingerprint,
      anhaenge: openimmoObjekt.anhaenge,
      status: objekt.status,
    })
    .from(openimmoObjekt)
    .innerJoin(objekt, eq(objekt.id, openimmoObjekt.objekt))
    .where(eq(openimmoObjekt.makler, makler));
}

/** Records (or moves on) the broker's key of a listing with the fingerprints of what was imported. */
export async function upsertSchluessel(
  tx: Tx,
  values: { makler: number; schluessel: string; objekt: string; fingerprint: string; anhaenge: string },
) {
  await tx
    .insert(openimmoObjekt)
    .values(values)
    .onConflictDoUpdate({
      target: [openimmoObjekt.makler, openimmoObjekt.schluessel],
      set: { fingerprint: values.fingerprint, anhaenge: values.anhaenge, geaendertam: new Date() },
    });
}

/** Stores one feed's report; returns its id. */
export async function insertLauf(
  tx: Tx,
  values: {
    makler: number;
    von: number;
    dateiname: string;
    bytes: number;
    umfang: 'VOLL' | 'TEIL';
    bericht: ImportBericht;
  },
) {
  const [row] = await tx.insert(importLauf).values(values).returning({ id: importLauf.id });
  if (!row) throw new Error('import run not stored');
  return row.id;
}

const laufColumns = {
  id: importLauf.id,
  makler: importLauf.makler,
  von: importLauf.von,
  dateiname: importLauf.dateiname,
  bytes: importLauf.bytes,
  umfang: importLauf.umfang,
  erstelltam: importLauf.erstelltam,
  bericht: importLauf.bericht,
  firma: users.company_name,
  vorname: users.first_name,
  nachname: users.last_name,
  email: users.email,
};

/** Stored runs, newest first: of one broker, or of all (makler undefined). */
export function selectLaeufe(db: Db, makler: number | undefined, limit: number) {
  return db
    .select(laufColumns)
    .from(importLauf)
    .innerJoin(users, eq(users.id, importLauf.makler))
    .where(makler === undefined ? undefined : eq(importLauf.makler, makler))
    .orderBy(desc(importLauf.erstelltam), desc(importLauf.id))
    .limit(limit);
}

/** One stored run by id (undefined when there is none). */
export async function selectLauf(db: Db, id: string, makler?: number) {
  const [row] = await db
    .select(laufColumns)
    .from(importLauf)
    .innerJoin(users, eq(users.id, importLauf.makler))
    .where(and(eq(importLauf.id, id), makler === undefined ? undefined : eq(importLauf.makler, makler)));
  return row;
}

export type LaufRow = Awaited<ReturnType<typeof selectLauf>> & {};

/** A place of the gazetteer nearest to a point: in Lower Austria (`bezirk` set) or a neighbouring one. */
export async function selectNaechsterOrt(db: Db, lon: number, lat: number) {
  const point = sql`ST_SetSRID(ST_MakePoint(${lon}, ${lat}), 4326)`;
  const result = await db.execute(sql`
    select * from (
      (select bezirk, location <-> ${point} as distanz from ort order by location <-> ${point} limit 1)
      union all
      (select null as bezirk, location <-> ${point} as distanz from nachbarort order by location <-> ${point} limit 1)
    ) n order by distanz limit 1`);
  const row = (result as unknown as { rows: { bezirk: string | null }[] }).rows[0];
  return row ? { bezirk: row.bezirk } : undefined;
}

/** A Lower Austrian place by its name (folded as the place search folds it): its district and position. */
export async function selectOrtByName(db: Db, name: string) {
  const result = await db.execute(sql`
    select bezirk, lon, lat from ort where name_fold = search_fold(${name}) order by id limit 1`);
  const row = (result as unknown as { rows: { bezirk: string; lon: number; lat: number }[] }).rows[0];
  return row ? { bezirk: String(row.bezirk), lon: Number(row.lon), lat: Number(row.lat) } : undefined;
}

import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { STATUS } from '../../shared/domain/objekt';
import type { Db } from '../db/client';
import {
  objekt,
  objektbild,
  objektHistorie,
  objektMerkmal,
  objektTechnischeInfrastruktur,
  objektVerkehr,
  objektWidmung,
  uebersetzung,
} from '../db/schema';
import { checkAfterGeometryWrite } from '../themenlayer/standortcheck';
import type { Tx } from './write-queries';

/** What a copy changes of the original's row; every other column is taken over as it is. */
export interface CopyOverrides {
  id: string;
  objektnummer: string;
  objektname: string;
  objektnameEn: string | null;
  owner: number;
  now: Date;
  ablaufdatum: string;
  /** The original's number, recorded in the copy's history. */
  originalNummer: string;
}

/** A file of the copy: the original's row with the new key and file name. */
export interface CopiedBild {
  msid: string;
  s3filename: string;
  source: typeof objektbild.$inferSelect;
}

/** The original's files in their order (first = thumbnail). */
export function selectBilderOf(db: Db, objektId: string) {
  return db.select().from(objektbild).where(eq(objektbild.objekt, objektId)).orderBy(asc(objektbild.reihenfolge));
}

/**
 * Inserts the copy of object `sourceId` in one transaction's statements: its row (a new listing 'in
 * progress' of the caller, with a new number and expiry), its lists, its translation, the given files
 * in the original's order, and a history entry naming the original. Geometry and every other column are
 * copied inside the database (insert … select), so nothing passes through the driver's formats.
 */
export async function insertCopy(tx: Tx, sourceId: string, to: CopyOverrides, bilder: readonly CopiedBild[]) {
  const msid = `web-${to.id}`;
  const id = sql`${to.id}::uuid`.as('objekt');
  await tx.insert(objekt).select(
    tx
      .select({
        ...getTableColumns(objekt),
        id: sql`${to.id}::uuid`.as('id'),
        msid: sql`${msid}::text`.as('msid'),
        status: sql`${STATUS.IN_BEARBEITUNG}::int`.as('status'),
        objektnummer: sql`${to.objektnummer}::text`.as('objektnummer'),
        objektname: sql`${to.objektname}::text`.as('objektname'),
        erstelltam: sql`${to.now.toISOString()}::timestamptz`.as('erstelltam'),
        geaendertam: sql`${to.now.toISOString()}::timestamptz`.as('geaendertam'),
        geaendertvon: sql`${to.owner}::int`.as('geaendertvon'),
        versionsnummer: sql`1`.as('versionsnummer'),
        owner: sql`${to.owner}::int`.as('owner'),
        istabgelaufen: sql`false`.as('istabgelaufen'),
        ablaufdatum: sql`${to.ablaufdatum}::date`.as('ablaufdatum'),
      })
      .from(objekt)
      .where(eq(objekt.id, sourceId)),
  );
  await tx
    .insert(objektMerkmal)
    .select(
      tx
        .select({ objekt: id, merkmal: objektMerkmal.merkmal })
        .from(objektMerkmal)
        .where(eq(objektMerkmal.objekt, sourceId)),
    );
  await tx
    .insert(objektWidmung)
    .select(
      tx
        .select({ objekt: id, widmung: objektWidmung.widmung })
        .from(objektWidmung)
        .where(eq(objektWidmung.objekt, sourceId)),
    );
  await tx
    .insert(objektTechnischeInfrastruktur)
    .select(
      tx
        .select({ objekt: id, technischeinfrastruktur: objektTechnischeInfrastruktur.technischeinfrastruktur })
        .from(objektTechnischeInfrastruktur)
        .where(eq(objektTechnischeInfrastruktur.objekt, sourceId)),
    );
  await tx.insert(objektVerkehr).select(
    tx
      .select({
        objekt: id,
        verkehrsart: objektVerkehr.verkehrsart,
        anbindung: objektVerkehr.anbindung,
        entfernung: objektVerkehr.entfernung,
      })
      .from(objektVerkehr)
      .where(eq(objektVerkehr.objekt, sourceId)),
  );
  await tx.insert(uebersetzung).select(
    tx
      .select({
        objekt: id,
        msid: sql`${msid}::text`.as('msid'),
        objektname_en: sql`${to.objektnameEn}::text`.as('objektname_en'),
        detailbeschreibung_en: uebersetzung.detailbeschreibung_en,
        lageerreichbarkeit_en: uebersetzung.lageerreichbarkeit_en,
      })
      .from(uebersetzung)
      .where(eq(uebersetzung.objekt, sourceId)),
  );
  if (bilder.length) {
    await tx.insert(objektbild).values(
      bilder.map((b, reihenfolge) => ({
        msid: b.msid,
        objekt: to.id,
        mimetype: b.source.mimetype,
        crmfilename: b.source.crmfilename,
        s3filename: b.s3filename,
        titel: b.source.titel,
        width: b.source.width,
        height: b.source.height,
        reihenfolge,
      })),
    );
  }
  await tx.insert(objektHistorie).values({
    objekt: to.id,
    benutzer: to.owner,
    aktion: 'duplizieren',
    nach: STATUS.IN_BEARBEITUNG,
    grund: to.originalNummer,
  });
  await checkAfterGeometryWrite(tx, to.id, { standort: 'copied' });
}

/** The English name of an object, or null. */
export async function selectUebersetzungName(db: Db, objektId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: uebersetzung.objektname_en })
    .from(uebersetzung)
    .where(eq(uebersetzung.objekt, objektId));
  return row?.name ?? null;
}

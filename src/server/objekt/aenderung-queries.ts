import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ObjektDraft } from '../../shared/schemas/objekt-input';
import type { Db } from '../db/client';
import { type AenderungBild, objekt, objektAenderung, objektbild, objektHistorie, users } from '../db/schema';
import { checkAfterGeometryWrite } from '../themenlayer/standortcheck';
import type { Tx } from './write-queries';

type Reader = Pick<Db, 'select'>;

/**
 * Reads an object's row and locks it until the transaction ends. Every write of a released object and of
 * its pending change takes this lock first, so a release and an owner's save run one after the other.
 */
export async function lockObjekt(tx: Tx, id: string) {
  const [row] = await tx.select().from(objekt).where(eq(objekt.id, id)).for('update');
  return row;
}

/** The pending change of an object, with the name of who saved it last. */
export async function selectAenderung(db: Reader, id: string) {
  const [row] = await db
    .select({ aenderung: objektAenderung, benutzername: users.username })
    .from(objektAenderung)
    .leftJoin(users, eq(users.id, objektAenderung.benutzer))
    .where(eq(objektAenderung.objekt, id));
  return row ? { ...row.aenderung, benutzername: row.benutzername } : undefined;
}

/** The released files of an object in their order, as a pending change keeps them. */
export function selectBildRows(db: Reader, id: string): Promise<AenderungBild[]> {
  return db
    .select({
      msid: objektbild.msid,
      id: objektbild.id,
      mimetype: objektbild.mimetype,
      crmfilename: objektbild.crmfilename,
      titel: objektbild.titel,
      s3filename: objektbild.s3filename,
      width: objektbild.width,
      height: objektbild.height,
    })
    .from(objektbild)
    .where(eq(objektbild.objekt, id))
    .orderBy(asc(objektbild.reihenfolge));
}

/**
 * Stores the pending version (without `daten`: only its files changed): a new change, or the next revision of the existing one. Any save by the
 * owner (re)submits it: a rejected change waits for review again and its reason is cleared.
 */
export async function upsertAenderung(
  tx: Tx,
  values: { objekt: string; daten?: ObjektDraft; bilder: AenderungBild[]; benutzer: number },
) {
  const now = new Date();
  await tx
    .insert(objektAenderung)
    .values({ ...values, daten: values.daten ?? null, erstelltam: now, geaendertam: now })
    .onConflictDoUpdate({
      target: objektAenderung.objekt,
      set: {
        // A change of files only keeps the texts the change already holds.
        ...(values.daten ? { daten: values.daten } : {}),
        bilder: values.bilder,
        benutzer: values.benutzer,
        status: 'offen',
        grund: null,
        revision: sql`${objektAenderung.revision} + 1`,
        geaendertam: now,
      },
    });
}

/** Marks the pending change rejected with the reason the owner reads. */
export async function rejectAenderung(tx: Tx, id: string, grund: string) {
  await tx.update(objektAenderung).set({ status: 'abgelehnt', grund }).where(eq(objektAenderung.objekt, id));
}

/** Drops the pending change (withdrawn or released). */
export async function deleteAenderung(tx: Tx, id: string) {
  await tx.delete(objektAenderung).where(eq(objektAenderung.objekt, id));
}

/**
 * Makes the pending version's files the object's files: rows no longer listed are deleted, uploads of the
 * change are inserted, and all get the change's order and titles. Returns the deleted rows (their files are removed
 * after the commit).
 */
export async function replaceBilder(tx: Tx, id: string, bilder: AenderungBild[]) {
  const keep = bilder.map((b) => b.msid);
  const removed = await tx
    .delete(objektbild)
    .where(and(eq(objektbild.objekt, id), keep.length ? notInArray(objektbild.msid, keep) : undefined))
    .returning({ file: objektbild.s3filename, mimetype: objektbild.mimetype });
  const existing = keep.length
    ? await tx.select({ msid: objektbild.msid }).from(objektbild).where(inArray(objektbild.msid, keep))
    : [];
  const known = new Set(existing.map((r) => r.msid));
  for (const [reihenfolge, b] of bilder.entries()) {
    if (known.has(b.msid)) {
      await tx.update(objektbild).set({ reihenfolge, titel: b.titel }).where(eq(objektbild.msid, b.msid));
    } else {
      await tx.insert(objektbild).values({ ...b, objekt: id, reihenfolge });
    }
  }
  return removed;
}

/** Records a step of the workflow in the object's history. */
export async function insertHistorie(tx: Tx, values: typeof objektHistorie.$inferInsert) {
  await tx.insert(objektHistorie).values(values);
}

/** Sets columns of an object (a released change, a renewal). */
export async function updateObjekt(tx: Tx, id: string, values: Partial<typeof objekt.$inferInsert>) {
  await tx.update(objekt).set(values).where(eq(objekt.id, id));
  await checkAfterGeometryWrite(tx, id, values);
}

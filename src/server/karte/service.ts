import type { z } from 'zod';
import type { Karte, karteInputSchema } from '../../shared/schemas/reference';
import type { Db } from '../db/client';
import { type Actor, auditedChange } from '../log/audit';
import { AppError } from '../plugins/errors';
import { presentKarte } from './presenter';
import { deleteKarteRow, insertKarte, selectKarteForUpdate, selectKarten, updateKarteRow } from './queries';

/** A validated layer from the admin form: stylejson already parsed and checked by the shared schema. */
export type KarteData = z.output<typeof karteInputSchema>;

/** Map layers in panel order; layers for administrators only when `admin` (spec 6). */
export async function listKarten(db: Db, admin: boolean): Promise<Karte[]> {
  return (await selectKarten(db, admin)).map(presentKarte);
}

/** Creates a layer (audit trail: karteCreated). */
export function createKarte(db: Db, actor: Actor, data: KarteData): Promise<Karte> {
  return auditedChange(db, actor, 'karteCreated', async (tx) => {
    const row = await insertKarte(tx, data);
    return { result: presentKarte(row), data1: String(row.id), data2: row.title };
  });
}

/** Saves a layer, logging the fields it changed; 404 when it does not exist. */
export function updateKarte(db: Db, actor: Actor, id: number, data: KarteData): Promise<Karte> {
  return auditedChange(db, actor, 'karteUpdated', async (tx) => {
    const vorher = await selectKarteForUpdate(tx, id);
    const row = vorher && (await updateKarteRow(tx, id, data));
    if (!row) throw new AppError('notFound', 'No such map layer');
    return {
      result: presentKarte(row),
      data1: String(id),
      data2: row.title,
      vorher,
      nachher: row,
      felder: Object.keys(data),
    };
  });
}

/** Deletes a layer; 404 when it does not exist. */
export async function deleteKarte(db: Db, actor: Actor, id: number): Promise<void> {
  await auditedChange(db, actor, 'karteDeleted', async (tx) => {
    const row = await deleteKarteRow(tx, id);
    if (!row) throw new AppError('notFound', 'No such map layer');
    return { result: undefined, data1: String(id), data2: row.title };
  });
}

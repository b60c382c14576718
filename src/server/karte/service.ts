import type { z } from 'zod';
import type { Karte, karteInputSchema } from '../../shared/schemas/reference';
import type { Db } from '../db/client';
import { AppError } from '../plugins/errors';
import { presentKarte } from './presenter';
import { deleteKarteRow, insertKarte, selectKarten, updateKarteRow } from './queries';

/** A validated layer from the admin form: stylejson already parsed and checked by the shared schema. */
export type KarteData = z.output<typeof karteInputSchema>;

/** Map layers in panel order; layers for administrators only when `admin` (spec 6). */
export async function listKarten(db: Db, admin: boolean): Promise<Karte[]> {
  return (await selectKarten(db, admin)).map(presentKarte);
}

/** Creates a layer. */
export async function createKarte(db: Db, data: KarteData): Promise<Karte> {
  return presentKarte(await insertKarte(db, data));
}

/** Saves a layer; 404 when it does not exist. */
export async function updateKarte(db: Db, id: number, data: KarteData): Promise<Karte> {
  const row = await updateKarteRow(db, id, data);
  if (!row) throw new AppError('notFound', 'No such map layer');
  return presentKarte(row);
}

/** Deletes a layer and returns its title (for the log); 404 when it does not exist. */
export async function deleteKarte(db: Db, id: number): Promise<string> {
  const row = await deleteKarteRow(db, id);
  if (!row) throw new AppError('notFound', 'No such map layer');
  return row.title;
}

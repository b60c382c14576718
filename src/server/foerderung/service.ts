import { richTextHasContent } from '../../shared/schemas/admin-fields';
import type { FmMatrixInput } from '../../shared/schemas/admin-foerderung';
import type { FmMatrix } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { sanitizeRichText } from '../lib/sanitize';
import { AppError } from '../plugins/errors';
import { deleteFmMatrixRow, type FmMatrixValues, insertFmMatrix, selectFmMatrix, updateFmMatrixRow } from './queries';

/** Every funding programme, for the administrators' list. */
export function listFmMatrix(db: Db): Promise<FmMatrix[]> {
  return selectFmMatrix(db);
}

/** One programme; 404 when it does not exist. */
export async function getFmMatrix(db: Db, id: number): Promise<FmMatrix> {
  const [row] = await selectFmMatrix(db, id);
  if (!row) throw new AppError('notFound', 'No such funding programme');
  return row;
}

/**
 * The columns to store: detailed descriptions sanitised (no scripts, handlers or javascript: links). A
 * description that was nothing but removed markup counts as empty, like in the form.
 */
function valuesOf(input: FmMatrixInput): FmMatrixValues {
  const values = {
    ...input,
    detailbeschreibung_de: sanitizeRichText(input.detailbeschreibung_de),
    detailbeschreibung_en: sanitizeRichText(input.detailbeschreibung_en),
  };
  const fieldErrors: Record<string, string> = {};
  for (const key of ['detailbeschreibung_de', 'detailbeschreibung_en'] as const) {
    if (!richTextHasContent(values[key])) fieldErrors[key] = 'error.required';
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError('invalidRequest', 'Empty description', fieldErrors);
  return values;
}

/** Creates a funding programme. */
export function createFmMatrix(db: Db, input: FmMatrixInput): Promise<FmMatrix> {
  return insertFmMatrix(db, valuesOf(input));
}

/** Overwrites a funding programme; 404 when it does not exist. */
export async function updateFmMatrix(db: Db, id: number, input: FmMatrixInput): Promise<FmMatrix> {
  const row = await updateFmMatrixRow(db, id, valuesOf(input));
  if (!row) throw new AppError('notFound', 'No such funding programme');
  return row;
}

/** Deletes a funding programme; returns its German name for the log. */
export async function deleteFmMatrix(db: Db, id: number): Promise<string> {
  const name = await deleteFmMatrixRow(db, id);
  if (name === null) throw new AppError('notFound', 'No such funding programme');
  return name;
}

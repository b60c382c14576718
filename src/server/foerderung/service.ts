import { richTextHasContent } from '../../shared/schemas/admin-fields';
import type { FmMatrixInput } from '../../shared/schemas/admin-foerderung';
import type { FmMatrix } from '../../shared/schemas/content';
import type { Db, Tx } from '../db/client';
import { sanitizeRichText } from '../lib/sanitize';
import { type Actor, auditedChange } from '../log/audit';
import { AppError } from '../plugins/errors';
import { requestInstantAlerts } from '../suchauftrag/alerts';
import { deleteFmMatrixRow, type FmMatrixValues, insertFmMatrix, selectFmMatrix, updateFmMatrixRow } from './queries';

/** Every funding programme, for the administrators' list. */
export function listFmMatrix(db: Db): Promise<FmMatrix[]> {
  return selectFmMatrix(db);
}

/** One programme; 404 when it does not exist. */
export async function getFmMatrix(db: Db | Tx, id: number): Promise<FmMatrix> {
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

/** Creates a funding programme (audit trail: fmMatrixCreated). */
export function createFmMatrix(db: Db, actor: Actor, input: FmMatrixInput): Promise<FmMatrix> {
  const values = valuesOf(input);
  return auditedChange(db, actor, 'fmMatrixCreated', async (tx) => {
    const row = await insertFmMatrix(tx, values);
    await requestInstantAlerts(tx);
    return { result: row, data1: String(row.id), data2: row.name_de };
  });
}

/** Overwrites a funding programme, logging the fields it changed; 404 when it does not exist. */
export function updateFmMatrix(db: Db, actor: Actor, id: number, input: FmMatrixInput): Promise<FmMatrix> {
  const values = valuesOf(input);
  return auditedChange(db, actor, 'fmMatrixUpdated', async (tx) => {
    const vorher = await getFmMatrix(tx, id);
    const row = await updateFmMatrixRow(tx, id, values);
    if (!row) throw new AppError('notFound', 'No such funding programme');
    await requestInstantAlerts(tx);
    return { result: row, data1: String(id), data2: row.name_de, vorher, nachher: row, felder: Object.keys(input) };
  });
}

/** Deletes a funding programme; 404 when it does not exist. */
export async function deleteFmMatrix(db: Db, actor: Actor, id: number): Promise<void> {
  await auditedChange(db, actor, 'fmMatrixDeleted', async (tx) => {
    const name = await deleteFmMatrixRow(tx, id);
    if (name === null) throw new AppError('notFound', 'No such funding programme');
    return { result: undefined, data1: String(id), data2: name };
  });
}

import { richTextHasContent } from '../../shared/schemas/admin-fields';
import type { GlossarInput } from '../../shared/schemas/admin-glossar';
import type { Glossar } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { sanitizeRichText } from '../lib/sanitize';
import { type Actor, auditedChange } from '../log/audit';
import { AppError } from '../plugins/errors';
import {
  deleteGlossarRow,
  existingGlossarIds,
  type GlossarValues,
  insertGlossar,
  replaceSieheauch,
  selectGlossar,
  type Tx,
  updateGlossarRow,
} from './queries';

/** Every glossary entry with its 'see also' ids, for the administrators' list. */
export function listGlossar(db: Db): Promise<Glossar[]> {
  return selectGlossar(db);
}

/** One entry; 404 when it does not exist. */
export async function getGlossar(db: Db | Tx, id: number): Promise<Glossar> {
  const [entry] = await selectGlossar(db, id);
  if (!entry) throw new AppError('notFound', 'No such glossary entry');
  return entry;
}

/**
 * The columns to store: descriptions sanitised (no scripts, handlers or javascript: links). A
 * description that was nothing but removed markup counts as empty, like in the form.
 */
function valuesOf(input: GlossarInput): GlossarValues {
  const { sieheauch: _links, ...fields } = input;
  const values = {
    ...fields,
    beschreibung_de: sanitizeRichText(input.beschreibung_de),
    beschreibung_en: sanitizeRichText(input.beschreibung_en),
  };
  const fieldErrors: Record<string, string> = {};
  for (const key of ['beschreibung_de', 'beschreibung_en'] as const) {
    if (!richTextHasContent(values[key])) fieldErrors[key] = 'error.required';
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError('invalidRequest', 'Empty description', fieldErrors);
  return values;
}

/** 'See also' must name other, existing entries (the picker never offers the entry itself). */
async function checkSieheauch(tx: Tx, id: number | null, siehe: readonly number[]) {
  const existing = new Set(await existingGlossarIds(tx, siehe));
  if ((id !== null && siehe.includes(id)) || siehe.some((s) => !existing.has(s))) {
    throw new AppError('invalidRequest', 'See-also must name other existing entries', {
      sieheauch: 'error.invalidValue',
    });
  }
}

/** Creates an entry with its 'see also' links in one transaction (audit trail: glossarCreated). */
export function createGlossar(db: Db, actor: Actor, input: GlossarInput): Promise<Glossar> {
  const values = valuesOf(input);
  return auditedChange(db, actor, 'glossarCreated', async (tx) => {
    await checkSieheauch(tx, null, input.sieheauch);
    const id = await insertGlossar(tx, values);
    await replaceSieheauch(tx, id, input.sieheauch);
    const saved = await getGlossar(tx, id);
    return { result: saved, data1: String(id), data2: saved.titel_de };
  });
}

/** Overwrites an entry and its 'see also' links in one transaction, logging the fields it changed; 404 when it does not exist. */
export function updateGlossar(db: Db, actor: Actor, id: number, input: GlossarInput): Promise<Glossar> {
  const values = valuesOf(input);
  return auditedChange(db, actor, 'glossarUpdated', async (tx) => {
    await checkSieheauch(tx, id, input.sieheauch);
    const vorher = await getGlossar(tx, id);
    if (!(await updateGlossarRow(tx, id, values))) throw new AppError('notFound', 'No such glossary entry');
    await replaceSieheauch(tx, id, input.sieheauch);
    const saved = await getGlossar(tx, id);
    return {
      result: saved,
      data1: String(id),
      data2: saved.titel_de,
      vorher,
      nachher: saved,
      felder: Object.keys(input),
    };
  });
}

/** Deletes an entry; other entries' links to it disappear with it. */
export async function deleteGlossar(db: Db, actor: Actor, id: number): Promise<void> {
  await auditedChange(db, actor, 'glossarDeleted', async (tx) => {
    const row = await deleteGlossarRow(tx, id);
    if (!row) throw new AppError('notFound', 'No such glossary entry');
    return { result: undefined, data1: String(id), data2: row.titel_de };
  });
}

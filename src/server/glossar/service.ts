import { richTextHasContent } from '../../shared/schemas/admin-fields';
import type { GlossarInput } from '../../shared/schemas/admin-glossar';
import type { Glossar } from '../../shared/schemas/content';
import type { Db } from '../db/client';
import { sanitizeRichText } from '../lib/sanitize';
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

/** Creates an entry with its 'see also' links in one transaction. */
export async function createGlossar(db: Db, input: GlossarInput): Promise<Glossar> {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    await checkSieheauch(tx, null, input.sieheauch);
    const id = await insertGlossar(tx, values);
    await replaceSieheauch(tx, id, input.sieheauch);
    return getGlossar(tx, id);
  });
}

/** Overwrites an entry and its 'see also' links in one transaction; 404 when it does not exist. */
export async function updateGlossar(db: Db, id: number, input: GlossarInput): Promise<Glossar> {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    await checkSieheauch(tx, id, input.sieheauch);
    if (!(await updateGlossarRow(tx, id, values))) throw new AppError('notFound', 'No such glossary entry');
    await replaceSieheauch(tx, id, input.sieheauch);
    return getGlossar(tx, id);
  });
}

/** Deletes an entry; other entries' links to it disappear with it. Returns its German title for the log. */
export async function deleteGlossar(db: Db, id: number): Promise<string> {
  const row = await deleteGlossarRow(db, id);
  if (!row) throw new AppError('notFound', 'No such glossary entry');
  return row.titel_de;
}

import { randomBytes, randomUUID } from 'node:crypto';
import { acceptsType, PDF_TYPE } from '../../shared/domain/upload';
import type { KampagneInput } from '../../shared/schemas/admin-kampagne';
import { IMAGE_FIELDS, MODUL_NUMMERN } from '../../shared/schemas/admin-kampagne';
import type { Kampagne } from '../../shared/schemas/content';
import { removeFiles, stageFiles } from '../bilder/storage';
import type { Db, Tx } from '../db/client';
import { sanitizeRichText } from '../lib/sanitize';
import { type Actor, auditedChange, writeAudit } from '../log/audit';
import { AppError } from '../plugins/errors';
import type { FileStore } from '../storage/store';
import {
  appendPoolFile,
  deleteKampagneRow,
  deleteUntouched,
  existingObjektIds,
  insertKampagne,
  removePoolFile,
  routerurlTaken,
  selectKampagne,
  updateKampagne,
} from './admin-queries';
import { presentKampagne } from './presenter';
import { selectKampagnen } from './queries';

/** Every campaign, active or not, in the order of the article list. */
export async function listKampagnen(db: Db): Promise<Kampagne[]> {
  return (await selectKampagnen(db, true)).map(presentKampagne);
}

/** One campaign for the editor; notFound when it does not exist. */
export async function getKampagne(db: Db | Tx, id: number): Promise<Kampagne> {
  const found = await selectKampagne(db, id);
  if (!found) throw new AppError('notFound', 'No such campaign');
  return presentKampagne(found);
}

/** How long an untouched new campaign may wait for its first save (a tab left open) before it is removed. */
const UNTOUCHED_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Removes untouched new campaigns (deleteUntouched) and writes a 'kampagneDiscarded' audit entry for each
 * in the same transaction; answers how many went.
 */
function discardUntouched(db: Db, actor: Actor, only: Parameters<typeof deleteUntouched>[1]): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await deleteUntouched(tx, only);
    for (const id of ids) await writeAudit(tx, actor, 'kampagneDiscarded', { data1: String(id) });
    return ids.length;
  });
}

/**
 * Creates an empty, inactive campaign (admin/kampagnen/neu) and returns it. Campaigns created so and
 * never touched for a day (the editor closed without leaving it) are removed first, so none stays behind
 * as an empty '(ohne Titel)' entry.
 */
export async function createKampagne(db: Db, actor: Actor): Promise<Kampagne> {
  await discardUntouched(db, actor, { createdBefore: new Date(Date.now() - UNTOUCHED_KEPT_MS) });
  return auditedChange(db, actor, 'kampagneCreated', async (tx) => {
    const created = await getKampagne(tx, await insertKampagne(tx));
    return { result: created, data1: String(created.id), data2: created.header || null };
  });
}

/**
 * The editor of a new campaign was left without saving: the campaign goes when it is still untouched (no
 * save, no file, no title); one that was worked on stays. Answers whether it went.
 */
export async function discardKampagne(db: Db, actor: Actor, id: number): Promise<boolean> {
  return (await discardUntouched(db, actor, { id })) > 0;
}

/** The rich text of a module: a video module may keep an allowed player iframe, other text may not. */
function moduleText(input: KampagneInput, n: (typeof MODUL_NUMMERN)[number]) {
  const text = input[`modul${n}text`];
  return text === null ? null : sanitizeRichText(text, { embeds: input[`modul${n}typ`] === 'video' }) || null;
}

const richText = (html: string | null) => (html === null ? null : sanitizeRichText(html) || null);

/** The unique violation of PostgreSQL (a concurrent save took the routerurl first). */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || (error as { cause?: { code?: unknown } }).cause?.code === '23505');

/**
 * Saves every field of a campaign and its linked objects. Rules: the routerurl is unique (routerurlTaken),
 * linked objects exist, images are files of the campaign's own pool (or built-in /img/ paths), and rich
 * text is sanitised before it is stored.
 */
export async function saveKampagne(db: Db, actor: Actor, id: number, input: KampagneInput): Promise<Kampagne> {
  const current = await selectKampagne(db, id);
  if (!current) throw new AppError('notFound', 'No such campaign');
  if (input.routerurl && (await routerurlTaken(db, input.routerurl, id))) {
    throw new AppError('routerurlTaken', 'Another campaign uses this routerurl', { routerurl: 'error.routerurlTaken' });
  }
  const known = await existingObjektIds(db, input.objekte);
  if (known.size !== input.objekte.length) {
    throw new AppError('invalidRequest', 'Unknown object linked', { objekte: 'error.invalidValue' });
  }
  const pool = new Set(current.row.poolbilder);
  const fields: Record<string, string> = {};
  for (const field of IMAGE_FIELDS) {
    const ref = input[field];
    if (ref && !pool.has(ref) && !ref.startsWith('/img/')) fields[field] = 'admin.kampagnen.errors.notInPool';
  }
  if (Object.keys(fields).length > 0) throw new AppError('invalidRequest', 'Image not in the pool', fields);

  const { objekte, ...rest } = input;
  const values = {
    ...rest,
    textdetail: richText(input.textdetail),
    veranstaltungentext: richText(input.veranstaltungentext),
    newstext: richText(input.newstext),
    ...Object.fromEntries(MODUL_NUMMERN.map((n) => [`modul${n}text`, moduleText(input, n)])),
  };
  try {
    // The fields old → new go into the audit trail with the save.
    return await auditedChange(db, actor, 'kampagneSaved', async (tx) => {
      const vorher = await getKampagne(tx, id);
      if (!(await updateKampagne(tx, id, values, objekte))) throw new AppError('notFound', 'No such campaign');
      const saved = await getKampagne(tx, id);
      const felder = Object.keys(input);
      return { result: saved, data1: String(id), data2: saved.header || null, vorher, nachher: saved, felder };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('routerurlTaken', 'Another campaign uses this routerurl', {
        routerurl: 'error.routerurlTaken',
      });
    }
    throw error;
  }
}

/** Deletes a campaign, then the files of its pools. */
export async function deleteKampagne(db: Db, actor: Actor, store: FileStore, id: number): Promise<void> {
  const row = await auditedChange(db, actor, 'kampagneDeleted', async (tx) => {
    const deleted = await deleteKampagneRow(tx, id);
    if (!deleted) throw new AppError('notFound', 'No such campaign');
    return { result: deleted, data1: String(id), data2: deleted.header || null };
  });
  await Promise.all([
    ...row.poolbilder.map((file) => removeFiles(store, file, 'image/webp')),
    ...row.poolpdf.map((file) => removeFiles(store, file, PDF_TYPE)),
  ]);
}

/** A PDF's stored name: its readable name plus '-' and 32 hex digits + '.pdf' (37 characters the download list drops, spec 9). */
export function pdfFileName(original: string): string {
  const base =
    original
      .replace(/\.pdf$/i, '')
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}_-]+/gu, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 80) || 'Dokument';
  return `${base}-${randomBytes(16).toString('hex')}.pdf`;
}

/**
 * Adds an uploaded file to a pool. The type is judged by the content (magic bytes) as for property
 * images: the image pool takes images sharp reads (stored as 240/1920 WEBP derivatives), the PDF pool
 * PDFs. Files are staged and made final before the pool names them (a failed update removes them), so a
 * crash leaves at worst an unreferenced file, never a pool entry without its file.
 */
export async function addPoolFile(
  db: Db,
  actor: Actor,
  store: FileStore,
  id: number,
  pool: 'poolbilder' | 'poolpdf',
  upload: { filename: string; data: Buffer },
): Promise<{ file: string; pool: string[] }> {
  if (!(await selectKampagne(db, id))) throw new AppError('notFound', 'No such campaign');
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(upload.data);
  if (!type || !acceptsType(pool, type.mime)) {
    throw new AppError('unsupportedFileType', pool === 'poolpdf' ? 'Only PDF documents' : 'Only images');
  }
  const file = pool === 'poolpdf' ? pdfFileName(upload.filename) : `${randomUUID()}.webp`;
  let staged: Awaited<ReturnType<typeof stageFiles>>;
  try {
    staged = await stageFiles(store, file, type.mime, upload.data);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unsupportedFileType', 'The file could not be read');
  }
  try {
    await staged.commit();
    const files = await auditedChange(db, actor, 'kampagneFileAdded', async (tx) => {
      const appended = await appendPoolFile(tx, id, pool, file);
      if (!appended) throw new AppError('notFound', 'No such campaign');
      return { result: appended, data1: String(id), data2: file };
    });
    return { file, pool: files };
  } catch (error) {
    await staged.rollback();
    throw error;
  }
}

/** Removes a file from a pool (and from the fields that show it), then deletes the stored file. */
export async function deletePoolFile(
  db: Db,
  actor: Actor,
  store: FileStore,
  id: number,
  pool: 'poolbilder' | 'poolpdf',
  file: string,
): Promise<string[]> {
  const files = await auditedChange(db, actor, 'kampagneFileDeleted', async (tx) => {
    const remaining = await removePoolFile(tx, id, pool, file);
    if (!remaining) throw new AppError('notFound', 'No such file');
    return { result: remaining, data1: String(id), data2: file };
  });
  await removeFiles(store, file, pool === 'poolpdf' ? PDF_TYPE : 'image/webp');
  return files;
}

import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { sanitizeDateiname } from '../../shared/domain/dateiname';
import { acceptsType, MAX_UPLOAD_BYTES, PDF_TYPE } from '../../shared/domain/upload';
import { stageFiles } from '../bilder/storage';
import type { AenderungBild } from '../db/schema';
import { type FileStore, StorageUnavailable } from '../storage/store';
import type { Anhang } from './mapping';
import { findDatei } from './zip';

/**
 * The attachments of one imported object: found in the ZIP, judged by their content like an upload (images
 * and PDFs under 50 MB, shared/domain/upload.ts), hashed (their hash decides whether a feed changed them)
 * and, when written, re-encoded and stored like an upload (bilder/storage.ts).
 */

/** An attachment read and checked, not yet stored. */
export interface GeprueftesAnhang {
  pfad: string;
  titel: string | null;
  mimetype: string;
  data: Buffer;
  hash: string;
}

/** The attachments read and checked, or the path of the first one refused. */
export async function pruefeAnhaenge(
  anhaenge: Anhang[],
  dateien: Map<string, string>,
): Promise<{ ok: true; anhaenge: GeprueftesAnhang[] } | { ok: false; pfad: string }> {
  const { fileTypeFromBuffer } = await import('file-type');
  const geprueft: GeprueftesAnhang[] = [];
  for (const anhang of anhaenge) {
    const datei = findDatei(dateien, anhang.pfad);
    if (!datei || (await fs.stat(datei)).size > MAX_UPLOAD_BYTES) return { ok: false, pfad: anhang.pfad };
    const data = await fs.readFile(datei);
    const mimetype = (await fileTypeFromBuffer(data))?.mime;
    if (!acceptsType('objekt', mimetype)) return { ok: false, pfad: anhang.pfad };
    geprueft.push({ pfad: anhang.pfad, titel: anhang.titel, mimetype, data, hash: sha256(data) });
  }
  return { ok: true, anhaenge: geprueft };
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** The attachments' fingerprint: contents, titles and order. */
export const anhaengeFingerprint = (anhaenge: GeprueftesAnhang[]) =>
  sha256(JSON.stringify(anhaenge.map((a) => [a.hash, a.titel])));

/** Stored attachments: their rows (as a pending change keeps them) and how to take the files back. */
export interface GespeicherteAnhaenge {
  bilder: AenderungBild[];
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

/**
 * Re-encodes and stages the attachments' files (images as WEBP derivatives, PDFs as sent). Null when an
 * image cannot be read (or has too many pixels): the object is refused then, nothing stays behind.
 */
export async function stageAnhaenge(
  store: FileStore,
  anhaenge: GeprueftesAnhang[],
): Promise<GespeicherteAnhaenge | null> {
  const staged: Awaited<ReturnType<typeof stageFiles>>[] = [];
  const bilder: AenderungBild[] = [];
  const rollback = async () => {
    await Promise.all(staged.map((s) => s.rollback()));
  };
  for (const anhang of anhaenge) {
    const pdf = anhang.mimetype === PDF_TYPE;
    const file = `${randomUUID()}.${pdf ? 'pdf' : 'webp'}`;
    try {
      const files = await stageFiles(store, file, anhang.mimetype, anhang.data);
      staged.push(files);
      bilder.push({
        msid: `openimmo-${randomUUID()}`,
        id: randomUUID(),
        mimetype: pdf ? PDF_TYPE : 'image/webp',
        crmfilename: sanitizeDateiname(anhang.pfad),
        titel: anhang.titel?.slice(0, 200) ?? null,
        s3filename: file,
        width: files.width,
        height: files.height,
      });
    } catch (error) {
      await rollback();
      // A store that cannot be reached refuses the import (503), not the listing.
      if (error instanceof StorageUnavailable) throw error;
      return null;
    }
  }
  return {
    bilder,
    commit: async () => {
      await Promise.all(staged.map((s) => s.commit()));
    },
    rollback,
  };
}

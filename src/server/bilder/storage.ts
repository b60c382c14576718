import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { PDF_TYPE } from '../../shared/domain/upload';
import { AppError } from '../plugins/errors';

/** Derivative widths served at /bilder/{size}/{file} (spec 7: 240 default, 1920 for large views). */
export const SIZES = [240, 1920] as const;

/** Width of the exposé's large picture (about 150 ppi across an A4 page's text width). */
export const EXPOSE_IMAGE_WIDTH = 1100;
/** Width of the exposé's small pictures, three beneath the large one. */
export const EXPOSE_THUMBNAIL_WIDTH = 240;

/** One stored derivative of an image: where it lives, how wide at most, and its format. */
export interface Derivative {
  path: string;
  width: number;
  format: 'webp' | 'jpeg';
}

/**
 * Where the exposé's copies of an image live, large and small: JPEG, since React PDF reads no WEBP. Written
 * with the upload, so an exposé does not convert its pictures (half a second of a 20-property exposé on two
 * cores for the large ones, 60–300 ms for the small ones).
 */
export const exposeImagePath = (dataDir: string, file: string, size: 'large' | 'small' = 'large') =>
  path.join(dataDir, 'bilder', 'expose', ...(size === 'small' ? ['klein'] : []), `${file}.jpg`);

/** The derivatives of a stored image: the served WEBP sizes and the exposé's JPEGs. */
export function imageDerivatives(dataDir: string, file: string): Derivative[] {
  return [
    ...SIZES.map((size) => ({
      path: path.join(dataDir, 'bilder', String(size), file),
      width: size,
      format: 'webp' as const,
    })),
    { path: exposeImagePath(dataDir, file), width: EXPOSE_IMAGE_WIDTH, format: 'jpeg' },
    { path: exposeImagePath(dataDir, file, 'small'), width: EXPOSE_THUMBNAIL_WIDTH, format: 'jpeg' },
  ];
}

/**
 * Encodes one derivative of an image (never enlarged). The JPEG uses mozjpeg's quantisation table without
 * its trellis search and scan optimisation: ~18 % larger files in a third of the time.
 */
export function encodeDerivative(image: Sharp, derivative: Pick<Derivative, 'width' | 'format'>): Sharp {
  const resized = image.resize({ width: derivative.width, withoutEnlargement: true });
  return derivative.format === 'webp'
    ? resized.webp({ quality: 82 })
    : resized.jpeg({ quality: 78, quantisationTable: 3 });
}

/** Where a stored file lives: images as derivatives under bilder/, PDFs as they are under dokumente/. */
export function filePaths(dataDir: string, file: string, mimetype: string): string[] {
  return mimetype === PDF_TYPE
    ? [path.join(dataDir, 'dokumente', file)]
    : imageDerivatives(dataDir, file).map((d) => d.path);
}

/** Images with more pixels are refused before they are decoded (decompression bombs): 50 megapixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Writes an upload's files under temporary names and returns how to make them final or take them back.
 * Images become WEBP derivatives (metadata such as GPS stripped, no enlargement); PDFs are kept as sent.
 * Callers make the files final before the row naming them is committed: a crash in between leaves an
 * unreferenced file, never a row whose file is missing.
 */

export async function stageFiles(dataDir: string, file: string, mimetype: string, data: Buffer) {
  const finals = filePaths(dataDir, file, mimetype);
  const temps = finals.map((f) => path.join(path.dirname(f), `.upload-${randomUUID()}`));
  let width = 0;
  let height = 0;
  try {
    for (const dir of new Set(finals.map((f) => path.dirname(f)))) await fs.mkdir(dir, { recursive: true });
    if (mimetype === PDF_TYPE) {
      await fs.writeFile(temps[0] as string, data);
    } else {
      // sharp (libvips) is loaded on the first upload rather than at every start.
      const { default: sharp } = await import('sharp');
      // Read from the header, before anything is decoded: a small file may claim a huge image.
      const meta = await sharp(data, { limitInputPixels: false }).metadata();
      if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) {
        throw new AppError('imageTooLarge', 'The image has more pixels than allowed');
      }
      width = meta.autoOrient?.width ?? meta.width ?? 0;
      height = meta.autoOrient?.height ?? meta.height ?? 0;
      for (const [i, derivative] of imageDerivatives(dataDir, file).entries()) {
        await encodeDerivative(sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate(), derivative).toFile(
          temps[i] as string,
        );
      }
    }
  } catch (error) {
    await Promise.all(temps.map((t) => fs.rm(t, { force: true })));
    throw error;
  }
  return {
    width,
    height,
    commit: () => Promise.all(temps.map((t, i) => fs.rename(t, finals[i] as string))),
    /** Removes the files, staged or already final (the name is new, so no other row uses it). */
    rollback: () => Promise.all([...temps, ...finals].map((f) => fs.rm(f, { force: true }))),
  };
}

/** Removes a stored file's derivatives (after its row is gone). */
export async function removeFiles(dataDir: string, file: string, mimetype: string) {
  await Promise.all(filePaths(dataDir, file, mimetype).map((f) => fs.rm(f, { force: true })));
}

/**
 * Copies a stored file's derivatives to a new name, as stageFiles writes an upload: under temporary names
 * first, made final by `commit`, taken back by `rollback`. Null when the source has no file on disk (a
 * row whose file is gone: there is nothing to copy).
 */
export async function stageCopy(dataDir: string, from: string, to: string, mimetype: string) {
  const sources = filePaths(dataDir, from, mimetype);
  const finals = filePaths(dataDir, to, mimetype);
  const temps = finals.map((f) => path.join(path.dirname(f), `.copy-${randomUUID()}`));
  // An image stored before exposé copies were written has none; its exposé converts it instead.
  const optional = new Set([exposeImagePath(dataDir, from), exposeImagePath(dataDir, from, 'small')]);
  const copied: number[] = [];
  try {
    for (const [i, source] of sources.entries()) {
      try {
        await fs.copyFile(source, temps[i] as string);
        copied.push(i);
      } catch (error) {
        if (!optional.has(source) || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  } catch (error) {
    await Promise.all(temps.map((t) => fs.rm(t, { force: true })));
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return {
    commit: () => Promise.all(copied.map((i) => fs.rename(temps[i] as string, finals[i] as string))),
    rollback: () => Promise.all([...temps, ...finals].map((f) => fs.rm(f, { force: true }))),
  };
}

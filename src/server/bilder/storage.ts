import type { Sharp } from 'sharp';
import { PDF_TYPE } from '../../shared/domain/upload';
import { AppError } from '../plugins/errors';
import type { FileStore } from '../storage/store';

/** Derivative widths served at /bilder/{size}/{file} (spec 7: 240 default, 1920 for large views). */
export const SIZES = [240, 1920] as const;

/** Width of the exposé's large picture (about 150 ppi across an A4 page's text width). */
export const EXPOSE_IMAGE_WIDTH = 1100;
/** Width of the exposé's small pictures, three beneath the large one. */
export const EXPOSE_THUMBNAIL_WIDTH = 240;

/** One stored derivative of an image: its store key, how wide at most, and its format. */
export interface Derivative {
  key: string;
  width: number;
  format: 'webp' | 'jpeg';
}

/** The store key of a served image derivative (spec 7: bilder/{size}/{file}). */
export const imageKey = (size: number, file: string) => `bilder/${size}/${file}`;

/** The store key of a document (spec 7: dokumente/{file}). */
export const documentKey = (file: string) => `dokumente/${file}`;

/**
 * Where the exposé's copies of an image live, large and small: JPEG, since React PDF reads no WEBP. Written
 * with the upload, so an exposé does not convert its pictures (half a second of a 20-property exposé on two
 * cores for the large ones, 60–300 ms for the small ones).
 */
export const exposeImageKey = (file: string, size: 'large' | 'small' = 'large') =>
  ['bilder', 'expose', ...(size === 'small' ? ['klein'] : []), `${file}.jpg`].join('/');

/** The derivatives of a stored image: the served WEBP sizes and the exposé's JPEGs. */
export function imageDerivatives(file: string): Derivative[] {
  return [
    ...SIZES.map((size) => ({ key: imageKey(size, file), width: size, format: 'webp' as const })),
    { key: exposeImageKey(file), width: EXPOSE_IMAGE_WIDTH, format: 'jpeg' },
    { key: exposeImageKey(file, 'small'), width: EXPOSE_THUMBNAIL_WIDTH, format: 'jpeg' },
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

/**
 * The media type of a stored file by its key: the exposé's copies are JPEG, every other image derivative
 * WEBP, documents PDF (what stageFiles writes; a bucket serves it with this type).
 */
export function contentTypeOf(key: string): string {
  if (key.startsWith('bilder/expose/')) return 'image/jpeg';
  if (key.startsWith('bilder/')) return 'image/webp';
  return key.toLowerCase().endsWith('.pdf') ? PDF_TYPE : 'application/octet-stream';
}

/** Where a stored file lives: images as derivatives under bilder/, PDFs as they are under dokumente/. */
export function fileKeys(file: string, mimetype: string): string[] {
  return mimetype === PDF_TYPE ? [documentKey(file)] : imageDerivatives(file).map((d) => d.key);
}

/** Images with more pixels are refused before they are decoded (decompression bombs): 50 megapixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Writes an upload's files to the store and returns how to make them final or take them back. Images
 * become WEBP derivatives (metadata such as GPS stripped, no enlargement); PDFs are kept as sent.
 * Callers make the files final before the row naming them is committed: a crash in between leaves an
 * unreferenced file, never a row whose file is missing. A store that cannot be reached: StorageUnavailable.
 */
export async function stageFiles(store: FileStore, file: string, mimetype: string, data: Buffer) {
  if (mimetype === PDF_TYPE) {
    const key = documentKey(file);
    const staged = await store.stage([{ key, data, contentType: contentTypeOf(key) }]);
    return { width: 0, height: 0, ...staged };
  }
  // sharp (libvips) is loaded on the first upload rather than at every start.
  const { default: sharp } = await import('sharp');
  // Read from the header, before anything is decoded: a small file may claim a huge image.
  const meta = await sharp(data, { limitInputPixels: false }).metadata();
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw new AppError('imageTooLarge', 'The image has more pixels than allowed');
  }
  const entries = [];
  for (const derivative of imageDerivatives(file)) {
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    entries.push({
      key: derivative.key,
      data: await encodeDerivative(image, derivative).toBuffer(),
      contentType: contentTypeOf(derivative.key),
    });
  }
  const staged = await store.stage(entries);
  return {
    width: meta.autoOrient?.width ?? meta.width ?? 0,
    height: meta.autoOrient?.height ?? meta.height ?? 0,
    ...staged,
  };
}

/** Removes a stored file's derivatives (after its row is gone). */
export async function removeFiles(store: FileStore, file: string, mimetype: string) {
  await store.remove(fileKeys(file, mimetype));
}

/**
 * Copies a stored file's derivatives to a new name, as stageFiles writes an upload: made final by `commit`,
 * taken back by `rollback`. Null when the source is not stored (a row whose file is gone: there is nothing
 * to copy).
 */
export function stageCopy(store: FileStore, from: string, to: string, mimetype: string) {
  const sources = fileKeys(from, mimetype);
  const targets = fileKeys(to, mimetype);
  // An image stored before exposé copies were written has none; its exposé converts it instead.
  const optional = new Set([exposeImageKey(from), exposeImageKey(from, 'small')]);
  return store.stageCopy(
    sources.map((key, i) => ({ from: key, to: targets[i] as string, optional: optional.has(key) })),
  );
}

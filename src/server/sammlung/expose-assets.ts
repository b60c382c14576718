import QRCode from 'qrcode';
import sharp from 'sharp';
import {
  EXPOSE_IMAGE_WIDTH,
  EXPOSE_THUMBNAIL_WIDTH,
  encodeDerivative,
  exposeImageKey,
  imageKey,
} from '../bilder/storage';
import { BoundedMap } from '../lib/bounded-map';
import type { ObjektRecord } from '../objekt/queries';
import { type FileStore, openStore, type StoreSpec } from '../storage/store';

/** QR codes by text: a property's link is the same in every exposé that holds it. */
const qrCodes = new BoundedMap<string, { d: string; size: number }>(2000);

/** The dark modules of a QR code as one SVG path in module units, and its size in modules. */
export function qrPath(text: string): { d: string; size: number } {
  const known = qrCodes.get(text);
  if (known) return known;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  // One rectangle per horizontal run of dark modules.
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      let run = 1;
      while (col + run < modules.size && modules.get(row, col + run)) run++;
      parts.push(`M${col} ${row}h${run}v1h-${run}z`);
      col += run - 1;
    }
  }
  const qr = { d: parts.join(''), size: modules.size };
  qrCodes.set(text, qr);
  return qr;
}

/** Most images of one property in the exposé (gallery order; the first large). */
export const GALLERY_MAX = 4;

/** Prepared images by file and size; stored files never change under their random names. */
const prepared = new BoundedMap<string, Promise<Buffer | null>>(400);

/**
 * One image of the gallery as JPEG for the PDF (React PDF reads no WEBP): the exposé's large or small copy
 * written with the upload (for an image stored before those copies existed, converted from the 1920 or 240
 * derivative); null when the file is missing or unreadable.
 */
function prepare(store: FileStore, file: string, large: boolean): Promise<Buffer | null> {
  const key = `${large ? 'L' : 'S'}:${JSON.stringify(store.spec)}:${file}`;
  let image = prepared.get(key);
  if (!image) {
    const read = async (storeKey: string) => {
      const data = await store.read(storeKey);
      if (!data) throw new Error(`${storeKey} is not stored`);
      return data;
    };
    const convert = (size: number, width: number) =>
      read(imageKey(size, file)).then((data) => encodeDerivative(sharp(data), { width, format: 'jpeg' }).toBuffer());
    image = read(exposeImageKey(file, large ? 'large' : 'small'))
      .catch(() => (large ? convert(1920, EXPOSE_IMAGE_WIDTH) : convert(240, EXPOSE_THUMBNAIL_WIDTH)))
      .catch(() => null);
    // A missing image is looked for again by the next exposé: the store may have been unreachable.
    void image.then((data) => data ?? prepared.delete(key));
    prepared.set(key, image);
  }
  return image;
}

/** The stores the exposés read, opened once per thread. */
const stores = new Map<string, Promise<FileStore>>();

/** Up to GALLERY_MAX images of a property in gallery order, first large; unreadable ones are left out. */
export async function galleryImages(spec: StoreSpec, record: ObjektRecord): Promise<Buffer[]> {
  const id = JSON.stringify(spec);
  const store = stores.get(id) ?? openStore(spec);
  stores.set(id, store);
  const files = record.bilder.filter((b) => b.mimetype.startsWith('image/')).slice(0, GALLERY_MAX);
  const images = await Promise.all(files.map(async (b, i) => prepare(await store, b.s3filename, i === 0)));
  return images.filter((b): b is Buffer => b !== null);
}

import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as shapefile from 'shapefile';
import yauzl from 'yauzl';
import { THEMENLAYER_MAX_BYTES } from '../../shared/domain/themenlayer';
import { AppError } from '../plugins/errors';
import { sridOfPrj } from './crs';
import type { RohFeature } from './geometrie';

/** The parts of a Shapefile the import reads; other files in the archive are skipped. */
const PARTS = ['shp', 'dbf', 'prj', 'cpg'] as const;
type Part = (typeof PARTS)[number];

/** What a zipped Shapefile holds, unpacked to `dir`: the EPSG code its .prj names, and its features. */
export interface Shapefile {
  /** The .prj's EPSG code; undefined without a .prj, null when it names an unknown system. */
  srid: number | null | undefined;
  features: AsyncGenerator<RohFeature>;
}

const unreadable = (why: string) => new AppError('layerFileUnreadable', why);

/**
 * Unpacks the one Shapefile of a ZIP archive into `dir` (streamed entry by entry, at most four times the
 * upload limit unpacked) and opens it for reading feature by feature.
 */
export async function openZippedShapefile(zipFile: string, dir: string): Promise<Shapefile> {
  const parts = await unzipParts(zipFile, dir);
  if (!parts.shp) throw unreadable('The archive holds no .shp file');
  const prj = parts.prj ? fs.readFileSync(parts.prj, 'utf8') : undefined;
  const encoding = parts.cpg ? fs.readFileSync(parts.cpg, 'utf8').trim().toLowerCase() : 'utf-8';
  const source = await shapefile
    .open(parts.shp, parts.dbf, { encoding: /^(utf-?8|)$/.test(encoding) ? 'utf-8' : encoding })
    .catch((error: Error) => {
      throw unreadable(`Not a readable Shapefile: ${error.message}`);
    });
  return { srid: prj === undefined ? undefined : sridOfPrj(prj), features: read(source) };
}

async function* read(source: shapefile.Source<GeoJSON.Feature>): AsyncGenerator<RohFeature> {
  for (;;) {
    const next = await source.read().catch((error: Error) => {
      throw unreadable(`Not a readable Shapefile: ${error.message}`);
    });
    if (next.done) return;
    yield { geometry: next.value.geometry, properties: next.value.properties };
  }
}

async function unzipParts(zipFile: string, dir: string): Promise<Partial<Record<Part, string>>> {
  const zip = await yauzl.openPromise(zipFile, { lazyEntries: true }).catch((error: Error) => {
    throw unreadable(`Not a readable ZIP archive: ${error.message}`);
  });
  const parts: Partial<Record<Part, string>> = {};
  let unpacked = 0;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const name = entry.fileName;
      const ext = path.extname(name).slice(1).toLowerCase() as Part;
      if (name.endsWith('/') || name.includes('__MACOSX') || !PARTS.includes(ext)) continue;
      if (parts[ext]) throw unreadable('The archive holds more than one Shapefile; import one layer per file');
      unpacked += entry.uncompressedSize;
      if (unpacked > 4 * THEMENLAYER_MAX_BYTES) throw unreadable('The archive unpacks to more than allowed');
      const target = path.join(dir, `layer.${ext}`);
      await pipeline(await zip.openReadStreamPromise(entry), fs.createWriteStream(target));
      parts[ext] = target;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(`Not a readable ZIP archive: ${(error as Error).message}`);
  } finally {
    if (zip.isOpen) zip.close();
  }
  return parts;
}

/** The archive's next entry, or undefined at its end (yauzl's lazy reading as a promise). */
function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | undefined> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(undefined);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

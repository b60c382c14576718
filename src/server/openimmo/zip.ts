import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  OPENIMMO_MAX_BYTES,
  OPENIMMO_MAX_RATIO,
  OPENIMMO_MAX_UNPACKED_BYTES,
  OPENIMMO_MAX_ZIP_ENTRIES,
} from '../../shared/domain/openimmo';
import { FeedError } from './feed-error';

/**
 * An uploaded feed on disk as the service reads it: the XML, and for a ZIP its other entries unpacked into
 * the import's work directory (by their path in the ZIP). A ZIP is read entry by entry (yauzl) and refused
 * as a whole when it is hostile: a name that leaves the archive (`../`, absolute, backslashes), more entries
 * than OPENIMMO_MAX_ZIP_ENTRIES, an entry unpacking to more than OPENIMMO_MAX_RATIO times its packed size
 * or all of them to more than OPENIMMO_MAX_UNPACKED_BYTES (counted while unpacking, not trusted from the
 * headers), or more than one XML.
 */
export interface FeedFiles {
  xml: string;
  /** The attachments of a ZIP: normalised path → file in the work directory. */
  dateien: Map<string, string>;
}

/** Below this an entry may pack as well as it likes (a small uniform image). */
const RATIO_FROM_BYTES = 1024 * 1024;

const isZip = (head: Buffer) => head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);

/** Reads the uploaded file: a ZIP is unpacked into `workDir`, anything else is taken as the XML. */
export async function readFeedFiles(file: string, workDir: string): Promise<FeedFiles> {
  const handle = await fs.open(file);
  const head = Buffer.alloc(4);
  try {
    await handle.read(head, 0, 4, 0);
  } finally {
    await handle.close();
  }
  if (!isZip(head)) return { xml: decodeXml(await fs.readFile(file)), dateien: new Map() };
  return unzip(file, workDir);
}

/** The XML's text (UTF-8, a byte order mark dropped). */
const decodeXml = (bytes: Buffer) => bytes.toString('utf8').replace(/^\uFEFF/, '');

/** A path of the ZIP or of an `anhang`'s `pfad` as both are compared: forward slashes, no './'. */
export const normalisePfad = (name: string) => path.posix.normalize(name.replaceAll('\\', '/')).replace(/^(\.\/)+/, '');

/** A name that would leave the work directory (or is no plain relative path). */
function leaves(name: string): boolean {
  const normal = path.posix.normalize(name);
  return name.includes('\\') || path.posix.isAbsolute(name) || /^[a-z]:/i.test(name) || normal.startsWith('..');
}

async function unzip(file: string, workDir: string): Promise<FeedFiles> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: true, validateEntrySizes: true });
  } catch (error) {
    throw new FeedError(`Not a readable ZIP file: ${(error as Error).message}`);
  }
  const dateien = new Map<string, string>();
  const xmls: string[] = [];
  let entries = 0;
  let unpacked = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (error: Error) => reject(new FeedError(`Not a readable ZIP file: ${error.message}`)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        readEntry(entry).then(
          () => zip.readEntry(),
          (error: unknown) => reject(error),
        );
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }

  async function readEntry(entry: Entry) {
    entries += 1;
    if (entries > OPENIMMO_MAX_ZIP_ENTRIES) {
      throw new FeedError(`The ZIP has more than ${OPENIMMO_MAX_ZIP_ENTRIES} entries`);
    }
    if (leaves(entry.fileName)) throw new FeedError(`A ZIP entry's path leaves the archive: ${entry.fileName}`);
    if (entry.fileName.endsWith('/')) return;
    const target = path.join(workDir, `eintrag-${entries}`);
    let bytes = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        unpacked += chunk.length;
        if (unpacked > OPENIMMO_MAX_UNPACKED_BYTES) {
          done(new FeedError(`The ZIP unpacks to more than ${OPENIMMO_MAX_UNPACKED_BYTES} bytes`));
        } else if (bytes > RATIO_FROM_BYTES && bytes > entry.compressedSize * OPENIMMO_MAX_RATIO) {
          done(new FeedError(`${entry.fileName} unpacks to more than ${OPENIMMO_MAX_RATIO} times its size`));
        } else if (bytes > OPENIMMO_MAX_BYTES) {
          done(new FeedError(`${entry.fileName} is larger than ${OPENIMMO_MAX_BYTES} bytes`));
        } else {
          done(null, chunk);
        }
      },
    });
    try {
      await pipeline(await zip.openReadStreamPromise(entry), limit, createWriteStream(target));
    } catch (error) {
      if (error instanceof FeedError) throw error;
      throw new FeedError(`Not a readable ZIP file: ${(error as Error).message}`);
    }
    const name = normalisePfad(entry.fileName);
    if (name.toLowerCase().endsWith('.xml')) xmls.push(target);
    else dateien.set(name, target);
  }

  if (xmls.length !== 1) throw new FeedError(`The ZIP must hold exactly one XML file, not ${xmls.length}`);
  return { xml: decodeXml(await fs.readFile(xmls[0] as string)), dateien };
}

/**
 * The unpacked file an `anhang`'s `pfad` names: by its full path, else by its file name when exactly one
 * entry has it (exports differ in whether the path starts at the ZIP's root). Undefined when missing.
 */
export function findDatei(dateien: Map<string, string>, pfad: string): string | undefined {
  const name = normalisePfad(pfad);
  const exact = dateien.get(name);
  if (exact) return exact;
  const base = path.posix.basename(name).toLowerCase();
  const matches = [...dateien].filter(([p]) => path.posix.basename(p).toLowerCase() === base);
  return matches.length === 1 ? matches[0]?.[1] : undefined;
}

import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { AppError } from '../plugins/errors';
import type { S3Settings } from './s3';

/**
 * Where uploaded files live, by key: spec 7's paths `bilder/{size}/{file}` and `dokumente/{file}`, and the
 * exposé's copies `bilder/expose/{file}.jpg` and `bilder/expose/klein/{file}.jpg`. The same keys name a file
 * under DATA_DIR (disk.ts) and an object in a bucket (s3.ts), so `storage:copy` moves them one to one.
 */
export interface FileStore {
  /** How to open the same store elsewhere (the exposé's worker threads): plain data. */
  readonly spec: StoreSpec;
  /**
   * Writes files that a row will name. They are final once `commit` has run (on disk they are written under
   * temporary names and renamed; in a bucket written under their keys at once, since the names are new);
   * `rollback` removes them, written or final.
   */
  stage(entries: StoreEntry[]): Promise<Staged>;
  /**
   * Copies files to new keys as `stage` writes them. Null when a source that is not `optional` is missing
   * (nothing is copied then); a missing optional source is left out.
   */
  stageCopy(pairs: { from: string; to: string; optional?: boolean }[]): Promise<Staged | null>;
  /** A file's bytes; null when it is not stored. */
  read(key: string): Promise<Buffer | null>;
  /** A file as a stream with its length, for a download; null when it is not stored. */
  open(key: string): Promise<{ body: Readable; length: number | undefined } | null>;
  /**
   * Removes files (missing ones are no error). Runs after the row naming them is gone, or to take back an
   * upload: a bucket that cannot be reached leaves the objects behind (unreferenced, as after a crash) and
   * says so in the log rather than failing the request.
   */
  remove(keys: string[]): Promise<void>;
  /** Every stored key, for `storage:copy`. */
  keys(): AsyncIterable<string>;
  /** Throws StorageUnavailable with a short reason when the store cannot be written or read. */
  check(): Promise<void>;
  /** Where browsers fetch a key directly (the bucket's public address); null: the portal serves it. */
  publicUrl(key: string): string | null;
}

/** One file to store: its key, bytes and media type. */
export interface StoreEntry {
  key: string;
  data: Buffer;
  contentType: string;
}

/** Files written for a row: made final before the row is committed, taken back when it is not. */
export interface Staged {
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

/** The folders (disk) and key prefixes (bucket) the store holds. */
export const STORE_PREFIXES = ['bilder', 'dokumente'] as const;

/** The store cannot be reached or refused a write: uploads answer 503 storageUnavailable. */
export class StorageUnavailable extends AppError {
  constructor(readonly reason: string) {
    super('storageUnavailable', `The file storage cannot be reached (${reason})`);
  }
}

/** Where a store reports the files it could not remove (the app's logger). */
export interface StoreLog {
  warn(details: object, message: string): void;
}

/** Outside the app (storage:copy, the exposé's threads): warnings go to stderr. */
export const stderrLog: StoreLog = { warn: (details, message) => console.warn(message, details) };

/** Which store, as plain data a worker thread can be sent. */
export type StoreSpec = { kind: 'disk'; dataDir: string } | { kind: 's3'; s3: S3Settings };

/** The configured store's spec: DATA_DIR on disk, or the S3 bucket (STORAGE=s3). */
export async function storeSpecOf(config: Config): Promise<StoreSpec> {
  if (config.STORAGE !== 's3') return { kind: 'disk', dataDir: config.dataDir };
  const { s3SettingsOf } = await import('./s3');
  return { kind: 's3', s3: s3SettingsOf(config) };
}

/** Opens a store; the S3 client is loaded only for a bucket. */
export async function openStore(spec: StoreSpec, log: StoreLog = stderrLog): Promise<FileStore> {
  if (spec.kind === 's3') {
    const { createS3Store } = await import('./s3');
    return createS3Store(spec.s3, log);
  }
  const { createDiskStore } = await import('./disk');
  return createDiskStore(spec.dataDir);
}

/** The configured store (STORAGE). */
export const createStore = async (config: Config, log?: StoreLog) => openStore(await storeSpecOf(config), log);

import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { type FileStore, STORE_PREFIXES, StorageUnavailable, type StoreLog } from './store';

/** What the S3 store needs of the configuration (config.ts: STORAGE=s3 requires bucket and public URL). */
export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  publicUrl: string;
  pathStyle: boolean;
}

/** The S3 settings of a configuration; throws when the bucket or its public URL is not set. */
export function s3SettingsOf(config: Config): S3Settings {
  if (!config.S3_BUCKET || !config.S3_PUBLIC_URL) throw new Error('S3_BUCKET and S3_PUBLIC_URL must be set');
  return {
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
    publicUrl: config.S3_PUBLIC_URL.replace(/\/$/, ''),
    pathStyle: config.S3_PATH_STYLE ? config.S3_PATH_STYLE === 'true' : Boolean(config.S3_ENDPOINT),
  };
}

/**
 * The store's answer that an object (GetObject, CopyObject's source) or the bucket (HeadBucket, no body) is
 * not there. A missing bucket on any other request (NoSuchBucket) counts as unavailable, never as a missing file.
 */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Any other failure: the store is down, unreachable, refuses the credentials or the bucket is gone. */
const unavailable = (error: unknown) =>
  error instanceof StorageUnavailable
    ? error
    : new StorageUnavailable(
        `s3: ${error instanceof S3ServiceException ? `${error.name} ${error.$metadata.httpStatusCode ?? ''}`.trim() : ((error as NodeJS.ErrnoException).code ?? String(error))}`,
      );

/**
 * Files as objects of an S3-compatible bucket (MinIO, Ceph RGW, AWS S3, Hetzner or Exoscale object storage)
 * under the same keys as on disk. Uploads are written under their final keys: the names are new UUIDs no row
 * names yet, and a PUT stores an object whole or not at all; `rollback` deletes them. Browsers fetch images
 * from the bucket's public URL (S3_PUBLIC_URL + key); the portal streams documents itself.
 */
export function createS3Store(settings: S3Settings, log: StoreLog): FileStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.pathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // An unreachable store answers an upload with 503 within seconds rather than holding it for minutes.
    maxAttempts: 2,
    // Checksums only where the API demands them: stores other than AWS (older MinIO, Ceph RGW) refuse the
    // SDK's default CRC32 headers on some requests.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;

  /** Runs a request; a missing object is `missing`, any other failure StorageUnavailable. */
  async function send<T, M>(request: () => Promise<T>, missing: M): Promise<T | M> {
    try {
      return await request();
    } catch (error) {
      if (isMissing(error)) return missing;
      throw unavailable(error);
    }
  }

  // One DeleteObject per key (a file has at most four): DeleteObjects needs a Content-MD5 header that the
  // SDK no longer sends and MinIO insists on.
  const remove = async (keys: string[]) => {
    const failed: string[] = [];
    let reason = '';
    await Promise.all(
      keys.map((Key) =>
        send(() => client.send(new DeleteObjectCommand({ Bucket, Key })), null).catch((error: StorageUnavailable) => {
          failed.push(Key);
          reason = error.reason;
        }),
      ),
    );
    if (failed.length > 0) log.warn({ keys: failed, reason }, 'file storage: objects not removed, left unreferenced');
  };

  /** The keys written so far are deleted when a later write fails, so no upload is left half stored. */
  async function writeAll(count: number, write: (i: number) => Promise<boolean>, keyOf: (i: number) => string) {
    const written: string[] = [];
    try {
      for (let i = 0; i < count; i++) if (await write(i)) written.push(keyOf(i));
    } catch (error) {
      await remove(written);
      throw error;
    }
    return { commit: async () => {}, rollback: () => remove(written) };
  }

  return {
    spec: { kind: 's3', s3: settings },

    stage: (entries) =>
      writeAll(
        entries.length,
        async (i) => {
          const { key, data, contentType } = entries[i] as (typeof entries)[number];
          await send(
            () => client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType })),
            null,
          );
          return true;
        },
        (i) => entries[i]?.key as string,
      ),

    async stageCopy(pairs) {
      let missingSource = false;
      const staged = await writeAll(
        pairs.length,
        async (i) => {
          const { from, to, optional } = pairs[i] as (typeof pairs)[number];
          const copied = await send(
            () => client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${encodeKey(from)}` })),
            null,
          );
          if (copied) return true;
          if (optional) return false;
          missingSource = true;
          throw new Error(`missing ${from}`);
        },
        (i) => pairs[i]?.to as string,
      ).catch((error) => {
        if (missingSource) return null;
        throw error;
      });
      return staged;
    },

    async read(key) {
      const object = await send(() => client.send(new GetObjectCommand({ Bucket, Key: key })), null);
      if (!object?.Body) return null;
      return send(async () => Buffer.from((await object.Body?.transformToByteArray()) as Uint8Array), null);
    },

    async open(key) {
      const object = await send(() => client.send(new GetObjectCommand({ Bucket, Key: key })), null);
      if (!object?.Body) return null;
      return { body: object.Body as Readable, length: object.ContentLength };
    },

    remove,

    async *keys() {
      for (const prefix of STORE_PREFIXES) {
        let ContinuationToken: string | undefined;
        do {
          const page = await send(
            () => client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken })),
            null,
          );
          for (const object of page?.Contents ?? []) if (object.Key) yield object.Key;
          ContinuationToken = page?.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      }
    },

    async check() {
      // A missing bucket answers 404: unavailable too, uploads could not be stored.
      const found = await send(() => client.send(new HeadBucketCommand({ Bucket })), null);
      if (!found) throw new StorageUnavailable(`s3: bucket ${Bucket} not found`);
    },

    publicUrl: (key) => `${settings.publicUrl}/${encodeKey(key)}`,
  };
}

/** A key in a URL: each path segment encoded, the slashes kept. */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

import { contentTypeOf } from '../bilder/storage';
import type { Config } from '../config';
import { inParallel } from '../lib/parallel';
import { createDiskStore } from './disk';
import { createS3Store, s3SettingsOf } from './s3';
import { type FileStore, type StoreLog, stderrLog } from './store';

/** What a copy did: files written to the target, files it already had. */
export interface CopyCounts {
  copied: number;
  present: number;
}

/** Files copied at once: a bucket answers each request in a few milliseconds, mostly waiting. */
const COPY_PARALLEL = 8;

/**
 * Copies every stored file of `from` that `to` does not have yet, under the same key (`storage:copy`).
 * Idempotent: a second run copies nothing, since stored files never change under their names. Each file is
 * whole before it counts (on disk written through a temporary name, in a bucket by one PUT).
 */
export async function copyStore(from: FileStore, to: FileStore): Promise<CopyCounts> {
  const present = new Set<string>();
  for await (const key of to.keys()) present.add(key);
  const counts: CopyCounts = { copied: 0, present: 0 };
  const missing: string[] = [];
  for await (const key of from.keys()) {
    if (present.has(key)) counts.present += 1;
    else missing.push(key);
  }
  await inParallel(missing, COPY_PARALLEL, async (key) => {
    const data = await from.read(key);
    // Removed since it was listed: nothing to copy.
    if (!data) return;
    await (await to.stage([{ key, data, contentType: contentTypeOf(key) }])).commit();
    counts.copied += 1;
  });
  return counts;
}

/** Both stores of a configuration, for `storage:copy`: DATA_DIR and the S3 bucket (whatever STORAGE says). */
export function storesOf(config: Config, log: StoreLog = stderrLog): { disk: FileStore; s3: FileStore } {
  return { disk: createDiskStore(config.dataDir), s3: createS3Store(s3SettingsOf(config), log) };
}

import { contentTypeOf } from '../bilder/storage';
import type { Config } from '../config';
import { createDiskStore } from './disk';
import { createS3Store, s3SettingsOf } from './s3';
import type { FileStore } from './store';

/** What a copy did: files written to the target, files it already had. */
export interface CopyCounts {
  copied: number;
  present: number;
}

/**
 * Copies every stored file of `from` that `to` does not have yet, under the same key (`storage:copy`).
 * Idempotent: a second run copies nothing, since stored files never change under their names. Files are
 * copied one at a time, each whole before it counts (on disk through a temporary name).
 */
export async function copyStore(from: FileStore, to: FileStore): Promise<CopyCounts> {
  const present = new Set<string>();
  for await (const key of to.keys()) present.add(key);
  const counts: CopyCounts = { copied: 0, present: 0 };
  for await (const key of from.keys()) {
    if (present.has(key)) {
      counts.present += 1;
      continue;
    }
    const data = await from.read(key);
    // Removed since it was listed: nothing to copy.
    if (!data) continue;
    const staged = await to.stage([{ key, data, contentType: contentTypeOf(key) }]);
    await staged.commit();
    counts.copied += 1;
  }
  return counts;
}

/** Both stores of a configuration, for `storage:copy`: DATA_DIR and the S3 bucket (whatever STORAGE says). */
export function storesOf(config: Config): { disk: FileStore; s3: FileStore } {
  return { disk: createDiskStore(config.dataDir), s3: createS3Store(s3SettingsOf(config)) };
}

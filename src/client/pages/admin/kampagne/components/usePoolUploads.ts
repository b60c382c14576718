import type { PoolAnswer, PoolName } from '../../../../data/admin-kampagnen';
import { uploadPoolFile } from '../../../../data/admin-kampagnen';
import { useUploadQueue } from '../../../../hooks/useUploadQueue';
import { IMAGE_TYPES, precheckFile } from '../../../../lib/upload';

/** What each pool accepts (the server checks the content again). */
export const POOL_TYPES: Record<PoolName, readonly string[]> = {
  poolbilder: IMAGE_TYPES,
  poolpdf: ['application/pdf'],
};

/** The upload queue of one pool: `onDone` gets the pool after each success. */
export function usePoolUploads(id: number, pool: PoolName, onDone: (answer: PoolAnswer) => void) {
  return useUploadQueue({
    start: (file, onProgress) => uploadPoolFile(id, pool, file, onProgress),
    onDone,
    precheck: (file) => precheckFile(file, POOL_TYPES[pool]),
  });
}

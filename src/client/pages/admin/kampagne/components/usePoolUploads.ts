import type { PoolAnswer, PoolName } from '../../../../data/admin-kampagnen';
import { uploadPoolFile } from '../../../../data/admin-kampagnen';
import { useUploadQueue } from '../../../../hooks/useUploadQueue';
import { precheckFile } from '../../../../lib/upload';

/** The upload queue of one pool: `onDone` gets the pool after each success. */
export function usePoolUploads(id: number, pool: PoolName, onDone: (answer: PoolAnswer) => void) {
  return useUploadQueue({
    start: (file, onProgress) => uploadPoolFile(id, pool, file, onProgress),
    onDone,
    precheck: (file) => precheckFile(file, pool),
  });
}

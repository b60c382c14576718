import { z } from 'zod';
import type { Db, Tx as DbTx } from '../db/client';
import { jobWriter, type Tx, txExecutor } from '../jobs/boss';
import { QUEUES } from '../jobs/queue';
import { recomputeStandortcheck } from './standortcheck-queries';

const jobData = z.object({ layerId: z.number().int() });

/**
 * Asks for the site check of every property against a layer, in the transaction that made the layer's new
 * import current: the queue runs it after the commit (and again after a crash), off the import's request.
 */
export async function requestStandortcheck(tx: Tx, layerId: number): Promise<void> {
  await jobWriter.send(QUEUES.standortcheck, { layerId }, { db: txExecutor(tx) });
}

/** The queue's handler: recomputes the pairs of one layer in one transaction. */
export function standortcheckJob(db: Db) {
  return async (data: unknown) => {
    const { layerId } = jobData.parse(data);
    await db.transaction((tx) => recomputeStandortcheck(tx, { layerId }));
  };
}

/**
 * Recomputes a property's site check in the transaction that wrote its row, when the write set its location
 * or plot outline (a new row always has them set or null): the check never describes an old geometry.
 */
export async function checkAfterGeometryWrite(
  tx: DbTx,
  id: string,
  set: { standort?: unknown; polygon?: unknown },
): Promise<void> {
  if ('standort' in set || 'polygon' in set) await recomputeStandortcheck(tx, { objektIds: [id] });
}

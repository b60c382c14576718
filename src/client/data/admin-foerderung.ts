import type { QueryClient } from '@tanstack/react-query';
import type { FmMatrixInput } from '../../shared/schemas/admin-foerderung';
import { type FmMatrix, fmMatrixSchema } from '../../shared/schemas/content';
import { adminEntity } from './admin-entity';
import { fmMatrixQuery } from './queries';

/**
 * The funding programmes as the administrators see them (not the once-per-visit public cache); the
 * server sanitises descriptions and checks codes and bounds.
 */
const fmMatrix = adminEntity<FmMatrix, FmMatrixInput>('fm_matrix', fmMatrixSchema);

/** Every funding programme as the administrators see it. */
export const adminFmMatrixListQuery = fmMatrix.listQuery;
/** One funding programme for the editor. */
export const adminFmMatrixQuery = fmMatrix.detailQuery;
/** The funding matrix editor's calls. */
export const fmMatrixAdminApi = fmMatrix.api;

/**
 * After a change: the admin list and the public Förderkompass data (cached for the whole visit,
 * spec 7) are refetched. `saved` primes the editor's own query.
 */
export async function afterFmMatrixChange(queryClient: QueryClient, saved?: FmMatrix): Promise<void> {
  if (saved) queryClient.setQueryData(adminFmMatrixQuery(saved.id).queryKey, saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminFmMatrixListQuery.queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: fmMatrixQuery.queryKey }),
  ]);
}

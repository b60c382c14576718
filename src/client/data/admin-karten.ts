import type { QueryClient } from '@tanstack/react-query';
import { type Karte, type KarteInput, karteSchema } from '../../shared/schemas/reference';
import { adminEntity } from './admin-entity';

/** The map layers; the server checks stylejson with the shared layer rule. */
const karten = adminEntity<Karte, KarteInput>('karten', karteSchema);

/** Every map layer, including those for administrators, in panel order. */
export const adminKartenQuery = karten.listQuery;
/** The map layer editor's calls. */
export const kartenAdminApi = karten.api;

/**
 * After a change: the admin list and the maps' layer lists (GET /api/karte, keys ['karte', …]) are
 * refetched — also when no map is on screen — so the next map shows the change.
 */
export async function afterKarteChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKartenQuery.queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: ['karte'], refetchType: 'all' }),
  ]);
}

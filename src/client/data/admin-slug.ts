import type { QueryClient } from '@tanstack/react-query';
import { type Slug, type SlugInput, slugSchema } from '../../shared/schemas/content';
import { adminEntity } from './admin-entity';
import { slugsQuery } from './queries';

/** The URL-management entries; the server checks uniqueness (409 slugTaken) and the target. */
const slugs = adminEntity<Slug, SlugInput>('slug', slugSchema);

/** Every URL-management entry as the administrators see it (not the once-per-visit public cache). */
export const adminSlugsQuery = slugs.listQuery;
/** The URL management's calls. */
export const slugAdminApi = slugs.api;

/**
 * After a change: the admin list and the public shortcut list are refetched. The router reads the
 * shortcuts with ensureQueryData, which would keep serving a merely invalidated cache; refetching it
 * even while no component watches it makes a new shortcut work at once.
 */
export async function afterSlugChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminSlugsQuery.queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: slugsQuery.queryKey, exact: true, refetchType: 'all' }),
  ]);
}

import type { QueryClient } from '@tanstack/react-query';
import type { GlossarInput } from '../../shared/schemas/admin-glossar';
import { type Glossar, glossarSchema } from '../../shared/schemas/content';
import { adminEntity } from './admin-entity';
import { glossarQuery } from './queries';

/**
 * The glossary as the administrators see it (not the once-per-visit public cache); the server
 * sanitises descriptions and checks the 'see also' ids.
 */
const glossar = adminEntity<Glossar, GlossarInput>('glossar', glossarSchema);

/** Every glossary entry as the administrators see it. */
export const adminGlossarListQuery = glossar.listQuery;
/** One glossary entry for the editor. */
export const adminGlossarQuery = glossar.detailQuery;
/** The glossary editor's calls. */
export const glossarAdminApi = glossar.api;

/**
 * After a change: the admin list and the public glossary (cached for the whole visit, spec 7) are
 * refetched, so the public pages show the change at once. `saved` primes the editor's own query.
 */
export async function afterGlossarChange(queryClient: QueryClient, saved?: Glossar): Promise<void> {
  if (saved) queryClient.setQueryData(adminGlossarQuery(saved.id).queryKey, saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminGlossarListQuery.queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: glossarQuery.queryKey }),
  ]);
}

import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../shared/domain/routes';
import { standortFoerderungenSchema } from '../../shared/schemas/foerderung-standort';
import { api } from './client';

// Apart from data/objekt.ts, which the first page load brings: only the detail page's funding block reads it.

/**
 * GET /api/objekt/{id}/foerderungen: the programmes of the property's district, ranked for the logged-in
 * user's company profile (the key starts with 'objekt', so it is asked again after login and logout).
 */
export const standortFoerderungenQuery = (id: string, lang: Lang) =>
  queryOptions({
    queryKey: ['objekt', 'foerderungen', id, lang],
    queryFn: () => api.get(`/objekt/${id}/foerderungen?lang=${lang}`, standortFoerderungenSchema),
    staleTime: 60_000,
    retry: false,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryString } from '../../../shared/domain/query';
import type { Lang } from '../../../shared/domain/routes';
import { objektSuchergebnisSchema } from '../../../shared/schemas/suche';
import { api } from '../../data/client';

/**
 * GET /api/objekt/suchergebnis: one page of every property the search finds for the caller, and how many.
 * An administrator's search uses their filter's statuses (data/search.ts suchStatus), as the search box's.
 * The key starts with 'objekt', so login, logout and writes reload it; the last page stays while the
 * next one loads.
 */
export const objektSuchergebnisQuery = (q: string, lang: Lang, seite: number, status?: readonly number[]) =>
  queryOptions({
    queryKey: ['objekt', 'suchergebnis', lang, q, seite, status?.join(',') ?? null],
    queryFn: () => {
      const params = new URLSearchParams({ q, lang, seite: String(seite) });
      if (status) params.set('status', status.join(','));
      return api.get(`/objekt/suchergebnis?${queryString(params)}`, objektSuchergebnisSchema);
    },
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

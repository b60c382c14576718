import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { encodeQuery } from '../../../shared/domain/query';
import type { Lang } from '../../../shared/domain/routes';
import { OBJEKT_SUCHERGEBNIS_QUERY, objektSuchergebnisSchema } from '../../../shared/schemas/suche';
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
    queryFn: () =>
      api.get(
        `/objekt/suchergebnis?${encodeQuery(OBJEKT_SUCHERGEBNIS_QUERY, { q, lang, seite, status })}`,
        objektSuchergebnisSchema,
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

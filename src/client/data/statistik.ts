import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { encodeQuery } from '../../shared/domain/query';
import type { Lang } from '../../shared/domain/routes';
import { objektStatistikAntwortSchema } from '../../shared/schemas/objekt-statistik';
import {
  STATISTIK_CSV_QUERY,
  STATISTIK_LOG_QUERY,
  type StatistikFilter,
  type StatistikLogQuery,
  statistikLogPageSchema,
  statistikUebersichtSchema,
} from '../../shared/schemas/statistik';
import { API_BASE } from '../config';
import { api } from './client';

/** GET /api/statistik/panel: the public aggregates (no login). */
export const statistikPanelQuery = queryOptions({
  queryKey: ['statistik', 'panel'],
  queryFn: () => api.get('/statistik/panel', statistikUebersichtSchema),
  staleTime: 5 * 60_000,
});

/** GET /api/admin/statistik: the same charts over every action, for administrators. */
export const adminStatistikQuery = queryOptions({
  queryKey: ['admin', 'statistik', 'uebersicht'],
  queryFn: () => api.get('/admin/statistik', statistikUebersichtSchema),
});

/** GET /api/admin/statistik/log: one page of the filtered entries; the last page stays shown while the next loads. */
export const adminStatistikLogQuery = (state: StatistikLogQuery) =>
  queryOptions({
    queryKey: ['admin', 'statistik', 'log', state],
    queryFn: () => api.get(`/admin/statistik/log?${encodeQuery(STATISTIK_LOG_QUERY, state)}`, statistikLogPageSchema),
    placeholderData: keepPreviousData,
  });

/** The address of the CSV export of a filter; the browser downloads it (Content-Disposition: attachment). */
export const statistikCsvUrl = (filter: StatistikFilter, lang: Lang) =>
  `${API_BASE}/admin/statistik/log.csv?${encodeQuery(STATISTIK_CSV_QUERY, { ...filter, lang })}`;

/** GET /api/objekt/statistik: the figures of the own listings (Meine Immobilien; every card reads the one answer). */
export const eigeneStatistikQuery = queryOptions({
  queryKey: ['objekt', 'statistik', 'eigene'],
  queryFn: () => api.get('/objekt/statistik', objektStatistikAntwortSchema),
  staleTime: 60_000,
});

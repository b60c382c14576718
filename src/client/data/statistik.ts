import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../shared/domain/routes';
import {
  type StatistikFilter,
  statistikLogPageSchema,
  statistikUebersichtSchema,
} from '../../shared/schemas/statistik';
import { API_BASE } from '../config';
import { api } from './client';

/** The admin table's state: the filter of the CSV export plus the page shown. */
export interface StatistikTableState extends StatistikFilter {
  page: number;
  pageSize: number;
}

/** The query string of a filter (and page), leaving out what is not set. */
export function statistikSearch(filter: StatistikFilter & Partial<Pick<StatistikTableState, 'page' | 'pageSize'>>) {
  const params = new URLSearchParams();
  if (filter.action?.length) params.set('action', filter.action.join(','));
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.q) params.set('q', filter.q);
  if (filter.objektnummer) params.set('objektnummer', filter.objektnummer);
  if (filter.user) params.set('user', filter.user);
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize) params.set('pageSize', String(filter.pageSize));
  return params.toString();
}

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
export const adminStatistikLogQuery = (state: StatistikTableState) =>
  queryOptions({
    queryKey: ['admin', 'statistik', 'log', state],
    queryFn: () => api.get(`/admin/statistik/log?${statistikSearch(state)}`, statistikLogPageSchema),
    placeholderData: keepPreviousData,
  });

/** The address of the CSV export of a filter; the browser downloads it (Content-Disposition: attachment). */
export const statistikCsvUrl = (filter: StatistikFilter, lang: Lang) => {
  const { action, from, to, q, objektnummer, user } = filter;
  const search = new URLSearchParams(statistikSearch({ action, from, to, q, objektnummer, user }));
  search.set('lang', lang);
  return `${API_BASE}/admin/statistik/log.csv?${search}`;
};

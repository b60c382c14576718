import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../shared/domain/routes';
import type { TextlogBody } from '../../shared/schemas/suche';
import { api, shellSchema } from './client';

/** GET /api/ort/suche for the search box; results of a term are reused for five minutes. */
export const ortsucheQuery = (q: string, lang: Lang, limit: number) =>
  queryOptions({
    queryKey: ['ort', 'suche', lang, limit, q],
    queryFn: () =>
      api.get(
        `/ort/suche?${new URLSearchParams({ q, lang, limit: String(limit) })}`,
        shellSchema((s) => s.ortsuche),
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** POST /api/textlog (spec 7); failures are not the visitor's concern and are dropped. */
export function postTextlog(body: TextlogBody): void {
  api.post('/textlog', body).catch(() => undefined);
}

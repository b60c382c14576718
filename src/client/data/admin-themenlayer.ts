import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type ThemenlayerImportQuery,
  themenlayerImportReportSchema,
  themenlayerSchema,
} from '../../shared/schemas/themenlayer';
import { uploadFile } from '../lib/upload';
import { api } from './client';

/**
 * The thematic layers of the site check (issue #27): the administrators' list, the import of a layer file
 * (new layer or new content of one) with its progress, and the deletion. The server checks the file.
 */

const BASE = '/admin/themenlayer';

/** GET /api/admin/themenlayer: every imported layer with its number of areas, by kind and name. */
export const themenlayerQuery = queryOptions({
  queryKey: ['admin', 'themenlayer'],
  queryFn: () => api.get(BASE, z.array(themenlayerSchema)),
});

/** What the import answers: the counts of the file and the layer as it now is. */
export type ThemenlayerBericht = z.infer<typeof themenlayerImportReportSchema>;

/** The query string of an import: the values the schema has; absent optional ones are left out. */
export function importQueryString(query: ThemenlayerImportQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

export interface LayerUpload {
  file: File;
  query: ThemenlayerImportQuery;
  /** The layer whose areas the file replaces; null imports a new layer. */
  layerId: number | null;
  /** 0…1 while the bytes go out; then the server imports. */
  onProgress: (fraction: number) => void;
}

/**
 * After a layer changed: the list reloads, and the properties' site checks shown so far are stale (the
 * server recomputes them after an import; a deletion takes the layer's rows with it).
 */
async function afterLayerChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: themenlayerQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['objekt', 'standortcheck'] }),
  ]);
}

/**
 * POST /api/admin/themenlayer (new layer, 201) or /api/admin/themenlayer/{id}/import (replacement, 200),
 * multipart field `file`: the import's report.
 */
export function useImportThemenlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, query, layerId, onProgress }: LayerUpload) =>
      uploadFile(
        `${layerId === null ? BASE : `${BASE}/${layerId}/import`}?${importQueryString(query)}`,
        file,
        onProgress,
        (body) => {
          const parsed = themenlayerImportReportSchema.safeParse(body);
          return parsed.success ? parsed.data : null;
        },
      ).promise,
    onSuccess: () => afterLayerChange(queryClient),
  });
}

/** DELETE /api/admin/themenlayer/{id} (204): the layer with its areas and the properties' check against it. */
export const removeThemenlayer = (id: number) => api.delete(`${BASE}/${id}`);

/** What useDeleteDialog refetches after a deletion. */
export const afterThemenlayerDelete = afterLayerChange;

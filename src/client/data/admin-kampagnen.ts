import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type KampagneInput, poolbilderAnswerSchema, poolpdfAnswerSchema } from '../../shared/schemas/admin-kampagne';
import { type Kampagne, kampagneSchema } from '../../shared/schemas/content';
import { type UploadHandle, uploadFile } from '../lib/upload';
import { ApiError, api } from './client';
import { kampagnenQuery } from './queries';

/** The campaign administration's calls (/api/admin/kampagnen…) and their TanStack Query keys. */

const BASE = '/admin/kampagnen';

export const adminKampagnenQuery = queryOptions({
  queryKey: ['admin', 'kampagnen'],
  queryFn: () => api.get(BASE, kampagneSchema.array()),
});

export const adminKampagneQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'kampagnen', id],
    queryFn: () => api.get(`${BASE}/${id}`, kampagneSchema),
    // The editor works on one loaded state; a background refetch must not reset the form under the user.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAdminKampagnen = () => useQuery(adminKampagnenQuery);
export const useAdminKampagne = (id: number) => useQuery({ ...adminKampagneQuery(id), enabled: id > 0 });

export type PoolName = 'poolbilder' | 'poolpdf';
const SEGMENT: Record<PoolName, string> = { poolbilder: 'bilder', poolpdf: 'pdfs' };

/** The answer of a pool change: the new file (uploads) and the whole pool afterwards. */
export interface PoolAnswer {
  file: string | null;
  files: string[];
}

const poolAnswer = (pool: PoolName, body: unknown): PoolAnswer | null => {
  if (pool === 'poolbilder') {
    const parsed = poolbilderAnswerSchema.safeParse(body);
    return parsed.success ? { file: parsed.data.file, files: parsed.data.poolbilder } : null;
  }
  const parsed = poolpdfAnswerSchema.safeParse(body);
  return parsed.success ? { file: parsed.data.file, files: parsed.data.poolpdf } : null;
};

const kampagnenApi = {
  /** Creates an empty, inactive campaign. */
  create: () => api.post(BASE, undefined, kampagneSchema),
  /** Saves every field and the linked objects. */
  save: (id: number, input: KampagneInput) => api.put(`${BASE}/${id}`, input, kampagneSchema),
  remove: (id: number) => api.delete(`${BASE}/${id}`),
  /** Discards a new campaign left untouched (the server keeps one that was saved or given a file). */
  discard: (id: number) => api.post(`${BASE}/${id}/verwerfen`, undefined, z.object({ verworfen: z.boolean() })),
  /** Deletes a file of a pool (the server clears the fields that showed it). */
  async removeFile(id: number, pool: PoolName, file: string): Promise<PoolAnswer> {
    const schema: z.ZodType = pool === 'poolbilder' ? poolbilderAnswerSchema : poolpdfAnswerSchema;
    const body = await api.delete(`${BASE}/${id}/${SEGMENT[pool]}/${encodeURIComponent(file)}`, undefined, schema);
    const answer = poolAnswer(pool, body);
    if (!answer) throw new ApiError(200, 'invalidResponse', 'unexpected answer');
    return answer;
  },
};

/** After a change of a campaign: the administrators' list and the public campaigns reload. */
const refreshKampagnenLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKampagnenQuery.queryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: kampagnenQuery.queryKey }),
  ]);

/** Saves a campaign: the answer (sanitised as stored) replaces the editor's copy; the lists reload. */
export function useSaveKampagne(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KampagneInput) => kampagnenApi.save(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKampagneQuery(id).queryKey, saved);
      void refreshKampagnenLists(queryClient);
    },
  });
}

/**
 * POST /api/admin/kampagnen: an empty, inactive campaign; the editor starts from the answer and the
 * administrators' list reloads (the public campaigns do not show it).
 */
export function useCreateKampagne() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kampagnenApi.create,
    onSuccess: (created) => {
      queryClient.setQueryData(adminKampagneQuery(created.id).queryKey, created);
      void queryClient.invalidateQueries({ queryKey: adminKampagnenQuery.queryKey, exact: true });
    },
  });
}

/** Discards a new campaign left untouched; the lists reload when the server did discard it. */
export function useDiscardKampagne() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kampagnenApi.discard,
    onSuccess: ({ verworfen }) => {
      if (verworfen) void refreshKampagnenLists(queryClient);
    },
  });
}

/** Deletes a campaign: its editor's copy leaves the cache and the lists reload. */
export function useDeleteKampagne(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => kampagnenApi.remove(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adminKampagneQuery(id).queryKey });
      void refreshKampagnenLists(queryClient);
    },
  });
}

/** A pool's files as the server answered them (after an upload or a deletion) replace the editor's copy. */
export const setPoolFiles = (queryClient: QueryClient, id: number, pool: PoolName, files: string[]) =>
  queryClient.setQueryData<Kampagne>(adminKampagneQuery(id).queryKey, (old) => (old ? { ...old, [pool]: files } : old));

/**
 * Deletes a file of a pool; the server clears the fields that showed it, and the editor's copy takes
 * the pool as it is now.
 */
export function useRemovePoolFile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pool, file }: { pool: PoolName; file: string }) => kampagnenApi.removeFile(id, pool, file),
    onSuccess: (answer, { pool }) => setPoolFiles(queryClient, id, pool, answer.files),
  });
}

/** Uploads one file into a pool with progress (0…1 to `onProgress`); answers the pool as it is now. */
export function uploadPoolFile(
  id: number,
  pool: PoolName,
  file: File,
  onProgress: (f: number) => void,
): UploadHandle<PoolAnswer> {
  return uploadFile(`${BASE}/${id}/${SEGMENT[pool]}`, file, onProgress, (body) => poolAnswer(pool, body));
}

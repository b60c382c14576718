import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { importLaufSchema } from '../../shared/domain/openimmo';
import { encodeQuery } from '../../shared/domain/query';
import { ADMIN_USER_QUERY, adminUserPageSchema } from '../../shared/schemas/admin-user';
import { importErgebnisSchema } from '../../shared/schemas/openimmo';
import { uploadFile } from '../lib/upload';
import { api } from './client';

/**
 * The OpenImmo import (issue #26): the upload of one feed with its progress, the earlier runs and, for
 * administrators, the brokers to import for. The server decides who may import for whom.
 */

/** The answer of POST /api/import/openimmo: the stored run's id and its report. */
export type ImportErgebnis = z.infer<typeof importErgebnisSchema>;

const IMPORT_PATH = '/import/openimmo';
/** The broker an administrator imports for (`?makler=`); a broker's own calls name none. */
const forMakler = (makler: number | null) => (makler === null ? '' : `?makler=${makler}`);

/** GET /api/import/openimmo: the stored runs (a broker's own; an administrator's for the chosen broker). */
export const importLaeufeQuery = (makler: number | null) =>
  queryOptions({
    queryKey: ['import-laeufe', makler],
    queryFn: () => api.get(`${IMPORT_PATH}${forMakler(makler)}`, z.array(importLaufSchema)),
  });

/** The brokers an administrator may import for (GET /api/admin/benutzer?makler=true), by name. */
export const maklerQuery = queryOptions({
  queryKey: ['admin-benutzer', 'makler'],
  queryFn: () =>
    api.get(
      `/admin/benutzer?${encodeQuery(ADMIN_USER_QUERY, { makler: true, pageSize: 100, sort: 'name', dir: 'asc' })}`,
      adminUserPageSchema,
    ),
});

export interface FeedUpload {
  file: File;
  makler: number | null;
  /** 0…1 while the bytes go out; then the server imports. */
  onProgress: (fraction: number) => void;
}

/** POST /api/import/openimmo (multipart field `file`): the report; the list of runs reloads. */
export function useImportFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, makler, onProgress }: FeedUpload) =>
      uploadFile(`${IMPORT_PATH}${forMakler(makler)}`, file, onProgress, (body) => {
        const parsed = importErgebnisSchema.safeParse(body);
        return parsed.success ? parsed.data : null;
      }).promise,
    onSuccess: (_bericht, { makler }) =>
      queryClient.invalidateQueries({ queryKey: importLaeufeQuery(makler).queryKey }),
  });
}

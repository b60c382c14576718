import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Objekt, Objektbild } from '../../shared/schemas/objekt';
import { aenderungQuery } from './aenderung';
import { objektApi, objektQuery } from './objekt';

/**
 * The files of a listing in the editor (spec 5/9): their order, a document's title, deletion and uploads
 * change the cached listing's `bilder` here, in one place.
 */

type BilderUpdate = (current: readonly Objektbild[]) => readonly Objektbild[];

const setBilder = (queryClient: QueryClient, id: string, update: BilderUpdate) =>
  queryClient.setQueryData<Objekt>(objektQuery(id).queryKey, (old) =>
    old ? { ...old, bilder: [...update(old.bilder)] } : old,
  );

/**
 * The server has changed a listing's files: the cached listing takes them, and its pending change
 * reloads (an owner's file change of a released object starts or updates one).
 */
export function bilderChanged(queryClient: QueryClient, id: string, update: BilderUpdate) {
  setBilder(queryClient, id, update);
  void queryClient.invalidateQueries({ queryKey: aenderungQuery(id).queryKey });
}

/**
 * PUT /api/objekt/{id}/bilder: the files in a new order (first image = thumbnail). The list shows the
 * order at once and goes back to the one before when the server refuses it.
 */
export function useReorderBilder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: readonly Objektbild[]) =>
      objektApi.reorderBilder(
        id,
        next.map((b) => b.msid),
      ),
    onMutate: (next) => {
      const before = queryClient.getQueryData<Objekt>(objektQuery(id).queryKey)?.bilder;
      setBilder(queryClient, id, () => next);
      return { before };
    },
    onSuccess: (saved) => bilderChanged(queryClient, id, () => saved),
    onError: (_error, _next, context) => {
      const before = context?.before;
      if (before) setBilder(queryClient, id, () => before);
    },
  });
}

/** DELETE /api/objekt/{id}/bilder/{msid}: the remaining files replace the cached ones. */
export function useDeleteBild(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (msid: string) => objektApi.deleteBild(id, msid),
    onSuccess: (rest) => bilderChanged(queryClient, id, () => rest),
  });
}

/** PATCH /api/objekt/{id}/bilder/{msid}: a document's title (null removes it); the answer replaces that file. */
export function useSetBildTitel(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ msid, titel }: { msid: string; titel: string | null }) => objektApi.setBildTitel(id, msid, titel),
    onSuccess: (saved) =>
      bilderChanged(queryClient, id, (current) => current.map((b) => (b.msid === saved.msid ? saved : b))),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type AnfrageBody, anfrageAnzahlSchema, anfrageSchema, anfrageSentSchema } from '../../shared/schemas/anfrage';
import { api } from './client';

/** A listing's enquiries, newest first (its owner and administrators). */
export const anfragenQuery = (objektId: string) =>
  queryOptions({
    queryKey: ['anfragen', objektId],
    queryFn: () => api.get(`/objekt/${objektId}/anfragen`, z.array(anfrageSchema)),
  });

/** Per own listing with enquiries: how many, and when the last came (My properties). */
export const anfrageAnzahlQuery = queryOptions({
  queryKey: ['anfragen', 'anzahl'],
  queryFn: () => api.get('/anfragen/anzahl', z.array(anfrageAnzahlSchema)),
});

/** Sends an enquiry about a listing to its contact; the lists of enquiries a viewer may hold are stale then. */
export function useSendAnfrage(objektId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnfrageBody) => api.post(`/objekt/${objektId}/anfrage`, body, anfrageSentSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['anfragen'] }),
  });
}

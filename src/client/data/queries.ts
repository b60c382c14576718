import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fmMatrixSchema, glossarSchema, kampagneSchema, slugSchema } from '../../shared/schemas/content';
import { objektAnzahlSchema, objektSchema } from '../../shared/schemas/objekt';
import { api } from './client';

/**
 * Query definitions of the data the shell needs. Spec 7: reference data, campaigns, the funding
 * matrix and URL shortcuts are loaded once and reused, so they never go stale within a visit.
 */
const once = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export const objekteQuery = queryOptions({
  queryKey: ['objekt'],
  queryFn: () => api.get('/objekt', z.array(objektSchema)),
  staleTime: 5 * 60_000,
});

/** Counts for the registration benefits (what a registered user would see). */
export const objektAnzahlQuery = queryOptions({
  queryKey: ['objekt', 'anzahl'],
  queryFn: () => api.get('/objekt/anzahl', objektAnzahlSchema),
  staleTime: 5 * 60_000,
});

export const fmMatrixQuery = queryOptions({
  queryKey: ['fm_matrix'],
  queryFn: () => api.get('/fm_matrix', z.array(fmMatrixSchema)),
  ...once,
});

export const kampagnenQuery = queryOptions({
  queryKey: ['kampagnen'],
  queryFn: () => api.get('/kampagnen', z.array(kampagneSchema)),
  ...once,
});

/** GET /api/glossar: every entry with the ids of its 'see also' entries (spec 7: loaded once). */
export const glossarQuery = queryOptions({
  queryKey: ['glossar'],
  queryFn: () => api.get('/glossar', z.array(glossarSchema)),
  ...once,
});

export const slugsQuery = queryOptions({
  queryKey: ['slug'],
  queryFn: () => api.get('/slug', z.array(slugSchema)),
  ...once,
});

export const useObjekte = () => useQuery(objekteQuery);
export const useObjektAnzahl = () => useQuery(objektAnzahlQuery);
export const useFmMatrix = () => useQuery(fmMatrixQuery);
export const useKampagnen = () => useQuery(kampagnenQuery);
export const useSlugs = () => useQuery(slugsQuery);
export const useGlossar = () => useQuery(glossarQuery);

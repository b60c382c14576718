import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, shellSchema } from './client';

/**
 * Query definitions of the data the shell needs. Spec 7: reference data, campaigns, the funding
 * matrix and URL shortcuts are loaded once and reused, so they never go stale within a visit.
 */
const once = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export const objekteQuery = queryOptions({
  queryKey: ['objekt'],
  queryFn: () =>
    api.get(
      '/objekt',
      shellSchema((s) => s.objektList),
    ),
  staleTime: 5 * 60_000,
});

/** The logged-in user's own objects in any status (My properties), not the whole list. */
export const eigeneObjekteQuery = queryOptions({
  queryKey: ['objekt', 'eigene'],
  queryFn: () =>
    api.get(
      '/objekt?eigene=true',
      shellSchema((s) => s.objektList),
    ),
});

/** Counts for the registration benefits (what a registered user would see). */
export const objektAnzahlQuery = queryOptions({
  queryKey: ['objekt', 'anzahl'],
  queryFn: () =>
    api.get(
      '/objekt/anzahl',
      shellSchema((s) => s.objektAnzahl),
    ),
  staleTime: 5 * 60_000,
});

export const fmMatrixQuery = queryOptions({
  queryKey: ['fm_matrix'],
  queryFn: () =>
    api.get(
      '/fm_matrix',
      shellSchema((s) => s.fmMatrix),
    ),
  ...once,
});

export const kampagnenQuery = queryOptions({
  queryKey: ['kampagnen'],
  queryFn: () =>
    api.get(
      '/kampagnen',
      shellSchema((s) => s.kampagnen),
    ),
  ...once,
});

/** GET /api/glossar: every entry with the ids of its 'see also' entries (spec 7: loaded once). */
export const glossarQuery = queryOptions({
  queryKey: ['glossar'],
  queryFn: () =>
    api.get(
      '/glossar',
      shellSchema((s) => s.glossar),
    ),
  ...once,
});

export const slugsQuery = queryOptions({
  queryKey: ['slug'],
  queryFn: () =>
    api.get(
      '/slug',
      shellSchema((s) => s.slugs),
    ),
  ...once,
});

/** GET /api/wartung: the public screens marked as being revised (spec 1); asked by those screens' routes. */
export const wartungQuery = queryOptions({
  queryKey: ['wartung'],
  queryFn: () =>
    api.get(
      '/wartung',
      shellSchema((s) => s.wartung),
    ),
  staleTime: 60_000,
});

export const useObjektAnzahl = () => useQuery(objektAnzahlQuery);
export const useFmMatrix = () => useQuery(fmMatrixQuery);
export const useKampagnen = () => useQuery(kampagnenQuery);
export const useSlugs = () => useQuery(slugsQuery);
export const useGlossar = () => useQuery(glossarQuery);

import { distanzInMetern, type Gebiet, type LonLat, parseGebiet } from '../../../shared/domain/gebiet';

/** The radii offered for 'within X km of a place' (km). */
export const UMKREIS_KM = [1, 2, 5, 10, 20, 50] as const;
export const UMKREIS_KM_STANDARD = 5;

/** The name of the place nearest to a position (the chip names a circle by it: the address keeps no name). */
export function naechsterOrt(
  orte: readonly { name: string; lon: number; lat: number }[],
  center: LonLat,
): string | null {
  let best: { name: string; distanz: number } | null = null;
  for (const ort of orte) {
    const distanz = distanzInMetern(center, [ort.lon, ort.lat]);
    if (best === null || distanz < best.distanz) best = { name: ort.name, distanz };
  }
  return best?.name ?? null;
}

/** What the filter summary says of an area: a circle's radius in km and nearest place, or a polygon. */
export type GebietBeschreibung = { art: 'kreis'; km: number; ort: string | null } | { art: 'polygon' };

/** The description of the filter's area text, or null without a (valid) area. */
export function gebietBeschreibung(
  text: string | null,
  orte: readonly { name: string; lon: number; lat: number }[],
): GebietBeschreibung | null {
  const gebiet: Gebiet | null = text === null ? null : parseGebiet(text);
  if (gebiet === null) return null;
  if (gebiet.art === 'polygon') return { art: 'polygon' };
  return { art: 'kreis', km: Math.round(gebiet.radius / 100) / 10, ort: naechsterOrt(orte, gebiet.center) };
}

/**
 * Thematic layers of the site check (issue #27): the kinds an administrator imports, the coordinate systems an
 * import understands and its limits. The server's import and the admin screen read them from here.
 */

/** The kinds of layer: flood zones by return period, Natura 2000 areas, zoning (with categories), other. */
export const THEMENLAYER_ARTEN = ['hq30', 'hq100', 'hq300', 'natura2000', 'widmung', 'sonstige'] as const;
export type ThemenlayerArt = (typeof THEMENLAYER_ARTEN)[number];

/**
 * The coordinate systems a layer file may be in (EPSG codes): MGI / Austria Lambert, MGI / Austria GK East,
 * Central and West, ETRS89 / Austria Lambert, WGS 84 and Web Mercator. The database reprojects to lon/lat.
 */
export const THEMENLAYER_SRIDS = [31287, 31256, 31255, 31254, 3416, 4326, 3857] as const;
export type ThemenlayerSrid = (typeof THEMENLAYER_SRIDS)[number];

/** The systems' names as the EPSG registry gives them (the same in both languages). */
export const THEMENLAYER_SRID_NAMEN: Record<ThemenlayerSrid, string> = {
  31287: 'MGI / Austria Lambert',
  31256: 'MGI / Austria GK East',
  31255: 'MGI / Austria GK Central',
  31254: 'MGI / Austria GK West',
  3416: 'ETRS89 / Austria Lambert',
  4326: 'WGS 84',
  3857: 'WGS 84 / Pseudo-Mercator',
};

/** A system as the admin screen names it: 'MGI / Austria Lambert (EPSG:31287)'; an unknown one by its code. */
export function sridLabel(srid: number): string {
  const name = (THEMENLAYER_SRID_NAMEN as Record<number, string | undefined>)[srid];
  return name ? `${name} (EPSG:${srid})` : `EPSG:${srid}`;
}

/** The largest layer file accepted (a zipped Shapefile of some 100,000 polygons stays well below). */
export const THEMENLAYER_MAX_BYTES = 500 * 1024 * 1024;

/** The site check looks this far around a property for areas it does not touch (metres). */
export const STANDORTCHECK_UMKREIS_M = 500;

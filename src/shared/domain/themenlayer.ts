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

/** The largest layer file accepted (a zipped Shapefile of some 100,000 polygons stays well below). */
export const THEMENLAYER_MAX_BYTES = 500 * 1024 * 1024;

/** The site check looks this far around a property for areas it does not touch (metres). */
export const STANDORTCHECK_UMKREIS_M = 500;

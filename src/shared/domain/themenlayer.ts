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

/**
 * The colour each kind of layer is drawn in on the map and shown in its legend (one place for both): flood
 * zones in blues that darken with frequency, Natura 2000 green, other layers violet. Zoning is coloured by
 * category (widmungFarbe); its kind colour stands for categories it does not know.
 */
export const THEMENLAYER_FARBEN: Record<ThemenlayerArt, string> = {
  hq30: '#1c3f95',
  hq100: '#1971c2',
  hq300: '#74c0fc',
  natura2000: '#2f9e44',
  widmung: '#868e96',
  sonstige: '#9c36b5',
};

/**
 * The colours of zoning categories, by the letters Lower Austria's land-use plans abbreviate them with (the
 * text in brackets, e.g. 'Bauland-Betriebsgebiet (BB)') or their name: building land in reds, browns and
 * violet, green land green, traffic grey. The legend lists them under their plan names.
 */
export const WIDMUNG_FARBEN: readonly { name: string; muster: RegExp; farbe: string }[] = [
  { name: 'Bauland-Industriegebiet (BI)', muster: /\(BI\)|industrie/i, farbe: '#862e9c' },
  { name: 'Bauland-Betriebsgebiet (BB)', muster: /\(BB\)|betrieb/i, farbe: '#c2255c' },
  { name: 'Bauland-Kerngebiet (BK)', muster: /\(BK\)|kern/i, farbe: '#e8590c' },
  { name: 'Bauland-Agrargebiet (BA)', muster: /\(BA\)|agrar/i, farbe: '#d9a441' },
  { name: 'Bauland-Wohngebiet (BW)', muster: /\(BW\)|wohn/i, farbe: '#f03e3e' },
  { name: 'Grünland (G)', muster: /\(G[^)]*\)|grünland|gruenland/i, farbe: '#37b24d' },
  { name: 'Verkehrsflächen (V)', muster: /\(V[^)]*\)|verkehr/i, farbe: '#adb5bd' },
];

/** The colour of a zoning area of `kategorie` (the zoning kind's colour for an unknown one). */
export function widmungFarbe(kategorie: string | null | undefined): string {
  for (const { muster, farbe } of WIDMUNG_FARBEN) if (kategorie && muster.test(kategorie)) return farbe;
  return THEMENLAYER_FARBEN.widmung;
}

/** Whether a layer's source says it is demo data (the seed's layers: "Demodaten …"). */
export const istDemodaten = (quelle: string) => /demodaten|demo data/i.test(quelle);

/** The zoom levels the map asks a layer's areas for (the web map's grid). */
export const THEMENLAYER_MAX_ZOOM = 22;

/** The name of the layer in a layer's vector tiles. */
export const THEMENLAYER_MVT_LAYER = 'flaechen';

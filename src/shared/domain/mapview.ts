/**
 * Map views a place result leads to (spec 2 'Search box', spec 9 'Map'): on home the location search opens
 * at zoom 11 on the place's centre; on the map page the view fits the place's extent with padding 50 and
 * at most zoom 15. Until the map page exists, `fitExtent` computes that view as a URL query; the map can
 * later call `view.fit(extent, { padding, maxZoom, duration })` with the same constants instead.
 */
import type { Extent } from './ortsuche';

/** Zoom of the location search opened from a place on home (spec 9 'home place zoom 11'). */
export const HOME_PLACE_ZOOM = 11;
/** view.fit options for a chosen place on the map page (spec 2). */
export const PLACE_FIT = { padding: 50, maxZoom: 15, duration: 250 } as const;
/** The map's smallest zoom (spec 9 'min zoom 6'). */
export const MAP_MIN_ZOOM = 6;

const EARTH_RADIUS = 6378137;
/** Metres per pixel at zoom 0 of OpenLayers' default web-mercator view (256 px world). */
const RESOLUTION_ZOOM_0 = (2 * Math.PI * EARTH_RADIUS) / 256;

const toMercator = (lon: number, lat: number): [number, number] => [
  (EARTH_RADIUS * lon * Math.PI) / 180,
  EARTH_RADIUS * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
];
const toLonLat = (x: number, y: number): [number, number] => [
  (x / EARTH_RADIUS) * (180 / Math.PI),
  (2 * Math.atan(Math.exp(y / EARTH_RADIUS)) - Math.PI / 2) * (180 / Math.PI),
];

/** A map view: zoom and centre (lon/lat). */
export interface MapView {
  zoom: number;
  center: [number, number];
}

/**
 * The view that shows `extent` (lon/lat) in a map of `size` pixels as OpenLayers' `view.fit` does: the
 * extent's centre, the largest zoom at which the extent fits inside the map minus `padding` on every side,
 * at most `maxZoom` (a point gets `maxZoom`), at least {@link MAP_MIN_ZOOM}. Zoom is cut to 2 decimals,
 * downwards, so the extent still fits.
 */
export function fitExtent(
  extent: Extent,
  size: { width: number; height: number },
  options: { padding?: number; maxZoom?: number } = {},
): MapView {
  const padding = options.padding ?? PLACE_FIT.padding;
  const maxZoom = options.maxZoom ?? PLACE_FIT.maxZoom;
  const [minX, minY] = toMercator(extent[0], extent[1]);
  const [maxX, maxY] = toMercator(extent[2], extent[3]);
  const width = Math.max(1, size.width - 2 * padding);
  const height = Math.max(1, size.height - 2 * padding);
  const resolution = Math.max((maxX - minX) / width, (maxY - minY) / height);
  const fitted = resolution > 0 ? Math.log2(RESOLUTION_ZOOM_0 / resolution) : maxZoom;
  const zoom = Math.max(MAP_MIN_ZOOM, Math.min(maxZoom, Math.floor(fitted * 100) / 100));
  return { zoom, center: toLonLat((minX + maxX) / 2, (minY + maxY) / 2) };
}

/** The location-search query of a view: `zoom=…&center=lon,lat` (6 decimals, about 0.1 m). */
export function viewQuery(view: MapView): string {
  const coordinate = (v: number) => String(Number(v.toFixed(6)));
  return `zoom=${view.zoom}&center=${coordinate(view.center[0])},${coordinate(view.center[1])}`;
}

import WKT from 'ol/format/WKT';
import type Geometry from 'ol/geom/Geometry';
import GeometryCollection from 'ol/geom/GeometryCollection';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import type { FlatStyleLike } from 'ol/style/flat';
import Icon from 'ol/style/Icon';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { parsePointWkt } from '../../../shared/domain/geo';
import { OBJEKTARTEN, STATUS } from '../../../shared/domain/objekt';
import { DATA_PROJECTION, MAP_PROJECTION } from './layers';

/**
 * Pure builders of the object layer's features and styles (spec 4 'Marker', spec 9 'Map'): one pin per
 * object coloured by type, scaled with the zoom, a star above favourites, a dot and a larger pin for the
 * hovered object, the highlighted outline of the selected object. Both renderers — WebGL for many objects,
 * Canvas where WebGL is missing — draw from the same sprite and the same numbers.
 */

/** The sprite of object pins: plot, office, commercial, grey (login needed); cells of 64 × 80 px. */
export const OBJEKT_SPRITE = '/img/icons/objekt-marker.png';
export const SPRITE_CELL: readonly [number, number] = [64, 80];
/** Spec 7: the favourite star. */
export const STAR_ICON = '/img/icons/star.png';
/** The sprite is drawn for sharp screens: at marker scale 1 a pin is 32 × 40 CSS pixels. */
const SPRITE_DENSITY = 0.5;

/** Sprite cell of the grey pin. */
export const GREY_SPRITE = 3;

/** Spec 9: the object layer's z-index; decorations (star, hover, outline) sit just above it. */
export const OBJEKT_Z_INDEX = 2;
export const DECORATION_Z_INDEX = 3;

/** Spec 4: objects drawn at 35 % opacity in the dimmed mode. */
export const DIMMED_OPACITY = 0.35;
/** Spec 9: the selected object's outline is filled with alpha 0.2, 0.1 when dimmed. */
export const HIGHLIGHT_FILL_ALPHA = 0.2;
export const HIGHLIGHT_FILL_ALPHA_DIMMED = 0.1;
/** The selected object's outline shows once the view is zoomed in this far (below this, only its pin). */
export const OUTLINE_MIN_ZOOM = 12;

/** Spec 9: marker size scales with zoom from 0.5 to 1 — from this zoom … */
export const MARKER_SCALE_FROM_ZOOM = 8;
/** … to this zoom. */
export const MARKER_SCALE_TO_ZOOM = 15;

/** Resolution of zoom 0 in OpenLayers' default web-mercator view. */
const RESOLUTION_ZOOM_0 = 156543.03392804097;

/** The view zoom of a resolution (style functions only get the resolution). */
export function zoomForResolution(resolution: number): number {
  return Math.log2(RESOLUTION_ZOOM_0 / resolution);
}

/** Spec 9: 0.5 up to zoom 8, 1 from zoom 15, linear in between. */
export function markerScale(zoom: number): number {
  const t = (zoom - MARKER_SCALE_FROM_ZOOM) / (MARKER_SCALE_TO_ZOOM - MARKER_SCALE_FROM_ZOOM);
  return 0.5 + 0.5 * Math.min(1, Math.max(0, t));
}

/** Colour of a type (spec 9: plot green, office blue, commercial red); grey for unknown types. */
export function typeColor(objektart: number | null): string {
  return OBJEKTARTEN.find((o) => o.id === objektart)?.color ?? '#868e96';
}

/**
 * The sprite cell of an object: its type's pin, or the grey pin when the viewer may not open it (an
 * anonymous viewer and status 180620002, spec 4 'grey object').
 */
export function spriteIndex(objekt: { objektart: number | null; status: number }, greyLocked: boolean): number {
  if (greyLocked && objekt.status === STATUS.MIT_LOGIN) return GREY_SPRITE;
  const index = OBJEKTARTEN.findIndex((o) => o.id === objekt.objektart);
  return index < 0 ? GREY_SPRITE : index;
}

/** What the object layer needs of an object. */
export interface KartenObjekt {
  id: string;
  status: number;
  objektart: number | null;
  standort: string | null;
  polygon: string | null;
  geometry: string | null;
}

/** Lon/lat of an object's location, or null when it has none. */
export function objektLonLat(objekt: Pick<KartenObjekt, 'standort'>): [number, number] | null {
  const point = objekt.standort ? parsePointWkt(objekt.standort) : null;
  return point ? [point.lon, point.lat] : null;
}

/**
 * The WebGL style of the object layer: the sprite cell of each pin, anchored at its tip, scaled with the
 * zoom (spec 9) and at the opacity of the `opacity` variable (dimmed mode); objects the filters hide
 * (`on` = 0) are not drawn.
 */
export function webglObjektStyle(): FlatStyleLike {
  const [w, h] = SPRITE_CELL;
  return [
    {
      filter: ['==', ['get', 'on'], 1],
      style: {
        'icon-src': OBJEKT_SPRITE,
        'icon-size': [w, h],
        'icon-offset': ['array', ['*', ['get', 'sprite'], w], 0],
        'icon-anchor': [0.5, 1],
        'icon-scale': [
          'interpolate',
          ['linear'],
          ['zoom'],
          MARKER_SCALE_FROM_ZOOM,
          0.5 * SPRITE_DENSITY,
          MARKER_SCALE_TO_ZOOM,
          SPRITE_DENSITY,
        ],
        'icon-opacity': ['var', 'opacity'],
      },
    },
  ];
}

/** One pin style per sprite cell, scale and opacity, shared by all features (Canvas renderer). */
const pinCache = new Map<string, Style>();

/** The Canvas style of one pin. */
export function pinStyle(sprite: number, scale: number, opacity = 1): Style {
  const rounded = Math.round(scale * 20) / 20;
  const key = `${sprite}|${rounded}|${opacity}`;
  let style = pinCache.get(key);
  if (!style) {
    const [w, h] = SPRITE_CELL;
    style = new Style({
      image: new Icon({
        src: OBJEKT_SPRITE,
        size: [w, h],
        offset: [sprite * w, 0],
        anchor: [0.5, 1],
        scale: rounded * SPRITE_DENSITY,
        opacity,
      }),
    });
    pinCache.set(key, style);
  }
  return style;
}

/** Height of a pin in CSS pixels at a zoom, to place the star above it. */
export function pinHeight(zoom: number): number {
  return SPRITE_CELL[1] * SPRITE_DENSITY * markerScale(zoom);
}

const starCache = new Map<number, Style>();

/** Spec 4: a favourite shows a star above its pin. */
export function starStyle(zoom: number): Style {
  const scale = Math.round(markerScale(zoom) * 20) / 20;
  let style = starCache.get(scale);
  if (!style) {
    style = new Style({
      image: new Icon({
        src: STAR_ICON,
        anchor: [0.5, 1],
        scale: 0.55 * Math.max(0.8, scale),
        displacement: [0, pinHeight(zoom) - 4],
      }),
      zIndex: 2,
    });
    starCache.set(scale, style);
  }
  return style;
}

/** Spec 4: the hovered object shows an extra dot at its location, under a slightly larger pin. */
export function hoverStyles(sprite: number, zoom: number): Style[] {
  return [
    pinStyle(sprite, Math.min(1.25, markerScale(zoom) * 1.3)),
    new Style({
      image: new CircleStyle({
        radius: 5,
        fill: new Fill({ color: '#0b2545' }),
        stroke: new Stroke({ color: '#ffffff', width: 2.5 }),
      }),
      zIndex: 1,
    }),
  ];
}

/** A CSS hex colour with alpha as rgba(). */
export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/** Spec 4/9: the selected object's outline in its type colour, filled with alpha 0.2 (0.1 dimmed). */
export function outlineStyle(objektart: number | null, dimmed: boolean): Style {
  const color = typeColor(objektart);
  return new Style({
    fill: new Fill({ color: withAlpha(color, dimmed ? HIGHLIGHT_FILL_ALPHA_DIMMED : HIGHLIGHT_FILL_ALPHA) }),
    stroke: new Stroke({ color, width: 3 }),
  });
}

const wkt = new WKT();

/**
 * The outline of an object: its polygon and geometry WKT (lon/lat) read as one collection in
 * web-mercator (spec 3); points are left out (the pin shows the location). Null when there is none.
 */
export function objektOutline(objekt: Pick<KartenObjekt, 'polygon' | 'geometry'>): Geometry | null {
  const parts: Geometry[] = [];
  for (const text of [objekt.polygon, objekt.geometry]) {
    if (!text?.trim()) continue;
    try {
      const geometry = wkt.readGeometry(text, { dataProjection: DATA_PROJECTION, featureProjection: MAP_PROJECTION });
      const flat = geometry instanceof GeometryCollection ? geometry.getGeometries() : [geometry];
      parts.push(...flat.filter((g) => !['Point', 'MultiPoint'].includes(g.getType())));
    } catch {
      // an unreadable geometry is left out; the pin still shows the object
    }
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as Geometry) : new GeometryCollection(parts);
}

/**
 * Below this zoom, pins closer than CLUSTER_DISTANCE pixels to each other are drawn as one cluster showing
 * their number (issue 21 part 3); from it on every pin stands alone, as the selected outline needs.
 * @alias the zoom from which outlines are drawn, under the name of what it means for clusters
 */
export const CLUSTER_MAX_ZOOM = OUTLINE_MIN_ZOOM;
export const CLUSTER_DISTANCE = 36;

const clusterStyles = new Map<number, Style>();

/** A cluster of `count` objects: a navy disc with the count, larger for more. */
export function clusterStyle(count: number): Style {
  const known = clusterStyles.get(count);
  if (known) return known;
  const radius = 13 + Math.min(10, Math.log10(count) * 5);
  const style = new Style({
    image: new CircleStyle({
      radius,
      fill: new Fill({ color: 'rgba(14, 52, 96, 0.88)' }),
      stroke: new Stroke({ color: '#ffffff', width: 2.5 }),
    }),
    text: new Text({
      text: String(count),
      font: '700 12px "Source Sans 3", system-ui, sans-serif',
      fill: new Fill({ color: '#ffffff' }),
    }),
  });
  clusterStyles.set(count, style);
  return style;
}

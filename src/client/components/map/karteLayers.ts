import GeoJSON from 'ol/format/GeoJSON';
import type BaseLayer from 'ol/layer/Base';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import TileWMS from 'ol/source/TileWMS';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { createXYZ } from 'ol/tilegrid';
import {
  GRENZEN_ATTRIBUTION,
  grenzenUrl,
  KARTEN_GRUPPEN,
  type KartenGruppe,
  parseKarteStyle,
} from '../../../shared/domain/karte';
import type { Lang } from '../../../shared/domain/routes';
import type { Karte } from '../../../shared/schemas/reference';
import type { ThemenlayerKarte } from '../../../shared/schemas/themenlayer';
import { withAlpha } from './objektStyle';
import { themenlayerLayer } from './themenlayerLayer';

/**
 * Pure builders of the layers configured in the karte table (GET /api/karte; spec 3 'karte', spec 7 'Map
 * tiles', spec 9 'Map'): basemaps (XYZ tiles), thematic overlays (WMS) and border layers. Each karte's
 * `stylejson` names its source; a karte whose source this client cannot build gives no layer.
 */

/** Spec 9: tiles of 512 px where the client chooses the tile size (WMS). */
export const WMS_TILE_SIZE = 512;
/** Spec 9: the basemap grid goes to zoom 18 (toner's karte says 13). */
export const BASEMAP_MAX_ZOOM = 18;

/**
 * Z-indexes below the objects (2): outline 0, basemap 1, overlays 1.2…, borders 1.5. The offline map's
 * place labels stand above the objects (placeLabels.ts).
 */
export const BASEMAP_Z_INDEX = 1;
export const OVERLAY_Z_INDEX = 1.2;
export const BORDER_Z_INDEX = 1.5;

export type { KartenGruppe };

/** The themes spec 2 names for the layer panel; a karte is matched by its WMS layer or title. */
export type KartenThema =
  | 'widmung'
  | 'hq30'
  | 'hq100'
  | 'hq200'
  | 'hq300'
  | 'natura2000'
  | 'erreichbarkeit'
  | 'kataster'
  | 'region'
  | 'bezirk';

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The title a karte is shown under: its English title on English pages where it has one, else its title. */
export function karteTitle(karte: Pick<Karte, 'title' | 'title_en'>, lang: Lang): string {
  return (lang === 'en' && karte.title_en?.trim()) || karte.title;
}

/** The panel group of a karte, or null for a group this client does not know. */
export function karteGruppe(karte: Pick<Karte, 'gruppe'>): KartenGruppe | null {
  return (KARTEN_GRUPPEN as readonly string[]).includes(karte.gruppe) ? (karte.gruppe as KartenGruppe) : null;
}

/** The imported thematic layers the map knows, by id (GET /api/themenlayer). */
export type ThemenlayerInfo = ReadonlyMap<number, ThemenlayerKarte>;

/**
 * The theme of a karte from its WMS layer name, border level, `thema` hint or title — for an imported layer
 * (type 'themenlayer') also from the layer's kind — or null for another layer.
 */
export function karteThema(karte: Pick<Karte, 'title' | 'stylejson'>, themen?: ThemenlayerInfo): KartenThema | null {
  const style = karte.stylejson;
  const art =
    style.type === 'themenlayer' && typeof style.layer === 'number' ? themen?.get(style.layer)?.art : undefined;
  const params = (style.params ?? {}) as Record<string, unknown>;
  const key =
    `${str(params.LAYERS) ?? ''} ${str(style.level) ?? ''} ${str(style.thema) ?? ''} ${art ?? ''} ${karte.title}`.toLowerCase();
  for (const hq of ['hq300', 'hq200', 'hq100', 'hq30'] as const) if (key.includes(hq)) return hq;
  if (key.includes('widmung')) return 'widmung';
  if (key.includes('natura')) return 'natura2000';
  if (key.includes('isochron') || key.includes('erreichbar')) return 'erreichbarkeit';
  if (key.includes('kataster') || key.includes('grundst')) return 'kataster';
  if (style.type === 'vector-local' || karte.title.toLowerCase().includes('grenze')) {
    if (key.includes('region')) return 'region';
    if (key.includes('bezirk')) return 'bezirk';
  }
  return null;
}

/** The stroke of a border layer (spec 9: blue, region width 3, district 1.5, opacity 0.5). */
export function borderStyle(stylejson: Record<string, unknown>): Style {
  const stroke = (stylejson.stroke ?? {}) as Record<string, unknown>;
  const color = str(stroke.color) ?? '#1c7ed6';
  const opacity = num(stroke.opacity) ?? 0.5;
  return new Style({
    stroke: new Stroke({
      color: color.startsWith('#') ? withAlpha(color, opacity) : color,
      width: num(stroke.width) ?? 1.5,
    }),
    fill: new Fill({ color: 'rgba(0, 0, 0, 0)' }),
  });
}

/** Zoom bounds of a karte (`minZoom` / `maxZoom` in its stylejson). */
function zoomBounds(stylejson: Record<string, unknown>) {
  const minZoom = num(stylejson.minZoom);
  return minZoom === undefined ? {} : { minZoom: Math.max(0, minZoom - 1e-6) };
}

/**
 * The OpenLayers layer of a karte, hidden until switched on, or null when its source cannot be built here
 * (an unknown type or group, an imported layer `themen` does not describe). A 'vector-local' border layer
 * draws the portal's own border lines of its level (shared/domain/karte.ts grenzenUrl); a 'themenlayer'
 * the areas of an imported layer (themenlayerLayer.ts). The layer carries `karteId`.
 */
export function karteLayer(karte: Karte, themen?: ThemenlayerInfo): BaseLayer | null {
  // The shared rule decides which stylejson is a layer; the admin API saves nothing else.
  const style = parseKarteStyle(karte.stylejson);
  const gruppe = karteGruppe(karte);
  if (!style || !gruppe) return null;
  const attributions = style.attribution;
  const properties = { karteId: karte.id, name: `karte-${karte.id}` };

  switch (style.type) {
    case 'xyz':
      return new TileLayer({
        source: new XYZ({
          url: style.url,
          maxZoom: style.maxZoom ?? BASEMAP_MAX_ZOOM,
          tileSize: style.tileSize ?? 256,
          attributions,
          crossOrigin: 'anonymous',
          transition: 150,
        }),
        zIndex: gruppe === 'basemap' ? BASEMAP_Z_INDEX : OVERLAY_Z_INDEX + karte.reihenfolge / 100,
        visible: false,
        preload: 0,
        properties,
        ...zoomBounds(style),
      });
    case 'wms':
      return new TileLayer({
        source: new TileWMS({
          url: style.url,
          params: { ...style.params },
          attributions,
          crossOrigin: 'anonymous',
          tileGrid: createXYZ({ tileSize: WMS_TILE_SIZE, maxZoom: 23 }),
          transition: 150,
        }),
        zIndex: gruppe === 'border' ? BORDER_Z_INDEX : OVERLAY_Z_INDEX + karte.reihenfolge / 100,
        opacity: style.opacity ?? (gruppe === 'overlay' ? 0.75 : 1),
        visible: false,
        properties,
        ...zoomBounds(style),
      });
    case 'geojson':
    case 'vector-local':
      // A GeoJSON file drawn as lines: one the administrator names, or the border lines the portal ships.
      return new VectorLayer({
        source: new VectorSource({
          url: style.type === 'geojson' ? style.url : grenzenUrl(style.level),
          format: new GeoJSON(),
          attributions: attributions ?? (style.type === 'vector-local' ? GRENZEN_ATTRIBUTION : undefined),
        }),
        style: borderStyle(style),
        zIndex: gruppe === 'border' ? BORDER_Z_INDEX : OVERLAY_Z_INDEX + karte.reihenfolge / 100,
        visible: false,
        properties,
        ...zoomBounds(style),
      });
    case 'themenlayer':
      return themenlayerLayer(style, themen?.get(style.layer), {
        zIndex: gruppe === 'border' ? BORDER_Z_INDEX : OVERLAY_Z_INDEX + karte.reihenfolge / 100,
        properties,
        ...zoomBounds(style),
      });
  }
}

import { buffer, containsExtent, type Extent, getHeight, getWidth } from 'ol/extent';
import type { FeatureLike } from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import MVT from 'ol/format/MVT';
import VectorLayer from 'ol/layer/Vector';
import VectorTileLayer from 'ol/layer/VectorTile';
import { transformExtent } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import VectorTileSource from 'ol/source/VectorTile';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { bboxParam } from '../../../shared/domain/ausschnitt';
import type { KarteStyle } from '../../../shared/domain/karte';
import {
  THEMENLAYER_FARBEN,
  THEMENLAYER_MAX_ZOOM,
  type ThemenlayerArt,
  widmungFarbe,
} from '../../../shared/domain/themenlayer';
import type { ThemenlayerKarte } from '../../../shared/schemas/themenlayer';
import { withAlpha } from './objektStyle';

type ThemenlayerStyle = Extract<KarteStyle, { type: 'themenlayer' }>;

/** How opaque a layer's areas are filled (their outline is drawn in full colour). */
const FILL_ALPHA = 0.4;
/** Web-Mercator resolution at zoom 0 (256 px tiles): the zoom of a resolution follows from it. */
const RESOLUTION_ZOOM_0 = 156543.03392804097;

/** The zoom level of a view resolution, as the server's simplification counts it. */
export function zoomOfResolution(resolution: number): number {
  const zoom = Math.round(Math.log2(RESOLUTION_ZOOM_0 / resolution));
  return Math.min(THEMENLAYER_MAX_ZOOM, Math.max(0, zoom));
}

/**
 * The colours of a layer's areas: the karte's own `fill` / `stroke` when it names them, else the colour of
 * the layer's kind (shared/domain/themenlayer.ts), zoning by category.
 */
export function themenlayerFarbe(art: ThemenlayerArt, kategorie: string | null | undefined): string {
  return art === 'widmung' ? widmungFarbe(kategorie) : THEMENLAYER_FARBEN[art];
}

const fillOf = (color: string) => (/^#[0-9a-f]{6}$/i.test(color) ? withAlpha(color, FILL_ALPHA) : color);

/** The style function of a layer: one style per colour, made once. */
function themenlayerStyle(art: ThemenlayerArt, style: ThemenlayerStyle) {
  const styles = new Map<string, Style>();
  return (feature: FeatureLike) => {
    const farbe = themenlayerFarbe(art, feature.get('kategorie') as string | null);
    const key = `${style.fill ?? farbe} ${style.stroke ?? farbe}`;
    let s = styles.get(key);
    if (!s) {
      s = new Style({
        fill: new Fill({ color: style.fill ?? fillOf(farbe) }),
        stroke: new Stroke({ color: style.stroke ?? farbe, width: 1.25 }),
      });
      styles.set(key, s);
    }
    return s;
  };
}

/** The URL of a layer's areas in a section (lon/lat, rounded outward) at a zoom. */
export const flaechenUrl = (layer: number, bbox: string, zoom: number) =>
  `/api/themenlayer/${layer}/flaechen?bbox=${bbox}&zoom=${zoom}`;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/**
 * A source of a layer's areas by map section (GET /api/themenlayer/{id}/flaechen): it loads the view's
 * section enlarged by half its size on each side at the view's zoom, and loads anew — replacing the areas —
 * when the view leaves that section or the zoom changes (the areas are simplified for one zoom, so a
 * section loaded further out must not serve closer in). The areas shown stay until the new ones arrive.
 */
function flaechenSource(layer: number, attributions: string | undefined): VectorSource {
  const format = new GeoJSON();
  let geladen: { extent: Extent; zoom: number } | null = null;
  const source: VectorSource = new VectorSource({
    attributions,
    strategy: (extent, resolution) => {
      const zoom = zoomOfResolution(resolution);
      if (geladen && geladen.zoom === zoom && containsExtent(geladen.extent, extent)) return [geladen.extent];
      if (geladen) source.removeLoadedExtent(geladen.extent);
      geladen = { extent: buffer(extent, Math.max(getWidth(extent), getHeight(extent)) / 2), zoom };
      return [geladen.extent];
    },
    loader: (extent, _resolution, projection, success, failure) => {
      const zoom = geladen?.zoom ?? 0;
      const [minLon = 0, minLat = 0, maxLon = 0, maxLat = 0] = transformExtent(extent, projection, 'EPSG:4326');
      const bbox = bboxParam([
        clamp(minLon, -180, 180),
        clamp(minLat, -90, 90),
        clamp(maxLon, -180, 180),
        clamp(maxLat, -90, 90),
      ]);
      fetch(flaechenUrl(layer, bbox, zoom))
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
        .then((json: unknown) => {
          // A section the view has already left: its answer is not drawn.
          if (geladen?.extent !== extent) return success?.([]);
          const features = format.readFeatures(json, { dataProjection: 'EPSG:4326', featureProjection: projection });
          source.removeFeatures(source.getFeatures());
          source.addFeatures(features);
          success?.(features);
        })
        .catch(() => failure?.());
    },
  });
  return source;
}

/** The URL template of a layer's vector tiles (GET /api/themenlayer/{id}/tiles/{z}/{x}/{y}.mvt, PostgreSQL). */
export const kachelUrl = (layer: number) => `/api/themenlayer/${layer}/tiles/{z}/{x}/{y}.mvt`;

/**
 * The OpenLayers layer of an imported thematic layer (karte type 'themenlayer'), hidden until switched on:
 * its areas in the colour of its kind, credited to its source — as vector tiles where the server writes them
 * (`kacheln`: PostgreSQL's ST_AsMVT), else by map section as GeoJSON (the embedded database). Null while the
 * layer's description is unknown (an id no layer has).
 */
export function themenlayerLayer(
  style: ThemenlayerStyle,
  info: ThemenlayerKarte | undefined,
  options: { zIndex: number; properties: Record<string, unknown>; minZoom?: number },
): VectorLayer | VectorTileLayer | null {
  if (!info) return null;
  const attributions = style.attribution ?? info.quelle;
  const common = {
    style: themenlayerStyle(info.art, style),
    opacity: style.opacity ?? 0.9,
    visible: false,
    ...options,
    properties: { ...options.properties, themenlayer: info.id, art: info.art },
  };
  if (info.kacheln) {
    const source = new VectorTileSource({
      format: new MVT(),
      url: kachelUrl(info.id),
      maxZoom: THEMENLAYER_MAX_ZOOM,
      attributions,
    });
    return new VectorTileLayer({ source, ...common });
  }
  return new VectorLayer({ source: flaechenSource(info.id, attributions), ...common });
}

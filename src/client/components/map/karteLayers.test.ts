import { readFileSync } from 'node:fs';
import path from 'node:path';
import GeoJSON from 'ol/format/GeoJSON';
import type MultiLineString from 'ol/geom/MultiLineString';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import TileWMS from 'ol/source/TileWMS';
import type VectorSource from 'ol/source/Vector';
import type XYZ from 'ol/source/XYZ';
import { describe, expect, it } from 'vitest';
import { REGION_BBOX } from '../../../shared/domain/geo';
import { GRENZEN_ATTRIBUTION, GRENZEN_EBENEN, type GrenzenEbene, grenzenUrl } from '../../../shared/domain/karte';
import type { Karte } from '../../../shared/schemas/reference';
import {
  BASEMAP_Z_INDEX,
  BORDER_Z_INDEX,
  borderStyle,
  karteLayer,
  karteThema,
  karteTitle,
  OVERLAY_Z_INDEX,
  WMS_TILE_SIZE,
} from './karteLayers';

let nextId = 1;
function karte(gruppe: string, title: string, stylejson: Record<string, unknown>, extra: Partial<Karte> = {}): Karte {
  return {
    id: nextId++,
    title,
    title_en: null,
    gruppe,
    reihenfolge: 1,
    stylejson,
    legendUrl: null,
    adminsOnly: false,
    ...extra,
  };
}

const basemapUrl = (path: string, ext = 'png') =>
  `https://mapsneu.wien.gv.at/basemap/${path}/google3857/{z}/{y}/{x}.${ext}`;
const wms = (layer: string) => ({ type: 'wms', url: 'https://sdi.noe.gv.at/wms', params: { LAYERS: layer } });

describe('karteLayer', () => {
  it('builds basemaps as hidden XYZ tile layers up to zoom 18 (toner to 13) below the overlays', () => {
    const standard = karteLayer(
      karte('basemap', 'basemap.at Standard', { type: 'xyz', url: basemapUrl('geolandbasemap/normal'), maxZoom: 18 }),
    );
    expect(standard).toBeInstanceOf(TileLayer);
    expect(standard?.getVisible()).toBe(false);
    expect(standard?.getZIndex()).toBe(BASEMAP_Z_INDEX);
    const source = (standard as TileLayer<XYZ>).getSource();
    expect(source?.getTileGrid()?.getMaxZoom()).toBe(18);
    const toner = karteLayer(
      karte('basemap', 'Toner', { type: 'xyz', url: basemapUrl('bmapgelaende/grau', 'jpeg'), maxZoom: 13 }),
    );
    expect((toner as TileLayer<XYZ>).getSource()?.getTileGrid()?.getMaxZoom()).toBe(13);
  });

  it('honours a karte’s tile size', () => {
    const layer = karteLayer(
      karte('basemap', 'Vector tiles', { type: 'xyz', url: 'https://t/{z}/{x}/{y}.png', tileSize: 512 }),
    );
    expect((layer as TileLayer<XYZ>).getSource()?.getTileGrid()?.getTileSize(0)).toBe(512);
  });

  it('builds WMS overlays with 512 px tiles (spec 9) and the karte’s parameters', () => {
    const layer = karteLayer(karte('overlay', 'Hochwasser HQ100', wms('OGD:WA_HQ100'), { reihenfolge: 3 }));
    const source = (layer as TileLayer<TileWMS>).getSource();
    expect(source).toBeInstanceOf(TileWMS);
    expect(source?.getParams()).toMatchObject({ LAYERS: 'OGD:WA_HQ100' });
    expect(source?.getTileGrid()?.getTileSize(0)).toBe(WMS_TILE_SIZE);
    expect(layer?.getZIndex()).toBeCloseTo(OVERLAY_Z_INDEX + 0.03, 10);
    expect(layer?.get('karteId')).toBeTypeOf('number');
  });

  it('builds GeoJSON border layers with the spec 9 styles', () => {
    const stroke = { color: '#1c7ed6', width: 3, opacity: 0.5 };
    const layer = karteLayer(
      karte('border', 'Regionsgrenzen', { type: 'geojson', url: '/regionen.geojson', minZoom: 6, stroke }),
    );
    expect(layer).toBeInstanceOf(VectorLayer);
    expect(layer?.getZIndex()).toBe(BORDER_Z_INDEX);
    expect((layer as VectorLayer<VectorSource>).getSource()?.getUrl()).toBe('/regionen.geojson');
  });

  it('draws the portal’s own border lines for vector-local layers, from zoom 6, with their credit', () => {
    const stroke = { color: '#1c7ed6', width: 1.5, opacity: 0.5 };
    for (const level of GRENZEN_EBENEN) {
      const layer = karteLayer(karte('border', 'Audit Testebene', { type: 'vector-local', level, minZoom: 6, stroke }));
      expect(layer).toBeInstanceOf(VectorLayer);
      const source = (layer as VectorLayer<VectorSource>).getSource();
      expect(source?.getUrl()).toBe(grenzenUrl(level));
      expect(layer?.getZIndex()).toBe(BORDER_Z_INDEX);
      expect(layer?.getMinZoom()).toBeCloseTo(6, 5);
      expect(layer?.getVisible()).toBe(false);
      const credit = source?.getAttributions();
      expect(typeof credit === 'function' ? credit({} as never) : credit).toEqual([GRENZEN_ATTRIBUTION]);
    }
    expect(grenzenUrl('region')).not.toBe(grenzenUrl('bezirk'));
  });

  it('gives no layer for an unknown type or group', () => {
    expect(karteLayer(karte('overlay', 'x', { type: 'pmtiles', url: 'x' }))).toBeNull();
    expect(karteLayer(karte('other', 'x', { type: 'xyz', url: 'x' }))).toBeNull();
  });
});

describe('borderStyle', () => {
  it('draws the region border blue, width 3, opacity 0.5 (spec 9)', () => {
    const style = borderStyle({ stroke: { color: '#1c7ed6', width: 3, opacity: 0.5 } });
    expect(style.getStroke()?.getColor()).toBe('rgba(28, 126, 214, 0.5)');
    expect(style.getStroke()?.getWidth()).toBe(3);
    expect(borderStyle({}).getStroke()?.getWidth()).toBe(1.5);
  });
});

describe('themes', () => {
  it('recognises the themes of spec 2 by WMS layer or title', () => {
    expect(karteThema(karte('overlay', 'Flächenwidmung', wms('OGD:RRU_WIDMUNG')))).toBe('widmung');
    for (const hq of ['30', '100', '200', '300']) {
      expect(karteThema(karte('overlay', `Hochwasser HQ${hq}`, wms(`OGD:WA_HQ${hq}`)))).toBe(`hq${hq}`);
    }
    expect(karteThema(karte('overlay', 'Natura 2000', wms('OGD:NATURA2000')))).toBe('natura2000');
    expect(karteThema(karte('overlay', 'Erreichbarkeit', { type: 'geojson', url: 'x' }))).toBe('erreichbarkeit');
    expect(karteThema(karte('border', 'Bezirksgrenzen', { type: 'vector-local', level: 'bezirk' }))).toBe('bezirk');
    expect(karteThema(karte('overlay', 'Sonstiges', wms('OGD:X')))).toBeNull();
  });
});

describe('the shipped border lines (public/geo)', () => {
  const features = (level: GrenzenEbene) => {
    const file = path.resolve(import.meta.dirname, '../../public', `.${grenzenUrl(level)}`);
    return new GeoJSON().readFeatures(readFileSync(file, 'utf8'));
  };

  it('are lines across Lower Austria, the districts’ denser than the regions’', () => {
    const counts: Record<string, number> = {};
    for (const level of GRENZEN_EBENEN) {
      const all = features(level);
      expect(all.length, level).toBeGreaterThan(0);
      let points = 0;
      for (const f of all) {
        const geometry = f.getGeometry() as MultiLineString;
        expect(geometry.getType()).toBe('MultiLineString');
        const [minLon, minLat, maxLon, maxLat] = geometry.getExtent();
        // Lower Austria reaches from the Enns (14.45°) to the March (17.07°) and from 47.42° to 49.02°: the
        // regional bounding box of spec 9, which cuts a few metres off its westernmost and northernmost tips.
        const [boxMinLon, boxMinLat, boxMaxLon, boxMaxLat] = REGION_BBOX;
        expect(minLon).toBeCloseTo(boxMinLon, 1);
        expect(minLat).toBeCloseTo(boxMinLat, 1);
        expect(maxLon).toBeCloseTo(boxMaxLon, 1);
        expect(maxLat).toBeCloseTo(boxMaxLat, 1);
        points += geometry.getFlatCoordinates().length / 2;
      }
      counts[level] = points;
    }
    expect(counts.bezirk).toBeGreaterThan(counts.region as number);
    expect(counts.region).toBeGreaterThan(1000);
  });
});

describe('karteTitle', () => {
  it('shows the English title on English pages where the layer has one, else the title', () => {
    const hq30 = karte('overlay', 'Hochwasser HQ30', wms('OGD:WA_HQ30'), { title_en: 'Flood areas HQ30' });
    expect(karteTitle(hq30, 'de')).toBe('Hochwasser HQ30');
    expect(karteTitle(hq30, 'en')).toBe('Flood areas HQ30');
    const natura = karte('overlay', 'Natura 2000', wms('OGD:NATURA2000'), { title_en: '  ' });
    expect(karteTitle(natura, 'en')).toBe('Natura 2000');
  });
});

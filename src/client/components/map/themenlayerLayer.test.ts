import VectorLayer from 'ol/layer/Vector';
import VectorTileLayer from 'ol/layer/VectorTile';
import type VectorTileSource from 'ol/source/VectorTile';
import { describe, expect, it } from 'vitest';
import type { ThemenlayerKarte } from '../../../shared/schemas/themenlayer';
import { kachelUrl, themenlayerLayer } from './themenlayerLayer';

const info = (kacheln: boolean): ThemenlayerKarte => ({
  id: 7,
  art: 'hq100',
  name: 'Demodaten: Hochwasser HQ100',
  name_en: null,
  quelle: 'Demodaten',
  kacheln,
});
const options = { zIndex: 1.2, properties: { karteId: 3 } };

describe('the map layer of an imported thematic layer', () => {
  it('reads vector tiles where the server writes them (PostgreSQL)', () => {
    const layer = themenlayerLayer({ type: 'themenlayer', layer: 7 }, info(true), options);
    expect(layer).toBeInstanceOf(VectorTileLayer);
    const source = (layer as VectorTileLayer).getSource() as VectorTileSource;
    expect(source.getUrls()).toEqual([kachelUrl(7)]);
    expect(kachelUrl(7)).toBe('/api/themenlayer/7/tiles/{z}/{x}/{y}.mvt');
    expect(layer?.get('themenlayer')).toBe(7);
  });

  it('loads GeoJSON by map section on the embedded database, hidden until switched on', () => {
    const layer = themenlayerLayer({ type: 'themenlayer', layer: 7 }, info(false), options);
    expect(layer).toBeInstanceOf(VectorLayer);
    expect(layer?.getVisible()).toBe(false);
    expect(layer?.get('karteId')).toBe(3);
  });

  it('gives no layer for a number no imported layer has', () => {
    expect(themenlayerLayer({ type: 'themenlayer', layer: 99 }, undefined, options)).toBeNull();
  });
});

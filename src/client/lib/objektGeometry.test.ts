import MultiPolygon from 'ol/geom/MultiPolygon';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import { fromLonLat } from 'ol/proj';
import { describe, expect, it } from 'vitest';
import { parsePointWkt } from '../../shared/domain/geo';
import {
  hexToRgba,
  lonLatOf,
  objektExtent,
  outlineLayer,
  readOutline,
  readPoint,
  writeOutline,
  writePoint,
} from './objektGeometry';

const ring = (points: [number, number][]) => points.map((p) => fromLonLat(p));

describe('objektGeometry', () => {
  it('reads a WKT point into map coordinates and writes it back in lon/lat', () => {
    const point = readPoint('POINT(15.62 48.2)');
    expect(point).toBeInstanceOf(Point);
    const wkt = writePoint(point?.getCoordinates() ?? []);
    expect(parsePointWkt(wkt)).toEqual({ lon: 15.62, lat: 48.2 });
    expect(lonLatOf(fromLonLat([16.1234567891, 48.1]))).toEqual({ lon: 16.1234568, lat: 48.1 });
  });

  it('refuses what is no point or outline', () => {
    expect(readPoint('')).toBeNull();
    expect(readPoint('nonsense')).toBeNull();
    expect(readPoint('POLYGON((15 48,15.1 48,15.1 48.1,15 48))')).toBeNull();
    expect(readOutline('POINT(15 48)')).toBeNull();
    expect(readOutline(null)).toBeNull();
  });

  it('round-trips a polygon and a multipolygon through WKT', () => {
    const wkt = 'POLYGON((15.6 48.2,15.61 48.2,15.61 48.21,15.6 48.2))';
    const outline = readOutline(wkt);
    expect(outline).toBeInstanceOf(Polygon);
    const written = writeOutline(outline as Polygon);
    expect(written).toMatch(/^POLYGON\(\(15\.6 48\.2,15\.61 48\.2,15\.61 48\.21,15\.6 48\.2\)\)$/);
    const multi = readOutline(`MULTIPOLYGON(((15.6 48.2,15.61 48.2,15.61 48.21,15.6 48.2)))`);
    expect(multi).toBeInstanceOf(MultiPolygon);
  });

  it('gives no outline for fewer than three distinct corners', () => {
    const flat = new Polygon([
      ring([
        [15.6, 48.2],
        [15.61, 48.2],
        [15.6, 48.2],
      ]),
    ]);
    expect(writeOutline(flat)).toBeNull();
  });

  it('computes the extent around point and outline', () => {
    expect(objektExtent(null, null)).toBeNull();
    const point = readPoint('POINT(15.62 48.2)');
    const extent = objektExtent(point, readOutline('POLYGON((15.6 48.2,15.61 48.2,15.61 48.21,15.6 48.2))'));
    const [minX, , maxX] = extent ?? [];
    expect(minX).toBeCloseTo(fromLonLat([15.6, 48.2])[0] ?? 0);
    expect(maxX).toBeCloseTo(fromLonLat([15.62, 48.2])[0] ?? 0);
  });

  it('builds an outline layer in the type colour', () => {
    expect(hexToRgba('#2f9e44', 0.2)).toBe('rgba(47, 158, 68, 0.2)');
    const layer = outlineLayer('POLYGON((15.6 48.2,15.61 48.2,15.61 48.21,15.6 48.2))', 180620000);
    expect(layer.getSource()?.getFeatures()).toHaveLength(1);
    expect(outlineLayer(null, 180620000).getSource()?.getFeatures()).toHaveLength(0);
  });
});

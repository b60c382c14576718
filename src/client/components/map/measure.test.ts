import Circle from 'ol/geom/Circle';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import { fromLonLat } from 'ol/proj';
import { describe, expect, it } from 'vitest';
import { formatLength, formatMeasureArea, geodesicRadius, labelPoint, measureLabel, measureStyle } from './measure';

describe('formatting', () => {
  it('shows lengths in m below 1 km, else in km with up to 2 decimals (German format)', () => {
    expect(formatLength(4.25)).toBe('4,3 m');
    expect(formatLength(850.4)).toBe('850 m');
    expect(formatLength(12_345)).toBe('12,35 km');
    expect(formatLength(1000)).toBe('1 km');
  });

  it('shows areas in m² below 100,000 m², else in km²', () => {
    expect(formatMeasureArea(2500.4)).toBe('2.500 m²');
    expect(formatMeasureArea(99_999)).toBe('99.999 m²');
    expect(formatMeasureArea(1_234_567)).toBe('1,23 km²');
  });
});

describe('geodesic measurements', () => {
  // One degree of longitude at 48° N is about 74.5 km; web-mercator stretches it by 1/cos(48°) ≈ 1.49.
  const a = fromLonLat([16, 48]);
  const b = fromLonLat([17, 48]);

  it('measures a line on the sphere, not in map units', () => {
    const label = measureLabel(new LineString([a, b]));
    const km = Number(label?.replace(' km', '').replace(',', '.'));
    expect(km).toBeGreaterThan(74);
    expect(km).toBeLessThan(75);
  });

  it('measures an area and its perimeter', () => {
    const square = new Polygon([
      [
        fromLonLat([16, 48]),
        fromLonLat([16.01, 48]),
        fromLonLat([16.01, 48.01]),
        fromLonLat([16, 48.01]),
        fromLonLat([16, 48]),
      ],
    ]);
    const [area, perimeter] = (measureLabel(square) ?? '').split('\n');
    // 0.01° × 0.01° at 48° N: about 745 m × 1,112 m = 0.83 km².
    expect(area).toMatch(/^0,8\d km²$/);
    expect(perimeter).toMatch(/km$/);
  });

  it('measures a radius geodesically and gives the circle’s area', () => {
    const circle = new Circle(a, (b[0] as number) - (a[0] as number));
    expect(geodesicRadius(circle) / 1000).toBeCloseTo(74.4, 0);
    const label = measureLabel(circle) ?? '';
    expect(label).toMatch(/^r = 74,\d+ km\n/);
    expect(label).toMatch(/km²$/);
  });

  it('places labels at a line’s end, inside an area, at a circle’s centre', () => {
    expect(labelPoint(new LineString([a, b]))?.getCoordinates()).toEqual(b);
    expect(labelPoint(new Circle(a, 10))?.getCoordinates()).toEqual(a);
    expect(labelPoint(new Point(a))).toBeNull();
  });

  it('styles a sketch with the shape and its live label; vertices as dots', () => {
    const styles = measureStyle({ getGeometry: () => new LineString([a, b]) } as never);
    expect(styles).toHaveLength(2);
    expect(styles[1]?.getText()?.getText()).toMatch(/km$/);
    expect(measureStyle({ getGeometry: () => new Point(a) } as never)).toHaveLength(1);
  });
});

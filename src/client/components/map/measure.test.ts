import Circle from 'ol/geom/Circle';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import { fromLonLat } from 'ol/proj';
import { describe, expect, it } from 'vitest';
import {
  formatLength,
  formatMeasureArea,
  geodesicRadius,
  keyboardGeometry,
  labelPoint,
  measureLabel,
  measureStyle,
} from './measure';

describe('formatting', () => {
  it('shows lengths in m below 1 km, else in km with up to 2 decimals (German format)', () => {
    expect(formatLength(4.25, 'de')).toBe('4,3 m');
    expect(formatLength(850.4, 'de')).toBe('850 m');
    expect(formatLength(12_345, 'de')).toBe('12,35 km');
    expect(formatLength(1000, 'de')).toBe('1 km');
  });

  it('formats in English with the decimal point and comma grouping', () => {
    expect(formatLength(12_345, 'en')).toBe('12.35 km');
    expect(formatMeasureArea(2500.4, 'en')).toBe('2,500 m²');
  });

  it('shows areas in m² below 100,000 m², else in km²', () => {
    expect(formatMeasureArea(2500.4, 'de')).toBe('2.500 m²');
    expect(formatMeasureArea(99_999, 'de')).toBe('99.999 m²');
    expect(formatMeasureArea(1_234_567, 'de')).toBe('1,23 km²');
  });
});

describe('geodesic measurements', () => {
  // One degree of longitude at 48° N is about 74.5 km; web-mercator stretches it by 1/cos(48°) ≈ 1.49.
  const a = fromLonLat([16, 48]);
  const b = fromLonLat([17, 48]);

  it('measures a line on the sphere, not in map units', () => {
    const label = measureLabel(new LineString([a, b]), 'de');
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
    const [area, perimeter] = (measureLabel(square, 'de') ?? '').split('\n');
    // 0.01° × 0.01° at 48° N: about 745 m × 1,112 m = 0.83 km².
    expect(area).toMatch(/^0,8\d km²$/);
    expect(perimeter).toMatch(/km$/);
  });

  it('measures a radius geodesically and gives the circle’s area', () => {
    const circle = new Circle(a, (b[0] as number) - (a[0] as number));
    expect(geodesicRadius(circle) / 1000).toBeCloseTo(74.4, 0);
    const label = measureLabel(circle, 'de') ?? '';
    expect(label).toMatch(/^r = 74,\d+ km\n/);
    expect(label).toMatch(/km²$/);
  });

  it('places labels at a line’s end, inside an area, at a circle’s centre', () => {
    expect(labelPoint(new LineString([a, b]))?.getCoordinates()).toEqual(b);
    expect(labelPoint(new Circle(a, 10))?.getCoordinates()).toEqual(a);
    expect(labelPoint(new Point(a))).toBeNull();
  });

  it('styles a sketch with the shape and its live label; vertices as dots', () => {
    const styles = measureStyle('de')({ getGeometry: () => new LineString([a, b]) } as never);
    expect(styles).toHaveLength(2);
    expect(styles[1]?.getText()?.getText()).toMatch(/km$/);
    expect(measureStyle('de')({ getGeometry: () => new Point(a) } as never)).toHaveLength(1);
  });
});

describe('measuring with the keyboard', () => {
  const a = fromLonLat([16, 48]);
  const b = fromLonLat([16.01, 48]);
  const c = fromLonLat([16.01, 48.01]);

  it('needs two points for a line and a radius, three for an area', () => {
    expect(keyboardGeometry('line', [a])).toBeNull();
    expect(keyboardGeometry('radius', [a])).toBeNull();
    expect(keyboardGeometry('area', [a, b])).toBeNull();
  });

  it('draws a line through the points and closes an area back to its first point', () => {
    const line = keyboardGeometry('line', [a, b, c]);
    expect(line).toBeInstanceOf(LineString);
    expect((line as LineString).getCoordinates()).toHaveLength(3);
    const area = keyboardGeometry('area', [a, b, c]) as Polygon;
    const ring = area.getLinearRing(0)?.getCoordinates() ?? [];
    expect(ring).toHaveLength(4);
    expect(ring[3]).toEqual(a);
  });

  it('makes a circle from the centre to the edge point, measured like a drawn one', () => {
    const circle = keyboardGeometry('radius', [a, b]) as Circle;
    expect(circle.getCenter()).toEqual(a);
    // 0.01° of longitude at 48° N is about 744 m.
    expect(measureLabel(circle, 'de')).toMatch(/^r = 74\d m/);
  });
});

import { describe, expect, it } from 'vitest';
import { austriaPath, boundsOf, fitFrame, mercatorY, polygonRings, project, regionFrame } from './expose-map';

describe('exposé maps', () => {
  it('projects the region into the box, north up', () => {
    const frame = regionFrame(400, 300);
    const [x1, y1] = project(frame, 15.0, 48.9); // Waldviertel, north-west
    const [x2, y2] = project(frame, 16.9, 47.6); // Industrieviertel, south-east
    expect(x1).toBeLessThan(x2);
    expect(y1).toBeLessThan(y2);
    for (const v of [x1, x2]) {
      expect(v).toBeGreaterThan(0);
      expect(v).toBeLessThan(400);
    }
    for (const v of [y1, y2]) {
      expect(v).toBeGreaterThan(0);
      expect(v).toBeLessThan(300);
    }
  });

  it('fits bounds into the box in Web Mercator, true to local distances, widening whichever side is short', () => {
    const mercatorAspect = (f: ReturnType<typeof fitFrame>) =>
      ((f.maxLon - f.minLon) * Math.PI) / 180 / (mercatorY(f.maxLat) - mercatorY(f.minLat));
    const square = fitFrame([16, 48, 16.01, 48.01], 200, 200);
    expect(mercatorAspect(square)).toBeCloseTo(1, 9);
    // Locally a degree of longitude is cos(latitude) of a degree of latitude.
    const k = Math.cos((48.005 * Math.PI) / 180);
    expect(((square.maxLon - square.minLon) * k) / (square.maxLat - square.minLat)).toBeCloseTo(1, 4);
    const wide = fitFrame([15, 48, 17, 48.1], 300, 200);
    expect(wide.minLon).toBe(15);
    expect(wide.maxLat - wide.minLat).toBeGreaterThan(0.1);
    expect(mercatorAspect(wide)).toBeCloseTo(1.5, 9);
    // North of the middle latitude a degree takes more room than south of it.
    const [, yMiddle] = project(wide, 16, (wide.minLat + wide.maxLat) / 2);
    expect(yMiddle).toBeGreaterThan(100);
  });

  it('reads polygon rings from WKT and draws Austria from real geometry', () => {
    const rings = polygonRings('POLYGON((15.6 48.1,15.7 48.1,15.7 48.2,15.6 48.1))');
    expect(rings).toEqual([
      [
        [15.6, 48.1],
        [15.7, 48.1],
        [15.7, 48.2],
        [15.6, 48.1],
      ],
    ]);
    expect(boundsOf(rings[0] ?? [])).toEqual([15.6, 48.1, 15.7, 48.2]);
    expect(polygonRings(null)).toEqual([]);
    // Real geometry, reduced to what 400 × 300 pt can show.
    expect(austriaPath(regionFrame(400, 300)).split('L').length).toBeGreaterThan(300);
  });
});

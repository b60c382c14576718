import { describe, expect, it } from 'vitest';
import { austriaPath, boundsOf, fitFrame, polygonRings, project, regionFrame } from './expose-map';

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

  it('keeps the aspect ratio of local distances when fitting', () => {
    const frame = fitFrame([16, 48, 16.01, 48.01], 200, 200);
    const k = Math.cos((48.005 * Math.PI) / 180);
    expect(((frame.maxLon - frame.minLon) * k) / (frame.maxLat - frame.minLat)).toBeCloseTo(1, 5);
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

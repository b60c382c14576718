import { describe, expect, it } from 'vitest';
import { fitExtent, HOME_PLACE_ZOOM, MAP_MIN_ZOOM, PLACE_FIT, viewQuery } from './mapview';

const screen = { width: 1280, height: 800 };

describe('fitExtent', () => {
  it('gives a point the maximum zoom 15 at the point itself', () => {
    const view = fitExtent([16.28921, 48.08605, 16.28921, 48.08605], screen);
    expect(view.zoom).toBe(PLACE_FIT.maxZoom);
    expect(view.center[0]).toBeCloseTo(16.28921, 9);
    expect(view.center[1]).toBeCloseTo(48.08605, 9);
  });

  it('fits an extent inside the map minus 50 px padding on each side', () => {
    // About 0.5° × 0.3° around Gänserndorf.
    const extent: [number, number, number, number] = [16.4, 48.15, 16.9, 48.45];
    const view = fitExtent(extent, screen);
    expect(view.zoom).toBeGreaterThan(10);
    expect(view.zoom).toBeLessThan(12);
    // The extent in pixels at that zoom fits the padded map, and fills it in one direction (here: height).
    const res = (2 * Math.PI * 6378137) / 256 / 2 ** view.zoom;
    const y = (lat: number) => 6378137 * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
    const widthPx = ((16.9 - 16.4) * Math.PI * 6378137) / 180 / res;
    const heightPx = (y(48.45) - y(48.15)) / res;
    expect(widthPx).toBeLessThanOrEqual(screen.width - 100);
    expect(heightPx).toBeLessThanOrEqual(screen.height - 100);
    expect(heightPx).toBeGreaterThan((screen.height - 100) * 0.98);
    expect(view.center[0]).toBeCloseTo(16.65, 9);
    expect(view.center[1]).toBeGreaterThan(48.15);
    expect(view.center[1]).toBeLessThan(48.45);
  });

  it('zooms out further on a smaller map, never below the minimum zoom', () => {
    const extent: [number, number, number, number] = [16.4, 48.15, 16.9, 48.45];
    expect(fitExtent(extent, { width: 375, height: 600 }).zoom).toBeLessThan(fitExtent(extent, screen).zoom);
    expect(fitExtent([9, 46, 18, 49], { width: 375, height: 600 }).zoom).toBe(MAP_MIN_ZOOM);
    expect(fitExtent(extent, { width: 80, height: 80 }).zoom).toBe(MAP_MIN_ZOOM);
  });

  it('caps the zoom at maxZoom for tiny extents', () => {
    expect(fitExtent([16.0, 48.0, 16.0001, 48.0001], screen).zoom).toBe(15);
    expect(fitExtent([16.0, 48.0, 16.0001, 48.0001], screen, { maxZoom: 17 }).zoom).toBe(17);
  });
});

describe('viewQuery', () => {
  it('writes zoom and centre as lon,lat', () => {
    expect(viewQuery({ zoom: HOME_PLACE_ZOOM, center: [16.28921, 48.08605] })).toBe('zoom=11&center=16.28921,48.08605');
    expect(viewQuery({ zoom: 9.87, center: [16.123456789, 48.1] })).toBe('zoom=9.87&center=16.123457,48.1');
  });
});

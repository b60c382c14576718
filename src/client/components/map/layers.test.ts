import { containsCoordinate, getCenter, intersects } from 'ol/extent';
import { toLonLat } from 'ol/proj';
import type Icon from 'ol/style/Icon';
import { describe, expect, it } from 'vitest';
import austria from 'world-geojson/countries/austria.json';
import {
  DEFAULT_MARKER,
  MARKER_FIT,
  MARKER_SCALE,
  MARKER_Z_INDEX,
  markerFeatures,
  markerLayer,
  markerStyle,
  markerStyleFunction,
  markersExtent,
  outlineLayer,
  pointFromWkt,
  REGION_EXTENT,
  VIEW_LIMITS,
} from './layers';

describe('pointFromWkt', () => {
  it('reads a lon/lat WKT point into web-mercator', () => {
    const point = pointFromWkt('POINT(16.4693902 48.2951766)');
    const [lon, lat] = toLonLat(point?.getCoordinates() ?? []);
    expect(lon).toBeCloseTo(16.4693902, 6);
    expect(lat).toBeCloseTo(48.2951766, 6);
    expect(point?.getCoordinates()[0]).toBeCloseTo(1833364.13, 1);
  });

  it('returns null for missing, broken or non-point WKT', () => {
    expect(pointFromWkt(null)).toBeNull();
    expect(pointFromWkt('')).toBeNull();
    expect(pointFromWkt('POINT(abc')).toBeNull();
    expect(pointFromWkt('LINESTRING(16 48, 16.1 48.1)')).toBeNull();
  });
});

describe('markerFeatures / markersExtent', () => {
  const items = [
    { id: 'a', standort: 'POINT(16 48)' },
    { id: 'b', standort: null },
    { id: 'c', standort: 'POINT(15.5 48.5)' },
  ];

  it('makes one feature per object with a location, id = object id', () => {
    const features = markerFeatures(items);
    expect(features.map((f) => f.getId())).toEqual(['a', 'c']);
  });

  it('spans all markers, or is null without markers', () => {
    const extent = markersExtent(markerFeatures(items));
    const [lon, lat] = toLonLat(getCenter(extent ?? [0, 0, 0, 0]));
    expect(lon).toBeCloseTo(15.75, 6);
    expect(lat).toBeCloseTo(48.25, 1);
    expect(markersExtent([])).toBeNull();
  });
});

describe('styles and layers', () => {
  it('draws markers with the given icon, else the default marker, anchored at the bottom centre', () => {
    const icon = markerStyle('/img/icons/marker-kampagne.png').getImage() as Icon;
    expect(icon.getSrc()).toBe('/img/icons/marker-kampagne.png');
    expect(icon.getScale()).toBe(MARKER_SCALE);
    expect((markerStyle(null).getImage() as Icon).getSrc()).toBe(DEFAULT_MARKER);
  });

  it('labels a marker with its item label and caches one style per label', () => {
    const [feature] = markerFeatures([{ id: 'a', standort: 'POINT(16 48)', label: 'Tulln' }]);
    const style = markerStyleFunction('/i.png');
    expect(feature && style(feature).getText()?.getText()).toBe('Tulln');
    expect(feature && style(feature)).toBe(feature && style(feature));
    expect(markerStyle(null).getText()).toBeNull();
  });

  it('puts markers on z-index 2 above the outline', () => {
    expect(markerLayer(null).getZIndex()).toBe(MARKER_Z_INDEX);
    expect(outlineLayer(austria).getZIndex()).toBe(0);
  });

  it('builds the offline outline of Austria around the regional bounding box', () => {
    const source = outlineLayer(austria).getSource();
    const extent = source?.getExtent() ?? [0, 0, 0, 0];
    expect(source?.getFeatures().length).toBeGreaterThan(0);
    expect(intersects(extent, REGION_EXTENT)).toBe(true);
    expect(containsCoordinate(extent, getCenter(REGION_EXTENT))).toBe(true);
  });

  it('uses the view limits and fit options of spec 4 and 9', () => {
    expect(MARKER_FIT).toEqual({ padding: [70, 70, 70, 70], maxZoom: 17 });
    expect(VIEW_LIMITS).toMatchObject({ minZoom: 6, maxZoom: 23, enableRotation: false });
  });
});

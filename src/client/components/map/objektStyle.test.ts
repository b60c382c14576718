import GeometryCollection from 'ol/geom/GeometryCollection';
import Polygon from 'ol/geom/Polygon';
import type Icon from 'ol/style/Icon';
import { describe, expect, it } from 'vitest';
import { OBJEKTART, STATUS } from '../../../shared/domain/objekt';
import {
  DIMMED_OPACITY,
  GREY_SPRITE,
  HIGHLIGHT_FILL_ALPHA,
  HIGHLIGHT_FILL_ALPHA_DIMMED,
  hoverStyles,
  markerScale,
  OBJEKT_Z_INDEX,
  objektLonLat,
  objektOutline,
  outlineStyle,
  pinHeight,
  pinStyle,
  spriteIndex,
  starStyle,
  typeColor,
  webglObjektStyle,
  withAlpha,
  zoomForResolution,
} from './objektStyle';

describe('marker size (spec 9: scales with zoom from 0.5 to 1)', () => {
  it('is 0.5 up to zoom 8, 1 from zoom 15, linear between', () => {
    expect(markerScale(6)).toBe(0.5);
    expect(markerScale(8)).toBe(0.5);
    expect(markerScale(11.5)).toBeCloseTo(0.75, 10);
    expect(markerScale(15)).toBe(1);
    expect(markerScale(23)).toBe(1);
  });

  it('reads the zoom from a resolution of the default web-mercator view', () => {
    expect(zoomForResolution(156543.03392804097)).toBeCloseTo(0, 10);
    expect(zoomForResolution(156543.03392804097 / 2 ** 12)).toBeCloseTo(12, 10);
  });

  it('puts the star above the pin, higher when the pin is larger', () => {
    expect(pinHeight(15)).toBe(40);
    expect(pinHeight(6)).toBe(20);
    const lift = (zoom: number) => (starStyle(zoom).getImage() as Icon).getDisplacement()[1] ?? 0;
    expect(lift(15)).toBeGreaterThan(lift(6));
  });
});

describe('type colours and sprite cells (spec 9, spec 4)', () => {
  it('colours plots green, offices blue, commercial objects red', () => {
    expect(typeColor(OBJEKTART.GRUNDSTUECK)).toBe('#2f9e44');
    expect(typeColor(OBJEKTART.BUERO)).toBe('#1c7ed6');
    expect(typeColor(OBJEKTART.GEWERBEOBJEKT)).toBe('#e03131');
  });

  it('uses the type’s pin, and the grey pin for objects an anonymous viewer may not open', () => {
    const buero = { objektart: OBJEKTART.BUERO, status: STATUS.OHNE_LOGIN };
    expect(spriteIndex(buero, false)).toBe(1);
    expect(spriteIndex({ ...buero, status: STATUS.MIT_LOGIN }, false)).toBe(1);
    expect(spriteIndex({ ...buero, status: STATUS.MIT_LOGIN }, true)).toBe(GREY_SPRITE);
    expect(spriteIndex({ objektart: 5, status: STATUS.OHNE_LOGIN }, false)).toBe(GREY_SPRITE);
  });

  it('reads an object’s location from its WKT point', () => {
    expect(objektLonLat({ standort: 'POINT(16.1 48.2)' })).toEqual([16.1, 48.2]);
    expect(objektLonLat({ standort: null })).toBeNull();
  });
});

describe('styles', () => {
  it('draws the WebGL pins from the sprite, hides filtered objects and dims by a variable', () => {
    const [rule] = webglObjektStyle() as { filter: unknown; style: Record<string, unknown> }[];
    expect(rule?.filter).toEqual(['==', ['get', 'on'], 1]);
    expect(rule?.style['icon-opacity']).toEqual(['var', 'opacity']);
    expect(rule?.style['icon-anchor']).toEqual([0.5, 1]);
    expect(OBJEKT_Z_INDEX).toBe(2);
    expect(DIMMED_OPACITY).toBe(0.35);
  });

  it('caches one Canvas pin style per cell, scale and opacity', () => {
    expect(pinStyle(2, 0.5)).toBe(pinStyle(2, 0.51));
    expect(pinStyle(2, 0.5)).not.toBe(pinStyle(1, 0.5));
    const icon = pinStyle(2, 1).getImage() as Icon;
    expect(icon.getScale()).toBe(0.5);
  });

  it('shows the hovered object with a larger pin and an extra dot', () => {
    const [pin, dot] = hoverStyles(0, 12);
    const scale = (icon: unknown) => (icon as Icon).getScale() as number;
    expect(scale(pin?.getImage())).toBeGreaterThan(scale(pinStyle(0, markerScale(12)).getImage()));
    expect(dot?.getImage()).toBeTruthy();
  });

  it('fills the selected outline with alpha 0.2, 0.1 when dimmed (spec 9)', () => {
    expect(HIGHLIGHT_FILL_ALPHA).toBe(0.2);
    expect(HIGHLIGHT_FILL_ALPHA_DIMMED).toBe(0.1);
    expect(outlineStyle(OBJEKTART.GRUNDSTUECK, false).getFill()?.getColor()).toBe('rgba(47, 158, 68, 0.2)');
    expect(outlineStyle(OBJEKTART.GRUNDSTUECK, true).getFill()?.getColor()).toBe('rgba(47, 158, 68, 0.1)');
    expect(outlineStyle(OBJEKTART.GRUNDSTUECK, false).getStroke()?.getColor()).toBe('#2f9e44');
    expect(withAlpha('#1c7ed6', 0.5)).toBe('rgba(28, 126, 214, 0.5)');
  });
});

describe('objektOutline', () => {
  const square = 'POLYGON((16 48, 16.01 48, 16.01 48.01, 16 48.01, 16 48))';

  it('reads the polygon in lon/lat into web-mercator', () => {
    const outline = objektOutline({ polygon: square, geometry: null });
    expect(outline).toBeInstanceOf(Polygon);
    expect(outline?.getExtent()[0]).toBeCloseTo(1781111.85, 0);
  });

  it('reads polygon and geometry as one collection and leaves points out', () => {
    const outline = objektOutline({
      polygon: square,
      geometry: 'GEOMETRYCOLLECTION(POINT(16 48), LINESTRING(16 48, 16.02 48.02))',
    });
    expect(outline).toBeInstanceOf(GeometryCollection);
    expect((outline as GeometryCollection).getGeometries().map((g) => g.getType())).toEqual(['Polygon', 'LineString']);
  });

  it('is null without a readable outline', () => {
    expect(objektOutline({ polygon: null, geometry: 'POINT(16 48)' })).toBeNull();
    expect(objektOutline({ polygon: 'POLYGON((broken', geometry: null })).toBeNull();
  });
});

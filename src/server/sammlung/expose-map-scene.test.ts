import { describe, expect, it } from 'vitest';
import { locationScene, overviewScene } from './expose-map-scene';

const places = [
  { name: 'Tulln', bezirk: '321', lon: 16.05, lat: 48.33 },
  { name: 'Langenlebarn', bezirk: '321', lon: 16.11, lat: 48.34 },
  { name: 'Sankt Pölten', bezirk: '302', lon: 15.63, lat: 48.2 },
  { name: 'Mödling', bezirk: '317', lon: 16.29, lat: 48.09 },
];

describe('exposé map scenes', () => {
  it('draws the property, nearby places with names and other properties around it, with a scale in the language', () => {
    const scene = locationScene({
      lon: 16.06,
      lat: 48.32,
      polygon: 'POLYGON((16.059 48.319,16.061 48.319,16.061 48.321,16.059 48.319))',
      color: '#2f9e44',
      places,
      neighbours: [
        [16.07, 48.31],
        [15.0, 47.0],
      ],
      width: 200,
      height: 200,
      lang: 'de',
    });
    expect(scene.pins).toHaveLength(1);
    expect(scene.pins[0]?.x).toBeCloseTo(100, 0);
    expect(scene.labels.map((l) => l.text)).toContain('Tulln');
    expect(scene.labels.map((l) => l.text)).not.toContain('Mödling');
    expect(scene.neighbours).toHaveLength(1);
    expect(scene.outline).toMatch(/^M/);
    // The plot is a dot at the map's scale: an inset shows it at its own scale (a few hundred metres).
    expect(scene.plot?.path).toMatch(/^M/);
    expect(scene.plot?.scale.label).toMatch(/^\d+ m$/);
    expect(scene.land.length).toBeGreaterThan(100);
    expect(scene.scale.label).toMatch(/^\d+ km$/);
    expect(scene.scale.length).toBeGreaterThan(10);
    expect(scene.locator?.rect[2]).toBeGreaterThan(scene.locator?.rect[0] ?? 0);
  });

  it('numbers the pins of a collection in order and names district seats without overlapping labels', () => {
    const bezirke = new Map([
      ['321', 'Tulln'],
      ['302', 'Sankt Pölten (Stadt)'],
      ['317', 'Mödling'],
    ]);
    const scene = overviewScene({
      pins: [
        { lon: 16.0, lat: 48.3, color: '#e03131' },
        { lon: 15.6, lat: 48.1, color: '#1c7ed6' },
      ],
      places,
      bezirke,
      width: 500,
      height: 300,
      lang: 'en',
    });
    expect(scene.pins.map((p) => p.number)).toEqual([1, 2]);
    expect(scene.labels.map((l) => l.text).sort()).toEqual(['Mödling', 'Sankt Pölten', 'Tulln']);
    expect(scene.scale.label).toMatch(/^\d+ km$/);
  });
});

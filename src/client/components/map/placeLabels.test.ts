import { describe, expect, it } from 'vitest';
import { BEZIRK_ZAHLEN_Z_INDEX } from './bezirkZahlen';
import { MEASURE_Z_INDEX } from './measure';
import { DECORATION_Z_INDEX, OBJEKT_Z_INDEX } from './objektStyle';
import { ALL_PLACES_ZOOM, placeFeatures, placeLabelLayer, placeStyle } from './placeLabels';

const resolutionAt = (zoom: number) => 156543.03392804097 / 2 ** zoom;

describe('place labels of the offline map', () => {
  const orte = [
    { id: 1, name: 'Gablitz', lon: 16.1, lat: 48.2 },
    { id: 2, name: 'Tulln an der Donau', lon: 16.05, lat: 48.33 },
    { id: 3, name: 'Mödling', lon: 16.28, lat: 48.08 },
  ];
  const bezirke = [{ name: 'Mödling' }, { name: 'Tulln' }, { name: 'Krems an der Donau (Stadt)' }];

  it('marks places named like a district as district towns and puts them first', () => {
    const features = placeFeatures(orte, bezirke);
    expect(features.map((f) => f.get('name'))).toEqual(['Mödling', 'Gablitz', 'Tulln an der Donau']);
    expect(features[0]?.get('hauptort')).toBe(true);
    expect(features[1]?.get('hauptort')).toBe(false);
  });

  it('labels district towns at every zoom and all places from zoom 10', () => {
    const [town, village] = placeFeatures(orte, bezirke);
    if (!town || !village) throw new Error('features');
    expect(placeStyle(town, resolutionAt(7))?.getText()?.getText()).toBe('Mödling');
    expect(placeStyle(village, resolutionAt(ALL_PLACES_ZOOM - 0.5))).toBeUndefined();
    expect(placeStyle(village, resolutionAt(ALL_PLACES_ZOOM))?.getText()?.getText()).toBe('Gablitz');
  });

  it('declutters the labels and draws them above every marker layer, below the measuring', () => {
    const labels = placeLabelLayer([]);
    expect(labels.getDeclutter()).toBeTruthy();
    // Pins; clusters, stars and the hovered pin; the district counts of the map by extent.
    for (const markers of [OBJEKT_Z_INDEX, DECORATION_Z_INDEX, BEZIRK_ZAHLEN_Z_INDEX])
      expect(labels.getZIndex()).toBeGreaterThan(markers);
    expect(labels.getZIndex()).toBeLessThan(MEASURE_Z_INDEX);
  });
});

import { describe, expect, it } from 'vitest';
import { gebietText } from '../../../shared/domain/gebiet';
import { gebietBeschreibung, naechsterOrt } from './gebiet';

const ORTE = [
  { name: 'Tulln an der Donau', lon: 16.05, lat: 48.33 },
  { name: 'St. Pölten', lon: 15.62, lat: 48.2 },
];

describe('the drawn area in the filter summary', () => {
  it('names a circle by its radius in km and the nearest place', () => {
    const text = gebietText({ art: 'kreis', center: [15.7, 48.22], radius: 12_500 });
    expect(gebietBeschreibung(text, ORTE)).toEqual({ art: 'kreis', km: 12.5, ort: 'St. Pölten' });
    expect(naechsterOrt([], [15.7, 48.22])).toBeNull();
  });

  it('calls a polygon a polygon, and has nothing to say without a valid area', () => {
    const polygon = gebietText({
      art: 'polygon',
      ring: [
        [15.5, 48],
        [16.5, 48],
        [16, 48.6],
      ],
    });
    expect(gebietBeschreibung(polygon, ORTE)).toEqual({ art: 'polygon' });
    expect(gebietBeschreibung(null, ORTE)).toBeNull();
    expect(gebietBeschreibung('kreis,16,48,1', ORTE)).toBeNull();
  });
});

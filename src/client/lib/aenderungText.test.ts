import { describe, expect, it } from 'vitest';
import { feldLabelKey, formatWert } from './aenderungText';

const words = { empty: '—', yes: 'Ja', no: 'Nein' };

describe('values of the review diff', () => {
  it('shows numbers in the page language, catalogue ids by name and empty values as a dash', () => {
    expect(formatWert('kaufpreis', 1250000.5, 'de', words)).toBe('1.250.000,5');
    expect(formatWert('kaufpreis', 1250000.5, 'en', words)).toBe('1,250,000.5');
    expect(formatWert('bezirk', '302', 'de', words)).toBe('Sankt Pölten (Stadt)');
    expect(formatWert('objektname2', null, 'de', words)).toBe('—');
    expect(formatWert('widmungen', [], 'de', words)).toBe('—');
    expect(formatWert('istteilbar', true, 'de', words)).toBe('Ja');
  });

  it('lists entries one per line and turns the rich text breaks into new lines', () => {
    expect(formatWert('verkehrsinfrastruktur', [{ type: 1, connection: 'A1', distance: 3.5 }], 'en', words)).toBe(
      'Motorway: A1 (3.5 km)',
    );
    expect(formatWert('detailbeschreibung', 'Eben.<br>Erschlossen.', 'de', words)).toBe('Eben.\nErschlossen.');
  });

  it('names translation fields by their own labels', () => {
    expect(feldLabelKey('uebersetzung.objektname_en')).toBe('objektname_en');
    expect(feldLabelKey('kaufpreis')).toBe('kaufpreis');
  });
});

import { describe, expect, it } from 'vitest';
import { crossFieldIssues, objektAktionBodySchema, objektBulkAktionBodySchema } from './objekt-input';

/** Path → message of a body the action schema refuses (what the status dialogs ask before they enable). */
const refused = (body: unknown) => {
  const result = objektAktionBodySchema.safeParse(body);
  return result.success ? null : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the reasons a workflow action needs (status dialog, bulk dialog and server alike)', () => {
  it('needs nothing for submitting, releasing and activating', () => {
    expect(refused({ aktion: 'einreichen' })).toBeNull();
    expect(refused({ aktion: 'freigeben', status: 5 })).toBeNull();
    expect(refused({ aktion: 'aktivieren' })).toBeNull();
  });

  it('needs a reason to deactivate, and a free text when the reason is "sonstiges"', () => {
    expect(refused({ aktion: 'deaktivieren' })).toEqual({ grund: 'error.required' });
    expect(refused({ aktion: 'deaktivieren', grund: 'verkauft' })).toBeNull();
    expect(refused({ aktion: 'deaktivieren', grund: 'sonstiges' })).toEqual({ grundtext: 'error.required' });
    expect(refused({ aktion: 'deaktivieren', grund: 'sonstiges', grundtext: 'Abgerissen' })).toBeNull();
  });

  it('needs a free text to reject', () => {
    expect(refused({ aktion: 'ablehnen' })).toEqual({ grundtext: 'error.required' });
    expect(refused({ aktion: 'ablehnen', grundtext: 'Fotos fehlen' })).toBeNull();
  });

  it('asks the same of a bulk change', () => {
    const ids = ['0b8f5a64-8a3c-4a51-9a43-1c2f1d0a7e11'];
    expect(objektBulkAktionBodySchema.safeParse({ aktion: 'deaktivieren', ids }).success).toBe(false);
    expect(objektBulkAktionBodySchema.safeParse({ aktion: 'deaktivieren', grund: 'verkauft', ids }).success).toBe(true);
    expect(objektBulkAktionBodySchema.safeParse({ aktion: 'ablehnen', ids }).success).toBe(false);
  });
});

describe('the rules across fields (editor and server alike)', () => {
  const plot = {
    objektart: 180620000,
    istkaufobjekt: true,
    istmietobjekt: false,
    istteilbar: false,
    flaecheinqm: 5000,
    kleinsteflaecheinqm: null,
    polygon: 'POLYGON((15.6 48.2,15.61 48.2,15.61 48.21,15.6 48.2))',
    lageerreichbarkeit: null,
    uebersetzung: { lageerreichbarkeit_en: null },
  };

  it('never lets the smallest part exceed the area, also in a draft', () => {
    const divided = { ...plot, istteilbar: true, kleinsteflaecheinqm: 6000 };
    expect(crossFieldIssues(divided, false)).toEqual([{ path: 'kleinsteflaecheinqm', message: 'error.minGreaterMax' }]);
    expect(crossFieldIssues({ ...divided, kleinsteflaecheinqm: 5000 }, false)).toEqual([]);
  });

  it('asks on submission for rent or buy, a plot outline, the smallest part and the English location text', () => {
    expect(crossFieldIssues(plot, true)).toEqual([]);
    const incomplete = {
      ...plot,
      istkaufobjekt: false,
      polygon: null,
      istteilbar: true,
      lageerreichbarkeit: 'Nahe der A1',
    };
    expect(crossFieldIssues(incomplete, false)).toEqual([]);
    expect(crossFieldIssues(incomplete, true)).toEqual([
      { path: 'istmietobjekt', message: 'error.rentOrBuy' },
      { path: 'polygon', message: 'error.polygonRequired' },
      { path: 'kleinsteflaecheinqm', message: 'error.required' },
      { path: 'uebersetzung.lageerreichbarkeit_en', message: 'error.translationRequired' },
    ]);
    // An office needs no outline.
    expect(crossFieldIssues({ ...plot, objektart: 180620001, polygon: null }, true)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../shared/domain/objekt';
import type { Objekt } from '../../../shared/schemas/objekt';
import {
  emptyValues,
  firstErrorSection,
  formErrorsOf,
  inputOf,
  isEditable,
  type ObjektFormValues,
  sectionOf,
  toNumber,
  valuesOf,
} from './formValues';
import { numberErrors, translationsComplete, validateForm } from './validation';

/** The complete rules (submission), as the editor checks them. */
const validate = (values: ObjektFormValues) => validateForm(values, 'de', true);

/** A complete plot as the form holds it. */
function filled(): ObjektFormValues {
  return {
    ...emptyValues(),
    objektart: '180620000',
    objektname: 'Betriebsgrund an der B1',
    plz: '3100',
    ort: 'St. Pölten',
    bezirk: '302',
    detailbeschreibung: 'Ebene Fläche\nvoll erschlossen',
    flaecheinqm: 12000,
    istkaufobjekt: true,
    kaufpreis: '',
    kaufpreisproqm: 85,
    standortbeschreibung: ['50'],
    technischeinfrastruktur: ['15'],
    verkehrsinfrastruktur: [{ key: 'a', type: '1', connection: 'A1', distance: 2.5 }],
    standort: 'POINT(15.62 48.2)',
    polygon: 'POLYGON((15.6 48.2,15.61 48.2,15.61 48.21,15.6 48.2))',
    uebersetzung: {
      objektname_en: 'Business plot on the B1',
      detailbeschreibung_en: 'Level site',
      lageerreichbarkeit_en: '',
    },
  };
}

describe('editor form values', () => {
  it('turns a complete form into a valid schema input', () => {
    const input = inputOf(filled());
    expect(validate(filled())).toEqual({});
    expect(input).toMatchObject({
      objektart: 180620000,
      detailbeschreibung: 'Ebene Fläche<br>voll erschlossen',
      kaufpreis: null,
      kaufpreisproqm: 85,
      mietpreis: null,
      standortbeschreibung: [50],
      technischeinfrastruktur: [15],
      verkehrsinfrastruktur: [{ type: 1, connection: 'A1', distance: 2.5 }],
      objektname2: null,
    });
  });

  it('reports the spec 5 rules of an empty form as i18n keys', () => {
    const errors = validate(emptyValues());
    expect(errors).toMatchObject({
      objektart: 'error.required',
      objektname: 'error.minLength5',
      plz: 'error.postalCode',
      ort: 'error.required',
      bezirk: 'error.bezirkRequired',
      flaecheinqm: 'error.required',
      standort: 'error.location',
      'uebersetzung.objektname_en': 'error.translationRequired',
    });
    expect(Object.values(errors).every((m) => m.startsWith('error.'))).toBe(true);
  });

  it('lists the cross-field rules together with the missing fields of a form that is not yet complete', () => {
    const values = { ...emptyValues(), objektart: '180620000', istteilbar: true, lageerreichbarkeit: 'Nahe A1' };
    expect(validate(values)).toMatchObject({
      objektname: 'error.minLength5',
      istmietobjekt: 'error.rentOrBuy',
      polygon: 'error.polygonRequired',
      kleinsteflaecheinqm: 'error.required',
      'uebersetzung.lageerreichbarkeit_en': 'error.translationRequired',
    });
  });

  it('calls the translations complete exactly when submission misses none of them', () => {
    const complete = filled();
    expect(translationsComplete(complete)).toBe(true);
    const translated = (
      uebersetzung: Partial<ObjektFormValues['uebersetzung']>,
      more: Partial<ObjektFormValues> = {},
    ) => translationsComplete({ ...complete, ...more, uebersetzung: { ...complete.uebersetzung, ...uebersetzung } });
    expect(translated({ objektname_en: 'Plot' })).toBe(false);
    expect(translated({ detailbeschreibung_en: '    ' })).toBe(false);
    // A German location text asks for its English one; other missing fields do not touch the badge.
    expect(translated({}, { lageerreichbarkeit: 'Nahe der A1' })).toBe(false);
    expect(translated({ lageerreichbarkeit_en: 'Near the A1' }, { lageerreichbarkeit: 'Nahe der A1' })).toBe(true);
    expect(translated({}, { plz: '' })).toBe(true);
  });

  it('lets a draft through with only its type, but not with an invalid value', () => {
    const draft = { ...emptyValues(), objektart: '180620001' };
    expect(validateForm(draft, 'de', false)).toEqual({});
    expect(validateForm({ ...draft }, 'de', true)).toHaveProperty('standort', 'error.location');
    expect(validateForm({ ...draft, plz: '31' }, 'de', false)).toEqual({ plz: 'error.postalCode' });
    expect(validateForm({ ...draft, hallenhoehe: 60 }, 'en', false)).toEqual({ hallenhoehe: 'error.hallenhoeheRange' });
    expect(validateForm(emptyValues(), 'de', false)).toEqual({ objektart: 'error.required' });
  });

  it('names why typed text is no number, in the page language', () => {
    const values = { ...emptyValues(), objektart: '180620001', flaecheinqm: '1.250', mietpreisproqm: '12,5' };
    expect(numberErrors(values, 'de')).toEqual({
      flaecheinqm: 'error.numberAmbiguous',
      mietpreisproqm: 'error.numberInvalid',
    });
    expect(numberErrors({ ...values, flaecheinqm: '1,25' }, 'en')).toEqual({
      flaecheinqm: 'error.numberInvalid',
      mietpreisproqm: 'error.numberInvalid',
    });
    expect(validateForm(values, 'de', false)).toMatchObject({ flaecheinqm: 'error.numberAmbiguous' });
  });

  it('checks a divisible area against the total and a missing transport distance', () => {
    const values = { ...filled(), istteilbar: true, kleinsteflaecheinqm: 20000 };
    expect(validate(values).kleinsteflaecheinqm).toBe('error.minGreaterMax');
    const noDistance = { ...filled(), verkehrsinfrastruktur: [{ key: 'b', type: '1', connection: '', distance: '' }] };
    expect(validate(noDistance)).toMatchObject({
      'verkehrsinfrastruktur.0.connection': 'error.required',
      'verkehrsinfrastruktur.0.distance': 'error.required',
    });
  });

  it('maps the server fields onto form paths', () => {
    expect(
      formErrorsOf({ 'objekt.plz': 'error.postalCode', 'objekt.uebersetzung.objektname_en': 'x', empty: '' }),
    ).toEqual({
      plz: 'error.postalCode',
      'uebersetzung.objektname_en': 'error.required',
    });
  });

  it('round-trips a stored object with its HTML breaks', () => {
    const values = filled();
    const stored = {
      ...inputOf(values),
      objektart: 180620000,
      uebersetzung: { msid: 'x', ...inputOf(values).uebersetzung },
      bilder: [],
    } as unknown as Objekt;
    const back = valuesOf(stored);
    expect(back.detailbeschreibung).toBe('Ebene Fläche\nvoll erschlossen');
    expect(back.flaecheinqm).toBe(12000);
    expect(back.kaufpreis).toBe('');
    expect(back.standortbeschreibung).toEqual(['50']);
  });

  it('reads number inputs', () => {
    expect(toNumber(12)).toBe(12);
    expect(toNumber('')).toBeNull();
    expect(Number.isNaN(toNumber('abc'))).toBe(true);
  });

  it('knows the section of a field and which one comes first', () => {
    expect(sectionOf('uebersetzung.objektname_en')).toBe('translations');
    expect(sectionOf('verkehrsinfrastruktur.0.distance')).toBe('features');
    expect(sectionOf('polygon')).toBe('location');
    expect(sectionOf('mietpreis')).toBe('areas');
    expect(firstErrorSection({ 'uebersetzung.objektname_en': 'x', plz: 'y' })).toBe('location');
    expect(firstErrorSection({})).toBeNull();
  });

  it('follows the transition table for editing', () => {
    expect(isEditable(undefined, 'owner')).toBe(true);
    expect(isEditable(STATUS.IN_BEARBEITUNG, 'owner')).toBe(true);
    expect(isEditable(STATUS.IN_PRUEFUNG, 'owner')).toBe(false);
    expect(isEditable(STATUS.IN_PRUEFUNG, 'admin')).toBe(true);
  });
});

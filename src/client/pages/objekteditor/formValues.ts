import { isStatus } from '../../../shared/domain/objekt';
import { ownerTextToPlain, textToBreaks } from '../../../shared/domain/richtext';
import { type Rolle, transition } from '../../../shared/domain/status';
import type { Objekt } from '../../../shared/schemas/objekt';
import type { ObjektInputForm } from '../../../shared/schemas/objekt-input';

/**
 * The editor's form values and their conversion to and from the API (PUT /api/objekt/{id} body and
 * GET answer). Inputs hold strings ('' for nothing) and numbers as the number inputs give them
 * (components/NumberField: the parsed number, '' while empty, or the typed text when it is no number);
 * `inputOf` turns them into the shared schema's input, so the same Zod rules judge the form in the browser
 * and the body on the server.
 */

/** A number field's value: the number, '' when empty, or the typed text that is no number. */
export type NumberValue = number | string;

export interface VerkehrRow {
  /** React key of the row (not sent). */
  key: string;
  type: string;
  connection: string;
  distance: NumberValue;
}

export interface ObjektFormValues {
  objektart: string;
  objektname: string;
  objektname2: string;
  strasse: string;
  plz: string;
  ort: string;
  bezirk: string;
  lageerreichbarkeit: string;
  detailbeschreibung: string;
  internebeschreibung: string;
  kontakte: string;
  flaechenbezeichnung: string;
  flaecheinqm: NumberValue;
  istteilbar: boolean;
  kleinsteflaecheinqm: NumberValue;
  hallenhoehe: NumberValue;
  istkaufobjekt: boolean;
  istmietobjekt: boolean;
  kaufpreis: NumberValue;
  kaufpreisproqm: NumberValue;
  mietpreis: NumberValue;
  mietpreisproqm: NumberValue;
  grundstuecke: string[];
  tags: string[];
  standortbeschreibung: string[];
  widmungen: string[];
  technischeinfrastruktur: string[];
  verkehrsinfrastruktur: VerkehrRow[];
  /** WKT point (lon/lat) or ''. */
  standort: string;
  /** WKT (multi)polygon (lon/lat) or ''. */
  polygon: string;
  uebersetzung: { objektname_en: string; detailbeschreibung_en: string; lageerreichbarkeit_en: string };
}

let rowCounter = 0;
/** A fresh React key for a transport row. */
export const newRowKey = () => `row-${++rowCounter}`;

const str = (v: string | null | undefined) => v ?? '';
const num = (v: number | null | undefined): NumberValue => (v === null || v === undefined ? '' : v);

/** An empty form: a new property. */
export function emptyValues(): ObjektFormValues {
  return valuesOf(null);
}

/** The form's starting values: from the stored object, or empty for a new one. */
export function valuesOf(objekt: Objekt | null): ObjektFormValues {
  const u = objekt?.uebersetzung;
  return {
    objektart: objekt ? String(objekt.objektart) : '',
    objektname: str(objekt?.objektname),
    objektname2: str(objekt?.objektname2),
    strasse: str(objekt?.strasse),
    plz: str(objekt?.plz),
    ort: str(objekt?.ort),
    bezirk: str(objekt?.bezirk),
    lageerreichbarkeit: str(objekt?.lageerreichbarkeit),
    detailbeschreibung: ownerTextToPlain(objekt?.detailbeschreibung),
    internebeschreibung: str(objekt?.internebeschreibung),
    kontakte: str(objekt?.kontakte),
    flaechenbezeichnung: str(objekt?.flaechenbezeichnung),
    flaecheinqm: num(objekt?.flaecheinqm),
    istteilbar: objekt?.istteilbar ?? false,
    kleinsteflaecheinqm: num(objekt?.kleinsteflaecheinqm),
    hallenhoehe: num(objekt?.hallenhoehe),
    istkaufobjekt: objekt?.istkaufobjekt ?? false,
    istmietobjekt: objekt?.istmietobjekt ?? false,
    kaufpreis: num(objekt?.kaufpreis),
    kaufpreisproqm: num(objekt?.kaufpreisproqm),
    mietpreis: num(objekt?.mietpreis),
    mietpreisproqm: num(objekt?.mietpreisproqm),
    grundstuecke: [...(objekt?.grundstuecke ?? [])],
    tags: [...(objekt?.tags ?? [])],
    standortbeschreibung: (objekt?.standortbeschreibung ?? []).map(String),
    widmungen: [...(objekt?.widmungen ?? [])],
    technischeinfrastruktur: (objekt?.technischeinfrastruktur ?? []).map(String),
    verkehrsinfrastruktur: (objekt?.verkehrsinfrastruktur ?? []).map((v) => ({
      key: newRowKey(),
      type: String(v.type),
      connection: v.connection,
      distance: v.distance,
    })),
    standort: str(objekt?.standort),
    polygon: str(objekt?.polygon),
    uebersetzung: {
      objektname_en: str(u?.objektname_en),
      detailbeschreibung_en: ownerTextToPlain(u?.detailbeschreibung_en),
      lageerreichbarkeit_en: str(u?.lageerreichbarkeit_en),
    },
  };
}

/**
 * A number field's value as a number, or null when empty. Typed text that is no number becomes NaN, which
 * the schema refuses; numberErrors says why.
 */
export function toNumber(value: NumberValue): number | null {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? null : Number.NaN;
}

const nullable = (text: string) => (text.trim() === '' ? null : text);

/**
 * The schema input of the form. Missing required numbers and selections are left `undefined` so the
 * schema reports them as 'Pflichtfeld'; prices of a mode that is switched off are not sent.
 */
export function inputOf(values: ObjektFormValues): ObjektInputForm {
  const required = (v: NumberValue) => toNumber(v) ?? (undefined as unknown as number);
  const kauf = values.istkaufobjekt;
  const miete = values.istmietobjekt;
  return {
    objektart: (values.objektart === '' ? undefined : Number(values.objektart)) as ObjektInputForm['objektart'],
    objektname: values.objektname,
    objektname2: nullable(values.objektname2),
    strasse: nullable(values.strasse),
    plz: values.plz,
    ort: values.ort,
    bezirk: values.bezirk,
    lageerreichbarkeit: nullable(values.lageerreichbarkeit),
    detailbeschreibung: textToBreaks(values.detailbeschreibung.trim()),
    internebeschreibung: nullable(values.internebeschreibung),
    kontakte: nullable(values.kontakte),
    flaechenbezeichnung: nullable(values.flaechenbezeichnung),
    flaecheinqm: toNumber(values.flaecheinqm),
    istteilbar: values.istteilbar,
    kleinsteflaecheinqm: values.istteilbar ? toNumber(values.kleinsteflaecheinqm) : null,
    hallenhoehe: toNumber(values.hallenhoehe),
    istkaufobjekt: kauf,
    istmietobjekt: miete,
    kaufpreis: kauf ? toNumber(values.kaufpreis) : null,
    kaufpreisproqm: kauf ? toNumber(values.kaufpreisproqm) : null,
    mietpreis: miete ? toNumber(values.mietpreis) : null,
    mietpreisproqm: miete ? toNumber(values.mietpreisproqm) : null,
    grundstuecke: values.grundstuecke,
    tags: values.tags,
    standortbeschreibung: values.standortbeschreibung.map(Number),
    widmungen: values.widmungen,
    technischeinfrastruktur: values.technischeinfrastruktur.map(Number),
    verkehrsinfrastruktur: values.verkehrsinfrastruktur.map((v) => ({
      type: Number(v.type),
      connection: v.connection,
      distance: required(v.distance),
    })),
    standort: values.standort,
    polygon: nullable(values.polygon),
    uebersetzung: {
      objektname_en: values.uebersetzung.objektname_en,
      detailbeschreibung_en: textToBreaks(values.uebersetzung.detailbeschreibung_en.trim()),
      lageerreichbarkeit_en: nullable(values.uebersetzung.lageerreichbarkeit_en),
    },
  };
}

/**
 * Form errors from the schema or the server: the server keys fields by body path ('objekt.plz'), the
 * form by its own ('plz'); messages that are no i18n key (Zod's own wording for a missing number)
 * read 'Pflichtfeld'.
 */
export function formErrorsOf(errors: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (message === undefined || message === null || message === '') continue;
    const key = path.replace(/^objekt\./, '');
    const text = String(message);
    out[key] = text.startsWith('error.') ? text : 'error.required';
  }
  return out;
}

export const hasTranslationError = (errors: Record<string, unknown>) =>
  Object.keys(errors).some((k) => k.startsWith('uebersetzung'));

/**
 * Spec 4: whether the role may save the object in its status (under review it is not editable by its
 * owner; the agency may still correct it). A new object (no status yet) is editable.
 */
export function isEditable(status: number | undefined, role: Rolle): boolean {
  if (status === undefined) return true;
  return isStatus(status) && transition('speichern', status, role) !== null;
}

export type SectionId = 'basics' | 'location' | 'areas' | 'features' | 'descriptions' | 'translations' | 'internal';

/** The editor section that shows a form path (to scroll to the first error). */
export function sectionOf(path: string): SectionId {
  const field = path.split('.')[0] ?? '';
  if (field === 'uebersetzung') return 'translations';
  if (['objektart', 'objektname', 'objektname2', 'tags'].includes(field)) return 'basics';
  if (['strasse', 'plz', 'ort', 'bezirk', 'grundstuecke', 'standort', 'polygon'].includes(field)) return 'location';
  if (['standortbeschreibung', 'widmungen', 'technischeinfrastruktur', 'verkehrsinfrastruktur'].includes(field)) {
    return 'features';
  }
  if (['detailbeschreibung', 'lageerreichbarkeit'].includes(field)) return 'descriptions';
  if (['internebeschreibung', 'kontakte'].includes(field)) return 'internal';
  return 'areas';
}

/** The section order of the editor, for picking the first section with an error. */
export const SECTION_ORDER: readonly SectionId[] = [
  'basics',
  'location',
  'areas',
  'features',
  'descriptions',
  'translations',
  'internal',
];

/** The first section (in page order) that has an error, or null. */
export function firstErrorSection(errors: Record<string, unknown>): SectionId | null {
  const sections = new Set(Object.keys(errors).map(sectionOf));
  return SECTION_ORDER.find((s) => sections.has(s)) ?? null;
}

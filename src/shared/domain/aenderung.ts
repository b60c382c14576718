import type { BildAenderung, FeldAenderung } from '../schemas/aenderung';
import type { Objekt, Objektbild } from '../schemas/objekt';

/**
 * The key under objekt.field of a changed field's label (translations by their own field names). Here, not
 * in audit.ts, which reads both catalogues: the browser's review of a pending change needs only the key.
 */
export const feldLabelKey = (feld: string) => feld.replace(/^uebersetzung\./, '') as 'objektname';

/** The fields a pending change can change, in the editor's order; translations as `uebersetzung.<field>`. */
export const AENDERUNG_FELDER = [
  'objektart',
  'objektname',
  'objektname2',
  'strasse',
  'plz',
  'ort',
  'bezirk',
  'standort',
  'polygon',
  'flaechenbezeichnung',
  'flaecheinqm',
  'istteilbar',
  'kleinsteflaecheinqm',
  'hallenhoehe',
  'istkaufobjekt',
  'istmietobjekt',
  'kaufpreis',
  'kaufpreisproqm',
  'mietpreis',
  'mietpreisproqm',
  'standortbeschreibung',
  'widmungen',
  'technischeinfrastruktur',
  'verkehrsinfrastruktur',
  'grundstuecke',
  'tags',
  'lageerreichbarkeit',
  'detailbeschreibung',
  'internebeschreibung',
  'kontakte',
  'uebersetzung.objektname_en',
  'uebersetzung.detailbeschreibung_en',
  'uebersetzung.lageerreichbarkeit_en',
] as const;
export type AenderungFeld = (typeof AENDERUNG_FELDER)[number];

/** Lists whose order carries no meaning (catalogue ids): compared as sets. */
const SETS: ReadonlySet<string> = new Set<AenderungFeld>([
  'standortbeschreibung',
  'widmungen',
  'technischeinfrastruktur',
]);
const GEOMETRIES: ReadonlySet<string> = new Set<AenderungFeld>(['standort', 'polygon']);

type Value = FeldAenderung['alt'];

function fieldValue(objekt: Objekt, feld: AenderungFeld): Value {
  if (feld.startsWith('uebersetzung.')) {
    const key = feld.slice('uebersetzung.'.length) as keyof NonNullable<Objekt['uebersetzung']>;
    return objekt.uebersetzung?.[key] ?? null;
  }
  const value = objekt[feld as keyof Objekt];
  return (value ?? null) as Value;
}

/** Geometries as the numbers they hold, so the database's and the editor's WKT spelling compare equal. */
const shapeOf = (wkt: Value) =>
  typeof wkt === 'string'
    ? `${wkt.replace(/[^A-Za-z]/g, '').toUpperCase()}|${(wkt.match(/-?\d+(\.\d+)?/g) ?? []).map((n) => Number(n).toFixed(7)).join(',')}`
    : null;

const blank = (v: Value) => (v === '' ? null : v);

/** JSON with the keys of objects sorted: the database's jsonb keeps its own key order. */
const canonical = (v: Value): string =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
    ? `{${Object.keys(v)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, Value>)[k] ?? null)}`)
        .join(',')}}`
    : JSON.stringify(v);

function same(feld: string, a: Value, b: Value): boolean {
  if (GEOMETRIES.has(feld)) return shapeOf(a) === shapeOf(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    const key = (list: Value[]) => list.map(canonical);
    const [ka, kb] = [key(a), key(b)];
    if (SETS.has(feld) || feld === 'verkehrsinfrastruktur') {
      ka.sort();
      kb.sort();
    }
    return ka.join('\n') === kb.join('\n');
  }
  return canonical(blank(a)) === canonical(blank(b));
}

/** The fields of `neu` that differ from `alt` (released → pending), in the editor's order. */
export function diffFelder(alt: Objekt, neu: Objekt): FeldAenderung[] {
  return AENDERUNG_FELDER.flatMap((feld) => {
    const [a, b] = [fieldValue(alt, feld), fieldValue(neu, feld)];
    return same(feld, a, b) ? [] : [{ feld, alt: a, neu: b }];
  });
}

/**
 * The fields of a record that differ (old → new), compared as diffFelder compares: for the audit entries of
 * the administrators' editors (layers, URL entries, glossary, funding, campaigns, users).
 */
export function diffWerte<K extends string>(
  alt: Readonly<Record<K, unknown>>,
  neu: Readonly<Record<K, unknown>>,
  felder: readonly K[],
): FeldAenderung[] {
  return felder.flatMap((feld) => {
    const [a, b] = [(alt[feld] ?? null) as Value, (neu[feld] ?? null) as Value];
    return same(feld, a, b) ? [] : [{ feld, alt: a, neu: b }];
  });
}

/** Files added and removed, whether the kept ones changed their order, and kept ones with a new title. */
export function diffBilder(alt: readonly Objektbild[], neu: readonly Objektbild[]): BildAenderung {
  const altIds = new Set(alt.map((b) => b.msid));
  const neuIds = new Set(neu.map((b) => b.msid));
  const keptAlt = alt.filter((b) => neuIds.has(b.msid)).map((b) => b.msid);
  const keptNeu = neu.filter((b) => altIds.has(b.msid)).map((b) => b.msid);
  return {
    hinzugefuegt: neu.filter((b) => !altIds.has(b.msid)),
    entfernt: alt.filter((b) => !neuIds.has(b.msid)),
    reihenfolgeGeaendert: keptAlt.join('\n') !== keptNeu.join('\n'),
    umbenannt: neu.filter((b) => altIds.has(b.msid) && alt.find((a) => a.msid === b.msid)?.titel !== b.titel),
  };
}

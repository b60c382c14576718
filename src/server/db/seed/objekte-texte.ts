/**
 * Texts and transport connections of the demo properties: German texts with English translations, built
 * from fragments. Road, motorway and station names are real; the prose is the project's own.
 */
import { formatArea, formatNumber } from '../../../shared/domain/format';
import { type Label, type Merkmal, OBJEKTART, type Objektart, type WidmungInfo } from '../../../shared/domain/objekt';
import type { Lang } from '../../../shared/domain/routes';
import type { Random } from './random';

/** Transport connections near a district: motorways/expressways, junctions, main roads, stations. */
export interface Anbindungen {
  autobahn: string[];
  anschluss: string[];
  strasse: string[];
  bahnhof: string[];
}

const A1 = 'A1 West Autobahn';
const A2 = 'A2 Süd Autobahn';
const S33 = 'S33 Kremser Schnellstraße';
const S5 = 'S5 Stockerauer Schnellstraße';
const S1 = 'S1 Wiener Außenring Schnellstraße';

const ANBINDUNGEN: Record<string, Anbindungen> = {
  '301': {
    autobahn: [S5, S33],
    anschluss: ['Knoten Krems (S5/S33)'],
    strasse: ['B3 Donau Straße', 'B37 Kremser Straße'],
    bahnhof: ['Bahnhof Krems an der Donau'],
  },
  '302': {
    autobahn: [A1, S33],
    anschluss: ['Knoten St. Pölten (A1/S33)', 'Anschlussstelle St. Pölten-Süd'],
    strasse: ['B1 Wiener Straße', 'B20 Mariazeller Straße'],
    bahnhof: ['St. Pölten Hauptbahnhof'],
  },
  '303': {
    autobahn: [A1],
    anschluss: ['Anschlussstelle Amstetten-West'],
    strasse: ['B121 Weyrer Straße'],
    bahnhof: ['Bahnhof Waidhofen an der Ybbs'],
  },
  '304': {
    autobahn: [A2, 'S4 Mattersburger Schnellstraße'],
    anschluss: ['Anschlussstelle Wiener Neustadt-West', 'Knoten Wiener Neustadt (A2/S4)'],
    strasse: ['B17 Triester Straße'],
    bahnhof: ['Wiener Neustadt Hauptbahnhof'],
  },
  '305': {
    autobahn: [A1],
    anschluss: ['Anschlussstelle Amstetten-Ost', 'Anschlussstelle Amstetten-West', 'Anschlussstelle Haag'],
    strasse: ['B1 Wiener Straße', 'B121 Weyrer Straße'],
    bahnhof: ['Bahnhof Amstetten', 'Bahnhof St. Valentin'],
  },
  '306': {
    autobahn: [A2, 'A21 Wiener Außenring Autobahn', 'A3 Südost Autobahn'],
    anschluss: ['Anschlussstelle Baden', 'Anschlussstelle Traiskirchen', 'Anschlussstelle Leobersdorf'],
    strasse: ['B17 Triester Straße', 'B18 Hainfelder Straße'],
    bahnhof: ['Bahnhof Baden', 'Bahnhof Bad Vöslau', 'Bahnhof Leobersdorf'],
  },
  '307': {
    autobahn: ['A4 Ost Autobahn', 'A6 Nordost Autobahn', S1],
    anschluss: ['Anschlussstelle Schwechat', 'Anschlussstelle Fischamend', 'Anschlussstelle Bruck an der Leitha-West'],
    strasse: ['B9 Pressburger Straße', 'B10 Budapester Straße'],
    bahnhof: ['Bahnhof Bruck an der Leitha', 'Bahnhof Schwechat'],
  },
  '308': {
    autobahn: [S1],
    anschluss: ['Knoten Süßenbrunn (S1/S2)'],
    strasse: ['B8 Angerner Straße', 'B3 Donau Straße'],
    bahnhof: ['Bahnhof Gänserndorf', 'Bahnhof Deutsch-Wagram', 'Bahnhof Strasshof'],
  },
  '309': {
    autobahn: [],
    anschluss: [],
    strasse: ['B41 Gmünder Straße', 'B2 Waldviertler Straße'],
    bahnhof: ['Bahnhof Gmünd NÖ'],
  },
  '310': {
    autobahn: ['S3 Weinviertler Schnellstraße'],
    anschluss: ['Anschlussstelle Hollabrunn'],
    strasse: ['B303 Weinviertler Straße', 'B2 Waldviertler Straße', 'B4 Horner Straße'],
    bahnhof: ['Bahnhof Hollabrunn', 'Bahnhof Retz'],
  },
  '311': {
    autobahn: [],
    anschluss: [],
    strasse: ['B4 Horner Straße', 'B2 Waldviertler Straße'],
    bahnhof: ['Bahnhof Horn', 'Bahnhof Eggenburg', 'Bahnhof Sigmundsherberg'],
  },
  '312': {
    autobahn: ['A22 Donauufer Autobahn', S1, S5],
    anschluss: ['Knoten Korneuburg (A22/S1)', 'Anschlussstelle Stockerau'],
    strasse: ['B3 Donau Straße', 'B4 Horner Straße', 'B303 Weinviertler Straße'],
    bahnhof: ['Bahnhof Korneuburg', 'Bahnhof Stockerau'],
  },
  '313': {
    autobahn: [S5, S33],
    anschluss: ['Knoten Krems (S5/S33)'],
    strasse: ['B3 Donau Straße', 'B37 Kremser Straße'],
    bahnhof: ['Bahnhof Krems an der Donau', 'Bahnhof Langenlois'],
  },
  '314': {
    autobahn: [A1],
    anschluss: ['Anschlussstelle St. Pölten-Süd'],
    strasse: ['B20 Mariazeller Straße', 'B18 Hainfelder Straße'],
    bahnhof: ['Bahnhof Traisen', 'Bahnhof Lilienfeld'],
  },
  '315': {
    autobahn: [A1],
    anschluss: ['Anschlussstelle Melk', 'Anschlussstelle Pöchlarn', 'Anschlussstelle Ybbs'],
    strasse: ['B1 Wiener Straße', 'B3 Donau Straße', 'B25 Erlauftal Straße', 'B36 Zwettler Straße'],
    bahnhof: ['Bahnhof Melk', 'Bahnhof Pöchlarn', 'Bahnhof Ybbs an der Donau'],
  },
  '316': {
    autobahn: ['A5 Nord/Weinviertel Autobahn'],
    anschluss: ['Anschlussstelle Wolkersdorf', 'Anschlussstelle Gaweinstal', 'Anschlussstelle Poysdorf'],
    strasse: ['B7 Brünner Straße'],
    bahnhof: ['Bahnhof Mistelbach', 'Bahnhof Wolkersdorf', 'Bahnhof Laa an der Thaya'],
  },
  '317': {
    autobahn: [A2, 'A21 Wiener Außenring Autobahn', S1],
    anschluss: ['Knoten Vösendorf (A2/S1)', 'Anschlussstelle Wiener Neudorf', 'Anschlussstelle Brunn am Gebirge'],
    strasse: ['B17 Triester Straße'],
    bahnhof: ['Bahnhof Mödling', 'Bahnhof Brunn-Maria Enzersdorf'],
  },
  '318': {
    autobahn: [A2, 'S6 Semmering Schnellstraße'],
    anschluss: ['Knoten Seebenstein (A2/S6)', 'Anschlussstelle Gloggnitz'],
    strasse: ['B17 Triester Straße'],
    bahnhof: ['Bahnhof Neunkirchen NÖ', 'Bahnhof Ternitz', 'Bahnhof Gloggnitz'],
  },
  '319': {
    autobahn: [A1, S33],
    anschluss: ['Anschlussstelle St. Pölten-Süd', 'Anschlussstelle Altlengbach', 'Anschlussstelle Pressbaum'],
    strasse: ['B1 Wiener Straße', 'B39 Pielachtal Straße', 'B20 Mariazeller Straße'],
    bahnhof: ['Bahnhof Herzogenburg', 'Bahnhof Neulengbach', 'St. Pölten Hauptbahnhof'],
  },
  '320': {
    autobahn: [A1],
    anschluss: ['Anschlussstelle Ybbs', 'Anschlussstelle Pöchlarn'],
    strasse: ['B25 Erlauftal Straße'],
    bahnhof: ['Bahnhof Scheibbs', 'Bahnhof Wieselburg'],
  },
  '321': {
    autobahn: [S5],
    anschluss: ['Anschlussstelle Tulln', 'Anschlussstelle Grafenwörth'],
    strasse: ['B19 Tullner Straße', 'B14 Klosterneuburger Straße'],
    bahnhof: ['Bahnhof Tulln an der Donau', 'Bahnhof Tullnerfeld', 'Bahnhof Klosterneuburg-Kierling'],
  },
  '322': { autobahn: [], anschluss: [], strasse: ['B36 Zwettler Straße'], bahnhof: ['Bahnhof Schwarzenau'] },
  '323': {
    autobahn: [A2, 'A3 Südost Autobahn'],
    anschluss: ['Anschlussstelle Wöllersdorf', 'Anschlussstelle Wiener Neustadt-West'],
    strasse: ['B17 Triester Straße', 'B21 Gutensteiner Straße'],
    bahnhof: ['Wiener Neustadt Hauptbahnhof', 'Bahnhof Felixdorf', 'Bahnhof Ebenfurth'],
  },
  '325': {
    autobahn: [],
    anschluss: [],
    strasse: ['B36 Zwettler Straße', 'B38 Böhmerwald Straße', 'B37 Kremser Straße'],
    bahnhof: ['Bahnhof Schwarzenau'],
  },
};

/** The transport connections of a district. */
export function anbindungen(bezirk: string): Anbindungen {
  const a = ANBINDUNGEN[bezirk];
  if (!a) throw new Error(`no transport connections for district ${bezirk}`);
  return a;
}

type Pair = [string, string];
const pair = (de: string, en: string): Label => ({ de, en });

const LAGE: Pair[] = [
  ['Nord', 'North'],
  ['Süd', 'South'],
  ['Ost', 'East'],
  ['West', 'West'],
];
const RAND: Pair[] = [
  ['am nördlichen Ortsrand von', 'on the northern edge of'],
  ['am südlichen Ortsrand von', 'on the southern edge of'],
  ['im Betriebsgebiet von', 'in the business area of'],
  ['an der Hauptverkehrsachse von', 'on the main road of'],
];
const FLOORS: Pair[] = [
  ['Erdgeschoß', 'ground floor'],
  ['1. Obergeschoß', 'first floor'],
  ['2. Obergeschoß', 'second floor'],
  ['3. Obergeschoß', 'third floor'],
  ['Dachgeschoß', 'top floor'],
];

const NAMES: Record<Objektart, ((o: string, l: Pair, n: number) => Pair)[]> = {
  [OBJEKTART.GRUNDSTUECK]: [
    (o) => [`Betriebsgrundstück in ${o}`, `Commercial plot in ${o}`],
    (o, l) => [`Gewerbegrund ${o} ${l[0]}`, `Business land ${o} ${l[1]}`],
    (o, _, n) => [`Betriebsgebiet ${o} – Baufeld ${n}`, `Business park ${o} – building plot ${n}`],
    (o) => [`Baugrund für Gewerbe und Logistik in ${o}`, `Building land for trade and logistics in ${o}`],
    (o) => [`Industriegrundstück ${o}`, `Industrial plot ${o}`],
  ],
  [OBJEKTART.BUERO]: [
    (o) => [`Büroflächen im Zentrum von ${o}`, `Office space in the centre of ${o}`],
    (o) => [`Moderne Büroetage in ${o}`, `Modern office floor in ${o}`],
    (o, l) => [`Bürohaus ${o} ${l[0]}`, `Office building ${o} ${l[1]}`],
    (o) => [`Gründer- und Coworking-Büros in ${o}`, `Start-up and coworking offices in ${o}`],
    (o) => [`Helle Büroräume mit Parkplätzen in ${o}`, `Bright offices with parking in ${o}`],
  ],
  [OBJEKTART.GEWERBEOBJEKT]: [
    (o) => [`Lagerhalle mit Büro in ${o}`, `Warehouse with office in ${o}`],
    (o, l) => [`Produktionshalle ${o} ${l[0]}`, `Production hall ${o} ${l[1]}`],
    (o) => [`Gewerbeobjekt mit Freifläche in ${o}`, `Commercial property with open space in ${o}`],
    (o) => [`Logistikhalle mit Rampen in ${o}`, `Logistics hall with loading docks in ${o}`],
    (o) => [`Werkstatt mit Schauraum in ${o}`, `Workshop with showroom in ${o}`],
  ],
};

const BEZEICHNUNG: Record<Objektart, string[]> = {
  [OBJEKTART.GRUNDSTUECK]: ['Betriebsgrundstück', 'Gewerbegrund', 'Industriegrund'],
  [OBJEKTART.BUERO]: ['Bürofläche', 'Büroetage'],
  [OBJEKTART.GEWERBEOBJEKT]: ['Hallenfläche', 'Lager- und Bürofläche', 'Produktionsfläche'],
};

const SECOND: Record<Objektart, Pair[]> = {
  [OBJEKTART.GRUNDSTUECK]: [
    ['Der Zuschnitt ist annähernd rechteckig, das Gelände eben.', 'The plot is roughly rectangular and level.'],
    [
      'Strom, Wasser und Kanal liegen an der Grundgrenze.',
      'Electricity, water and sewer connections are available at the boundary.',
    ],
    [
      'Hallen und Bürogebäude können im Rahmen des Bebauungsplans errichtet werden.',
      'Halls and office buildings can be built within the development plan.',
    ],
  ],
  [OBJEKTART.BUERO]: [
    [
      'Die Räume lassen sich flexibel als Einzel-, Gruppen- oder Großraumbüros nutzen.',
      'The rooms can be used flexibly as single, team or open-plan offices.',
    ],
    [
      'Teeküche, Sanitärräume und ein Serverraum sind vorhanden.',
      'A kitchenette, washrooms and a server room are available.',
    ],
    ['Große Fensterflächen sorgen für viel Tageslicht.', 'Large windows let in plenty of daylight.'],
  ],
  [OBJEKTART.GEWERBEOBJEKT]: [
    [
      'Sattelzüge erreichen die Halle über eine asphaltierte Hoffläche.',
      'Articulated lorries reach the hall over a paved yard.',
    ],
    [
      'Büro- und Sozialräume liegen in einem eingeschoßigen Zubau.',
      'Offices and staff rooms are in a single-storey annex.',
    ],
    ['Der Hallenboden ist für hohe Flächenlasten ausgelegt.', 'The hall floor is designed for heavy loads.'],
  ],
};

const VERFUEGBAR: Pair[] = [
  ['Die Fläche ist sofort verfügbar.', 'Available immediately.'],
  ['Die Übergabe erfolgt nach Vereinbarung.', 'Handover by arrangement.'],
  ['Verfügbar ab dem kommenden Quartal.', 'Available from next quarter.'],
];

const STRASSEN: Record<Objektart, string[]> = {
  [OBJEKTART.GRUNDSTUECK]: ['Industriestraße', 'Gewerbestraße', 'Betriebsstraße', 'Gewerbepark'],
  [OBJEKTART.BUERO]: ['Hauptplatz', 'Hauptstraße', 'Bahnhofstraße', 'Kirchengasse', 'Wiener Straße'],
  [OBJEKTART.GEWERBEOBJEKT]: ['Industriestraße', 'Gewerbestraße', 'Lagerstraße', 'Werkstraße'],
};

const TAGS: Record<Objektart, string[]> = {
  [OBJEKTART.GRUNDSTUECK]: [
    'Betriebsgebiet',
    'Industrie',
    'Logistik',
    'Gewerbepark',
    'Autobahnnähe',
    'Erweiterungsfläche',
  ],
  [OBJEKTART.BUERO]: ['Büro', 'Zentrumslage', 'Coworking', 'Dienstleistung', 'Bahnhofsnähe', 'Neubau'],
  [OBJEKTART.GEWERBEOBJEKT]: ['Halle', 'Lager', 'Produktion', 'Werkstatt', 'Logistik', 'Schauraum'],
};

const INTERN = [
  'Eigentümer bevorzugt Verkauf an produzierende Betriebe.',
  'Besichtigung nur nach Voranmeldung beim Eigentümer.',
  'Preis verhandelbar, die Gemeinde unterstützt die Ansiedlung.',
  'Altlastenverdacht geprüft: unbedenklich.',
  'Exposé zuletzt mit dem Eigentümer abgestimmt.',
];

/** Fictitious contact persons of the agency's investor service. */
const KONTAKTE = [
  'Mag. Karin Hofer\nInvestorenservice\nTel. +43 2742 000 101\nk.hofer@standortportal.at',
  'DI Stefan Lechner\nInvestorenservice\nTel. +43 2742 000 102\ns.lechner@standortportal.at',
  'Julia Reisinger, MA\nStandortberatung\nTel. +43 2742 000 103\nj.reisinger@standortportal.at',
  'Mag. (FH) Martin Pichler\nStandortberatung\nTel. +43 2742 000 104\nm.pichler@standortportal.at',
];

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export interface TexteInput {
  art: Objektart;
  ort: string;
  area: number;
  kleinste: number | null;
  hallenhoehe: number | null;
  widmung: WidmungInfo | undefined;
  merkmale: Merkmal[];
}

/** Name, descriptions (paragraphs joined by '<br>', spec 3), street, tags and contact of a demo property. */
export function objektTexte(r: Random, t: TexteInput) {
  const [nameDe, nameEn] = r.pick(NAMES[t.art])(t.ort, r.pick(LAGE), r.int(1, 9));
  const area = { de: formatArea(t.area, 'de'), en: formatArea(t.area, 'en') };
  const floor = r.pick(FLOORS);
  const rand = r.pick(RAND);
  const paragraphs: Pair[] = [];
  if (t.art === OBJEKTART.GRUNDSTUECK) {
    const w = t.widmung ?? { name: pair('Bauland', 'building land') };
    paragraphs.push([
      `Das Grundstück mit ${area.de} liegt ${rand[0]} ${t.ort} und ist als ${w.name.de} gewidmet.`,
      `The plot of ${area.en} is located ${rand[1]} ${t.ort} and zoned as ${lower(w.name.en)}.`,
    ]);
  } else if (t.art === OBJEKTART.BUERO) {
    paragraphs.push([
      `Die Bürofläche mit ${area.de} befindet sich im ${floor[0]} eines gepflegten Bürogebäudes in ${t.ort}.`,
      `The office space of ${area.en} is on the ${floor[1]} of a well-kept office building in ${t.ort}.`,
    ]);
  } else {
    const h = t.hallenhoehe ?? 6;
    paragraphs.push([
      `Die Halle mit ${area.de} Nutzfläche und ${formatNumber(h, 'de', 1)} m lichter Höhe eignet sich für Produktion, Lager und Logistik.`,
      `The hall with ${area.en} of usable space and a clear height of ${formatNumber(h, 'en', 1)} m suits production, storage and logistics.`,
    ]);
  }
  paragraphs.push(r.pick(SECOND[t.art]));
  if (t.merkmale.length) {
    paragraphs.push([
      `Ausstattung und Umfeld: ${t.merkmale.map((m) => m.label.de).join(', ')}.`,
      `Features and surroundings: ${t.merkmale.map((m) => lower(m.label.en)).join(', ')}.`,
    ]);
  }
  if (t.kleinste) {
    paragraphs.push([
      `Die Fläche ist teilbar, die kleinste Einheit umfasst ${formatArea(t.kleinste, 'de')}.`,
      `The space is divisible; the smallest unit covers ${formatArea(t.kleinste, 'en')}.`,
    ]);
  }
  paragraphs.push(r.pick(VERFUEGBAR));
  const objektname2 = r.chance(0.3)
    ? t.art === OBJEKTART.GRUNDSTUECK
      ? `Teilfläche ${r.pick(['A', 'B', 'C', 'D'])}`
      : t.art === OBJEKTART.BUERO
        ? floor[0]
        : `Halle ${r.int(1, 6)}`
    : null;
  return {
    objektname: pair(nameDe, nameEn),
    objektname2,
    flaechenbezeichnung: r.pick(BEZEICHNUNG[t.art]),
    detail: pair(paragraphs.map((p) => p[0]).join('<br>'), paragraphs.map((p) => p[1]).join('<br>')),
    strasse: t.art === OBJEKTART.GRUNDSTUECK && r.chance(0.3) ? null : `${r.pick(STRASSEN[t.art])} ${r.int(1, 60)}`,
    tags: r.sample(TAGS[t.art], r.int(0, 3)),
    kontakte: r.pick(KONTAKTE),
    intern: r.chance(0.3) ? r.pick(INTERN) : null,
  };
}

/** lageerreichbarkeit in German and English: district, region and the distances of the transport entries. */
export function lageTexte(l: {
  ort: string;
  bezirk: string;
  region: string;
  verkehr: { anbindung: string; entfernung: number }[];
}): Label {
  const list = (lang: Lang) =>
    l.verkehr.map((v) => `${v.anbindung} ${formatNumber(v.entfernung, lang, 1)} km`).join(', ');
  return pair(
    `${l.ort} liegt im Bezirk ${l.bezirk}, Region ${l.region}. Entfernungen: ${list('de')}.`,
    `${l.ort} is in the district of ${l.bezirk}, region ${l.region}. Distances: ${list('en')}.`,
  );
}

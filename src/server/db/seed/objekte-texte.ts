/**
 * Texts and transport connections of the demo properties: German texts with English translations, built
 * from fragments. The connections per district (data/anbindungen.json) use real road, motorway and station
 * names; the prose is the project's own.
 */
import { z } from 'zod';
import { formatArea, formatNumber } from '../../../shared/domain/format';
import { type Label, type Merkmal, OBJEKTART, type Objektart, type WidmungInfo } from '../../../shared/domain/objekt';
import type { Lang } from '../../../shared/domain/routes';
import anbindungenJson from './data/anbindungen.json';
import type { Random } from './random';

const strassen = z.array(z.string().min(1));

/** Transport connections near a district: motorways/expressways, junctions, main roads, stations. */
const anbindungenSchema = z.strictObject({
  autobahn: strassen,
  anschluss: strassen,
  strasse: strassen,
  bahnhof: strassen,
});
export type Anbindungen = z.output<typeof anbindungenSchema>;

/** data/anbindungen.json: the connections by district code; read at the first use (only seeding needs them). */
let byBezirk: Record<string, Anbindungen> | undefined;

/** The transport connections of a district. */
export function anbindungen(bezirk: string): Anbindungen {
  byBezirk ??= z.record(z.string().regex(/^\d{3}$/), anbindungenSchema).parse(anbindungenJson);
  const a = byBezirk[bezirk];
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

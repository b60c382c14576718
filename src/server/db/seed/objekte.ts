import {
  AREA_BANDS,
  type Band,
  BEZIRKE,
  MERKMALE,
  OBJEKTART,
  type Objektart,
  PRICE_BANDS,
  type PriceMode,
  REGIONEN,
  STATUS,
  type Status,
  VERKEHRSART,
  WIDMUNGEN,
} from '../../../shared/domain/objekt';
import type { Db } from '../client';
import {
  objekt,
  objektbild,
  objektMerkmal,
  objektTechnischeInfrastruktur,
  objektVerkehr,
  objektWidmung,
  uebersetzung,
} from '../schema';
import { DEMO_IMAGE_SIZE, type DemoImage, IMAGE_POOL_PER_KIND, type SeedImageKind } from './images';
import { anbindungen, lageTexte, objektTexte } from './objekte-texte';
import { createRandom, hashString, type Random } from './random';
import { chunks, type NoePlace, placesWithPostalCode } from './reference';

/** Fixed seed and reference date: the demo data is the same on every run (tests compare two runs). */
const SEED = 20260415;
const BASE_DATE = Date.UTC(2026, 9, 1);
const DAY = 86_400_000;
export const DEMO_OBJEKT_COUNT = 432;

type ObjektRow = typeof objekt.$inferInsert;

/** All rows of the demo properties, ready to insert. */
export interface DemoObjekte {
  objekte: ObjektRow[];
  uebersetzungen: (typeof uebersetzung.$inferInsert)[];
  merkmale: (typeof objektMerkmal.$inferInsert)[];
  widmungen: (typeof objektWidmung.$inferInsert)[];
  technik: (typeof objektTechnischeInfrastruktur.$inferInsert)[];
  verkehr: (typeof objektVerkehr.$inferInsert)[];
  bilder: (typeof objektbild.$inferInsert)[];
  images: DemoImage[];
  /** Ids of visible, unexpired foreign properties for the owner's favourites. */
  favoriten: string[];
}

// ---------------------------------------------------------------- distributions

const TYPE_SHARE: [Objektart, number][] = [
  [OBJEKTART.GRUNDSTUECK, 0.45],
  [OBJEKTART.BUERO, 0.25],
  [OBJEKTART.GEWERBEOBJEKT, 0.3],
];

/** Status counts besides the public ones; every code of spec 4 appears at least five times. */
const RARE_STATUS: [Status, number][] = [
  [STATUS.IN_BEARBEITUNG, 8],
  [STATUS.NICHT_ANZEIGEN, 6],
  [STATUS.ENTWURF, 9],
  [STATUS.DEAKTIVIERT, 7],
  [STATUS.IN_PRUEFUNG, 10],
  [STATUS.MIT_LOGIN, 110],
];

const AREA_WEIGHTS: Record<Objektart, number[]> = {
  [OBJEKTART.GRUNDSTUECK]: [25, 30, 25, 10, 10],
  [OBJEKTART.BUERO]: [10, 25, 35, 20, 10],
  [OBJEKTART.GEWERBEOBJEKT]: [15, 20, 25, 25, 15],
};
/** Realistic lower end of the first area band and upper end of the open band, in m². */
const AREA_LIMITS: Record<Objektart, { floor: number; cap: number; step: number }> = {
  [OBJEKTART.GRUNDSTUECK]: { floor: 450, cap: 240_000, step: 1 },
  [OBJEKTART.BUERO]: { floor: 18, cap: 4500, step: 0.5 },
  [OBJEKTART.GEWERBEOBJEKT]: { floor: 60, cap: 22_000, step: 1 },
};

type Level = 0 | 1 | 2;

/** Price level of a district: 0 rural, 1 average, 2 around Vienna and the larger cities. */
const PRICE_LEVEL: Record<string, Level> = Object.fromEntries(
  BEZIRKE.map((b) => [
    b.id,
    ['317', '306', '307', '312', '321', '302', '304'].includes(b.id) ? 2 : b.region === 4 ? 0 : 1,
  ]),
);

/** Realistic limits and rounding step of prices per m² per type and mode. */
interface PriceSpec {
  floor: number;
  cap: number;
  step: number;
  /** Weights of the band indices 0…n per price level (index 0 = 'keine Angabe'). */
  weights: Record<Level, number[]>;
}

const PRICE_SPECS: Record<string, PriceSpec> = {
  [`${OBJEKTART.GRUNDSTUECK}:kauf`]: {
    floor: 6,
    cap: 420,
    step: 1,
    weights: { 0: [3, 40, 35, 18, 3, 1], 1: [4, 15, 30, 35, 11, 5], 2: [4, 2, 8, 30, 31, 25] },
  },
  [`${OBJEKTART.GRUNDSTUECK}:miete`]: {
    floor: 0.25,
    cap: 3.5,
    step: 0.01,
    weights: { 0: [6, 50, 30, 10, 4], 1: [6, 30, 30, 20, 14], 2: [6, 10, 20, 30, 34] },
  },
  [`${OBJEKTART.BUERO}:miete`]: {
    floor: 5.5,
    cap: 24,
    step: 0.1,
    weights: { 0: [6, 45, 40, 7, 2], 1: [6, 20, 50, 18, 6], 2: [6, 5, 35, 35, 19] },
  },
  [`${OBJEKTART.GEWERBEOBJEKT}:miete`]: {
    floor: 2.2,
    cap: 16,
    step: 0.1,
    weights: { 0: [6, 50, 35, 7, 2], 1: [6, 25, 40, 22, 7], 2: [6, 8, 30, 40, 16] },
  },
};

/** Buy prices per m² of offices and commercial objects, which have no price bands (spec 9). */
const BUY_WITHOUT_BANDS: Partial<Record<Objektart, [number, number]>> = {
  [OBJEKTART.BUERO]: [1500, 4200],
  [OBJEKTART.GEWERBEOBJEKT]: [450, 1900],
};

// ---------------------------------------------------------------- helpers

function decimals(step: number): number {
  return step >= 1 ? 0 : Math.round(-Math.log10(step));
}

/** Rounds `v` to the step and keeps it inside the band (bounds are multiples of the step). */
function roundInto(band: Band, v: number, step: number): number {
  let x = Number((Math.round(v / step) * step).toFixed(decimals(step)));
  if (x < band.min) x = band.min;
  if (band.max !== null && x > band.max) x = band.max;
  return x;
}

function logUniform(r: Random, lo: number, hi: number): number {
  return Math.exp(r.float(Math.log(lo), Math.log(hi)));
}

/** A value inside the band, log-uniform between its realistic limits. */
function valueInBand(r: Random, band: Band, floor: number, cap: number, step: number): number {
  const lo = Math.max(band.min, floor);
  const hi = band.max === null ? Math.max(cap, band.min * 2) : Math.max(band.max, lo);
  return roundInto(band, logUniform(r, lo, hi), step);
}

/** A v4-shaped UUID drawn from the seeded generator (ids must be deterministic too). */
function uuid(r: Random): string {
  const hex = (n: number) => Array.from({ length: n }, () => r.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const M_PER_DEG = 111_320;

function offset(lon: number, lat: number, dx: number, dy: number): [number, number] {
  return [lon + dx / (M_PER_DEG * Math.cos((lat * Math.PI) / 180)), lat + dy / M_PER_DEG];
}

function shoelace(pts: [number, number][]): number {
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x1, y1] = pts[i] as [number, number];
    const [x2, y2] = pts[(i + 1) % pts.length] as [number, number];
    a += x1 * y2 - x2 * y1;
  }
  return a / 2;
}

const coord = ([lon, lat]: [number, number]) => `${lon.toFixed(7)} ${lat.toFixed(7)}`;

/**
 * A plot outline around the point: a slightly irregular, rotated quadrilateral, scaled in local metres so
 * its area equals `area` (the geodesic area differs by well under 1 %).
 */
function plotPolygon(r: Random, lon: number, lat: number, area: number): string {
  const ratio = r.float(0.55, 1.8);
  const w = Math.sqrt(area * ratio);
  const h = area / w;
  const corners: [number, number][] = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x, y]) => [(x as number) + r.float(-0.08, 0.08) * w, (y as number) + r.float(-0.08, 0.08) * h]);
  const k = Math.sqrt(area / Math.abs(shoelace(corners)));
  const angle = r.float(0, Math.PI);
  const ring = corners.map(([x, y]) => {
    const rx = (x * Math.cos(angle) - y * Math.sin(angle)) * k;
    const ry = (x * Math.sin(angle) + y * Math.cos(angle)) * k;
    return offset(lon, lat, rx, ry);
  });
  return `POLYGON((${[...ring, ring[0] as [number, number]].map(coord).join(', ')}))`;
}

function haversineKm(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(s));
}

const AIRPORTS: { name: string; at: [number, number] }[] = [
  { name: 'Flughafen Wien-Schwechat', at: [16.5697, 48.1103] },
  { name: 'Flughafen Linz', at: [14.1875, 48.2332] },
];

/** Exact counts per value, in random order. */
function deck<T>(r: Random, counts: [T, number][]): T[] {
  return r.shuffle(counts.flatMap(([v, n]) => Array.from({ length: n }, () => v)));
}

// ---------------------------------------------------------------- the generator

interface Ctx {
  r: Random;
  areaBands: Record<Objektart, number[]>;
  priceSeen: Map<string, number>;
}

function pickPriceBand(ctx: Ctx, key: string, level: Level, bandCount: number): number {
  // The first occurrences of a type and mode walk through all bands, so every band is covered.
  const seen = ctx.priceSeen.get(key) ?? 0;
  ctx.priceSeen.set(key, seen + 1);
  if (seen < bandCount) return (seen + 1) % bandCount;
  const weights = (PRICE_SPECS[key] as PriceSpec).weights[level];
  return ctx.r.weighted(
    Array.from({ length: bandCount }, (_, i) => i),
    weights,
  );
}

interface Prices {
  istkaufobjekt: boolean;
  istmietobjekt: boolean;
  kaufpreisproqm: number | null;
  kaufpreis: number | null;
  mietpreisproqm: number | null;
  mietpreis: number | null;
}

function prices(ctx: Ctx, r: Random, art: Objektart, area: number, level: Level): Prices {
  const modeWeights: [number, number, number] =
    art === OBJEKTART.GRUNDSTUECK ? [75, 10, 15] : art === OBJEKTART.BUERO ? [5, 85, 10] : [10, 70, 20];
  const mode = r.weighted(['kauf', 'miete', 'beides'] as const, modeWeights);
  const out: Prices = {
    istkaufobjekt: mode !== 'miete',
    istmietobjekt: mode !== 'kauf',
    kaufpreisproqm: null,
    kaufpreis: null,
    mietpreisproqm: null,
    mietpreis: null,
  };
  const perM2 = (m: PriceMode): number | null => {
    const bands = PRICE_BANDS[art][m];
    if (!bands) {
      const range = BUY_WITHOUT_BANDS[art] as [number, number];
      return r.chance(0.1) ? null : Math.round(logUniform(r, range[0] * (1 + level * 0.2), range[1]) / 10) * 10;
    }
    const key = `${art}:${m}`;
    const index = pickPriceBand(ctx, key, level, bands.length);
    if (index === 0) return m === 'miete' ? 0 : null; // keine Angabe: rent 0 = upon request (spec 3)
    const spec = PRICE_SPECS[key] as PriceSpec;
    return valueInBand(r, bands[index] as Band, spec.floor, spec.cap, spec.step);
  };
  if (out.istkaufobjekt) {
    out.kaufpreisproqm = perM2('kauf');
    out.kaufpreis = out.kaufpreisproqm ? Math.round(area * out.kaufpreisproqm) : null;
  }
  if (out.istmietobjekt) {
    out.mietpreisproqm = perM2('miete');
    out.mietpreis = out.mietpreisproqm ? Math.round(area * out.mietpreisproqm * 100) / 100 : null;
  }
  return out;
}

const MERKMAL_POOL: Record<Objektart, number[]> = {
  [OBJEKTART.GRUNDSTUECK]: [21, 22, 23, 31, 32, 34, 35, 43, 44, 50, 51],
  [OBJEKTART.BUERO]: [21, 22, 23, 33, 35, 36, 37, 38, 41, 43, 44, 50, 51],
  [OBJEKTART.GEWERBEOBJEKT]: [12, 21, 22, 23, 30, 32, 33, 34, 35, 39, 40, 41, 44, 50, 51],
};

/** Zoning of a property's main area, by weight. */
const WIDMUNG_WEIGHTS: Record<Objektart, Record<string, number>> = {
  [OBJEKTART.GRUNDSTUECK]: { BB: 45, BI: 20, BK: 12, BA: 8, BS: 5, Glf: 5, Glp: 3, Gpv: 2 },
  [OBJEKTART.BUERO]: { BK: 50, BB: 30, BW: 10, BKN: 10 },
  [OBJEKTART.GEWERBEOBJEKT]: { BB: 55, BI: 30, BK: 10, BS: 5 },
};

/** Technical infrastructure ids with the chance that a property of the type has them. */
const TECHNIK_CHANCES: Record<Objektart, Record<number, number>> = {
  [OBJEKTART.GRUNDSTUECK]: { 1: 0.7, 2: 0.1, 10: 0.1, 12: 0.6, 13: 0.8, 14: 0.5, 15: 0.85, 16: 0.15, 17: 0.8 },
  [OBJEKTART.BUERO]: { 1: 0.95, 2: 0.35, 4: 0.8, 5: 0.9, 12: 0.8, 13: 0.8, 15: 0.9, 17: 0.85, 18: 0.5 },
  [OBJEKTART.GEWERBEOBJEKT]: {
    1: 0.8,
    3: 0.05,
    4: 0.8,
    5: 0.7,
    6: 0.6,
    7: 0.3,
    8: 0.05,
    9: 0.05,
    10: 0.12,
    12: 0.5,
    13: 0.8,
    14: 0.5,
    15: 0.95,
    16: 0.25,
    17: 0.8,
    18: 0.2,
  },
};

/** Districts on the Danube, where a port loading terminal can be in reach. */
const DONAU_BEZIRKE = new Set(['301', '305', '307', '313', '315', '321']);

const IMAGE_KIND: Record<Objektart, SeedImageKind> = {
  [OBJEKTART.GRUNDSTUECK]: 'grundstueck',
  [OBJEKTART.BUERO]: 'buero',
  [OBJEKTART.GEWERBEOBJEKT]: 'gewerbe',
};

interface Generated {
  row: ObjektRow;
  merkmale: number[];
  widmungen: string[];
  technik: number[];
  verkehr: { verkehrsart: number; anbindung: string; entfernung: number }[];
  en: { objektname_en: string; detailbeschreibung_en: string; lageerreichbarkeit_en: string };
  bilder: number;
}

function generate(ctx: Ctx, i: number, art: Objektart, status: Status, place: NoePlace & { plz: string }): Generated {
  const r = createRandom(SEED ^ hashString(`objekt-${i}`));
  const level = PRICE_LEVEL[place.bezirk] ?? 1;
  const bandIndex = ctx.areaBands[art].pop() as number;
  const limits = AREA_LIMITS[art];
  const band = AREA_BANDS[art][bandIndex] as Band;
  const step = art === OBJEKTART.GRUNDSTUECK && bandIndex >= 2 ? 10 : limits.step;
  const area = valueInBand(r, band, limits.floor, limits.cap, step);
  const istteilbar = area > 200 && r.chance(0.2);
  const kleinste = istteilbar ? Math.max(limits.step, Math.round((area * r.float(0.15, 0.5)) / step) * step) : null;

  const distance = r.float(150, 900);
  const bearing = r.float(0, 2 * Math.PI);
  const [lon, lat] = offset(place.lon, place.lat, Math.cos(bearing) * distance, Math.sin(bearing) * distance);
  const point = `POINT(${coord([lon, lat])})`;
  const polygon = art === OBJEKTART.GRUNDSTUECK ? plotPolygon(r, lon, lat, area) : null;

  // Transport: one entry per type, 1–4 of them, distances plausible for the district.
  const conn = anbindungen(place.bezirk);
  const airport = AIRPORTS.map((a) => ({ ...a, km: haversineKm([lon, lat], a.at) })).sort((a, b) => a.km - b.km)[0];
  const candidates: { verkehrsart: number; anbindung: string; entfernung: number }[] = [];
  // Statutory cities (301–304) are compact; elsewhere the next junction can be further away.
  const junctionKm = Number(r.float(0.8, Number(place.bezirk) <= 304 ? 8 : 18).toFixed(1));
  if (conn.autobahn.length) {
    const entfernung = Number((junctionKm * r.float(0.6, 0.95)).toFixed(1));
    candidates.push({ verkehrsart: VERKEHRSART.AUTOBAHN, anbindung: r.pick(conn.autobahn), entfernung });
  }
  if (conn.anschluss.length) {
    const anbindung = r.pick(conn.anschluss);
    candidates.push({ verkehrsart: VERKEHRSART.ANSCHLUSSSTELLE, anbindung, entfernung: junctionKm });
  }
  const road = { verkehrsart: VERKEHRSART.BUNDESSTRASSE, anbindung: r.pick(conn.strasse) };
  candidates.push({ ...road, entfernung: Number(r.float(0.1, 3).toFixed(1)) });
  const station = { verkehrsart: VERKEHRSART.BAHNHOF, anbindung: r.pick(conn.bahnhof) };
  candidates.push({ ...station, entfernung: Number(r.float(0.3, 12).toFixed(1)) });
  if (airport) {
    const km = Number((airport.km * 1.25).toFixed(0));
    candidates.push({ verkehrsart: VERKEHRSART.FLUGHAFEN, anbindung: airport.name, entfernung: km });
  }
  const verkehr = r
    .sample(candidates, r.int(1, Math.min(4, candidates.length)))
    .sort((a, b) => a.verkehrsart - b.verkehrsart);

  const merkmale = new Set(r.sample(MERKMAL_POOL[art], r.int(2, 6)));
  if (art === OBJEKTART.GEWERBEOBJEKT) merkmale.add(r.weighted([10, 11, 12], [50, 45, 5]));
  if (verkehr.some((v) => v.verkehrsart === VERKEHRSART.BAHNHOF && v.entfernung <= 1)) merkmale.add(20);
  if (verkehr.some((v) => v.verkehrsart === VERKEHRSART.ANSCHLUSSSTELLE && v.entfernung <= 3)) merkmale.add(24);
  if (merkmale.has(32)) merkmale.add(34);

  const zoning = WIDMUNG_WEIGHTS[art];
  const widmungen = [r.weighted(Object.keys(zoning), Object.values(zoning))];
  if (art === OBJEKTART.GRUNDSTUECK && r.chance(0.12)) widmungen.push(r.pick(['Ggü', 'Vp']));

  const technik = Object.entries(TECHNIK_CHANCES[art])
    .filter(([, p]) => r.chance(p))
    .map(([id]) => Number(id));
  if (art !== OBJEKTART.BUERO && DONAU_BEZIRKE.has(place.bezirk) && r.chance(0.25)) technik.push(11);
  if (technik.length === 0) technik.push(15);

  const hallenhoehe = art === OBJEKTART.GEWERBEOBJEKT ? Number(r.float(4, 12).toFixed(1)) : null;
  const p = prices(ctx, r, art, area, level);
  const expired = status !== STATUS.IN_BEARBEITUNG && r.chance(0.045);
  const created = BASE_DATE - r.int(20, 900) * DAY;
  const changed = Math.min(BASE_DATE, created + r.int(0, 200) * DAY);
  const ablauf = expired ? BASE_DATE - r.int(10, 300) * DAY : BASE_DATE + r.int(150, 800) * DAY;

  const bezirkName = BEZIRKE.find((b) => b.id === place.bezirk)?.name ?? place.bezirk;
  const regionName = REGIONEN.find((x) => x.id === place.region)?.name ?? '';
  const texte = objektTexte(r, {
    art,
    ort: place.name,
    area,
    kleinste,
    hallenhoehe,
    widmung: WIDMUNGEN.find((w) => w.id === widmungen[0]),
    merkmale: MERKMALE.filter((m) => merkmale.has(m.id)),
  });
  const lage = lageTexte({ ort: place.name, bezirk: bezirkName, region: regionName, verkehr });
  const msid = uuid(r);
  const row: ObjektRow = {
    id: uuid(r),
    msid,
    status,
    objektnummer: `NOE-2026-${String(i + 1).padStart(4, '0')}`,
    objektname: texte.objektname.de,
    objektname2: texte.objektname2,
    ort: place.name,
    plz: place.plz,
    strasse: texte.strasse,
    bezirk: place.bezirk,
    lageerreichbarkeit: lage.de,
    kontakte: texte.kontakte,
    erstelltam: new Date(created),
    geaendertam: new Date(changed),
    // The last confirmation of a demo listing is its last change (as migration 0016 sets it for existing rows).
    bestaetigtam: new Date(changed),
    exportnachkomsis: r.chance(0.85),
    koordinatentyp: 1,
    grundstuecke: Array.from({ length: r.int(1, 3) }, () =>
      r.chance(0.7) ? `${r.int(1, 2400)}/${r.int(1, 40)}` : String(r.int(1, 2400)),
    ),
    objektart: art,
    hallenhoehe,
    flaechenbezeichnung: texte.flaechenbezeichnung,
    flaecheinqm: area,
    istteilbar,
    kleinsteflaecheinqm: kleinste,
    ...p,
    detailbeschreibung: texte.detail.de,
    internebeschreibung: texte.intern,
    versionsnummer: r.int(1, 5),
    standort: point,
    geometry: polygon ? `GEOMETRYCOLLECTION(${point}, ${polygon})` : `GEOMETRYCOLLECTION(${point})`,
    polygon,
    owner: null,
    istabgelaufen: expired,
    ablaufdatum: isoDate(ablauf),
    ecoplus: r.chance(0.12),
    tags: texte.tags,
  };
  return {
    row,
    merkmale: [...merkmale].sort((a, b) => a - b),
    widmungen,
    technik: technik.sort((a, b) => a - b),
    verkehr,
    en: {
      objektname_en: texte.objektname.en,
      detailbeschreibung_en: texte.detail.en,
      lageerreichbarkeit_en: lage.en,
    },
    bilder: r.int(1, 4),
  };
}

/** Statuses of the owner's demo properties: a mix of every state an owner meets. */
const OWNER_STATUSES: Status[] = [
  STATUS.OHNE_LOGIN,
  STATUS.OHNE_LOGIN,
  STATUS.OHNE_LOGIN,
  STATUS.MIT_LOGIN,
  STATUS.ENTWURF,
  STATUS.IN_BEARBEITUNG,
  STATUS.IN_PRUEFUNG,
  STATUS.DEAKTIVIERT,
];

/**
 * Builds the demo properties: deterministic from a fixed seed, spread over real places of all 24 districts,
 * covering every status, every area band and every price band of every type and mode.
 */
export function buildDemoObjekte(opts: { ownerId: number; adminId: number; ownerKontakt: string }): DemoObjekte {
  const r = createRandom(SEED);
  const places = placesWithPostalCode();
  const typeCounts = TYPE_SHARE.map(
    ([art, share]) => [art, Math.round(DEMO_OBJEKT_COUNT * share)] as [Objektart, number],
  );
  const last = typeCounts[typeCounts.length - 1] as [Objektart, number];
  last[1] += DEMO_OBJEKT_COUNT - typeCounts.reduce((s, [, n]) => s + n, 0);
  const types = deck(r, typeCounts);
  const rare = RARE_STATUS.reduce((s, [, n]) => s + n, 0);
  const statuses = deck(r, [...RARE_STATUS, [STATUS.OHNE_LOGIN, DEMO_OBJEKT_COUNT - rare] as [Status, number]]);
  const areaBands = Object.fromEntries(
    typeCounts.map(([art, n]) => {
      const weights = AREA_WEIGHTS[art];
      const all = weights.map((_, k) => k);
      const picks = [...all, ...Array.from({ length: n - all.length }, () => r.weighted(all, weights))];
      return [art, r.shuffle(picks)];
    }),
  ) as Record<Objektart, number[]>;
  const ctx: Ctx = { r, areaBands, priceSeen: new Map() };

  const generated = Array.from({ length: DEMO_OBJEKT_COUNT }, (_, i) => {
    // The first 24 properties take one district each, so every district has properties.
    const bezirk = BEZIRKE[i]?.id;
    const place = bezirk ? r.pick(places.filter((p) => p.bezirk === bezirk)) : r.pick(places);
    return generate(ctx, i, types[i] as Objektart, statuses[i] as Status, place);
  });

  // The demo owner owns eight properties in a mix of states; the others are listed by the agency.
  const owned = new Set<number>();
  for (const status of OWNER_STATUSES) {
    const k = generated.findIndex(
      (g, i) => i >= 24 && !owned.has(i) && g.row.status === status && !g.row.istabgelaufen,
    );
    if (k < 0) throw new Error(`no demo property with status ${status} for the owner`);
    owned.add(k);
  }
  generated.forEach((g, i) => {
    if (owned.has(i)) {
      g.row.owner = opts.ownerId;
      g.row.geaendertvon = opts.ownerId;
      g.row.kontakte = opts.ownerKontakt;
      g.row.ecoplus = false;
    } else if (i % 2 === 0) {
      g.row.geaendertvon = opts.adminId;
    }
  });
  const favoriten = generated
    .filter(
      (g, i) =>
        !owned.has(i) &&
        i % 7 === 3 &&
        !g.row.istabgelaufen &&
        (g.row.status === STATUS.OHNE_LOGIN || g.row.status === STATUS.MIT_LOGIN),
    )
    .slice(0, 6)
    .map((g) => g.row.id as string);

  const out: DemoObjekte = {
    objekte: [],
    uebersetzungen: [],
    merkmale: [],
    widmungen: [],
    technik: [],
    verkehr: [],
    bilder: [],
    images: [],
    favoriten,
  };
  for (const g of generated) {
    const id = g.row.id as string;
    const msid = g.row.msid;
    out.objekte.push(g.row);
    out.uebersetzungen.push({ objekt: id, msid, ...g.en });
    for (const m of g.merkmale) out.merkmale.push({ objekt: id, merkmal: m });
    for (const w of g.widmungen) out.widmungen.push({ objekt: id, widmung: w });
    for (const t of g.technik) out.technik.push({ objekt: id, technischeinfrastruktur: t });
    for (const v of g.verkehr) out.verkehr.push({ objekt: id, ...v });
    const kind = IMAGE_KIND[g.row.objektart as Objektart];
    for (let n = 1; n <= g.bilder; n++) {
      const file = `${msid}-${n}.webp`;
      out.bilder.push({
        msid: uuid(r),
        id: uuid(r),
        objekt: id,
        mimetype: 'image/webp',
        crmfilename: `${g.row.objektnummer}_${n}.webp`,
        s3filename: file,
        ...DEMO_IMAGE_SIZE,
        reihenfolge: n - 1,
      });
      out.images.push({ file, kind, pool: (hashString(msid) + n) % IMAGE_POOL_PER_KIND });
    }
  }
  return out;
}

/** Inserts the demo properties and their child rows in one transaction, in batches. */
export async function insertDemoObjekte(db: Db, data: DemoObjekte): Promise<void> {
  await db.transaction(async (tx) => {
    for (const rows of chunks(data.objekte)) await tx.insert(objekt).values(rows);
    for (const rows of chunks(data.uebersetzungen)) await tx.insert(uebersetzung).values(rows);
    for (const rows of chunks(data.merkmale)) await tx.insert(objektMerkmal).values(rows);
    for (const rows of chunks(data.widmungen)) await tx.insert(objektWidmung).values(rows);
    for (const rows of chunks(data.technik)) await tx.insert(objektTechnischeInfrastruktur).values(rows);
    for (const rows of chunks(data.verkehr)) await tx.insert(objektVerkehr).values(rows);
    for (const rows of chunks(data.bilder)) await tx.insert(objektbild).values(rows);
  });
}

import { formatNumber } from '../../shared/domain/format';
import { parsePointWkt } from '../../shared/domain/geo';
import type { Lang } from '../../shared/domain/routes';
import {
  austriaPath,
  boundsOf,
  type Frame,
  fitFrame,
  polygonRings,
  project,
  regionFrame,
  ringsPath,
} from './expose-map';
import { MAP_SIZE } from './expose-page';

/** A place of the gazetteer (table ort). */
export interface MapPlace {
  name: string;
  bezirk: string;
  lon: number;
  lat: number;
}

/** A label placed on the map, left-aligned at (x, y) = its baseline start, about `width` pt long. */
interface Label {
  x: number;
  y: number;
  text: string;
  width: number;
}

/** Everything a map image shows, projected into its box: computed once, drawn by expose-map-view. */
export interface MapScene {
  width: number;
  height: number;
  /** Austria's outline; the rest of the box is foreign land. */
  land: string;
  places: { x: number; y: number }[];
  labels: Label[];
  /** Other visible properties, drawn grey. */
  neighbours: [number, number][];
  pins: { x: number; y: number; color: string; number?: number }[];
  /** The plot outline of the property, when it has one. */
  outline?: string;
  scale: { length: number; label: string };
  /** The plot outline at its own scale, drawn as an inset (plots only: at the map's scale it is a dot). */
  plot?: { size: number; path: string; scale: { length: number; label: string } };
  /** Where the map lies in the region (location maps only). */
  locator?: { width: number; height: number; land: string; rect: [number, number, number, number] };
}

const KM_PER_DEGREE = 111.32;
const LABEL_SIZE = 7;

/**
 * About how long a label is set in the portal's typeface (Source Sans 3), from its advance widths by class
 * of character: enough to keep labels apart and give each a ground that fits it.
 */
export function labelWidth(text: string, size = LABEL_SIZE): number {
  let em = 0;
  for (const c of text) {
    if (c === ' ') em += 0.22;
    else if (/[ijlI.,:;'!|]/.test(c)) em += 0.25;
    else if (/[frt()-]/.test(c)) em += 0.33;
    else if (/[mwMW]/.test(c)) em += 0.8;
    else if (c !== c.toLowerCase()) em += 0.6;
    else if (/[abdghnopqu0-9äöü]/.test(c)) em += 0.55;
    else em += 0.47;
  }
  return em * size;
}

/** Kilometres across a frame's width (at its middle latitude). */
function widthKm(frame: Frame): number {
  const lat = (frame.minLat + frame.maxLat) / 2;
  return (frame.maxLon - frame.minLon) * KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
}

/** A scale bar of a round length (1, 2, 5 × 10ⁿ km) about a fifth of the map's width. */
function scaleBar(frame: Frame, lang: Lang) {
  const km = widthKm(frame);
  const target = km / 5;
  const exp = 10 ** Math.floor(Math.log10(target));
  const nice =
    [1, 2, 5, 10]
      .map((m) => m * exp)
      .filter((v) => v <= target)
      .pop() ?? exp;
  const label = nice < 1 ? `${formatNumber(nice * 1000, lang)} m` : `${formatNumber(nice, lang)} km`;
  return { length: (nice / km) * frame.width, label };
}

type Box = [number, number, number, number];
const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * Labels the places that fit without overlapping each other, the reserved boxes (pins) or the box's edge,
 * in the order given (so the caller decides who wins).
 */
function placeLabels(places: { x: number; y: number; name: string }[], reserved: Box[], width: number, height: number) {
  const taken = [...reserved];
  const labels: Label[] = [];
  for (const p of places) {
    const w = labelWidth(p.name);
    const y = p.y + LABEL_SIZE * 0.35;
    // Right of the dot, else left of it, else below it.
    const candidates: [number, number][] = [
      [p.x + 3.5, y],
      [p.x - 3.5 - w, y],
      [p.x - w / 2, p.y + LABEL_SIZE + 3],
    ];
    for (const [x, ly] of candidates) {
      const box: Box = [x - 1, ly - LABEL_SIZE, x + w + 1, ly + 2];
      if (box[0] < 2 || box[2] > width - 2 || box[1] < 2 || box[3] > height - 18) continue;
      if (taken.some((t) => overlaps(t, box))) continue;
      taken.push(box);
      labels.push({ x, y: ly, text: p.name, width: w });
      break;
    }
  }
  return labels;
}

const inside = (frame: Frame, [x, y]: [number, number]) => x >= 0 && y >= 0 && x <= frame.width && y <= frame.height;

/** A small map of the region marking where the location map lies (drawn in its corner). */
function locator(frame: Frame) {
  const region = regionFrame(LOCATOR.width, LOCATOR.height, 0.05);
  const [x1, y1] = project(region, frame.minLon, frame.maxLat);
  const [x2, y2] = project(region, frame.maxLon, frame.minLat);
  const rect: Box = [x1, y1, Math.max(x2, x1 + 3), Math.max(y2, y1 + 3)];
  // Kept inside its box: nothing clips it there, and on a base map an overflow would show.
  return { ...LOCATOR, land: austriaPath(region, 0), rect };
}

const LOCATOR = { width: 78, height: 50 };
const PLOT_INSET = 62;

/** The plot outline fitted into a square inset with a fifth of its width as margin, and its scale. */
function plotInset(rings: number[][][], bounds: [number, number, number, number], lang: Lang) {
  const pad = Math.max(bounds[2] - bounds[0], (bounds[3] - bounds[1]) * 1.5) * 0.2;
  const frame = fitFrame([bounds[0] - pad, bounds[1] - pad, bounds[2] + pad, bounds[3] + pad], PLOT_INSET, PLOT_INSET);
  return { size: PLOT_INSET, path: ringsPath(frame, rings), scale: scaleBar(frame, lang) };
}

/** Where a property's location map lies: about `spanKm` across around it, wider for a large plot. */
export function locationFrame(input: {
  lon: number;
  lat: number;
  polygon: string | null;
  width: number;
  height: number;
  spanKm?: number;
}): Frame {
  const { lon, lat } = input;
  const plot = boundsOf(polygonRings(input.polygon).flat());
  const plotKm = plot ? Math.max((plot[2] - plot[0]) * KM_PER_DEGREE * 0.67, (plot[3] - plot[1]) * KM_PER_DEGREE) : 0;
  const halfKm = Math.max(input.spanKm ?? 20, plotKm * 3) / 2;
  const dLat = halfKm / KM_PER_DEGREE;
  const dLon = halfKm / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return fitFrame([lon - dLon, lat - dLat, lon + dLon, lat + dLat], input.width, input.height);
}

/** Where a collection's overview map lies: the region with a small margin. */
export const overviewFrame = (width: number, height: number): Frame => regionFrame(width, height, 0.05);

/** The map key of a collection's overview (a location map's key is its property's id). */
export const OVERVIEW = 'overview';

/** A property as its location map needs it. */
interface Located {
  row: { id: string };
  standort: string | null;
  polygon: string | null;
}

/** The frame of a property's location map, or null when it has no position. */
export function propertyFrame(record: Located): Frame | null {
  const point = parsePointWkt(record.standort ?? '');
  return point ? locationFrame({ ...point, polygon: record.polygon, ...MAP_SIZE.location }) : null;
}

/** The frames of an exposé's maps by key: a collection's overview, each property's location map. */
export function exposeFrames(objekte: readonly Located[]): Map<string, Frame> {
  const frames = new Map<string, Frame>();
  if (objekte.length > 1) frames.set(OVERVIEW, overviewFrame(MAP_SIZE.overview.width, MAP_SIZE.overview.height));
  for (const o of objekte) {
    const frame = propertyFrame(o);
    if (frame) frames.set(o.row.id, frame);
  }
  return frames;
}

/**
 * The location map of one property (its frame: locationFrame): the places around with their names, other
 * properties grey, the property's pin and plot outline, a scale bar.
 */
export function locationScene(input: {
  lon: number;
  lat: number;
  polygon: string | null;
  color: string;
  places: readonly MapPlace[];
  neighbours: readonly [number, number][];
  width: number;
  height: number;
  lang: Lang;
  spanKm?: number;
}): MapScene & { frame: Frame } {
  const { lon, lat, width, height, lang } = input;
  const rings = polygonRings(input.polygon);
  const plot = boundsOf(rings.flat());
  const frame = locationFrame(input);
  const [px, py] = project(frame, lon, lat);
  const places = input.places
    .map((p) => {
      const [x, y] = project(frame, p.lon, p.lat);
      return { x, y, name: p.name, d: Math.hypot(x - px, y - py) };
    })
    .filter((p) => inside(frame, [p.x, p.y]))
    .sort((a, b) => a.d - b.d);
  const pinBox: Box = [px - 9, py - 24, px + 9, py + 2];
  return {
    frame,
    width,
    height,
    land: austriaPath(frame),
    places: places.map(({ x, y }) => ({ x, y })),
    labels: placeLabels(
      places,
      [
        pinBox,
        [0, 0, LOCATOR.width + 8, LOCATOR.height + 8],
        ...(plot ? [[width - PLOT_INSET - 10, height - PLOT_INSET - 24, width, height] as Box] : []),
      ],
      width,
      height,
    ),
    neighbours: input.neighbours.map(([nLon, nLat]) => project(frame, nLon, nLat)).filter((p) => inside(frame, p)),
    pins: [{ x: px, y: py, color: input.color }],
    outline: rings.length ? ringsPath(frame, rings) : undefined,
    scale: scaleBar(frame, lang),
    locator: locator(frame),
    plot: plot ? plotInset(rings, plot, lang) : undefined,
  };
}

/** A district's seat: the place named like the district (without '(Land)'/'(Stadt)'). */
function isDistrictSeat(place: MapPlace, bezirkNames: ReadonlyMap<string, string>): boolean {
  const name = bezirkNames.get(place.bezirk)?.replace(/\s*\((Land|Stadt)\)$/, '');
  return name !== undefined && (place.name === name || place.name === name.replace('Sankt', 'St.'));
}

/**
 * The overview map of a collection: the region with its district seats named and one numbered pin per
 * property, in the collection's order.
 */
export function overviewScene(input: {
  pins: readonly { lon: number; lat: number; color: string }[];
  places: readonly MapPlace[];
  bezirke: ReadonlyMap<string, string>;
  width: number;
  height: number;
  lang: Lang;
}): MapScene {
  const { width, height } = input;
  const frame = overviewFrame(width, height);
  const pins = input.pins.map((p, i) => {
    const [x, y] = project(frame, p.lon, p.lat);
    return { x, y, color: p.color, number: i + 1 };
  });
  const seats = input.places
    .filter((p) => isDistrictSeat(p, input.bezirke))
    .map((p) => {
      const [x, y] = project(frame, p.lon, p.lat);
      return { x, y, name: p.name };
    });
  const reserved = pins.map((p): Box => [p.x - 8, p.y - 8, p.x + 8, p.y + 8]);
  return {
    width,
    height,
    land: austriaPath(frame),
    places: seats.map(({ x, y }) => ({ x, y })),
    labels: placeLabels(seats, reserved, width, height),
    neighbours: [],
    pins,
    scale: scaleBar(frame, input.lang),
  };
}

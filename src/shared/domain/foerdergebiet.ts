/**
 * Where a funding programme applies (fm_matrix.bezirke, issue #27): a list of district ids, empty = all of
 * Lower Austria. The named groups below let the administrator pick a region in one step; they are public
 * facts, not something an administrator maintains.
 *
 * Areas drawn by municipality do not follow district borders: LEADER regions (local action groups of
 * several municipalities, some across district lines), the regional-aid map, and four NUTS-3 regions that
 * split a district (Baden, Gänserndorf, Mistelbach, Sankt Pölten-Land). A programme limited to such an area
 * lists every district it reaches into, so it is shown for a site that may qualify rather than hidden from
 * one that does; its text says which part. No group here stands for a LEADER region.
 */
import { BEZIRKE, REGIONEN } from './objekt';

/** A named group of districts. */
export interface BezirksGruppe {
  /** Stable id, e.g. 'nuts3:AT124' or 'hauptregion:4'. */
  readonly id: string;
  readonly de: string;
  readonly en: string;
  /** The districts wholly or partly inside the area. */
  readonly bezirke: readonly string[];
  /** Of those, the districts only partly inside (the group's label says so). */
  readonly teilweise: readonly string[];
}

/**
 * The NUTS-3 regions of Lower Austria (Statistik Austria / Eurostat, AT121–AT127), by district. Where a
 * region takes only some municipalities of a district, the district is listed and marked `teilweise`.
 */
const NUTS3: readonly BezirksGruppe[] = [
  {
    id: 'nuts3:AT121',
    de: 'Mostviertel-Eisenwurzen (AT121)',
    en: 'Mostviertel-Eisenwurzen (AT121)',
    bezirke: ['303', '305', '315', '320'],
    teilweise: [],
  },
  {
    id: 'nuts3:AT122',
    de: 'Niederösterreich-Süd (AT122)',
    en: 'Lower Austria South (AT122)',
    bezirke: ['304', '306', '314', '318', '323'],
    teilweise: ['306'],
  },
  {
    id: 'nuts3:AT123',
    de: 'Sankt Pölten (AT123)',
    en: 'Sankt Pölten (AT123)',
    bezirke: ['302', '319'],
    teilweise: ['319'],
  },
  {
    id: 'nuts3:AT124',
    de: 'Waldviertel (AT124)',
    en: 'Waldviertel (AT124)',
    bezirke: ['301', '309', '311', '313', '322', '325'],
    teilweise: [],
  },
  {
    id: 'nuts3:AT125',
    de: 'Weinviertel (AT125)',
    en: 'Weinviertel (AT125)',
    bezirke: ['308', '310', '316'],
    teilweise: ['308', '316'],
  },
  {
    id: 'nuts3:AT126',
    de: 'Wiener Umland/Nordteil (AT126)',
    en: 'Vienna surroundings, north (AT126)',
    bezirke: ['308', '312', '316', '319', '321'],
    teilweise: ['308', '316', '319'],
  },
  {
    id: 'nuts3:AT127',
    de: 'Wiener Umland/Südteil (AT127)',
    en: 'Vienna surroundings, south (AT127)',
    bezirke: ['306', '307', '317'],
    teilweise: ['306'],
  },
];

/** The five main regions of Lower Austria's spatial planning (Hauptregionen, the region table), by district. */
const HAUPTREGIONEN: readonly BezirksGruppe[] = REGIONEN.map((r) => ({
  id: `hauptregion:${r.id}`,
  de: `Hauptregion ${r.name}`,
  en: `Main region ${r.name}`,
  bezirke: BEZIRKE.filter((b) => b.region === r.id).map((b) => b.id),
  teilweise: [],
}));

/** Every named group of districts the funding editor offers, main regions first. */
export const BEZIRKSGRUPPEN: readonly BezirksGruppe[] = [...HAUPTREGIONEN, ...NUTS3];

/** True when `id` is the id of one of Lower Austria's districts. */
export const isBezirkId = (id: string): boolean => BEZIRKE.some((b) => b.id === id);

/** The districts of the groups `ids` together with `bezirke`, once each and in district order. */
export function bezirkeMitGruppen(bezirke: readonly string[], ids: readonly string[]): string[] {
  const wanted = new Set(bezirke);
  for (const gruppe of BEZIRKSGRUPPEN) if (ids.includes(gruppe.id)) for (const b of gruppe.bezirke) wanted.add(b);
  return BEZIRKE.map((b) => b.id).filter((id) => wanted.has(id));
}

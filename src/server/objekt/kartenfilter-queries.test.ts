import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gebietText } from '../../shared/domain/gebiet';
import { parsePointWkt } from '../../shared/domain/geo';
import {
  ANONYMOUS_VIEWER,
  compileKartenFilter,
  DEFAULT_KARTEN_FILTER,
  type FilterbaresObjekt,
  type FilterViewer,
  favoritKey,
  type KartenFilter,
  kartenBedingungen,
} from '../../shared/domain/kartenfilter';
import { OBJEKTART, STATUS, STATUS_CODES } from '../../shared/domain/objekt';
import { objekt } from '../db/schema';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { beruehrt, kartenFilterWhere } from './kartenfilter-queries';
import { geoTexte } from './queries';

const { GRUNDSTUECK, BUERO, GEWERBEOBJEKT } = OBJEKTART;

/** Edge cases the demo data may lack: divisible without area, price 0 ('upon request'), on a band's edge. */
const EDGES: Partial<typeof objekt.$inferInsert>[] = [
  { objektart: GRUNDSTUECK, flaecheinqm: null, istteilbar: true, kleinsteflaecheinqm: 2500, kaufpreisproqm: 0 },
  { objektart: GRUNDSTUECK, flaecheinqm: 12000, istteilbar: true, kleinsteflaecheinqm: 2000, kaufpreisproqm: 30 },
  { objektart: GRUNDSTUECK, flaecheinqm: 3000, istteilbar: false, kaufpreisproqm: 30.05, istmietobjekt: true },
  { objektart: BUERO, flaecheinqm: 50.05, istmietobjekt: true, mietpreisproqm: null, ecoplus: true },
  { objektart: GEWERBEOBJEKT, flaecheinqm: 0, istteilbar: true, kleinsteflaecheinqm: null, mietpreisproqm: 0 },
  { objektart: GRUNDSTUECK, standort: null },
];

describe.each(testDbKinds())('map filters: the browser predicate and the SQL condition agree on %s', (kind) => {
  let t: TestApp;
  let objekte: FilterbaresObjekt[];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const [template] = await t.db.select().from(objekt).limit(1);
    if (!template) throw new Error('no demo objects');
    const { id: _id, msid: _msid, objektnummer: _nummer, ...copy } = template;
    for (const [i, edge] of EDGES.entries()) {
      await t.db
        .insert(objekt)
        .values({ ...copy, msid: `edge-${i}`, objektnummer: `NOE-EDGE-${i}`, status: STATUS.OHNE_LOGIN, ...edge });
    }
    objekte = await t.db
      .select({
        id: objekt.id,
        status: objekt.status,
        objektart: objekt.objektart,
        owner: objekt.owner,
        istkaufobjekt: objekt.istkaufobjekt,
        istmietobjekt: objekt.istmietobjekt,
        standortbeschreibung: sql<number[]>`coalesce((select array_agg(m.merkmal) from objekt_merkmal m
          where m.objekt = ${objekt.id}), '{}')`,
        flaecheinqm: objekt.flaecheinqm,
        istteilbar: objekt.istteilbar,
        kleinsteflaecheinqm: objekt.kleinsteflaecheinqm,
        kaufpreisproqm: objekt.kaufpreisproqm,
        mietpreisproqm: objekt.mietpreisproqm,
        ecoplus: objekt.ecoplus,
        standort: geoTexte.standort,
        inHq100: beruehrt('hq100'),
        inNatura2000: beruehrt('natura2000'),
      })
      .from(objekt);
  });
  afterAll(() => t.close());

  const owner = () => objekte.find((o) => o.owner !== null)?.owner as number;
  const tag = () => objekte.find((o) => o.standortbeschreibung.length > 0)?.standortbeschreibung[0] as number;
  /** A circle of `radius` metres around the first located object. */
  const kreis = (radius: number) => () => {
    const point = parsePointWkt(objekte.find((o) => o.standort !== null)?.standort as string);
    if (!point) throw new Error('no located object');
    return { gebiet: gebietText({ art: 'kreis', center: [point.lon, point.lat], radius }) };
  };
  /** A concave outline over the region's west and north (lon/lat). */
  const polygon = gebietText({
    art: 'polygon',
    ring: [
      [14.5, 47.5],
      [15.9, 47.5],
      [15.2, 48.2],
      [16.6, 48.9],
      [14.5, 48.9],
    ],
  });
  const admin: FilterViewer = { id: null, isAdmin: true, favoriten: new Set() };

  /** The table: a filter change from the defaults, who looks, and a name for the failure message. */
  const cases: [string, Partial<KartenFilter> | (() => Partial<KartenFilter>), () => FilterViewer][] = [
    ['defaults, anonymous', {}, () => ANONYMOUS_VIEWER],
    ['defaults, administrator with every status', { selectedStatus: STATUS_CODES }, () => admin],
    ['drafts only, administrator', { selectedStatus: [STATUS.ENTWURF] }, () => admin],
    ['no status, administrator', { selectedStatus: [] }, () => admin],
    ['plots', { selectedType: GRUNDSTUECK }, () => ANONYMOUS_VIEWER],
    ['offices to rent', { selectedType: BUERO, mieteOrKauf: 'miete' }, () => ANONYMOUS_VIEWER],
    ['to buy', { mieteOrKauf: 'kauf' }, () => ANONYMOUS_VIEWER],
    ['ecoplus', { ecoplusOnly: true }, () => ANONYMOUS_VIEWER],
    ['a feature', () => ({ selectedTag: tag() }), () => ANONYMOUS_VIEWER],
    ['area class 0', { selectedFlaeche: [0] }, () => ANONYMOUS_VIEWER],
    ['area classes 1 and 4', { selectedFlaeche: [1, 4] }, () => ANONYMOUS_VIEWER],
    ['area classes 2 and 3 of plots', { selectedType: GRUNDSTUECK, selectedFlaeche: [2, 3] }, () => ANONYMOUS_VIEWER],
    ['no area class', { selectedFlaeche: [] }, () => ANONYMOUS_VIEWER],
    ['buy price class 0 (keine Angabe)', { mieteOrKauf: 'kauf', selectedPreis: [0] }, () => ANONYMOUS_VIEWER],
    ['buy price classes 1 and 2', { mieteOrKauf: 'kauf', selectedPreis: [1, 2] }, () => ANONYMOUS_VIEWER],
    ['rent price classes 0, 3, 5', { mieteOrKauf: 'miete', selectedPreis: [0, 3, 5] }, () => ANONYMOUS_VIEWER],
    ['price classes without a mode', { selectedPreis: [1] }, () => ANONYMOUS_VIEWER],
    ['area and price together', { mieteOrKauf: 'kauf', selectedFlaeche: [1, 2], selectedPreis: [1, 3] }, () => admin],
    ['own properties', { onlyProperties: true }, () => ({ ...ANONYMOUS_VIEWER, id: owner() })],
    ['own properties, anonymous', { onlyProperties: true }, () => ANONYMOUS_VIEWER],
    [
      'favourites',
      { favsOnly: true },
      () => ({ ...ANONYMOUS_VIEWER, id: 1, favoriten: new Set(objekte.slice(0, 9).map((o) => favoritKey(o.id))) }),
    ],
    ['favourites, none', { favsOnly: true }, () => ANONYMOUS_VIEWER],
    ['a circle of 5 km', kreis(5_000), () => ANONYMOUS_VIEWER],
    ['a circle of 40 km, administrator with every status', kreis(40_000), () => admin],
    ['a concave polygon', { gebiet: polygon }, () => ANONYMOUS_VIEWER],
    ['a polygon and a type', { gebiet: polygon, selectedType: BUERO }, () => ANONYMOUS_VIEWER],
    // The demo layers touch some demo properties (seed/themenlayer.ts).
    ['outside HQ100', { ausserhalbHq100: true }, () => ANONYMOUS_VIEWER],
    ['outside Natura 2000, administrator', { ausserhalbNatura2000: true, selectedStatus: STATUS_CODES }, () => admin],
    [
      'outside both, plots',
      { ausserhalbHq100: true, ausserhalbNatura2000: true, selectedType: GRUNDSTUECK },
      () => ANONYMOUS_VIEWER,
    ],
  ];

  const bedingungenOf = (change: (typeof cases)[number][1], viewerOf: () => FilterViewer) =>
    kartenBedingungen({ ...DEFAULT_KARTEN_FILTER, ...(typeof change === 'function' ? change() : change) }, viewerOf());

  it.each(cases)('%s', async (_name, change, viewerOf) => {
    const bedingungen = bedingungenOf(change, viewerOf);
    const inBrowser = objekte.filter(compileKartenFilter(bedingungen)).map((o) => o.id);
    const inSql = (await t.db.select({ id: objekt.id }).from(objekt).where(kartenFilterWhere(bedingungen))).map(
      (r) => r.id,
    );
    expect(inSql.sort()).toEqual(inBrowser.sort());
  });

  it('has cases that let some objects through and hold others back', async () => {
    const results = cases.map(
      ([, change, viewerOf]) => objekte.filter(compileKartenFilter(bedingungenOf(change, viewerOf))).length,
    );
    expect(results.filter((n) => n > 0 && n < objekte.length).length).toBeGreaterThan(cases.length / 2);
    // The edge objects are in the data the cases see.
    expect((await t.db.select().from(objekt).where(eq(objekt.objektnummer, 'NOE-EDGE-0'))).length).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePointWkt } from '../../shared/domain/geo';
import { STATUS } from '../../shared/domain/objekt';
import { flaechenklasse, vorschauKoordinate } from '../../shared/domain/vorschau';
import type { Objekt, ObjektVorschau, ObjektVorschauListe } from '../../shared/schemas/objekt';
import { cookieFor } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';

/** Issue 21 part 2: the reduced summaries of listings shown with login, on the demo data. */
describe('reduced summaries of listings shown with login', () => {
  let t: TestApp;
  let member: Objekt[];
  beforeAll(async () => {
    t = await buildTestApp();
    const cookie = await cookieFor(t.db, 'eigentuemer@standortportal.at');
    member = (await t.app.inject({ url: '/api/objekt', headers: { cookie } })).json<Objekt[]>();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url });
  const expected = (o: Objekt): ObjektVorschau => {
    const point = parsePointWkt(o.standort ?? '');
    if (!point) throw new Error('no location');
    return {
      id: o.id,
      objektart: o.objektart,
      bezirk: o.bezirk,
      flaechenklasse: flaechenklasse(o.objektart, o.flaecheinqm),
      lon: vorschauKoordinate(point.lon),
      lat: vorschauKoordinate(point.lat),
    };
  };

  it('gives anonymous visitors every such listing with a location, with exactly the reduced fields', async () => {
    const res = await get('/api/objekt/vorschau');
    expect(res.statusCode).toBe(200);
    const { anzahl, objekte } = res.json<ObjektVorschauListe>();
    const mitLogin = member.filter((o) => o.status === STATUS.MIT_LOGIN && o.standort && !o.istabgelaufen);
    expect(mitLogin.length).toBeGreaterThan(50);
    expect(anzahl).toBe(mitLogin.length);
    const byId = new Map(objekte.map((o) => [o.id, o]));
    for (const o of mitLogin) expect(byId.get(o.id)).toEqual(expected(o));
    for (const o of objekte) {
      expect(Object.keys(o).sort()).toEqual(['bezirk', 'flaechenklasse', 'id', 'lat', 'lon', 'objektart']);
      // Rounded to about 100 m: three decimals at most.
      expect(String(o.lon)).toMatch(/^\d+(\.\d{1,3})?$/);
    }
    // Nothing of what registration opens: the anonymous list and the detail still refuse them.
    const anonymousIds = new Set((await get('/api/objekt')).json<Objekt[]>().map((o) => o.id));
    expect(objekte.filter((o) => anonymousIds.has(o.id))).toEqual([]);
    const first = objekte[0] as ObjektVorschau;
    expect((await get(`/api/objekt/${first.id}`)).statusCode).toBe(404);
  });

  it('narrows to a map section, and answers one listing by id (404 for any other)', async () => {
    const { objekte: all } = (await get('/api/objekt/vorschau')).json<ObjektVorschauListe>();
    const first = all[0] as ObjektVorschau;
    const bbox = [first.lon - 0.01, first.lat - 0.01, first.lon + 0.01, first.lat + 0.01].map((v) => v.toFixed(4));
    const section = (await get(`/api/objekt/vorschau?bbox=${bbox.join(',')}`)).json<ObjektVorschauListe>();
    expect(section.objekte.map((o) => o.id)).toContain(first.id);
    expect(section.anzahl).toBeLessThan(all.length);
    expect(section.objekte.every((o) => Math.abs(o.lon - first.lon) <= 0.011)).toBe(true);

    const one = await get(`/api/objekt/${first.id}/vorschau`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
    const publicId = member.find((o) => o.status === STATUS.OHNE_LOGIN)?.id;
    expect((await get(`/api/objekt/${publicId}/vorschau`)).statusCode).toBe(404);
    expect((await get('/api/objekt/vorschau?bbox=17,49,16,48')).statusCode).toBe(400);
  });

  it('lets through only the summaries the map filters pass, and counts only those above the section maximum', async () => {
    const mitLogin = member.filter((o) => o.status === STATUS.MIT_LOGIN && o.standort && !o.istabgelaufen);
    const type = mitLogin[0]?.objektart as number;
    const ofType = mitLogin.filter((o) => o.objektart === type);
    expect(ofType.length).toBeLessThan(mitLogin.length);
    const region = 'bbox=14,47,18,50';
    const filtered = (await get(`/api/objekt/vorschau?${region}&selectedType=${type}`)).json<ObjektVorschauListe>();
    expect(filtered.anzahl).toBe(ofType.length);
    expect(new Set(filtered.objekte.map((o) => o.objektart))).toEqual(new Set([type]));
    // A filter a summary cannot answer (buy or rent) lets none through.
    expect((await get(`/api/objekt/vorschau?${region}&mieteOrKauf=miete`)).json().anzahl).toBe(0);

    // With more in the section than the map lists, only the number comes — of those the filters pass.
    const small = await buildTestApp('pglite', {}, { MAP_EXTENT_MAX: 5 });
    try {
      const counted = (
        await small.app.inject({ url: `/api/objekt/vorschau?${region}&selectedType=${type}` })
      ).json<ObjektVorschauListe>();
      expect(counted).toEqual({ anzahl: ofType.length, objekte: [] });
    } finally {
      await small.close();
    }
  });
});

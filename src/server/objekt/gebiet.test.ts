import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gebiet, gebietText, inGebiet } from '../../shared/domain/gebiet';
import { parsePointWkt, REGION_BBOX } from '../../shared/domain/geo';
import { STATUS } from '../../shared/domain/objekt';
import type { Objekt, ObjektAusschnitt, ObjektVorschauListe } from '../../shared/schemas/objekt';
import { cookieFor } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';

/** Issue 25: a drawn area as a filter of the map by extent. */
const KREIS: Gebiet = { art: 'kreis', center: [16.3725, 48.2082], radius: 25_000 };
const POLYGON: Gebiet = {
  art: 'polygon',
  ring: [
    [15.4, 47.9],
    [16.7, 47.9],
    [16.0, 48.3],
    [16.7, 48.7],
    [15.4, 48.7],
  ],
};

describe.each(testDbKinds())('GET /api/objekt/ausschnitt with a drawn area on %s', (kind) => {
  let t: TestApp;
  let all: Objekt[];
  beforeAll(async () => {
    t = await buildTestApp(kind, { MAP_EXTENT_FROM: '200' });
    const cookie = await cookieFor(t.db, 'eigentuemer@standortportal.at');
    all = (await t.app.inject({ url: '/api/objekt', headers: { cookie } })).json<Objekt[]>();
  });
  afterAll(() => t.close());

  /** The ids of the objects anonymous visitors see on the map whose location `inside` admits. */
  const publicIds = (inside: (lon: number, lat: number) => boolean) =>
    all
      .filter((o) => o.status === STATUS.OHNE_LOGIN && !o.istabgelaufen)
      .filter((o) => {
        const point = o.standort ? parsePointWkt(o.standort) : null;
        return point !== null && inside(point.lon, point.lat);
      })
      .map((o) => o.id)
      .sort();

  it.each([
    ['a circle', KREIS],
    ['a concave polygon', POLYGON],
  ])('lists exactly the objects inside %s', async (_name, gebiet) => {
    const inside = inGebiet(gebiet);
    const want = publicIds((lon, lat) => inside([lon, lat]));
    const outside = publicIds((lon, lat) => !inside([lon, lat]));
    expect(want.length).toBeGreaterThan(0);
    expect(outside.length).toBeGreaterThan(0);
    const query = new URLSearchParams({ bbox: REGION_BBOX.join(','), gebiet: gebietText(gebiet) });
    const res = await t.app.inject({ url: `/api/objekt/ausschnitt?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ObjektAusschnitt>();
    expect(answer.anzahl).toBe(want.length);
    expect(answer.objekte.map((o) => o.id).sort()).toEqual(want);
  });

  it('counts the grey pins of listings shown with login inside the area only', async () => {
    const everywhere = (await t.app.inject({ url: '/api/objekt/vorschau' })).json<ObjektVorschauListe>();
    const res = await t.app.inject({ url: `/api/objekt/vorschau?gebiet=${gebietText(KREIS)}` });
    expect(res.statusCode, res.body).toBe(200);
    const inArea = res.json<ObjektVorschauListe>();
    const inside = inGebiet(KREIS);
    expect(inArea.anzahl).toBe(everywhere.objekte.filter((o) => inside([o.lon, o.lat])).length);
    expect(inArea.anzahl).toBeGreaterThan(0);
    expect(inArea.anzahl).toBeLessThan(everywhere.anzahl);
  });

  it.each([
    'kreis,16.37,48.2,50',
    'kreis,16.37,48.2',
    'kreis,2.35,48.85,5000',
    'polygon,_p~iF~ps|U',
    'polygon,not a polyline',
  ])('refuses the malformed area %s with 400', async (gebiet) => {
    const res = await t.app.inject({
      url: `/api/objekt/ausschnitt?bbox=${REGION_BBOX.join(',')}&${new URLSearchParams({ gebiet })}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalidRequest');
  });
});

import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parsePointWkt, REGION_BBOX } from '../../shared/domain/geo';
import {
  ANONYMOUS_VIEWER,
  DEFAULT_KARTEN_FILTER,
  FILTER_KEYS,
  type FilterViewer,
  KARTEN_QUERY,
  type KartenFilter,
  kartenObjekte,
} from '../../shared/domain/kartenfilter';
import { OBJEKTART, STATUS, STATUS_CODES } from '../../shared/domain/objekt';
import { encodeQuery } from '../../shared/domain/query';
import { buildObjektIndex, searchObjektIds } from '../../shared/domain/search';
import { type Objekt, type ObjektAusschnitt, objektKurzSchema } from '../../shared/schemas/objekt';
import { favorit } from '../db/schema';
import { cookieFor, createUser, sessionCookie } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { notRefused, publishedQueryTypes } from '../test/routes';
import { createMapIndex } from './map-index';

const objektLonLat = (o: Pick<Objekt, 'standort'>): [number, number] | null => {
  const point = o.standort ? parsePointWkt(o.standort) : null;
  return point ? [point.lon, point.lat] : null;
};

/** Demo data: 266 public objects; MAP_EXTENT_MAX 200 makes the whole region answer with district counts. */
const MAX = 200;
const REGION = REGION_BBOX.join(',');
/** A logged-in user without favourites, as the map's filters see them. */
const memberViewer: FilterViewer = { id: -1, isAdmin: false, favoriten: new Set() };

describe.each(testDbKinds())('GET /api/objekt/ausschnitt on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { MAP_EXTENT_MAX: String(MAX), MAP_EXTENT_FROM: '200' });
    owner = await cookieFor(t.db, 'eigentuemer@standortportal.at');
    admin = await cookieFor(t.db, 'admin@standortportal.at');
  });
  afterAll(() => t.close());

  const get = async (query: string, cookie?: string) => {
    const res = await t.app.inject({ url: `/api/objekt/ausschnitt?${query}`, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ObjektAusschnitt>();
  };
  const list = async (cookie?: string, query = '') => {
    const res = await t.app.inject({ url: `/api/objekt${query}`, headers: cookie ? { cookie } : {} });
    return res.json<Objekt[]>();
  };
  const filterQuery = (filter: Partial<KartenFilter>) =>
    encodeQuery(KARTEN_QUERY, { ...DEFAULT_KARTEN_FILTER, zoom: null, center: [], ...filter }).toString();

  /** What the browser would show for the same filter on the whole list, inside a section. */
  const expected = (all: Objekt[], filter: KartenFilter, bbox: readonly number[], viewer: FilterViewer) => {
    const [minLon, minLat, maxLon, maxLat] = bbox as [number, number, number, number];
    return kartenObjekte(all, filter, viewer)
      .filter((o) => {
        const p = objektLonLat(o);
        return p !== null && p[0] >= minLon && p[0] <= maxLon && p[1] >= minLat && p[1] <= maxLat;
      })
      .map((o) => o.id);
  };

  it('with a search text (q) lists exactly what the results view counts, as the browser finds it in the whole list', async () => {
    const member = await sessionCookie(t.db, (await createUser(t.db)).id);
    for (const cookie of [undefined, member]) {
      const all = await list(cookie);
      for (const [q, lang] of [
        ['Halle', 'de'],
        ['hall', 'en'],
        ['lagerhalle gerasdorf', 'de'],
      ] as const) {
        const index = buildObjektIndex(all, lang);
        const ids = searchObjektIds(index, q);
        const want = kartenObjekte(all, DEFAULT_KARTEN_FILTER, cookie ? memberViewer : ANONYMOUS_VIEWER)
          .filter((o) => ids.has(o.id))
          .map((o) => o.id);
        expect(want.length, q).toBeGreaterThan(0);
        const answer = await get(`${filterQuery({ q, ignoreExtent: true })}&lang=${lang}`, cookie);
        expect(
          answer.objekte.map((o) => o.id),
          q,
        ).toEqual(want);
        const ergebnis = await t.app.inject({
          url: `/api/objekt/suchergebnis?${new URLSearchParams({ q, lang })}`,
          headers: cookie ? { cookie } : {},
        });
        expect(ergebnis.json().anzahl, q).toBe(want.length);
      }
    }
    // A text too short to search is no filter.
    expect((await get(`${filterQuery({ ignoreExtent: true })}&q=ha`)).anzahl).toBe(
      (await get(filterQuery({ ignoreExtent: true }))).anzahl,
    );
  });

  it('lists the objects of a section that pass the filters, exactly as the browser filters the whole list', async () => {
    const all = await list();
    const bbox = [15.5, 47.9, 16.6, 48.5];
    for (const filter of [
      DEFAULT_KARTEN_FILTER,
      { ...DEFAULT_KARTEN_FILTER, selectedType: OBJEKTART.GRUNDSTUECK },
      { ...DEFAULT_KARTEN_FILTER, mieteOrKauf: 'miete' as const, selectedPreis: [1, 2] },
      { ...DEFAULT_KARTEN_FILTER, selectedFlaeche: [0, 1], ecoplusOnly: true },
    ]) {
      const want = expected(all, filter, bbox, ANONYMOUS_VIEWER);
      const answer = await get(`bbox=${bbox.join(',')}&${filterQuery(filter)}`);
      expect(answer.anzahl).toBe(want.length);
      expect(answer.objekte.map((o) => o.id)).toEqual(want);
      expect(answer.bezirke).toEqual([]);
    }
  });

  it('gives each listed object what the map, popup and list row show, with its first picture only', async () => {
    const all = new Map((await list()).map((o) => [o.id, o]));
    const answer = await get('bbox=15.5,47.9,16.6,48.5');
    expect(answer.objekte.length).toBeGreaterThan(0);
    for (const kurz of answer.objekte) {
      const full = all.get(kurz.id);
      if (!full) throw new Error(`${kurz.id} is not in the list`);
      // Every field of the summary as the full object has it: first picture only, the English name only.
      const { bilder, uebersetzung, ...rest } = objektKurzSchema
        .keyof()
        .options.reduce((picked, key) => Object.assign(picked, { [key]: full[key] }), {} as Record<string, unknown>);
      expect(kurz).toEqual({
        ...rest,
        bilder: (bilder as Objekt['bilder']).slice(0, 1),
        uebersetzung: full.uebersetzung ? { objektname_en: full.uebersetzung.objektname_en } : null,
      });
      expect(kurz).not.toHaveProperty('kontakte');
      expect(kurz).not.toHaveProperty('owner');
      expect(kurz).not.toHaveProperty('detailbeschreibung');
    }
  });

  it('counts per district, at the matching object nearest their mean position, when more than the maximum match', async () => {
    const answer = await get(`bbox=${REGION}`);
    const anonymous = await list();
    expect(answer.anzahl).toBe(anonymous.length);
    expect(answer.anzahl).toBeGreaterThan(MAX);
    expect(answer.objekte).toEqual([]);
    expect(answer.bezirke.reduce((sum, b) => sum + b.anzahl, 0)).toBe(answer.anzahl);
    for (const zahl of answer.bezirke) {
      const inBezirk = anonymous
        .filter((o) => o.bezirk === zahl.bezirk)
        .map((o) => objektLonLat(o) as [number, number]);
      expect(zahl.anzahl).toBe(inBezirk.length);
      const meanLon = inBezirk.reduce((s, p) => s + p[0], 0) / inBezirk.length;
      const meanLat = inBezirk.reduce((s, p) => s + p[1], 0) / inBezirk.length;
      const distance = (p: [number, number]) => (p[0] - meanLon) ** 2 + (p[1] - meanLat) ** 2;
      const nearest = Math.min(...inBezirk.map(distance));
      // An object stands there, and none nearer to the mean.
      expect(inBezirk.some((p) => p[0] === zahl.lon && p[1] === zahl.lat)).toBe(true);
      expect(distance([zahl.lon, zahl.lat])).toBe(nearest);
    }
    // Narrowing the filter below the maximum lists the objects again.
    const plots = await get(`bbox=${REGION}&selectedType=${OBJEKTART.BUERO}`);
    expect(plots.anzahl).toBeLessThanOrEqual(MAX);
    expect(plots.objekte.length).toBe(plots.anzahl);
  });

  it('applies the viewer: objects shown with login, own properties, favourites and the admin status filter', async () => {
    const anonymous = await get(`bbox=${REGION}&selectedStatus=${STATUS.ENTWURF}&onlyProperties=true`);
    expect(anonymous.anzahl).toBe(0);

    const user = await createUser(t.db);
    const registered = await sessionCookie(t.db, user.id);
    const members = await get(`bbox=${REGION}`, registered);
    expect(members.anzahl).toBe((await list(registered)).filter((o) => o.standort).length);
    expect(members.anzahl).toBeGreaterThan((await get(`bbox=${REGION}`)).anzahl);

    const own = await get(`bbox=${REGION}&onlyProperties=true`, owner);
    const ownIds = (await list(owner)).filter(
      (o) => o.owner !== null && o.status !== STATUS.NICHT_ANZEIGEN && o.standort,
    );
    expect(own.anzahl).toBe(ownIds.length);
    expect(own.anzahl).toBeGreaterThan(0);

    const [first, second] = await list(registered);
    await t.db.insert(favorit).values([
      { user: user.id, objekt: first?.id as string },
      { user: user.id, objekt: second?.id as string },
    ]);
    const favs = await get(`bbox=${REGION}&favsOnly=true`, registered);
    expect(new Set(favs.objekte.map((o) => o.id))).toEqual(new Set([first?.id, second?.id]));
    expect((await get(`bbox=${REGION}&favsOnly=true`)).anzahl).toBe(0);

    const drafts = await get(`bbox=${REGION}&selectedStatus=${STATUS.ENTWURF}`, admin);
    const adminDrafts = (await list(admin, `?status=${STATUS.ENTWURF}`)).filter((o) => o.standort);
    expect(drafts.anzahl).toBe(adminDrafts.length);
    expect(drafts.objekte.every((o) => o.status === STATUS.ENTWURF)).toBe(true);
    // Only administrators choose statuses; for everyone else the status filter does not apply (spec 5).
    expect((await get(`bbox=${REGION}&selectedStatus=${STATUS.ENTWURF}`, registered)).anzahl).toBe(members.anzahl);
  });

  it('ignores the section with ignoreExtent, and needs one without', async () => {
    const everywhere = await get(`ignoreExtent=true&selectedType=${OBJEKTART.BUERO}`);
    const offices = (await list()).filter((o) => o.objektart === OBJEKTART.BUERO);
    expect(everywhere.anzahl).toBe(offices.length);
    for (const bad of ['', 'bbox=1,2,3', 'bbox=16,48,15,49', 'bbox=a,b,c,d', 'bbox=200,0,201,1']) {
      const res = await t.app.inject({ url: `/api/objekt/ausschnitt?${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('invalidRequest');
    }
  });

  it('is compressed, carries an ETag and answers 304 only while data, viewer and favourites are the same', async () => {
    const url = `/api/objekt/ausschnitt?bbox=${REGION}&selectedType=${OBJEKTART.BUERO}`;
    const fetchAs = (cookie: string | undefined, etag?: string, query = url) =>
      t.app.inject({
        url: query,
        headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await fetchAs(undefined);
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect((await fetchAs(undefined, etag)).statusCode).toBe(304);
    // Another viewer's answer has a tag of its own.
    expect((await fetchAs(owner, etag)).statusCode).toBe(200);

    // A change of the data: the same question is answered anew.
    const [office] = (await list()).filter((o) => o.objektart === OBJEKTART.BUERO);
    await t.db.execute(sql`update objekt set status = ${STATUS.ENTWURF} where id = ${office?.id}`);
    try {
      // Once the index of the new version is built: when the first build took longer than the index's
      // stale-while-rebuilding threshold (a cold, busy test process), the previous index answers until then.
      await vi.waitFor(
        async () => {
          const changed = await fetchAs(undefined, etag);
          expect(changed.statusCode).toBe(200);
          expect(changed.headers.etag).not.toBe(etag);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await t.db.execute(sql`update objekt set status = ${STATUS.OHNE_LOGIN} where id = ${office?.id}`);
    }

    // Favourites are no data version: the favourites-only answer's tag follows them.
    const user = await createUser(t.db);
    const cookie = await sessionCookie(t.db, user.id);
    const favsUrl = `/api/objekt/ausschnitt?bbox=${REGION}&favsOnly=true`;
    const none = await fetchAs(cookie, undefined, favsUrl);
    const anzahlOf = (res: { rawPayload: Buffer }) =>
      (JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()) as ObjektAusschnitt).anzahl;
    expect(anzahlOf(none)).toBe(0);
    await t.db.insert(favorit).values({ user: user.id, objekt: office?.id as string });
    const one = await fetchAs(cookie, none.headers.etag as string, favsUrl);
    expect(one.statusCode).toBe(200);
    expect(anzahlOf(one)).toBe(1);
  });

  it('sends each of many large answers whole and unmixed, compressed or not', async () => {
    // MAP_EXTENT_MAX 200 here: sections of up to 200 objects, each answer up to ~0.2 MB.
    const sections = [
      [15.5, 47.9, 16.6, 48.5],
      [15.0, 47.9, 16.0, 48.5],
      [15.8, 47.8, 16.9, 48.4],
    ];
    const urls = sections.map((bbox) => `/api/objekt/ausschnitt?bbox=${bbox.join(',')}`);
    const alone = await Promise.all(urls.map(async (url) => (await t.app.inject({ url })).body));
    const together = await Promise.all(
      [...urls, ...urls].map((url, k) =>
        t.app.inject({ url, headers: { 'accept-encoding': k % 2 ? 'br' : 'identity' } }),
      ),
    );
    together.forEach((res, k) => {
      const body = k % 2 ? zlib.brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(body).toBe(alone[k % urls.length]);
    });
    expect(alone.some((body) => body.length > 64 * 1024)).toBe(true);
  });

  it('builds the same index page by page as in one go', async () => {
    const frage = {
      visibility: { statuses: [...STATUS_CODES], includeExpired: true },
      viewer: { ...ANONYMOUS_VIEWER, isAdmin: true },
      filter: { ...DEFAULT_KARTEN_FILTER, selectedStatus: [...STATUS_CODES] },
      bbox: null,
      maxObjekte: 10_000,
    };
    const answer = async (seite: number) =>
      (await createMapIndex(t.db, async () => 1, undefined, seite).answerAusschnitt(frage)).json.toString();
    const whole = await answer(10_000);
    expect(JSON.parse(whole).anzahl).toBeGreaterThan(100);
    expect(await answer(37)).toBe(whole);
  });

  it('follows writes: a released object appears in its section at once', async () => {
    const [draft] = await list(admin, `?status=${STATUS.ENTWURF}`);
    if (!draft?.standort) throw new Error('seed has no draft with a location');
    const [lon, lat] = objektLonLat(draft) as [number, number];
    const bbox = `bbox=${lon - 0.001},${lat - 0.001},${lon + 0.001},${lat + 0.001}`;
    // Asked twice, so that the answer is kept (a repeated question is answered from memory).
    for (let i = 0; i < 2; i++) expect((await get(bbox)).objekte.map((o) => o.id)).not.toContain(draft.id);
    await t.db.execute(sql`update objekt set status = ${STATUS.OHNE_LOGIN} where id = ${draft.id}`);
    expect((await get(bbox)).objekte.map((o) => o.id)).toContain(draft.id);
  });

  it('answers from the previous index while a slow one is rebuilt, and from the new one once it is built', async () => {
    let version = 1;
    // Every build counts as slow (staleAfterMs −1): a change shows once its rebuild is done.
    const index = createMapIndex(t.db, async () => version, -1);
    const frage = {
      visibility: { statuses: [STATUS.OHNE_LOGIN], includeExpired: false },
      viewer: ANONYMOUS_VIEWER,
      filter: DEFAULT_KARTEN_FILTER,
      bbox: null,
      maxObjekte: 10_000,
    };
    const ids = async () =>
      (JSON.parse((await index.answerAusschnitt(frage)).json.toString()) as ObjektAusschnitt).objekte.map((o) => o.id);
    const before = await ids();
    const [victim] = before;
    await t.db.execute(sql`update objekt set status = ${STATUS.ENTWURF} where id = ${victim}`);
    version = 2;
    expect(await ids()).toContain(victim);
    await index.warm();
    expect(await ids()).not.toContain(victim);
    expect((await ids()).length).toBe(before.length - 1);
    await t.db.execute(sql`update objekt set status = ${STATUS.OHNE_LOGIN} where id = ${victim}`);
  });

  it('tells each viewer how many objects their map loads and whether it loads by extent', async () => {
    const anzahl = async (cookie?: string) =>
      (await t.app.inject({ url: '/api/objekt/anzahl', headers: cookie ? { cookie } : {} })).json();
    const anonymous = await anzahl();
    expect(anonymous.sichtbar).toBe((await list()).length);
    expect(anonymous.ausschnitt).toBe(anonymous.sichtbar > 200);
    const administrator = await anzahl(admin);
    expect(administrator.sichtbar).toBe((await list(admin, `?status=${STATUS_CODES.join(',')}`)).length);
    expect(administrator.ausschnitt).toBe(true);
  });
});

describe('the map query in OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists every map filter of GET /api/objekt/ausschnitt and /vorschau with its type', async () => {
    const filters = {
      selectedType: 'number',
      selectedTag: 'integer',
      selectedFlaeche: 'integer[]',
      selectedPreis: 'integer[]',
      mieteOrKauf: 'string',
      favsOnly: 'boolean',
      ignoreExtent: 'boolean',
      onlyProperties: 'boolean',
      selectedStatus: 'number[]',
      ecoplusOnly: 'boolean',
      ausserhalbHq100: 'boolean',
      ausserhalbNatura2000: 'boolean',
      q: 'string',
      gebiet: 'string',
      bbox: 'string',
    };
    expect(await publishedQueryTypes(t.app, '/api/objekt/ausschnitt')).toEqual({ ...filters, lang: 'string' });
    expect(await publishedQueryTypes(t.app, '/api/objekt/vorschau')).toEqual(filters);
    // Every filter of the map page's URL is one of them.
    for (const key of FILTER_KEYS) expect(filters).toHaveProperty(key);
  });

  it('refuses a filter value of the wrong type instead of reading it as the default', async () => {
    const bad = [
      'selectedType=7',
      'selectedFlaeche=1,9',
      'favsOnly=yes',
      'mieteOrKauf=pacht',
      'selectedTag=x',
      'gebiet=kreis,16,48,5',
    ];
    const queries = bad.map((filter) => `bbox=${REGION}&${filter}`);
    expect(await notRefused((url) => t.app.inject({ url }), '/api/objekt/ausschnitt', queries)).toEqual([]);
  });
});

import type { Feature, FeatureCollection } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePointWkt } from '../../shared/domain/geo';
import { ANONYMOUS_VIEWER, DEFAULT_KARTEN_FILTER, kartenObjekte } from '../../shared/domain/kartenfilter';
import { OBJEKTART, STATUS } from '../../shared/domain/objekt';
import { FOERDER_FELDER, OBJEKT_FELDER } from '../../shared/domain/opendata';
import type { FmMatrix } from '../../shared/schemas/content';
import type { Objekt } from '../../shared/schemas/objekt';
import { OGC_LIMIT } from '../../shared/schemas/ogc';
import { CSV_BOM } from '../lib/csv';
import { createObjekt, createUser } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';

interface Link {
  href: string;
  rel: string;
  type: string;
}
type Items = FeatureCollection & { numberMatched: number; numberReturned: number; links: Link[] };

describe.each(testDbKinds())('OGC API – Features and downloads on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const json = async <T>(url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const linkOf = (links: Link[], rel: string) => links.find((l) => l.rel === rel);
  /** Every feature of a query, following the next links from the first page. */
  async function allItems(url: string): Promise<{ features: Feature[]; pages: number }> {
    const features: Feature[] = [];
    let next: string | undefined = url;
    let pages = 0;
    while (next) {
      const { pathname, search } = new URL(next, 'http://localhost');
      const page: Items = await json<Items>(`${pathname}${search}`);
      expect(page.numberReturned).toBe(page.features.length);
      features.push(...page.features);
      next = linkOf(page.links, 'next')?.href;
      pages++;
    }
    return { features, pages };
  }
  const idsOf = (features: readonly Feature[]) => features.map((f) => String(f.id)).sort();
  /** What GET /api/objekt lists for an anonymous visitor now (the tests add listings). */
  const anonymousList = () => json<Objekt[]>('/api/objekt');

  it('has a landing page linking the conformance classes, the collections and the API definition', async () => {
    const landing = await json<{ links: Link[] }>('/ogc');
    expect(new URL(linkOf(landing.links, 'data')?.href ?? '').pathname).toBe('/ogc/collections');
    expect(new URL(linkOf(landing.links, 'conformance')?.href ?? '').pathname).toBe('/ogc/conformance');
    expect(new URL(linkOf(landing.links, 'service-desc')?.href ?? '').pathname).toBe('/api/docs/json');
    const { conformsTo } = await json<{ conformsTo: string[] }>('/ogc/conformance');
    expect(conformsTo).toContain('http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core');
    expect(conformsTo).toContain('http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson');
  });

  it('lists the collections with licence, attribution and extent', async () => {
    const anonymous = await anonymousList();
    const { collections } = await json<{
      collections: { id: string; license: string; attribution: string; extent: { spatial: { bbox: number[][] } } }[];
    }>('/ogc/collections');
    expect(collections.map((c) => c.id)).toEqual(['objekte', 'objekte-flaechen', 'bezirke', 'orte']);
    const byId = Object.fromEntries(collections.map((c) => [c.id, c]));
    expect(byId.objekte?.license).toBe('CC BY 4.0');
    expect(byId.objekte?.attribution).toContain('Standortportal');
    expect(byId.orte?.attribution).toContain('GeoNames');
    expect(byId.bezirke?.attribution).toContain('Statistik Austria');
    const points = anonymous.flatMap((o) => (o.standort ? [parsePointWkt(o.standort)] : []));
    expect(byId.objekte?.extent.spatial.bbox[0]?.[0]).toBe(Math.min(...points.map((p) => p?.lon ?? 0)));
  });

  it('serves exactly the listings an anonymous visitor sees, page by page, with the open-data fields', async () => {
    const anonymous = await anonymousList();
    const first = await json<Items>('/ogc/collections/objekte/items');
    expect(first.numberReturned).toBe(OGC_LIMIT.standard);
    expect(first.numberMatched).toBe(anonymous.length);
    expect(linkOf(first.links, 'prev')).toBeUndefined();
    const { features, pages } = await allItems('/ogc/collections/objekte/items?limit=50');
    expect(pages).toBe(Math.ceil(anonymous.length / 50));
    expect(idsOf(features)).toEqual(anonymous.map((o) => o.id).sort());
    expect(Object.keys(features[0]?.properties ?? {})).toEqual(OBJEKT_FELDER.map((f) => f.key));
    const second = await json<Items>('/ogc/collections/objekte/items?limit=50&offset=50');
    expect(new URL(linkOf(second.links, 'prev')?.href ?? '').searchParams.get('offset')).toBe('0');
  });

  it('leaves out listings shown with login, expired and unreleased ones, and serves a new public one at once', async () => {
    const owner = await createUser(t.db);
    const hidden = await Promise.all([
      createObjekt(t.db, { owner: owner.id, status: STATUS.MIT_LOGIN }),
      createObjekt(t.db, { owner: owner.id, status: STATUS.OHNE_LOGIN, istabgelaufen: true }),
      createObjekt(t.db, { owner: owner.id, status: STATUS.ENTWURF }),
    ]);
    const visible = await createObjekt(t.db, {
      owner: owner.id,
      status: STATUS.OHNE_LOGIN,
      overrides: { objektname: 'Neu freigegebene Halle' },
    });
    const ids = idsOf((await allItems('/ogc/collections/objekte/items?limit=1000')).features);
    expect(ids).toContain(visible.id);
    for (const o of hidden) {
      expect(ids).not.toContain(o.id);
      const res = await get(`/ogc/collections/objekte/items/${o.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('notFound');
    }
    const one = await json<Feature & { links: Link[] }>(`/ogc/collections/objekte/items/${visible.id}`);
    expect(one.properties?.objektname).toBe('Neu freigegebene Halle');
    expect(linkOf(one.links, 'collection')).toBeDefined();
  });

  it('filters by bounding box, by the last change and by the map’s filters as the map does', async () => {
    const anonymous = await anonymousList();
    const bbox = [15.5, 47.9, 16.4, 48.4] as const;
    const inside = anonymous.filter((o) => {
      const p = o.standort ? parsePointWkt(o.standort) : null;
      return p && p.lon >= bbox[0] && p.lat >= bbox[1] && p.lon <= bbox[2] && p.lat <= bbox[3];
    });
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(anonymous.length);
    const boxed = await allItems(`/ogc/collections/objekte/items?limit=1000&bbox=${bbox.join(',')}`);
    expect(idsOf(boxed.features)).toEqual(inside.map((o) => o.id).sort());

    const times = anonymous.map((o) => o.geaendertam).sort();
    const middle = times[Math.floor(times.length / 2)] as string;
    const since = await json<Items>(`/ogc/collections/objekte/items?limit=1000&datetime=${middle}/..`);
    expect(idsOf(since.features)).toEqual(
      anonymous
        .filter((o) => o.geaendertam >= middle)
        .map((o) => o.id)
        .sort(),
    );
    const until = await json<Items>(`/ogc/collections/objekte/items?limit=1000&datetime=../${middle}`);
    expect(until.numberMatched).toBe(anonymous.filter((o) => o.geaendertam <= middle).length);

    const filter = {
      ...DEFAULT_KARTEN_FILTER,
      selectedType: OBJEKTART.BUERO,
      mieteOrKauf: 'miete' as const,
      selectedFlaeche: [2, 3],
    };
    const expected = kartenObjekte(anonymous, filter, ANONYMOUS_VIEWER);
    expect(expected.length).toBeGreaterThan(0);
    const filtered = await json<Items>(
      `/ogc/collections/objekte/items?limit=1000&selectedType=${OBJEKTART.BUERO}&mieteOrKauf=miete&selectedFlaeche=2,3`,
    );
    expect(idsOf(filtered.features)).toEqual(expected.map((o) => o.id).sort());
    // The next link keeps the filters.
    const page = await json<Items>(`/ogc/collections/objekte/items?limit=1&selectedType=${OBJEKTART.BUERO}`);
    expect(new URL(linkOf(page.links, 'next')?.href ?? '').searchParams.get('selectedType')).toBe(
      String(OBJEKTART.BUERO),
    );
  });

  it('serves the plot outlines, the districts and the places', async () => {
    const anonymous = await anonymousList();
    const flaechen = await allItems('/ogc/collections/objekte-flaechen/items?limit=1000');
    expect(idsOf(flaechen.features)).toEqual(
      anonymous
        .filter((o) => o.polygon)
        .map((o) => o.id)
        .sort(),
    );
    expect(new Set(flaechen.features.map((f) => f.geometry?.type))).toEqual(new Set(['MultiPolygon']));
    const bezirke = await json<Items>('/ogc/collections/bezirke/items?limit=100');
    expect(bezirke.numberMatched).toBe(24);
    expect(bezirke.features.every((f) => f.geometry?.type === 'MultiPolygon')).toBe(true);
    const moedling = await json<Feature>('/ogc/collections/bezirke/items/317');
    expect(moedling.properties?.name).toBe('Mödling');
    const orte = (await t.app.inject({ url: '/api/ort' })).json<unknown[]>();
    expect((await json<Items>('/ogc/collections/orte/items?limit=1')).numberMatched).toBe(orte.length);
  });

  it('describes what the items can be filtered by as JSON Schema', async () => {
    const res = await get('/ogc/collections/objekte/queryables');
    expect(res.headers['content-type']).toMatch(/^application\/schema\+json/);
    const schema = res.json<{ properties: Record<string, { 'x-ogc-role'?: string }> }>();
    expect(schema.properties.geometry?.['x-ogc-role']).toBe('primary-geometry');
    expect(schema.properties.geaendertam?.['x-ogc-role']).toBe('primary-instant');
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['selectedType', 'mieteOrKauf', 'selectedFlaeche']),
    );
    const orte = await json<{ properties: Record<string, unknown> }>('/ogc/collections/orte/queryables');
    expect(Object.keys(orte.properties)).toEqual(['geometry']);
  });

  it('shows the queryables as a page for a browser, one row per field', async () => {
    const res = await get('/ogc/collections/objekte/queryables?f=html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    for (const name of ['geometry', 'geaendertam', 'selectedType', 'mieteOrKauf']) {
      expect(res.body).toContain(`<th scope="row">${name}</th>`);
    }
    // A browser asking without ?f gets the page too; a client asking for JSON keeps the schema.
    const browser = await get('/ogc/collections/objekte/queryables', { accept: 'text/html' });
    expect(browser.headers['content-type']).toMatch(/^text\/html/);
    expect((await get('/ogc/collections/objekte/queryables?f=json')).headers['content-type']).toMatch(
      /^application\/schema\+json/,
    );
  });

  it.each([
    ['/ogc/collections/objekte/items?bbox=16,48,15,49', 400],
    ['/ogc/collections/objekte/items?bbox=16,48,17', 400],
    ['/ogc/collections/objekte/items?bbox=16,48,17,91', 400],
    ['/ogc/collections/objekte/items?limit=0', 400],
    ['/ogc/collections/objekte/items?limit=1001', 400],
    ['/ogc/collections/objekte/items?offset=-1', 400],
    ['/ogc/collections/objekte/items?datetime=gestern', 400],
    ['/ogc/collections/objekte/items?datetime=2026-02-01/2026-01-01', 400],
    ['/ogc/collections/objekte/items?selectedType=7', 400],
    ['/ogc/collections/objekte/items?bbox-crs=EPSG:3857', 400],
    ['/ogc/collections/objekte/items?unbekannt=1', 400],
    ['/ogc/collections/orte/items?selectedType=180620000', 400],
    ['/ogc?f=xml', 400],
    ['/ogc/collections/nichts', 404],
    ['/ogc/collections/nichts/items', 404],
    ['/ogc/collections/objekte/items/00000000-0000-0000-0000-000000000000', 404],
    ['/ogc/collections/bezirke/items/999', 404],
    ['/api/opendata/objekte.csv?lang=fr', 400],
  ])('answers %s with %i and a JSON error', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.code).toBe(status === 404 ? 'notFound' : 'invalidRequest');
  });

  it('answers a browser with plain HTML pages whose texts are escaped, and f=json with JSON', async () => {
    const owner = await createUser(t.db);
    const tricky = await createObjekt(t.db, {
      owner: owner.id,
      status: STATUS.OHNE_LOGIN,
      overrides: { objektname: 'Halle <b>&</b> "Büro"' },
    });
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const landing = await get('/ogc', html);
    expect(landing.headers['content-type']).toMatch(/^text\/html/);
    expect(landing.body).toMatch(/<html lang="de">/);
    // The portal's icon, so a browser does not ask for a /favicon.ico that does not exist.
    expect(landing.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(landing.body).toContain('href="http://localhost:80/ogc/collections"');
    const feature = await get(`/ogc/collections/objekte/items/${tricky.id}`, html);
    expect(feature.body).toContain('Halle &lt;b&gt;&amp;&lt;/b&gt; &quot;Büro&quot;');
    expect(feature.body).not.toContain('<b>&</b>');
    const items = await get('/ogc/collections/objekte/items?f=html&limit=1000', html);
    expect(items.body).toContain(`/ogc/collections/objekte/items/${tricky.id}?f=html`);
    expect((await get('/ogc?f=json', html)).headers['content-type']).toMatch(/^application\/json/);
    expect((await get('/ogc/collections/objekte/items?limit=1')).headers['content-type']).toMatch(
      /^application\/geo\+json/,
    );
  });

  it('offers the listings as GeoJSON and CSV and the funding programmes as JSON and CSV', async () => {
    const geojson = await get('/api/opendata/objekte.geojson');
    expect(geojson.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(geojson.headers['content-disposition']).toBe('attachment; filename="standortportal-objekte.geojson"');
    expect(idsOf(geojson.json<FeatureCollection>().features)).toEqual(
      idsOf((await allItems('/ogc/collections/objekte/items?limit=1000')).features),
    );

    for (const lang of ['de', 'en'] as const) {
      const csv = await get(`/api/opendata/objekte.csv?lang=${lang}`);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="standortportal-objekte-${lang}.csv"`);
      const lines = csv.body.split('\r\n').filter(Boolean);
      expect(lines[0]).toBe(CSV_BOM + OBJEKT_FELDER.map((f) => f.label[lang]).join(';'));
      expect(lines.length - 1).toBe((await allItems('/ogc/collections/objekte/items?limit=1000')).features.length);
    }

    const programmes = (await t.app.inject({ url: '/api/fm_matrix' })).json<FmMatrix[]>();
    const foerderungen = await json<Record<string, unknown>[]>('/api/opendata/foerderungen.json');
    expect(foerderungen.map((f) => f.id)).toEqual(programmes.map((p) => p.id));
    expect(Object.keys(foerderungen[0] ?? {})).toEqual(FOERDER_FELDER.map((f) => f.key));
    const csv = await get('/api/opendata/foerderungen.csv?lang=en');
    expect(csv.body.startsWith(CSV_BOM + FOERDER_FELDER.map((f) => f.label.en).join(';'))).toBe(true);
  });

  it('declares its routes and parameters in the OpenAPI document', async () => {
    const doc = await json<{ paths: Record<string, { get: { parameters?: { name: string }[] } }> }>('/api/docs/json');
    const items = doc.paths['/ogc/collections/{collectionId}/items']?.get.parameters?.map((p) => p.name);
    expect(items).toEqual(
      expect.arrayContaining(['limit', 'offset', 'bbox', 'datetime', 'selectedType', 'collectionId']),
    );
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/ogc', '/api/opendata/objekte.csv']));
  });
});

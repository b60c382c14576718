import MVT from 'ol/format/MVT';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEMENLAYER_MVT_LAYER } from '../../shared/domain/themenlayer';
import { adminTestAgents } from '../test/admin';
import type { Agent } from '../test/agent';
import { karteInput } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { geojsonFile, square } from '../test/layer-files';

/** A point in Vienna, a square of 0.02° around it and, 0.5° east, another square. */
const WIEN = { lon: 16.35971, lat: 48.17987 };
const OSTEN = { lon: 16.85971, lat: 48.17987 };

/** A ring of `n` vertices around (lon, lat) with radius `r` degrees, jagged so simplification has work. */
function stern(lon: number, lat: number, r: number, n: number): [number, number][] {
  const ring = Array.from({ length: n }, (_, i): [number, number] => {
    const a = (2 * Math.PI * i) / n;
    const radius = r * (1 + (i % 2 ? 0.002 : 0));
    return [lon + radius * Math.cos(a), lat + radius * Math.sin(a)];
  });
  return [...ring, ring[0] as [number, number]];
}

interface Fc {
  type: string;
  features: { properties: { kategorie: string | null }; geometry: { type: string; coordinates: unknown } }[];
}

/** The number of positions in a GeoJSON geometry's coordinates. */
const vertices = (coordinates: unknown): number =>
  Array.isArray(coordinates) && typeof coordinates[0] === 'number'
    ? 1
    : (coordinates as unknown[]).reduce<number>((sum, c) => sum + vertices(c), 0);

/** The tile of the web map's grid at `z` that holds (lon, lat). */
function kachel(z: number, lon: number, lat: number) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

describe.each(testDbKinds())('a thematic layer drawn by the map on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let anonymous: Agent;
  let layerId: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ admin, anonymous } = await adminTestAgents(t));
    const file = geojsonFile([
      { ring: stern(WIEN.lon, WIEN.lat, 0.01, 2000), wert: 'Bauland-Betriebsgebiet (BB)' },
      { ring: square(OSTEN.lon, OSTEN.lat, 0.02), wert: 'Grünland (G)' },
      // An area of some 10 m: drawn up close, left out region-wide.
      { ring: square(WIEN.lon + 0.03, WIEN.lat, 0.0001), wert: 'Grünland (G)' },
    ]);
    const res = await admin.upload(
      `/api/admin/themenlayer?art=widmung&name=Widmung&quelle=Testdaten&kategorieFeld=wert`,
      'ebene.geojson',
      file,
    );
    expect(res.statusCode, res.body).toBe(201);
    layerId = res.json().layer.id;
  });
  afterAll(() => t.close());

  const flaechen = (bbox: string, zoom: number | string, id = layerId) =>
    anonymous.get(`/api/themenlayer/${id}/flaechen?bbox=${bbox}&zoom=${zoom}`);

  it('lists the layer for everyone, with whether it comes as vector tiles', async () => {
    const res = await anonymous.get('/api/themenlayer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toContainEqual({
      id: layerId,
      art: 'widmung',
      name: 'Widmung',
      name_en: null,
      quelle: 'Testdaten',
      kacheln: kind === 'postgres',
    });
  });

  it('answers the areas of a section: the one the point lies in, not those outside', async () => {
    const res = await flaechen('16.3,48.15,16.38,48.2', 14);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/geo+json');
    expect(res.headers.etag).toBeTruthy();
    const fc = res.json() as Fc;
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.features.map((f) => f.properties.kategorie)).toEqual(['Bauland-Betriebsgebiet (BB)']);
    // Revalidation: the same question of the same import is the same answer.
    const again = await anonymous.request({
      url: `/api/themenlayer/${layerId}/flaechen?bbox=16.3,48.15,16.38,48.2&zoom=14`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('simplifies at a low zoom (fewer vertices) and leaves out areas smaller than a pixel', async () => {
    const bbox = '16,48,17,48.4';
    const nah = (await flaechen(bbox, 16)).json() as Fc;
    const fern = (await flaechen(bbox, 8)).json() as Fc;
    const wien = (fc: Fc) => fc.features.find((f) => f.properties.kategorie?.includes('BB'));
    expect(nah.features).toHaveLength(3);
    expect(fern.features).toHaveLength(2);
    const [v16, v8] = [vertices(wien(nah)?.geometry.coordinates), vertices(wien(fern)?.geometry.coordinates)];
    expect(v16).toBeGreaterThan(1000);
    expect(v8).toBeLessThan(v16 / 10);
    expect(v8).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['no bbox', `/flaechen?zoom=8`],
    ['a bbox with min > max', `/flaechen?bbox=17,48,16,49&zoom=8`],
    ['a bbox of words', `/flaechen?bbox=a,b,c,d&zoom=8`],
    ['no zoom', `/flaechen?bbox=16,48,17,49`],
    ['zoom 23', `/flaechen?bbox=16,48,17,49&zoom=23`],
    ['a fractional zoom', `/flaechen?bbox=16,48,17,49&zoom=8.5`],
  ])('refuses %s with 400', async (_name, path) => {
    const res = await anonymous.get(`/api/themenlayer/${layerId}${path}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'invalidRequest' } });
  });

  it('answers 404 for an unknown layer and 400 for an id that is none', async () => {
    expect((await flaechen('16,48,17,49', 8, 999_999)).statusCode).toBe(404);
    expect((await anonymous.get('/api/themenlayer/abc/flaechen?bbox=16,48,17,49&zoom=8')).statusCode).toBe(400);
  });

  it('lists map layers of the demo layers beside the WMS ones; an administrator saves one of an imported layer', async () => {
    const karten = (await anonymous.get('/api/karte')).json() as {
      title: string;
      title_en: string;
      stylejson: { type: string; layer?: number };
    }[];
    const layers = (await anonymous.get('/api/themenlayer')).json() as { id: number; quelle: string }[];
    const demo = karten.filter((k) => k.stylejson.type === 'themenlayer');
    expect(demo.map((k) => k.title)).toContain('Hochwasser HQ100 (Demodaten)');
    expect(demo.map((k) => k.title_en)).toContain('Flood areas HQ100 (demo data)');
    expect(karten.map((k) => k.title)).toContain('Hochwasser HQ100');
    for (const k of demo) {
      expect(layers.find((l) => l.id === k.stylejson.layer)?.quelle, k.title).toContain('Demodaten');
    }
    const stylejson = JSON.stringify({ type: 'themenlayer', layer: layerId, fill: '#ff0000' });
    const saved = await admin.post('/api/admin/karten', karteInput({ stylejson }));
    expect(saved.statusCode, saved.body).toBe(201);
    const refused = await admin.post('/api/admin/karten', karteInput({ stylejson: '{"type":"themenlayer"}' }));
    expect(refused.json().error).toMatchObject({ fields: { stylejson: 'admin.karten.validation.themenlayer' } });
  });

  it.runIf(kind === 'postgres')('serves vector tiles that decode to the areas of the tile', async () => {
    const { x, y } = kachel(14, WIEN.lon, WIEN.lat);
    const res = await anonymous.get(`/api/themenlayer/${layerId}/tiles/14/${x}/${y}.mvt`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.mapbox-vector-tile');
    const bytes = res.rawPayload;
    const features = new MVT({ layers: [THEMENLAYER_MVT_LAYER] }).readFeatures(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      { extent: [0, 0, 4096, 4096] },
    );
    expect(features[0]?.getGeometry()?.getType()).toMatch(/Polygon/);
    expect(features.map((f) => f.get('kategorie'))).toEqual(['Bauland-Betriebsgebiet (BB)']);
    const far = kachel(14, 10, 47);
    const empty = await anonymous.get(`/api/themenlayer/${layerId}/tiles/14/${far.x}/${far.y}.mvt`);
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.length).toBe(0);
    expect((await anonymous.get(`/api/themenlayer/${layerId}/tiles/3/8/0.mvt`)).statusCode).toBe(400);
    expect((await anonymous.get(`/api/themenlayer/999999/tiles/3/1/1.mvt`)).statusCode).toBe(404);
  });

  it.runIf(kind === 'pglite')('answers 404 for vector tiles: the embedded PostGIS writes none', async () => {
    expect((await anonymous.get(`/api/themenlayer/${layerId}/tiles/3/4/2.mvt`)).statusCode).toBe(404);
  });
});

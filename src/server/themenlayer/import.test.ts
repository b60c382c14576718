import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestAgents } from '../test/admin';
import type { Agent } from '../test/agent';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { geojsonFile, PRJ, square, zippedShapefile } from '../test/layer-files';

/** A point in Vienna and its coordinates in MGI / Austria Lambert (EPSG:31287), rounded to the metre. */
const WIEN = { lon: 16.35971, lat: 48.17987, x: 625000, y: 480000 };
/** Ten kilometres east of it: outside a 10 km square around it. */
const OSTEN = { lon: 16.5, lat: 48.17987 };

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

describe.each(testDbKinds())('importing thematic layers on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let member: Agent;
  let anonymous: Agent;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ admin, member, anonymous } = await adminTestAgents(t));
  });
  afterAll(() => t.close());

  const importFile = (file: Buffer, params: Record<string, string | number>, layerId?: number) =>
    admin.upload(
      layerId ? `/api/admin/themenlayer/${layerId}/import?${query(params)}` : `/api/admin/themenlayer?${query(params)}`,
      'ebene',
      file,
    );

  /** How many current areas of the layer hold the point. */
  async function treffer(layerId: number, point: { lon: number; lat: number }) {
    const result = (await t.db.execute(sql`
      select count(*)::int as n from themenlayer_flaeche f join themenlayer l on l.import_id = f.import_id
      where l.id = ${layerId} and ST_Contains(f.geom, ST_SetSRID(ST_MakePoint(${point.lon}, ${point.lat}), 4326))`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]?.n;
  }

  it('refuses anonymous callers (401) and members (403)', async () => {
    const file = geojsonFile([{ ring: square(WIEN.lon, WIEN.lat, 0.1) }]);
    const url = `/api/admin/themenlayer?${query({ art: 'hq100', name: 'x', quelle: 'y' })}`;
    expect((await anonymous.upload(url, 'a.geojson', file)).statusCode).toBe(401);
    expect((await member.upload(url, 'a.geojson', file)).statusCode).toBe(403);
    expect((await anonymous.get('/api/admin/themenlayer')).statusCode).toBe(401);
  });

  it('imports GeoJSON in lon/lat, repairs a bow tie and refuses what is no polygon', async () => {
    const bowtie = {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [15, 48],
            [15.1, 48.1],
            [15.1, 48],
            [15, 48.1],
            [15, 48],
          ],
        ],
      },
    };
    const line = {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [15, 48],
          [15.1, 48.1],
        ],
      },
    };
    const none = { type: 'Feature', properties: {}, geometry: null };
    const file = geojsonFile([{ ring: square(WIEN.lon, WIEN.lat, 0.1) }], undefined, [bowtie, line, none]);
    const res = await importFile(file, { art: 'hq100', name: 'HQ100 Test', quelle: 'Testdaten' });
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json();
    expect(report).toMatchObject({ srid: 4326, gelesen: 4, importiert: 2, repariert: 1, verworfen: 2 });
    expect(report.layer).toMatchObject({ art: 'hq100', name: 'HQ100 Test', quelle: 'Testdaten', flaechen: 2 });
    expect(report.ms).toBeGreaterThanOrEqual(0);
    expect(await treffer(report.layer.id, WIEN)).toBe(1);
    expect(await treffer(report.layer.id, OSTEN)).toBe(0);
    const list = await admin.get('/api/admin/themenlayer');
    expect(list.json()).toContainEqual(expect.objectContaining({ id: report.layer.id, flaechen: 2 }));
  });

  it('reprojects GeoJSON in EPSG:31287 (named by its crs member): the known point lands inside', async () => {
    const file = geojsonFile([{ ring: square(WIEN.x, WIEN.y, 10_000) }], 31287);
    const res = await importFile(file, { art: 'hq30', name: 'HQ30 Lambert', quelle: 'Testdaten' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ srid: 31287, importiert: 1 });
    expect(await treffer(res.json().layer.id, WIEN)).toBe(1);
    expect(await treffer(res.json().layer.id, OSTEN)).toBe(0);
  });

  it.each([
    ['EPSG:31287', PRJ[31287], WIEN.x, WIEN.y, 10_000, 31287],
    ['EPSG:4326', PRJ[4326], WIEN.lon, WIEN.lat, 0.1, 4326],
  ])('imports a zipped Shapefile in %s with its zoning categories', async (_name, prj, x, y, size, srid) => {
    const file = zippedShapefile(
      [
        { ring: square(x, y, size), wert: 'BB' },
        { ring: square(x, y - 2 * size, size), wert: 'GB' },
      ],
      prj,
    );
    const res = await importFile(file, { art: 'widmung', name: 'Widmung', quelle: 'Testdaten', kategorieFeld: 'WERT' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ srid, gelesen: 2, importiert: 2, repariert: 0, verworfen: 0 });
    const rows = (await t.db.execute(sql`
      select f.kategorie from themenlayer_flaeche f join themenlayer l on l.import_id = f.import_id
      where l.id = ${res.json().layer.id}
        and ST_Contains(f.geom, ST_SetSRID(ST_MakePoint(${WIEN.lon}, ${WIEN.lat}), 4326))`)) as unknown as {
      rows: { kategorie: string }[];
    };
    expect(rows.rows).toEqual([{ kategorie: 'BB' }]);
  });

  it('imports the polygon layer of a GeoPackage (written by GDAL) in EPSG:31287 with its categories', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpkg-'));
    const source = path.join(dir, 'widmung.geojson');
    fs.writeFileSync(
      source,
      geojsonFile(
        [
          { ring: square(WIEN.x, WIEN.y, 10_000), wert: 'BK' },
          { ring: square(WIEN.x, WIEN.y - 20_000, 10_000), wert: 'GL' },
        ],
        31287,
      ),
    );
    const gpkg = path.join(dir, 'widmung.gpkg');
    execFileSync('ogr2ogr', ['-f', 'GPKG', gpkg, source, '-nln', 'widmung']);
    const res = await importFile(fs.readFileSync(gpkg), {
      art: 'widmung',
      name: 'Widmung GPKG',
      quelle: 'Testdaten',
      kategorieFeld: 'wert',
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ srid: 31287, gelesen: 2, importiert: 2, verworfen: 0 });
    expect(await treffer(res.json().layer.id, WIEN)).toBe(1);
    expect(await treffer(res.json().layer.id, OSTEN)).toBe(0);
    const kategorien = (await t.db.execute(sql`
      select f.kategorie from themenlayer_flaeche f join themenlayer l on l.import_id = f.import_id
      where l.id = ${res.json().layer.id} order by f.kategorie`)) as unknown as { rows: { kategorie: string }[] };
    expect(kategorien.rows.map((r) => r.kategorie)).toEqual(['BK', 'GL']);
  });

  it('takes the system from the request for a Shapefile without .prj, and refuses one without either', async () => {
    const file = zippedShapefile([{ ring: square(WIEN.x, WIEN.y, 10_000) }]);
    const refused = await importFile(file, { art: 'sonstige', name: 'Ohne', quelle: 'Test' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.code).toBe('layerCrsUnknown');
    const taken = await importFile(file, { art: 'sonstige', name: 'Ohne', quelle: 'Test', srid: 31287 });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await treffer(taken.json().layer.id, WIEN)).toBe(1);
  });

  it('replaces a layer in one step; a failed replacement leaves it as it was', async () => {
    const first = await importFile(geojsonFile([{ ring: square(WIEN.lon, WIEN.lat, 0.1) }]), {
      art: 'natura2000',
      name: 'Natura alt',
      quelle: 'Test',
    });
    const id = first.json().layer.id;
    const empty = await importFile(geojsonFile([]), { art: 'natura2000', name: 'Natura leer', quelle: 'Test' }, id);
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().error.code).toBe('layerEmpty');
    expect(await treffer(id, WIEN)).toBe(1);

    const file = geojsonFile([{ ring: square(OSTEN.lon, OSTEN.lat, 0.05) }, { ring: square(15, 48, 0.05) }]);
    const replaced = await importFile(file, { art: 'natura2000', name: 'Natura neu', quelle: 'Test' }, id);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().layer, replaced.body).toMatchObject({ id, name: 'Natura neu', flaechen: 2 });
    expect(await treffer(id, WIEN)).toBe(0);
    expect(await treffer(id, OSTEN)).toBe(1);
    const staged = (await t.db.execute(sql`
      select count(*)::int as n from themenlayer_flaeche f join themenlayer_import i on i.id = f.import_id
      where i.layer_id = ${id}`)) as unknown as { rows: { n: number }[] };
    expect(staged.rows[0]?.n).toBe(2);
  });

  it.each([
    ['a file that is neither GeoJSON nor ZIP', Buffer.from('kein Inhalt'), {}, 'layerFileUnreadable'],
    ['a ZIP without .shp', Buffer.from('PK\u0003\u0004kaputt'), {}, 'layerFileUnreadable'],
    ['zoning without its category attribute', geojsonFile([]), { art: 'widmung' }, 'invalidRequest'],
    ['an unsupported system', geojsonFile([]), { srid: 2056 }, 'invalidRequest'],
    [
      'an unknown crs member',
      Buffer.from(
        '{"crs":{"type":"name","properties":{"name":"EPSG:9999"}},"features":[{"type":"Feature","geometry":{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}}]}',
      ),
      {},
      'layerCrsUnknown',
    ],
  ])('refuses %s with 400', async (_name, file, params, code) => {
    const res = await importFile(file, { art: 'hq300', name: 'Fehler', quelle: 'Test', ...params });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe(code);
  });

  it('answers 404 when replacing a layer that does not exist', async () => {
    const res = await importFile(
      geojsonFile([{ ring: square(15, 48, 0.1) }]),
      { art: 'hq30', name: 'x', quelle: 'y' },
      999999,
    );
    expect(res.statusCode, res.body).toBe(404);
  });
});

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FeatureCollection } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJEKT_FELDER } from '../../shared/domain/opendata';
import type { Objekt, ObjektAusschnitt } from '../../shared/schemas/objekt';
import { OGC_LIMIT } from '../../shared/schemas/ogc';
import { buildTestApp, type TestApp } from '../test/helper';

const run = promisify(execFile);

/** A section around Vienna's south (Mödling, Baden): some of the demo listings, not all. */
const SECTION = [16.1, 47.9, 16.5, 48.2] as const;

/**
 * Proof with a real client (issue 26): GDAL's OGC API – Features driver reads the started portal as a
 * GIS user's QGIS would. It runs as a child process while the portal listens in this process, so every
 * call is asynchronous.
 */
describe('GDAL reads the OGC API', () => {
  let t: TestApp;
  let endpoint: string;
  let dir: string;
  let anonymous: Objekt[];
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = `OAPIF:${address}/ogc`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-gdal-'));
    anonymous = (await t.app.inject({ url: '/api/objekt' })).json<Objekt[]>();
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  /**
   * The features ogr2ogr wrote for the layer `objekte` with the extra options, and the addresses of the
   * item pages it fetched (GDAL's debug output names each).
   */
  async function export_(name: string, options: string[] = []) {
    const out = path.join(dir, `${name}.geojson`);
    const { stderr } = await run('ogr2ogr', ['-f', 'GeoJSON', out, endpoint, 'objekte', ...options], {
      timeout: 120_000,
      env: { ...process.env, CPL_DEBUG: 'ON' },
    });
    const fetched = [...stderr.matchAll(/^HTTP: Fetch\((\S+\/items\?\S+)\)$/gm)].map((m) => new URL(m[1] as string));
    return { fc: JSON.parse(fs.readFileSync(out, 'utf8')) as FeatureCollection, fetched };
  }
  const ids = (fc: FeatureCollection) => fc.features.map((f) => String(f.properties?.id)).sort();

  it('lists the layers, and the listings with every open-data field and the anonymous count', async () => {
    const { stdout } = await run('ogrinfo', ['-ro', '-al', '-so', endpoint], { timeout: 120_000 });
    const layers = [...stdout.matchAll(/^Layer name: (.+)$/gm)].map((m) => m[1]);
    expect(layers).toEqual(['objekte', 'objekte-flaechen', 'bezirke', 'orte']);
    const objekte = stdout.slice(
      stdout.indexOf('Layer name: objekte\n'),
      stdout.indexOf('Layer name: objekte-flaechen'),
    );
    expect(objekte).toMatch(/^Geometry: Point$/m);
    expect(Number(/^Feature Count: (\d+)$/m.exec(objekte)?.[1])).toBe(anonymous.length);
    const fields = [...objekte.matchAll(/^(\w+): (\w+)/gm)]
      .map((m) => m[1])
      .filter((f) => !['Layer', 'Geometry', 'Feature', 'Extent', 'Data', 'Geometry Column'].includes(f as string));
    for (const feld of OBJEKT_FELDER) expect(fields, feld.key).toContain(feld.key);
  }, 180_000);

  it('exports exactly the listings an anonymous visitor sees, paging through the next links', async () => {
    expect(anonymous.length).toBeGreaterThan(OGC_LIMIT.standard * 3);
    const { fc, fetched } = await export_('alle');
    expect(ids(fc)).toEqual(anonymous.map((o) => o.id).sort());
    // Page by page of the default size, each the `next` of the one before.
    const offsets = fetched.map((url) => Number(url.searchParams.get('offset') ?? 0));
    expect(new Set(offsets)).toEqual(
      new Set(
        Array.from({ length: Math.ceil(anonymous.length / OGC_LIMIT.standard) }, (_, i) => i * OGC_LIMIT.standard),
      ),
    );
    const first = fc.features.find((f) => f.properties?.id === anonymous[0]?.id);
    expect(first?.properties?.objektname).toBe(anonymous[0]?.objektname);
  }, 180_000);

  it('exports by a bounding box (-spat) the same listings as the map’s section', async () => {
    const res = await t.app.inject({ url: `/api/objekt/ausschnitt?bbox=${SECTION.join(',')}` });
    expect(res.statusCode, res.body).toBe(200);
    const section = res.json<ObjektAusschnitt>();
    expect(section.bezirke).toEqual([]);
    expect(section.objekte.length).toBeGreaterThan(0);
    expect(section.objekte.length).toBeLessThan(anonymous.length);
    const { fc, fetched } = await export_('ausschnitt', ['-spat', ...SECTION.map(String)]);
    // The section is asked of the server (GDAL's first page, which learns the fields, asks without it).
    expect(fetched.some((url) => url.searchParams.get('bbox')?.split(',').map(Number).join() === SECTION.join())).toBe(
      true,
    );
    expect(ids(fc)).toEqual(section.objekte.map((o) => o.id).sort());
  }, 180_000);
});

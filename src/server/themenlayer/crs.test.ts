import { describe, expect, it } from 'vitest';
import { PRJ } from '../test/layer-files';
import { sridOfGeojsonCrs, sridOfPrj } from './crs';
import { createImportQueue } from './import-queue';

describe('the coordinate system a layer file names', () => {
  it.each([
    ['ESRI MGI / Austria Lambert', PRJ[31287], 31287],
    ['ESRI WGS 84', PRJ[4326], 4326],
    ['ESRI GK East', 'PROJCS["MGI_Austria_GK_East",GEOGCS["GCS_MGI"]]', 31256],
    ['GDAL with authority', 'PROJCS["WGS 84 / Pseudo-Mercator",GEOGCS["WGS 84"],AUTHORITY["EPSG","3857"]]', 3857],
    ['an unsupported authority', 'PROJCS["CH1903+ / LV95",AUTHORITY["EPSG","2056"]]', null],
    ['an unknown name', 'PROJCS["Somewhere_Else",GEOGCS["GCS_X"]]', null],
    ['an empty file', '  ', null],
  ])('reads a .prj in %s', (_name, wkt, srid) => {
    expect(sridOfPrj(wkt)).toBe(srid);
  });

  it.each([
    [undefined, undefined],
    [{ type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } }, 4326],
    [{ type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::31256' } }, 31256],
    [{ type: 'name', properties: { name: 'EPSG:31287' } }, 31287],
    [{ type: 'name', properties: { name: 'EPSG:9999' } }, null],
    [{ type: 'link' }, null],
  ])('reads a GeoJSON crs member %j', (crs, srid) => {
    expect(sridOfGeojsonCrs(crs)).toBe(srid);
  });
});

describe('the import queue', () => {
  it('runs imports one at a time, lets one wait and refuses a third', async () => {
    const queue = createImportQueue(1);
    const order: string[] = [];
    let release = () => {};
    const first = queue.run(
      () =>
        new Promise<void>((resolve) => {
          order.push('first');
          release = resolve;
        }),
    );
    const second = queue.run(async () => {
      order.push('second');
    });
    expect(() => queue.run(async () => undefined)).toThrow(expect.objectContaining({ code: 'layerImportBusy' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['first']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    await expect(queue.run(async () => 'again')).resolves.toBe('again');
  });
});

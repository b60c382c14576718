import zlib from 'node:zlib';

/**
 * Layer files for the import tests, built byte by byte so no GDAL is needed: GeoJSON, and zipped
 * Shapefiles (polygons, one text attribute, an optional .prj) in a stored (uncompressed) ZIP archive.
 */

type Ring = [number, number][];
/** One test polygon: its outer ring (any orientation) and the attribute value. */
export interface TestPolygon {
  ring: Ring;
  wert?: string;
}

/** An axis-parallel square of side `size` around (x, y), closed. */
export const square = (x: number, y: number, size: number): Ring => {
  const h = size / 2;
  return [
    [x - h, y - h],
    [x - h, y + h],
    [x + h, y + h],
    [x + h, y - h],
    [x - h, y - h],
  ];
};

/** A FeatureCollection of the polygons (attribute `wert`), with an old-style `crs` member when given. */
export function geojsonFile(polygons: TestPolygon[], srid?: number, extra: unknown[] = []): Buffer {
  return Buffer.from(
    JSON.stringify({
      type: 'FeatureCollection',
      ...(srid ? { crs: { type: 'name', properties: { name: `urn:ogc:def:crs:EPSG::${srid}` } } } : {}),
      features: [
        ...polygons.map((p) => ({
          type: 'Feature',
          properties: { wert: p.wert ?? null },
          geometry: { type: 'Polygon', coordinates: [p.ring] },
        })),
        ...extra,
      ],
    }),
  );
}

/** Shapefiles want outer rings clockwise: the signed area (shoelace) is negative for those. */
const clockwise = (ring: Ring): Ring => {
  let area = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i] as [number, number];
    const [x2, y2] = ring[i + 1] as [number, number];
    area += x1 * y2 - x2 * y1;
  }
  return area > 0 ? [...ring].reverse() : ring;
};

function shp(polygons: TestPolygon[]): Buffer {
  const records = polygons.map((p, index) => {
    const ring = clockwise(p.ring);
    const content = Buffer.alloc(44 + 4 + ring.length * 16);
    const xs = ring.map((c) => c[0]);
    const ys = ring.map((c) => c[1]);
    content.writeInt32LE(5, 0);
    [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, i) => {
      content.writeDoubleLE(v, 4 + i * 8);
    });
    content.writeInt32LE(1, 36);
    content.writeInt32LE(ring.length, 40);
    content.writeInt32LE(0, 44);
    ring.forEach(([x, y], i) => {
      content.writeDoubleLE(x, 48 + i * 16);
      content.writeDoubleLE(y, 56 + i * 16);
    });
    const header = Buffer.alloc(8);
    header.writeInt32BE(index + 1, 0);
    header.writeInt32BE(content.length / 2, 4);
    return Buffer.concat([header, content]);
  });
  const all = polygons.flatMap((p) => p.ring);
  const head = Buffer.alloc(100);
  const length = 100 + records.reduce((sum, r) => sum + r.length, 0);
  head.writeInt32BE(9994, 0);
  head.writeInt32BE(length / 2, 24);
  head.writeInt32LE(1000, 28);
  head.writeInt32LE(5, 32);
  const xs = all.map((c) => c[0]);
  const ys = all.map((c) => c[1]);
  [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, i) => {
    head.writeDoubleLE(v, 36 + i * 8);
  });
  return Buffer.concat([head, ...records]);
}

/** A dBASE III table with one text column `WERT` (30 characters). */
function dbf(polygons: TestPolygon[]): Buffer {
  const width = 30;
  const head = Buffer.alloc(32 + 32 + 1);
  head.writeUInt8(0x03, 0);
  head.writeUInt8(126, 1);
  head.writeUInt8(1, 2);
  head.writeUInt8(1, 3);
  head.writeUInt32LE(polygons.length, 4);
  head.writeUInt16LE(head.length, 8);
  head.writeUInt16LE(1 + width, 10);
  head.write('WERT', 32, 'latin1');
  head.write('C', 32 + 11, 'latin1');
  head.writeUInt8(width, 32 + 16);
  head.writeUInt8(0x0d, 64);
  const rows = polygons.map((p) => Buffer.from(` ${(p.wert ?? '').padEnd(width).slice(0, width)}`, 'latin1'));
  return Buffer.concat([head, ...rows, Buffer.from([0x1a])]);
}

/** The .prj texts (ESRI style, as desktop GIS writes them) of the systems the tests use. */
export const PRJ = {
  31287:
    'PROJCS["MGI_Austria_Lambert",GEOGCS["GCS_MGI",DATUM["D_MGI",SPHEROID["Bessel_1841",6377397.155,299.1528128]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Lambert_Conformal_Conic"],PARAMETER["False_Easting",400000.0],PARAMETER["False_Northing",400000.0],PARAMETER["Central_Meridian",13.33333333333333],PARAMETER["Standard_Parallel_1",46.0],PARAMETER["Standard_Parallel_2",49.0],PARAMETER["Latitude_Of_Origin",47.5],UNIT["Meter",1.0]]',
  4326: 'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]',
} as const;

/** A stored ZIP archive of the named files. */
export function zip(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const crc = zlib.crc32(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A zipped Shapefile of the polygons; with a .prj when `prj` is given. */
export function zippedShapefile(polygons: TestPolygon[], prj?: string): Buffer {
  return zip({
    'ebene.shp': shp(polygons),
    'ebene.dbf': dbf(polygons),
    ...(prj ? { 'ebene.prj': Buffer.from(prj) } : {}),
  });
}

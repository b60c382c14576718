import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { AppError } from '../plugins/errors';

const run = promisify(execFile);

/** The first bytes of a GeoPackage (an SQLite database file). */
export const GEOPACKAGE_MAGIC = 'SQLite format 3\u0000';

/** How long GDAL may take to write a GeoPackage's layer out (a layer of 100,000 areas takes seconds). */
const OGR_TIMEOUT_MS = 15 * 60_000;

/**
 * The first polygon layer of a GeoPackage as a GeoJSON file in `workDir`, written by GDAL's ogr2ogr — a child
 * process, off the event loop — in the layer's own coordinate system with its `crs` member, so the import reads
 * and reprojects it as any GeoJSON file. GeoPackage support needs GDAL (`gdal-bin`) on the server; without it
 * the file is refused with a message that says so.
 */
export async function geopackageAlsGeojson(file: string, workDir: string): Promise<string> {
  let layers: string;
  try {
    layers = (await run('ogrinfo', ['-ro', '-q', file], { timeout: 60_000 })).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new AppError('layerGeopackageUnavailable', 'GeoPackage files need GDAL (ogrinfo, ogr2ogr) on the server');
    }
    throw new AppError('layerFileUnreadable', `Not a readable GeoPackage: ${(error as Error).message.split('\n')[0]}`);
  }
  // ogrinfo -q lists "1: flaechen (Multi Polygon)", one line per layer.
  const layer = /^\d+: (.+) \((?:3D )?(?:Measured )?(?:Multi )?Polygon\)$/m.exec(layers)?.[1];
  if (!layer) throw new AppError('layerEmpty', 'The GeoPackage holds no polygon layer');
  const out = path.join(workDir, 'geopackage.geojson');
  try {
    await run('ogr2ogr', ['-f', 'GeoJSON', out, file, layer], { timeout: OGR_TIMEOUT_MS });
  } catch (error) {
    throw new AppError(
      'layerFileUnreadable',
      `GDAL could not read the GeoPackage: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  return out;
}

import fs from 'node:fs';
import type { Themenlayer, ThemenlayerImportQuery, ThemenlayerImportReport } from '../../shared/schemas/themenlayer';
import type { Db } from '../db/client';
import { type Actor, auditedChange } from '../log/audit';
import { AppError } from '../plugins/errors';
import { sridOfGeojsonCrs } from './crs';
import { geojsonFeatures } from './geojson-reader';
import { flaechenGeometrie, kategorieOf, type RohFeature } from './geometrie';
import { GEOPACKAGE_MAGIC, geopackageAlsGeojson } from './geopackage-reader';
import { presentThemenlayer } from './presenter';
import {
  analyzeFlaechen,
  type BatchZahlen,
  deleteImport,
  deleteThemenlayerRow,
  type FlaecheInput,
  insertFlaechen,
  insertImport,
  layerExists,
  makeImportCurrent,
  selectThemenlayer,
} from './queries';
import { openZippedShapefile } from './shapefile-reader';
import { requestStandortcheck } from './standortcheck';
import { bumpObjektVersion } from './standortcheck-queries';

/** Areas written per statement: large enough to be quick, small enough to keep each statement short. */
const BATCH = 500;

/** The layers for the admin screen. */
export async function listThemenlayer(db: Db): Promise<Themenlayer[]> {
  return (await selectThemenlayer(db)).map(presentThemenlayer);
}

/**
 * Deletes a layer with its imports, areas and the properties' check against it (the database cascades);
 * the object list's data version rises with it, since the map index and its filters read that check.
 * 404 when there is no such layer.
 */
export async function deleteThemenlayer(db: Db, actor: Actor, id: number): Promise<void> {
  await auditedChange(db, actor, 'themenlayerDeleted', async (tx) => {
    const row = await deleteThemenlayerRow(tx, id);
    if (!row) throw new AppError('notFound', 'No such layer');
    await bumpObjektVersion(tx);
    return { result: undefined, data1: String(id), data2: row.name };
  });
}

/** A layer file on disk as the route saved it, and the folder the import may unpack into. */
export interface LayerDatei {
  path: string;
  filename: string;
  workDir: string;
}

/** The file's features and the coordinate system they are in (known once the first features are read). */
interface Quelle {
  geojson: boolean;
  features: AsyncGenerator<RohFeature>;
  srid(): number | null | undefined;
}

async function openQuelle(datei: LayerDatei): Promise<Quelle> {
  const head = Buffer.alloc(GEOPACKAGE_MAGIC.length);
  const fd = fs.openSync(datei.path, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  const magic = head.toString('latin1');
  if (magic.startsWith('PK\u0003\u0004')) {
    const shp = await openZippedShapefile(datei.path, datei.workDir);
    return { geojson: false, features: shp.features, srid: () => shp.srid };
  }
  // A GeoPackage is read as the GeoJSON GDAL writes of it (with the layer's `crs` member).
  const geojson = magic === GEOPACKAGE_MAGIC ? await geopackageAlsGeojson(datei.path, datei.workDir) : datei.path;
  let crs: number | null | undefined;
  const features = geojsonFeatures(geojson, (value) => {
    crs = sridOfGeojsonCrs(value);
  });
  return { geojson: true, features, srid: () => crs };
}

/**
 * The system to read coordinates in: the one the file names; without one the request's, and for GeoJSON
 * lon/lat (RFC 7946). A file that names an unknown system, or a Shapefile without .prj and request, is refused.
 */
function sridFor(fromFile: number | null | undefined, requested: number | undefined, geojson: boolean): number {
  if (fromFile === null)
    throw new AppError('layerCrsUnknown', 'The file names a coordinate system the import does not know');
  const srid = fromFile ?? requested ?? (geojson ? 4326 : undefined);
  if (srid === undefined) throw new AppError('layerCrsUnknown', 'The Shapefile has no .prj; give the srid');
  return srid;
}

/**
 * Imports a layer file (GeoJSON or zipped Shapefile) as a new layer, or as the new content of layer
 * `layerId`. The areas are staged batch by batch under an import of their own; one transaction then makes
 * them current and removes the layer's old areas, so readers see the old layer or the new one, never a mix.
 * A failed import leaves nothing behind.
 */
export async function importThemenlayer(
  db: Db,
  actor: Actor,
  datei: LayerDatei,
  query: ThemenlayerImportQuery,
  layerId: number | null,
): Promise<ThemenlayerImportReport> {
  const started = performance.now();
  if (layerId !== null && !(await layerExists(db, layerId))) throw new AppError('notFound', 'No such layer');
  const quelle = await openQuelle(datei);
  const importId = await insertImport(db, layerId, datei.filename.slice(0, 300));
  try {
    const zahlen = await stageFeatures(db, importId, quelle, query);
    if (zahlen.importiert === 0) throw new AppError('layerEmpty', 'The file holds no usable polygon');
    const { art, name, name_en, quelle: source, kategorieFeld } = query;
    const { id } = await auditedChange(db, actor, 'themenlayerImported', async (tx) => {
      const current = await makeImportCurrent(tx, layerId, importId, {
        art,
        name,
        name_en,
        quelle: source,
        kategorieFeld,
      });
      if (!current) throw new AppError('notFound', 'The layer was deleted during the import');
      await requestStandortcheck(tx, current.id);
      return { result: current, data1: String(current.id), data2: name };
    });
    await analyzeFlaechen(db);
    const [layer] = await selectThemenlayer(db, id);
    if (!layer) throw new AppError('notFound', 'The layer was deleted during the import');
    return { layer: presentThemenlayer(layer), ...zahlen, ms: Math.round(performance.now() - started) };
  } catch (error) {
    await deleteImport(db, importId);
    // The layer was deleted while its new file was read: its staged areas went with it (ON DELETE CASCADE),
    // so whatever failed afterwards, the answer is that the layer is gone.
    if (layerId !== null && !(await layerExists(db, layerId))) {
      throw new AppError('notFound', 'The layer was deleted during the import');
    }
    throw error;
  }
}

/** Reads the features and writes them in batches; the counts of the whole file and its system. */
async function stageFeatures(
  db: Db,
  importId: number,
  quelle: Quelle,
  query: ThemenlayerImportQuery,
): Promise<BatchZahlen & { gelesen: number; srid: number }> {
  const zahlen = { gelesen: 0, importiert: 0, repariert: 0, verworfen: 0 };
  let srid: number | undefined;
  let batch: FlaecheInput[] = [];
  const flush = async () => {
    srid ??= sridFor(quelle.srid(), query.srid, quelle.geojson);
    if (batch.length === 0) return;
    const done = await insertFlaechen(db, importId, srid, batch);
    zahlen.importiert += done.importiert;
    zahlen.repariert += done.repariert;
    zahlen.verworfen += done.verworfen;
    batch = [];
  };
  for await (const feature of quelle.features) {
    zahlen.gelesen += 1;
    const g = flaechenGeometrie(feature.geometry);
    if (!g) zahlen.verworfen += 1;
    else batch.push({ g, k: kategorieOf(feature.properties, query.kategorieFeld) });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { ...zahlen, srid: srid ?? 4326 };
}

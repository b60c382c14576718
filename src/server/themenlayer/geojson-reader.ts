import fs from 'node:fs';
import JSONParser from '@streamparser/json/jsonparser.js';
import { AppError } from '../plugins/errors';
import type { RohFeature } from './geometrie';

/**
 * Reads the features of a GeoJSON FeatureCollection file one by one, streaming: only the current chunk and
 * the features it completed are held in memory, never the whole file. `onCrs` receives an old-style `crs`
 * member when the file has one (it stands before the features in the files that carry it).
 */
export async function* geojsonFeatures(file: string, onCrs: (crs: unknown) => void): AsyncGenerator<RohFeature> {
  const parser = new JSONParser({ paths: ['$.crs', '$.features.*'], keepStack: false });
  const pending: RohFeature[] = [];
  parser.onValue = ({ value, key }) => {
    if (key === 'crs') onCrs(value);
    else pending.push(featureOf(value));
  };
  try {
    for await (const chunk of fs.createReadStream(file)) {
      parser.write(chunk as Buffer);
      yield* pending.splice(0);
    }
    if (!parser.isEnded) parser.end();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('layerFileUnreadable', `Not a readable GeoJSON file: ${(error as Error).message}`);
  }
  yield* pending.splice(0);
}

function featureOf(value: unknown): RohFeature {
  const { geometry, properties } = (value ?? {}) as { geometry?: unknown; properties?: unknown };
  const props = properties && typeof properties === 'object' ? (properties as Record<string, unknown>) : null;
  return { geometry, properties: props };
}

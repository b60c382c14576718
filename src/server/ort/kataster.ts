import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { centreInRegion, centreOf, extentOfGeometry } from '../../shared/domain/ortsuche';
import type { Lang } from '../../shared/domain/routes';
import type { OrtTreffer } from '../../shared/schemas/suche';

/** Layers asked of the cadastral service unless told otherwise (spec 7: default pg). */
export const KATASTER_DEFAULT_LAYERS: readonly string[] = ['pg'];
/** A search box must not hang on a slow service. */
const TIMEOUT_MS = 3000;

/** What the service answers (spec 7): data.features with a geometry and properties.name. */
const katasterResponseSchema = z.object({
  data: z.object({
    features: z.array(
      z.object({
        id: z.union([z.string(), z.number()]).optional(),
        geometry: z.object({ type: z.string(), coordinates: z.unknown() }).nullable(),
        properties: z.looseObject({ name: z.string() }),
      }),
    ),
  }),
});

/**
 * The request URL: `layers` (joined by '-'), `term` and `lang`. A base URL with the placeholders {layers},
 * {term} and {lang} gets them filled in; any other base URL gets them as query parameters.
 */
export function katasterUrl(base: string, layers: readonly string[], term: string, lang: Lang): string {
  const values: Record<string, string> = { layers: layers.join('-'), term, lang };
  if (/\{(layers|term|lang)\}/.test(base)) {
    return base.replace(/\{(layers|term|lang)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  }
  const url = new URL(base);
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  return url.toString();
}

export interface KatasterOptions {
  url: string;
  layers?: readonly string[];
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}

/**
 * Asks the cadastral place search service (spec 7). Keeps only point, line and polygon features whose
 * centre lies in the regional bounding box (spec 5). Any failure — network, timeout, HTTP status, an
 * unexpected body — is logged and yields no results with `failed: true` (spec 8 'Fehler bei der Ortssuche').
 */
export async function searchKataster(
  term: string,
  lang: Lang,
  options: KatasterOptions,
): Promise<{ results: OrtTreffer[]; failed: boolean }> {
  const url = katasterUrl(options.url, options.layers ?? KATASTER_DEFAULT_LAYERS, term, lang);
  try {
    const response = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = katasterResponseSchema.parse(await response.json());
    const results = body.data.features.flatMap((feature, i): OrtTreffer[] => {
      const extent = feature.geometry ? extentOfGeometry(feature.geometry) : null;
      if (!extent || !centreInRegion(extent)) return [];
      const [lon, lat] = centreOf(extent);
      const bezirk = feature.properties.bezirk;
      return [
        {
          type: 'extern',
          id: String(feature.id ?? `${i}`),
          name: feature.properties.name,
          bezirk: typeof bezirk === 'string' ? bezirk : null,
          lon,
          lat,
          extent,
        },
      ];
    });
    return { results, failed: false };
  } catch (error) {
    options.log.warn({ err: error, service: new URL(url).origin }, 'place search service failed');
    return { results: [], failed: true };
  }
}

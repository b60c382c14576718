/**
 * The queryables of each collection (OGC API – Features 3, as JSON Schema): what its items can be asked for
 * beyond paging.
 */
import { OBJEKT_FELDER, type OpenDataFeld } from '../../shared/domain/opendata';
import { SAMMLUNGEN, type SammlungId } from './sammlungen';

const JSON_SCHEMA_TYPE: Record<OpenDataFeld<unknown>['typ'], Record<string, string>> = {
  string: { type: 'string' },
  integer: { type: 'integer' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  'date-time': { type: 'string', format: 'date-time' },
};

/**
 * The query parameters of the listings' items beyond paging, section and time: the map's filters
 * (shared/schemas/ogc.ts ogcKartenFilterSchema), each with the open-data field it reads.
 */
const KARTENFILTER_QUERYABLES: Record<string, { feld: string; schema: Record<string, unknown>; description: string }> =
  {
    selectedType: {
      feld: 'objektart',
      schema: { type: 'integer', enum: [180620000, 180620001, 180620002] },
      description: 'Objektart / property type',
    },
    mieteOrKauf: {
      feld: 'istmietobjekt, istkaufobjekt',
      schema: { type: 'string', enum: ['miete', 'kauf'] },
      description: 'miete: zu mieten / for rent; kauf: zu kaufen / for sale',
    },
    selectedTag: {
      feld: 'merkmale',
      schema: { type: 'integer', minimum: 0 },
      description: 'eine Nummer des Merkmalkatalogs / a feature catalogue number',
    },
    selectedFlaeche: {
      feld: 'flaecheinqm, kleinsteflaecheinqm',
      schema: { type: 'string', pattern: '^[0-4](,[0-4])*$' },
      description: 'Flächenklassen 0–4 je Objektart, durch Komma getrennt / area bands 0–4 per type, comma-separated',
    },
    selectedPreis: {
      feld: 'kaufpreisproqm, mietpreisproqm',
      schema: { type: 'string', pattern: '^[0-5](,[0-5])*$' },
      description:
        'Preisklassen 0 (keine Angabe) bis 5 je Objektart und mieteOrKauf / price bands 0 (none) to 5 per type and mieteOrKauf',
    },
    ecoplusOnly: {
      feld: 'ecoplus',
      schema: { type: 'boolean' },
      description: 'nur Wirtschaftsparks der Agentur / only the agency’s business parks',
    },
    gebiet: {
      feld: 'geometry',
      schema: { type: 'string' },
      description: 'kreis,lon,lat,Meter oder polygon,<encoded polyline> / a circle or polygon',
    },
  };

/** One queryable: the JSON Schema of a field, with its title and any further keywords (its role, say). */
export interface Queryable {
  title: string;
  description?: string;
  type?: string;
  format?: string;
  [keyword: string]: unknown;
}

/**
 * A collection's queryables (OGC API – Features 3, 6.2, as JSON Schema): the geometry the `bbox` reads, the
 * time `datetime` reads and, for the listings, the map's filters with the fields they read.
 */
export function queryables(base: string, id: SammlungId) {
  const info = SAMMLUNGEN[id];
  const zeit = OBJEKT_FELDER.find((f) => f.key === 'geaendertam');
  const properties: Record<string, Queryable> = {
    geometry: {
      title: 'Geometrie / geometry',
      format: `geometry-${info.geometrie.toLowerCase()}`,
      'x-ogc-role': 'primary-geometry',
    },
    ...(info.zeit && zeit
      ? {
          geaendertam: {
            title: `${zeit.label.de} / ${zeit.label.en}`,
            description: zeit.beschreibung.en,
            ...JSON_SCHEMA_TYPE[zeit.typ],
            'x-ogc-role': 'primary-instant',
          },
        }
      : {}),
    ...(info.kartenfilter
      ? Object.fromEntries(
          Object.entries(KARTENFILTER_QUERYABLES).map(([key, q]) => [
            key,
            { title: key, description: `${q.description} (${q.feld})`, ...q.schema },
          ]),
        )
      : {}),
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${base}/ogc/collections/${id}/queryables`,
    type: 'object',
    title: info.title.de,
    properties,
    additionalProperties: false,
  };
}

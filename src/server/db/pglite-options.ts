import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { slimPostgis } from './postgis-bundle';

/** Extensions PGlite needs loaded to run the committed migrations (PostGIS without raster and topology). */
export const pgliteExtensions = { postgis: slimPostgis, pg_trgm, unaccent };

/**
 * PostgreSQL's shared buffers in PGlite: 16 MB instead of its 128 MB. PGlite touches all of them when it
 * opens, so they count in the server's RSS from the start (~135 MB less with 16 MB); its data files are
 * read through Node's file system, where the operating system's page cache keeps them.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

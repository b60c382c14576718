import { describe, expect, it } from 'vitest';
import { keepInSlimBundle } from './postgis-bundle';

describe('the slim PostGIS bundle', () => {
  it('keeps the postgis library, its install and upgrade scripts and the PROJ data', () => {
    for (const name of [
      'lib/postgresql/postgis-3.so',
      'share/postgresql/extension/postgis.control',
      'share/postgresql/extension/postgis--3.6.2.sql',
      'share/postgresql/extension/postgis--ANY--3.6.2.sql',
      'share/proj/proj.db',
    ]) {
      expect(keepInSlimBundle(name), name).toBe(true);
    }
  });

  it('leaves out raster, topology, the tiger geocoder and the unpackaged scripts', () => {
    for (const name of [
      'lib/postgresql/postgis_raster-3.so',
      'lib/postgresql/postgis_topology-3.so',
      'share/postgresql/extension/postgis_raster--3.6.2.sql',
      'share/postgresql/extension/postgis_tiger_geocoder.control',
      'share/postgresql/extension/postgis--unpackaged--3.6.2.sql',
      'share/postgresql/contrib/postgis-3.6/spatial_ref_sys.sql',
    ]) {
      expect(keepInSlimBundle(name), name).toBe(false);
    }
  });
});

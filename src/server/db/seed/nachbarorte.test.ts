import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeKey } from '../../../shared/domain/fuzzy';
import { inRegion } from '../../../shared/domain/geo';
import { NACHBARGEBIETE } from '../../../shared/domain/nachbargebiete';
import { buildTestApp } from '../../test/helper';
import { nachbarort, nachbarortName } from '../schema';
import { ensureNachbarorte, loadNachbarorte, loadNoePlaces } from './reference';

describe('nachbarorte.json (places outside Lower Austria for the place search)', () => {
  const orte = loadNachbarorte();

  it('holds only places inside the regional bounding box, in a named area outside Lower Austria', () => {
    expect(orte.length).toBeGreaterThan(400);
    for (const p of orte) {
      expect(inRegion(p.lon, p.lat), p.name).toBe(true);
      expect(Object.keys(NACHBARGEBIETE), p.name).toContain(p.gebiet);
    }
    const areas = new Set(orte.map((p) => p.gebiet.slice(0, 2)));
    expect([...areas].sort()).toEqual(['AT', 'CZ', 'HU', 'SK']);
  });

  it('lists each name of a place once, and none of Lower Austria’s places', () => {
    for (const p of orte) {
      const keys = [p.name, ...p.namen].map(placeKey);
      expect(new Set(keys).size, p.name).toBe(keys.length);
    }
    const noe = new Set(loadNoePlaces().map((p) => `${p.name} ${p.lon.toFixed(3)} ${p.lat.toFixed(3)}`));
    for (const p of orte) expect(noe.has(`${p.name} ${p.lon.toFixed(3)} ${p.lat.toFixed(3)}`), p.name).toBe(false);
  });

  it('knows Vienna as Wien and Znojmo as Znaim', () => {
    expect(orte.find((p) => p.name === 'Vienna')?.namen).toContain('Wien');
    expect(orte.find((p) => p.name === 'Znojmo')?.namen).toContain('Znaim');
  });
});

describe('ensureNachbarorte', () => {
  it('loads the places into a database seeded without them, once', async () => {
    const t = await buildTestApp('pglite');
    try {
      const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(nachbarortName))[0]?.n;
      const seeded = await count();
      expect(await ensureNachbarorte(t.db)).toBe(false);
      await t.db.delete(nachbarort);
      expect(await count()).toBe(0);
      expect(await ensureNachbarorte(t.db)).toBe(true);
      expect(await count()).toBe(seeded);
      expect(await ensureNachbarorte(t.db)).toBe(false);
    } finally {
      await t.close();
    }
  });
});

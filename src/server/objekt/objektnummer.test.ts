import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObjekt } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { nextObjektnummer } from './write-queries';

describe.each(testDbKinds())('object numbers on %s (issue 23)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('gives creations at once different numbers, each transaction still open while the others take theirs', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.transaction(async (tx) => {
          const nummer = await nextObjektnummer(tx, 2031);
          // Held open, so the transactions overlap where the database runs them side by side.
          await tx.execute(sql`select pg_sleep(0.05)`);
          return nummer;
        }),
      ),
    );
    expect(new Set(numbers).size).toBe(8);
    expect([...numbers].sort()).toEqual(Array.from({ length: 8 }, (_, i) => `NOE-2031-000${i + 1}`));
  });

  it('continues after the seeded numbers and refuses a duplicate in the database', async () => {
    const seeded = await t.db.execute(sql`select count(*)::int as n from objekt where objektnummer like 'NOE-2026-%'`);
    const count = Number((seeded.rows[0] as { n: number }).n);
    expect(count).toBeGreaterThan(1);
    const nummer = await t.db.transaction((tx) => nextObjektnummer(tx, 2026));
    expect(nummer).toBe(`NOE-2026-${String(count + 1).padStart(4, '0')}`);
    const { id } = await createObjekt(t.db, { owner: null });
    await expect(
      t.db.execute(sql`update objekt set objektnummer = ${'NOE-2026-0001'} where id = ${id}`),
    ).rejects.toThrow();
  });
});

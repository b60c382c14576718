import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataVersion, log, objektStandortcheck, themenlayer, themenlayerImport } from '../db/schema';
import { adminTestAgents } from '../test/admin';
import type { Agent } from '../test/agent';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { geojsonFile, square } from '../test/layer-files';
import { recomputeStandortcheck } from './standortcheck-queries';

describe.each(testDbKinds())('deleting thematic layers on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let member: Agent;
  let anonymous: Agent;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ admin, member, anonymous } = await adminTestAgents(t));
  });
  afterAll(() => t.close());

  /** A new layer of one square near St. Pölten, with the properties' check against it computed. */
  async function checkedLayer(name: string): Promise<number> {
    const res = await admin.upload(
      `/api/admin/themenlayer?art=hq100&name=${encodeURIComponent(name)}&quelle=Test`,
      'ebene.geojson',
      geojsonFile([{ ring: square(15.62, 48.2, 0.05) }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().layer.id as number;
    // What the queue's job does after the import, done here so the test need not wait for it.
    await t.db.transaction((tx) => recomputeStandortcheck(tx, { layerId: id }));
    return id;
  }

  const objektVersion = async () =>
    (await t.db.select().from(dataVersion).where(eq(dataVersion.name, 'objekt')))[0]?.version ?? 0;

  const count = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;

  /** Layer `id` is gone with its imports and the properties' check, and no area is left without its import. */
  async function expectLayerGone(id: number) {
    expect(await t.db.select().from(themenlayer).where(eq(themenlayer.id, id))).toEqual([]);
    expect(await t.db.select().from(themenlayerImport).where(eq(themenlayerImport.layerId, id))).toEqual([]);
    expect(await t.db.select().from(objektStandortcheck).where(eq(objektStandortcheck.layerId, id))).toEqual([]);
    expect(
      await count(sql`select count(*)::int as n from themenlayer_flaeche f
        where not exists (select 1 from themenlayer_import i where i.id = f.import_id)`),
    ).toBe(0);
  }

  it('refuses anonymous callers (401) and members (403), and keeps the layer', async () => {
    const id = await checkedLayer('Bleibt');
    expect((await anonymous.delete(`/api/admin/themenlayer/${id}`)).statusCode).toBe(401);
    expect((await member.delete(`/api/admin/themenlayer/${id}`)).statusCode).toBe(403);
    expect(await t.db.select().from(themenlayer).where(eq(themenlayer.id, id))).toHaveLength(1);
  });

  it("deletes a layer with its imports, areas and the properties' check, raises the data version and logs it", async () => {
    const id = await checkedLayer('Weg damit');
    expect(await t.db.select().from(objektStandortcheck).where(eq(objektStandortcheck.layerId, id))).not.toEqual([]);
    const before = await objektVersion();

    const res = await admin.delete(`/api/admin/themenlayer/${id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');

    await expectLayerGone(id);
    expect(await objektVersion()).toBeGreaterThan(before);
    const entries = await t.db.select().from(log).where(eq(log.action, 'themenlayerDeleted'));
    expect(entries.find((e) => e.data1 === String(id))?.data2).toBe('Weg damit');
    expect((await admin.get('/api/admin/themenlayer')).json()).not.toContainEqual(expect.objectContaining({ id }));
  });

  it('answers 404 to a replacement whose layer is deleted while the new file is staged, and leaves no areas', async () => {
    const id = await checkedLayer('Mitten im Import');
    // Enough areas for a few seconds of staging, batch after batch.
    const squares = Array.from({ length: 6000 }, (_, i) => ({
      ring: square(15.0 + (i % 100) * 0.01, 48.0 + Math.floor(i / 100) * 0.01, 0.004),
    }));
    const replacement = admin.upload(
      `/api/admin/themenlayer/${id}/import?art=hq100&name=Neu&quelle=Test`,
      'neu.geojson',
      geojsonFile(squares),
    );
    const staging = sql`select count(*)::int as n from themenlayer_flaeche f
      join themenlayer_import i on i.id = f.import_id where i.layer_id = ${id} and i.id <> (
        select import_id from themenlayer where id = ${id})`;
    // Deleted once the first batch of the new file is staged.
    await expect.poll(() => count(staging), { timeout: 20_000, interval: 20 }).toBeGreaterThan(0);
    expect((await admin.delete(`/api/admin/themenlayer/${id}`)).statusCode).toBe(204);

    const res = await replacement;
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error.code).toBe('notFound');
    await expectLayerGone(id);
  });

  it('answers 404 for an unknown layer and for one deleted already', async () => {
    const id = await checkedLayer('Zweimal');
    expect((await admin.delete(`/api/admin/themenlayer/${id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/themenlayer/${id}`)).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/themenlayer/999999')).statusCode).toBe(404);
  });
});

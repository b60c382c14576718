import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseKarteStyle } from '../../shared/domain/karte';
import { karte, log } from '../db/schema';
import { KARTEN } from '../db/seed/karten';
import { adminTestAgents } from '../test/admin';
import type { Agent } from '../test/agent';
import { karteInput } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';

describe.each(testDbKinds())('administering map layers on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let member: Agent;
  let anonymous: Agent;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ admin, member, anonymous } = await adminTestAgents(t));
  });
  afterAll(() => t.close());

  it('refuses anonymous callers (401) and level-1 users (403) on every endpoint', async () => {
    const [first] = await t.db.select().from(karte).limit(1);
    const calls = [
      (a: Agent) => a.get('/api/admin/karten'),
      (a: Agent) => a.post('/api/admin/karten', karteInput()),
      (a: Agent) => a.put(`/api/admin/karten/${first?.id}`, karteInput()),
      (a: Agent) => a.delete(`/api/admin/karten/${first?.id}`),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).statusCode).toBe(401);
      expect((await call(member)).statusCode).toBe(403);
    }
    expect(
      await t.db
        .select()
        .from(karte)
        .where(eq(karte.id, first?.id ?? 0)),
    ).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{"type": "wms",', 'admin.karten.validation.invalidJson'],
    ['a JSON array', '[1, 2]', 'admin.karten.validation.notAnObject'],
    ['an unknown kind', '{"type": "pmtiles", "url": "https://x/a.pmtiles"}', 'admin.karten.validation.unknownType'],
    ['WMS without LAYERS', '{"type": "wms", "url": "https://x/wms"}', 'admin.karten.validation.layers'],
    ['a script URL', '{"type": "xyz", "url": "javascript:alert(1)"}', 'admin.karten.validation.url'],
  ])('refuses a stylejson that is %s with 400 on the field', async (_name, stylejson, message) => {
    const res = await admin.post('/api/admin/karten', karteInput({ stylejson }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalidRequest', fields: { stylejson: message } });
  });

  it('saves valid layers, returns them by GET /api/karte in their order and logs each change', async () => {
    const later = await admin.post('/api/admin/karten', karteInput({ title: 'Zweite', reihenfolge: 91 }));
    const earlier = await admin.post('/api/admin/karten', karteInput({ title: 'Erste', reihenfolge: 90 }));
    expect(later.statusCode, later.body).toBe(201);
    expect(earlier.json()).toMatchObject({
      title: 'Erste',
      stylejson: { type: 'wms', params: { LAYERS: 'OGD:TEST' } },
    });

    const titles = (await anonymous.get('/api/karte')).json().map((k: { title: string }) => k.title);
    expect(titles.indexOf('Erste')).toBeGreaterThan(-1);
    expect(titles.indexOf('Erste')).toBeLessThan(titles.indexOf('Zweite'));

    // Moving 'Erste' behind 'Zweite' changes the public order at once.
    const moved = await admin.put(
      `/api/admin/karten/${earlier.json().id}`,
      karteInput({ title: 'Erste', reihenfolge: 92 }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await anonymous.get('/api/karte')).json().map((k: { title: string }) => k.title);
    expect(after.indexOf('Erste')).toBeGreaterThan(after.indexOf('Zweite'));

    const actions = (
      await t.db
        .select()
        .from(log)
        .where(eq(log.data1, String(earlier.json().id)))
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['karteCreated', 'karteUpdated']));
  });

  it('keeps an English title beside the title; empty, it is none', async () => {
    const created = await admin.post(
      '/api/admin/karten',
      karteInput({ title: 'Hochwasser Test', title_en: '  Flood test ', reihenfolge: 93 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Hochwasser Test', title_en: 'Flood test' });
    const listed = (await anonymous.get('/api/karte')).json().find((k: { id: number }) => k.id === created.json().id);
    expect(listed).toMatchObject({ title: 'Hochwasser Test', title_en: 'Flood test' });
    const cleared = await admin.put(
      `/api/admin/karten/${created.json().id}`,
      karteInput({ title: 'Hochwasser Test', title_en: '', reihenfolge: 93 }),
    );
    expect(cleared.json()).toMatchObject({ title_en: null });
    // Without the field (an older client) it is none too.
    expect((await admin.post('/api/admin/karten', karteInput({ title: 'Ohne' }))).json()).toMatchObject({
      title_en: null,
    });
  });

  it('gives every demo layer an English title', () => {
    for (const k of KARTEN) expect(k.title_en?.trim(), k.title).toBeTruthy();
  });

  it('keeps adminsOnly layers from anonymous callers but lists them for administrators', async () => {
    const res = await admin.post('/api/admin/karten', karteInput({ title: 'Nur intern', adminsOnly: true }));
    expect(res.statusCode).toBe(201);
    const publicTitles = (await anonymous.get('/api/karte')).json().map((k: { title: string }) => k.title);
    expect(publicTitles).not.toContain('Nur intern');
    const adminTitles = (await admin.get('/api/karte')).json().map((k: { title: string }) => k.title);
    expect(adminTitles).toContain('Nur intern');
    expect((await admin.get('/api/admin/karten')).json().map((k: { title: string }) => k.title)).toContain(
      'Nur intern',
    );
  });

  it('accepts every seeded layer under the shared rule, so each can be edited and saved again', () => {
    for (const k of KARTEN) expect(parseKarteStyle(k.stylejson), k.title).not.toBeNull();
  });

  it('deletes a layer; a second delete or a save of a missing id is 404', async () => {
    const created = (await admin.post('/api/admin/karten', karteInput({ title: 'Weg damit' }))).json();
    expect((await admin.delete(`/api/admin/karten/${created.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/karten/${created.id}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/admin/karten/${created.id}`, karteInput())).statusCode).toBe(404);
    const [entry] = await t.db.select().from(log).where(eq(log.action, 'karteDeleted'));
    expect(entry?.data2).toBe('Weg damit');
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../shared/i18n/de.json';
import en from '../../shared/i18n/en.json';
import type { FmMatrixInputForm } from '../../shared/schemas/admin-foerderung';
import type { FmMatrix } from '../../shared/schemas/content';
import { fmMatrix, log } from '../db/schema';
import { adminTestAgents } from '../test/admin';
import type { Agent } from '../test/agent';
import { fmMatrixInput } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';

describe.each(testDbKinds())('admin funding matrix API on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let member: Agent;
  let anonymous: Agent;

  const publicList = async (): Promise<FmMatrix[]> => (await t.app.inject({ url: '/api/fm_matrix' })).json();
  const create = async (overrides: Partial<FmMatrixInputForm> = {}): Promise<FmMatrix> => {
    const res = await admin.post('/api/admin/fm_matrix', fmMatrixInput(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ admin, member, anonymous } = await adminTestAgents(t));
  });
  afterAll(() => t?.close());

  it.each([
    ['GET', '/api/admin/fm_matrix'],
    ['GET', '/api/admin/fm_matrix/1'],
    ['POST', '/api/admin/fm_matrix'],
    ['PUT', '/api/admin/fm_matrix/1'],
    ['DELETE', '/api/admin/fm_matrix/1'],
  ] as const)('%s %s refuses anonymous callers (401) and level-1 users (403)', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? fmMatrixInput() : undefined;
    expect((await anonymous.request({ method, url, payload })).statusCode).toBe(401);
    const refused = await member.request({ method, url, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
  });

  it('creates, updates and deletes a programme, each visible in the public GET /api/fm_matrix', async () => {
    const created = await create({ sortierung: 0 });
    expect(created.foerderarten).toEqual(['zuschuss']);
    // sortierung 0 puts it first in the Förderkompass.
    expect((await publicList())[0]?.id).toBe(created.id);

    const updated = await admin.put(
      `/api/admin/fm_matrix/${created.id}`,
      fmMatrixInput({ name_de: 'Geänderte Förderung', investitionenvon: null, investitionenbis: null, url: '' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await publicList()).find((f) => f.id === created.id)).toMatchObject({
      name_de: 'Geänderte Förderung',
      investitionenvon: null,
      investitionenbis: null,
      url: null,
    });

    expect((await admin.delete(`/api/admin/fm_matrix/${created.id}`)).statusCode).toBe(200);
    expect((await publicList()).some((f) => f.id === created.id)).toBe(false);
    expect((await admin.get(`/api/admin/fm_matrix/${created.id}`)).statusCode).toBe(404);
    const logged = await t.db
      .select()
      .from(log)
      .where(and(eq(log.action, 'fmMatrixDeleted'), eq(log.data1, String(created.id))));
    expect(logged).toHaveLength(1);
  });

  it('serves the public list compressed and revalidated with its ETag until a programme changes', async () => {
    const first = await t.app.inject({ url: '/api/fm_matrix', headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: '/api/fm_matrix', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await create({ name_de: 'Neue Förderung' });
    const changed = await t.app.inject({ url: '/api/fm_matrix', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().some((f: FmMatrix) => f.name_de === 'Neue Förderung')).toBe(true);

    // A change made beside the app (another server process, a script) is served as soon as it committed.
    const [programme] = await t.db.select().from(fmMatrix).limit(1);
    await t.db
      .update(fmMatrix)
      .set({ name_de: 'Umbenannt in der Datenbank' })
      .where(eq(fmMatrix.id, programme?.id ?? 0));
    expect((await publicList()).find((f) => f.id === programme?.id)?.name_de).toBe('Umbenannt in der Datenbank');
  });

  it('stores detailed descriptions sanitised', async () => {
    const created = await create({
      detailbeschreibung_en: '<p onclick="x()">Safe<script>alert(1)</script></p><a href="javascript:alert(2)">x</a>',
    });
    const stored = (await admin.get(`/api/admin/fm_matrix/${created.id}`)).json().detailbeschreibung_en;
    expect(stored).toContain('Safe');
    expect(stored).not.toMatch(/script|onclick|javascript:/i);
  });

  it('refuses investitionenvon above investitionenbis, but accepts equal bounds', async () => {
    const refused = await admin.post('/api/admin/fm_matrix', fmMatrixInput({ investitionenvon: 600_000 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ investitionenbis: 'error.minGreaterMax' });
    await create({ investitionenvon: 500_000, investitionenbis: 500_000 });
  });

  it.each<[string, Partial<FmMatrixInputForm>]>([
    ['unternehmensgroessen', { unternehmensgroessen: ['riesig'] }],
    ['vorhaben', { vorhaben: ['investition', 'mondflug'] }],
    ['foerderarten', { foerderarten: ['geschenk'] }],
    ['schwerpunkte', { schwerpunkte: ['zauberei'] }],
  ])('refuses unknown codes in %s', async (field, overrides) => {
    const res = await admin.post('/api/admin/fm_matrix', fmMatrixInput(overrides));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)[0]).toMatch(new RegExp(`^${field}\\.\\d+$`));
  });

  it('stores the districts where a programme applies once each in district order; none = all of Lower Austria', async () => {
    expect((await create()).bezirke).toEqual([]);
    const limited = await create({ bezirke: ['325', '309', '325'] });
    expect(limited.bezirke).toEqual(['309', '325']);
    expect((await publicList()).find((f) => f.id === limited.id)?.bezirke).toEqual(['309', '325']);
  });

  it('refuses an unknown district with a translated message', async () => {
    const res = await admin.post('/api/admin/fm_matrix', fmMatrixInput({ bezirke: ['317', '324'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'bezirke.1': 'error.unknownBezirk' });
    expect(de.error.unknownBezirk).toBeTruthy();
    expect(en.error.unknownBezirk).toBeTruthy();
  });

  it('validates required fields and numbers', async () => {
    const res = await admin.post(
      '/api/admin/fm_matrix',
      fmMatrixInput({ name_en: '', detailbeschreibung_de: '<p> </p>', investitionenvon: -1, sortierung: 1.5 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name_en: 'error.required',
      detailbeschreibung_de: 'error.required',
      investitionenvon: 'error.notNegative',
      sortierung: 'error.invalidValue',
    });
    expect((await admin.put('/api/admin/fm_matrix/99999999', fmMatrixInput())).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/fm_matrix/99999999')).statusCode).toBe(404);
  });
});

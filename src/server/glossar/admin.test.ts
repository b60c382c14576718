import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlossarInputForm } from '../../shared/schemas/admin-glossar';
import type { Glossar } from '../../shared/schemas/content';
import { log } from '../db/schema';
import { adminTestAgents } from '../test/admin';
import type { Agent } from '../test/agent';
import { glossarInput } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';

describe.each(testDbKinds())('admin glossary API on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let member: Agent;
  let anonymous: Agent;

  const publicList = async (): Promise<Glossar[]> => (await t.app.inject({ url: '/api/glossar' })).json();
  const create = async (overrides: Partial<GlossarInputForm> = {}): Promise<Glossar> => {
    const res = await admin.post('/api/admin/glossar', glossarInput(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ admin, member, anonymous } = await adminTestAgents(t));
  });
  afterAll(() => t?.close());

  it.each([
    ['GET', '/api/admin/glossar'],
    ['GET', '/api/admin/glossar/1'],
    ['POST', '/api/admin/glossar'],
    ['PUT', '/api/admin/glossar/1'],
    ['DELETE', '/api/admin/glossar/1'],
  ] as const)('%s %s refuses anonymous callers (401) and level-1 users (403)', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? glossarInput() : undefined;
    expect((await anonymous.request({ method, url, payload })).statusCode).toBe(401);
    const refused = await member.request({ method, url, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
  });

  it('creates, updates and deletes an entry, each visible in the public GET /api/glossar', async () => {
    const created = await create({ titel_de: 'Anlegetest' });
    expect(created.keywords_de).toEqual(['Test', 'Prüfung']);
    expect((await publicList()).find((g) => g.id === created.id)?.titel_de).toBe('Anlegetest');
    expect((await admin.get(`/api/admin/glossar/${created.id}`)).json().titel_en).toBe('Test term');

    const updated = await admin.put(
      `/api/admin/glossar/${created.id}`,
      glossarInput({ titel_de: 'Geänderter Begriff', link: '', generiert: true }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const shown = (await publicList()).find((g) => g.id === created.id);
    expect(shown).toMatchObject({ titel_de: 'Geänderter Begriff', link: null, generiert: true });

    expect((await admin.delete(`/api/admin/glossar/${created.id}`)).statusCode).toBe(200);
    expect((await publicList()).some((g) => g.id === created.id)).toBe(false);
    expect((await admin.get(`/api/admin/glossar/${created.id}`)).statusCode).toBe(404);

    const logged = await t.db
      .select()
      .from(log)
      .where(and(eq(log.action, 'glossarDeleted'), eq(log.data1, String(created.id))));
    expect(logged).toHaveLength(1);
  });

  it('stores descriptions sanitised: no script, no event handler, no javascript: link', async () => {
    const created = await create({
      beschreibung_de:
        '<p onclick="steal()">Sicher<script>alert(1)</script> <a href="javascript:alert(2)">Link</a></p><img src=x onerror=alert(3)>',
    });
    const stored = (await publicList()).find((g) => g.id === created.id)?.beschreibung_de ?? '';
    expect(stored).toContain('Sicher');
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('refuses a description that is empty or only unsafe markup', async () => {
    const empty = await admin.post('/api/admin/glossar', glossarInput({ beschreibung_en: '<p></p>' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ beschreibung_en: 'error.required' });
    const onlyScript = await admin.post(
      '/api/admin/glossar',
      glossarInput({ beschreibung_de: '<script>alert(1)</script>' }),
    );
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().error.fields).toMatchObject({ beschreibung_de: 'error.required' });
  });

  it('saves see-also links once each, never the entry itself nor unknown entries', async () => {
    const a = await create({ titel_de: 'Eintrag A' });
    const b = await create({ titel_de: 'Eintrag B' });
    const c = await create({ titel_de: 'Eintrag C', sieheauch: [a.id] });
    expect(c.sieheauch).toEqual([a.id]);

    const saved = await admin.put(`/api/admin/glossar/${a.id}`, glossarInput({ sieheauch: [c.id, b.id, b.id] }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicList()).find((g) => g.id === a.id)?.sieheauch).toEqual([b.id, c.id].sort((x, y) => x - y));

    for (const sieheauch of [[a.id], [b.id, 99_999_999]]) {
      const refused = await admin.put(`/api/admin/glossar/${a.id}`, glossarInput({ sieheauch }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ sieheauch: 'error.invalidValue' });
    }
    // A refused save changes nothing.
    expect((await publicList()).find((g) => g.id === a.id)?.sieheauch).toHaveLength(2);

    // Deleting an entry removes the links to it from the others.
    await admin.delete(`/api/admin/glossar/${b.id}`);
    expect((await publicList()).find((g) => g.id === a.id)?.sieheauch).toEqual([c.id]);
  });

  it('validates the fields with the shared schema', async () => {
    const res = await admin.post('/api/admin/glossar', glossarInput({ titel_de: '  ', link: 'ftp://example.at' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ titel_de: 'error.required', link: 'error.invalidValue' });
  });

  it('answers 404 for entries that do not exist', async () => {
    expect((await admin.put('/api/admin/glossar/99999999', glossarInput())).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/glossar/99999999')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/glossar/abc')).statusCode).toBe(400);
  });
});

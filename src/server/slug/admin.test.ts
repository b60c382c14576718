import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glossar, log, slug } from '../db/schema';
import { adminTestAgents } from '../test/admin';
import type { Agent } from '../test/agent';
import { slugInput } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';

const INDEX = `<!doctype html><html lang="de"><head><title>Standortportal</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>`;
describe.each(testDbKinds())('URL management on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let member: Agent;
  let anonymous: Agent;

  beforeAll(async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
    t = await buildTestApp(kind, {}, { clientDir });
    ({ admin, member, anonymous } = await adminTestAgents(t));
  });
  afterAll(() => t.close());

  it('refuses anonymous callers (401) and level-1 users (403) on every endpoint', async () => {
    const [first] = await t.db.select().from(slug).limit(1);
    const calls = [
      (a: Agent) => a.get('/api/admin/slug'),
      (a: Agent) => a.post('/api/admin/slug', slugInput({ slug: 'verboten' })),
      (a: Agent) => a.put(`/api/admin/slug/${first?.id}`, slugInput({ slug: 'verboten' })),
      (a: Agent) => a.delete(`/api/admin/slug/${first?.id}`),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).statusCode).toBe(401);
      expect((await call(member)).statusCode).toBe(403);
    }
    expect(await t.db.select().from(slug).where(eq(slug.slug, 'verboten'))).toHaveLength(0);
  });

  it('creates a shortcut that GET /api/slug lists and the page head uses at once', async () => {
    const res = await admin.post('/api/admin/slug', slugInput({ slug: '/neuer-kurzlink/' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ slug: 'neuer-kurzlink', path: '/de/foerderkompass' });
    const listed = (await anonymous.get('/api/slug')).json();
    expect(listed).toContainEqual(
      expect.objectContaining({ slug: 'neuer-kurzlink', title: 'Testtitel Förderkompass' }),
    );

    const page = await t.app.inject({ url: '/neuer-kurzlink' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Testtitel Förderkompass</title>');
    expect(page.body).toContain('content="Eine Test-Beschreibung."');

    const [entry] = await t.db.select().from(log).where(eq(log.action, 'slugCreated'));
    expect(entry?.data2).toBe('neuer-kurzlink');
  });

  it('refuses a slug that exists, also in other case, with 409 slugTaken', async () => {
    const res = await admin.post('/api/admin/slug', slugInput({ slug: 'Foerderung' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'slugTaken', fields: { slug: 'error.slugTaken' } });
  });

  it.each([
    ['no portal page', { path: '/de/gibtsnicht' }, 'path', 'admin.urlmanagement.validation.unknownPath'],
    ['not a path', { path: 'de/home' }, 'path', 'admin.urlmanagement.validation.pathFormat'],
    ['a missing article', { path: '/de/wissen/999999' }, 'path', 'admin.urlmanagement.validation.entityMissing'],
    [
      'a missing object',
      { path: `/de/standortsuche/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}` },
      'path',
      'admin.urlmanagement.validation.entityMissing',
    ],
    ['a portal route as slug', { slug: 'glossar' }, 'slug', 'admin.urlmanagement.validation.slugShadowsRoute'],
    ['a reserved slug', { slug: 'api/x' }, 'slug', 'admin.urlmanagement.validation.slugReserved'],
    ['a slug with a dot', { slug: 'a.html' }, 'slug', 'admin.urlmanagement.validation.slugFormat'],
  ])('refuses %s with 400 on the field', async (_name, overrides, field, message) => {
    const res = await admin.post('/api/admin/slug', slugInput({ slug: 'pruefung', ...overrides }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toMatchObject({ [field]: message });
  });

  it('accepts existing entity targets and saves edits; delete makes the path unknown again', async () => {
    const [entry] = await t.db.select().from(glossar).limit(1);
    const created = await admin.post(
      '/api/admin/slug',
      slugInput({ slug: 'begriff', path: `/de/glossar/${entry?.id}` }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const saved = await admin.put(`/api/admin/slug/${id}`, slugInput({ slug: 'begriff', title: 'Neuer Titel' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ url: '/begriff' })).body).toContain('<title>Neuer Titel</title>');
    // Saving an entry under its own slug is no conflict; taking another entry's slug is.
    expect((await admin.put(`/api/admin/slug/${id}`, slugInput({ slug: 'foerderung' }))).statusCode).toBe(409);
    expect((await admin.delete(`/api/admin/slug/${id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/slug/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/begriff' })).body).not.toContain('Neuer Titel');
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { SAMMLUNGEN_PER_USER } from '../../shared/domain/sammlung';
import type { Objekt } from '../../shared/schemas/objekt';
import { objekt, standortsammlung, standortsammlungObjekt } from '../db/schema';
import { SAMMLUNGEN_CREATED_PER_10_MIN } from '../plugins/rate-limit';
import { type Agent, createAgent } from '../test/agent';
import { createUser } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { pdfText } from '../test/pdf';
import { hashPassword } from '../user/password';

describe('favourites, collections and the PDF exposé', () => {
  let t: TestApp;
  let user: Agent;
  let publicIds: string[];
  let draftId: string;
  let greyId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const created = await createUser(t.db, { password_hash: await hashPassword('Samm!lung2026') });
    user = createAgent(t.app);
    await user.get('/api/userdata');
    await user.post('/api/login', { username: created.username, password: 'Samm!lung2026' });
    const open = await t.db
      .select({ id: objekt.id })
      .from(objekt)
      .where(and(eq(objekt.status, STATUS.OHNE_LOGIN), eq(objekt.istabgelaufen, false)))
      .limit(3);
    publicIds = open.map((o) => o.id);
    const [draft] = await t.db.select({ id: objekt.id }).from(objekt).where(eq(objekt.status, STATUS.ENTWURF)).limit(1);
    const [grey] = await t.db
      .select({ id: objekt.id })
      .from(objekt)
      .where(and(eq(objekt.status, STATUS.MIT_LOGIN), eq(objekt.istabgelaufen, false)))
      .limit(1);
    draftId = draft?.id ?? '';
    greyId = grey?.id ?? '';
  });
  afterAll(() => t.close());

  it('adds, lists and removes favourites as objekt.{id}, and refuses invisible objects', async () => {
    const [a, b] = publicIds;
    expect((await user.post('/api/favoriten', { objektId: a })).json()).toEqual([`objekt.${a}`]);
    expect((await user.post('/api/favoriten', { objektId: b })).json()).toEqual([`objekt.${a}`, `objekt.${b}`]);
    expect((await user.get('/api/userdata')).json().favoriten).toEqual([`objekt.${a}`, `objekt.${b}`]);
    expect((await user.post('/api/favoriten', { objektId: draftId })).statusCode).toBe(404);
    expect((await user.delete(`/api/favoriten/${a}`)).json()).toEqual([`objekt.${b}`]);
    const anonymous = createAgent(t.app);
    await anonymous.get('/api/userdata');
    expect((await anonymous.post('/api/favoriten', { objektId: a })).statusCode).toBe(401);
  });

  it('drops objects the viewer may not see from a collection link, silently', async () => {
    const ids = [publicIds[0], draftId, greyId, publicIds[1]].join(',');
    const anonymous = (await t.app.inject({ url: `/api/standortsammlung?ids=${ids}` })).json<Objekt[]>();
    expect(anonymous.map((o) => o.id)).toEqual([publicIds[0], publicIds[1]]);
    const loggedIn = (await user.get(`/api/standortsammlung?ids=${ids}`)).json<Objekt[]>();
    expect(loggedIn.map((o) => o.id)).toEqual([publicIds[0], greyId, publicIds[1]]);
  });

  it('saves, renames and deletes named collections of the caller only', async () => {
    const saved = await user.post('/api/standortsammlungen', {
      name: 'Logistik Ost',
      objekte: [publicIds[0], draftId],
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().objekte).toEqual([publicIds[0]]);
    const id = saved.json().id;
    const renamed = await user.put(`/api/standortsammlungen/${id}`, { name: 'Logistik', objekte: publicIds });
    expect(renamed.json()).toMatchObject({ name: 'Logistik', objekte: publicIds });
    expect((await user.get('/api/standortsammlungen')).json().map((s: { id: number }) => s.id)).toContain(id);
    const other = await createUser(t.db, { password_hash: await hashPassword('Andere!2026x') });
    const stranger = createAgent(t.app);
    await stranger.get('/api/userdata');
    await stranger.post('/api/login', { username: other.username, password: 'Andere!2026x' });
    expect((await stranger.delete(`/api/standortsammlungen/${id}`)).statusCode).toBe(404);
    expect((await user.delete(`/api/standortsammlungen/${id}`)).statusCode).toBe(200);
  });

  it('keeps at most 100 collections per user, lists them with one query and limits their creation (issue 23, finding 1)', async () => {
    const created = await createUser(t.db, { password_hash: await hashPassword('Viele!Samm2026') });
    const many = createAgent(t.app);
    await many.get('/api/userdata');
    await many.post('/api/login', { username: created.username, password: 'Viele!Samm2026' });
    const rows = await t.db
      .insert(standortsammlung)
      .values(Array.from({ length: SAMMLUNGEN_PER_USER - 1 }, (_, i) => ({ user: created.id, name: `S${i}` })))
      .returning({ id: standortsammlung.id });
    await t.db
      .insert(standortsammlungObjekt)
      .values(
        rows.flatMap((r) =>
          [publicIds[0] as string, draftId].map((objekt, reihenfolge) => ({ sammlung: r.id, objekt, reihenfolge })),
        ),
      );
    const body = { name: 'Die hundertste', objekte: publicIds };
    expect((await many.post('/api/standortsammlungen', body)).statusCode).toBe(201);
    const refused = await many.post('/api/standortsammlungen', { ...body, name: 'Eine zu viel' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('tooManySammlungen');

    const client = t.db.$client as { query: (...args: unknown[]) => Promise<unknown> };
    const query = vi.spyOn(client, 'query');
    const list = await many.get('/api/standortsammlungen');
    const queries = query.mock.calls.length;
    query.mockRestore();
    expect(list.json()).toHaveLength(SAMMLUNGEN_PER_USER);
    // The draft stays hidden in every collection, without a query per collection.
    expect(list.json().every((s: { objekte: string[] }) => !s.objekte.includes(draftId))).toBe(true);
    expect(queries).toBeLessThan(5);

    // Deleting makes room again, but a loop creating collections meets the rate limit.
    for (const r of rows) await many.delete(`/api/standortsammlungen/${r.id}`);
    const statuses: number[] = [];
    for (let i = 0; i <= SAMMLUNGEN_CREATED_PER_10_MIN; i++) {
      statuses.push((await many.post('/api/standortsammlungen', { ...body, name: `Schleife ${i}` })).statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(SAMMLUNGEN_CREATED_PER_10_MIN - 2);
    expect(statuses.at(-1)).toBe(429);
  });

  it('renders the exposé as a PDF with every object, and contacts only for logged-in viewers', async () => {
    const ids = publicIds.join(',');
    const anonymous = await t.app.inject({ url: `/api/expose?ids=${ids}&lang=de` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['content-type']).toBe('application/pdf');
    const objekte = (await t.app.inject({ url: `/api/standortsammlung?ids=${ids}` })).json<Objekt[]>();
    const anonText = await pdfText(anonymous.rawPayload);
    // A cover, then at most two pages per property.
    expect(anonText.pages).toBeGreaterThan(publicIds.length);
    expect(anonText.pages).toBeLessThanOrEqual(1 + 2 * publicIds.length);
    expect(anonText.text).toContain('Standortsammlung');
    expect(anonText.text).toContain('Niederösterreich');
    for (const o of objekte) expect(anonText.text).toContain(o.objektname);

    const withLogin = await user.get(`/api/expose?ids=${ids}&lang=en`);
    const text = (await pdfText(withLogin.rawPayload)).text;
    const first = (await user.get(`/api/objekt/${publicIds[0]}`)).json<Objekt>();
    expect(text).toContain('Collection of locations');
    expect(text).toContain(first.uebersetzung?.objektname_en ?? '---');
    const contactLine = first.kontakte?.split('\n')[0] ?? '---';
    expect(text).toContain(contactLine);
    expect(anonText.text).not.toContain(contactLine);
  });

  it('answers 404 when no object of the link is visible, and 400 for an empty link', async () => {
    expect((await t.app.inject({ url: `/api/expose?ids=${draftId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/expose?ids=nonsense' })).statusCode).toBe(400);
  });
});

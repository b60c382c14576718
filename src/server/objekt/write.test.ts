import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { objekt } from '../db/schema';
import { UPLOADS_PER_15_MIN } from '../plugins/rate-limit';
import { type Agent, createAgent } from '../test/agent';
import { createUser, objektInput } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { loggedInAgent } from '../test/two-factor';
import { hashPassword } from '../user/password';

const PASSWORD = 'Objekt!Test2026';

describe('advertising and editing properties, the status workflow and uploads', () => {
  let t: TestApp;
  let owner: Agent;
  let stranger: Agent;
  let admin: Agent;

  const login = (username: string, password: string) => loggedInAgent(t.app, t.db, username, password);
  async function newUserAgent() {
    const user = await createUser(t.db, { password_hash: await hashPassword(PASSWORD) });
    return login(user.username, PASSWORD);
  }
  async function createObjekt(agent: Agent, overrides: Record<string, unknown> = {}) {
    const id = randomUUID();
    const res = await agent.put(`/api/objekt/${id}`, { objekt: objektInput(overrides), bestaetigung: true });
    expect(res.statusCode, res.body).toBe(201);
    return id;
  }
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await newUserAgent();
    stranger = await newUserAgent();
    admin = await login('admin@standortportal.at', 'Standort!Admin2026');
  });
  afterAll(() => t.close());

  it('creates a property only for logged-in users who confirm their mandate', async () => {
    const anonymous = createAgent(t.app);
    await anonymous.get('/api/userdata');
    const id = randomUUID();
    expect((await anonymous.put(`/api/objekt/${id}`, { objekt: objektInput(), bestaetigung: true })).statusCode).toBe(
      401,
    );
    const unconfirmed = await owner.put(`/api/objekt/${id}`, { objekt: objektInput() });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.code).toBe('confirmationRequired');

    const created = await owner.put(`/api/objekt/${id}`, { objekt: objektInput(), bestaetigung: true });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.status).toBe(STATUS.IN_BEARBEITUNG);
    expect(body.objektnummer).toMatch(/^NOE-\d{4}-\d{4}$/);
    expect(body.detailbeschreibung).toBe('Ebenes Grundstück.<br>Voll aufgeschlossen.');
    expect(body.polygon).toMatch(/^POLYGON/);
    expect(body.uebersetzung.objektname_en).toBe('Business plot at the business park');
    expect((await t.app.inject({ url: `/api/objekt/${id}` })).statusCode).toBe(404);
  });

  // What submission adds (mandatory fields, outline, translations) is tested in draft.test.ts.
  it.each([
    ['plz', { plz: '310' }, 'error.postalCode'],
    ['kleinsteflaecheinqm', { kleinsteflaecheinqm: 20000 }, 'error.minGreaterMax'],
    ['flaecheinqm', { flaecheinqm: 0 }, 'error.greaterThanZero'],
    ['standort', { standort: 'POINT(11.4 47.26)' }, 'error.location'],
  ])('refuses an invalid %s with its message', async (field, overrides, message) => {
    const res = await owner.put(`/api/objekt/${randomUUID()}`, { objekt: objektInput(overrides), bestaetigung: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[`objekt.${field}`]).toBe(message);
  });

  it('refuses a self-intersecting plot outline', async () => {
    const bowtie = 'POLYGON((15.629 48.1995,15.631 48.2005,15.631 48.1995,15.629 48.2005,15.629 48.1995))';
    const res = await owner.put(`/api/objekt/${randomUUID()}`, {
      objekt: objektInput({ polygon: bowtie }),
      bestaetigung: true,
    });
    expect(res.json().error.fields['objekt.polygon']).toBe('error.polygonInvalid');
  });

  it('keeps other users out of an object', async () => {
    const id = await createObjekt(owner);
    expect((await stranger.put(`/api/objekt/${id}`, { objekt: objektInput() })).statusCode).toBe(404);
    expect((await stranger.post(`/api/objekt/${id}/status`, { aktion: 'einreichen' })).statusCode).toBe(404);
    expect((await stranger.delete(`/api/objekt/${id}`)).statusCode).toBe(404);
  });

  it('runs submit → review → release, and the released object appears publicly', async () => {
    const id = await createObjekt(owner);
    expect((await owner.post(`/api/objekt/${id}/status`, { aktion: 'freigeben' })).statusCode).toBe(409);
    const submitted = await owner.post(`/api/objekt/${id}/status`, { aktion: 'einreichen' });
    expect(submitted.json().status).toBe(STATUS.IN_PRUEFUNG);
    const locked = await owner.put(`/api/objekt/${id}`, { objekt: objektInput() });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('transitionNotAllowed');

    const queue = (await admin.get('/api/admin/objekte?pageSize=5')).json();
    expect(queue.items[0].status).toBe(STATUS.IN_PRUEFUNG);
    expect(queue.inPruefung).toBeGreaterThan(0);

    const released = await admin.post(`/api/objekt/${id}/status`, { aktion: 'freigeben', status: STATUS.OHNE_LOGIN });
    expect(released.json().status).toBe(STATUS.OHNE_LOGIN);
    expect((await t.app.inject({ url: `/api/objekt/${id}` })).statusCode).toBe(200);

    const noReason = await owner.post(`/api/objekt/${id}/status`, { aktion: 'deaktivieren' });
    expect(noReason.json().error.fields.grund).toBe('error.required');
    const deactivated = await owner.post(`/api/objekt/${id}/status`, { aktion: 'deaktivieren', grund: 'verkauft' });
    expect(deactivated.json().status).toBe(STATUS.DEAKTIVIERT);

    const history = (await owner.get(`/api/objekt/${id}/historie`)).json();
    expect(history.map((h: { aktion: string }) => h.aktion)).toEqual([
      'deaktivieren',
      'freigeben',
      'einreichen',
      'erstellen',
    ]);
    expect(history[0]).toMatchObject({ von: STATUS.OHNE_LOGIN, nach: STATUS.DEAKTIVIERT, grund: 'verkauft' });
  });

  it('lets only administrators reject, and only with a reason', async () => {
    const id = await createObjekt(owner);
    await owner.post(`/api/objekt/${id}/status`, { aktion: 'einreichen' });
    expect((await owner.post(`/api/objekt/${id}/status`, { aktion: 'ablehnen', grundtext: 'x' })).statusCode).toBe(409);
    expect((await admin.post(`/api/objekt/${id}/status`, { aktion: 'ablehnen' })).json().error.fields.grundtext).toBe(
      'error.required',
    );
    const rejected = await admin.post(`/api/objekt/${id}/status`, {
      aktion: 'ablehnen',
      grundtext: 'Bitte Fotos ergänzen',
    });
    expect(rejected.json().status).toBe(STATUS.IN_BEARBEITUNG);
  });

  it('renews an expired object when it is saved once', async () => {
    const id = await createObjekt(owner);
    await t.db.update(objekt).set({ istabgelaufen: true, ablaufdatum: '2025-01-01' }).where(eq(objekt.id, id));
    const saved = (await owner.put(`/api/objekt/${id}`, { objekt: objektInput() })).json();
    expect(saved.istabgelaufen).toBe(false);
    expect(new Date(saved.ablaufdatum).getTime()).toBeGreaterThan(Date.now());
  });

  it('limits uploads per user: past the limit a 429 with Retry-After, other users unaffected', async () => {
    const id = await createObjekt(owner);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const { id: userId } = (await owner.get('/api/userdata')).json();
    // The counter as if the owner had just uploaded the maximum.
    await t.db.execute(sql`
      insert into rate_limit (key, count, reset_at)
      values (${`upload:user-${userId}`}, ${UPLOADS_PER_15_MIN}, now() + interval '15 minutes')
      on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at`);
    const refused = await owner.upload(`/api/objekt/${id}/bilder`, 'eins.png', png, 'image/png');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const otherId = await createObjekt(stranger);
    expect((await stranger.upload(`/api/objekt/${otherId}/bilder`, 'zwei.png', png, 'image/png')).statusCode).toBe(201);
  });

  it('gives the paged admin list to administrators only', async () => {
    expect((await owner.get('/api/admin/objekte')).statusCode).toBe(403);
    const page = (
      await admin.get('/api/admin/objekte?page=2&pageSize=10&sort=objektnummer&dir=asc&objektart=180620001')
    ).json();
    expect(page.items).toHaveLength(10);
    expect(page.total).toBeGreaterThan(20);
    expect(page.items.every((i: { objektart: number }) => i.objektart === 180620001)).toBe(true);
    expect((await admin.get('/api/admin/objekte?pageSize=1000')).statusCode).toBe(400);
  });
});

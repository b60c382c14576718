import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import type { AdminObjektRow } from '../../shared/schemas/admin-objekt';
import { objekt } from '../db/schema';
import { agentOf } from '../test/admin';
import type { Agent } from '../test/agent';
import { createUser, objektInput } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { notRefused, publishedQueryTypes } from '../test/routes';

const BULK = '/api/admin/objekte/status';

describe('the admin list: bulk status changes and the review queue', () => {
  let t: TestApp;
  let admin: Agent;
  let owner: Agent;
  let ownerName: string;
  let ownerEmail: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await agentOf(t, (await createUser(t.db, { userlevel: 9 })).id);
    const user = await createUser(t.db, { username: `bulk-${Date.now()}@eigentuemer.example.at` });
    ownerName = user.username;
    ownerEmail = user.email;
    owner = await agentOf(t, user.id);
  });
  afterAll(() => t.close());

  async function newObjekt(overrides: Record<string, unknown> = {}) {
    const id = randomUUID();
    const res = await owner.put(`/api/objekt/${id}`, { objekt: objektInput(overrides), bestaetigung: true });
    expect(res.statusCode, res.body).toBe(201);
    return id;
  }
  async function submitted() {
    const id = await newObjekt();
    expect((await owner.post(`/api/objekt/${id}/status`, { aktion: 'einreichen' })).statusCode).toBe(200);
    return id;
  }
  const statusOf = async (id: string) =>
    (await t.db.select({ status: objekt.status }).from(objekt).where(eq(objekt.id, id)))[0]?.status;
  const nummerOf = async (id: string) =>
    (await t.db.select({ n: objekt.objektnummer }).from(objekt).where(eq(objekt.id, id)))[0]?.n as string;
  // The owner's mails only: the agency's digest job enqueues mails of its own whenever its worker runs.
  const mailJobs = async () =>
    (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'to' = ${ownerEmail}`,
      )
    ).rows[0]?.n ?? 0;
  const historie = async (id: string) =>
    (
      await t.db.execute<{ aktion: string; grund: string | null }>(
        sql`select aktion, grund from objekt_historie where objekt = ${id} order by zeit desc, id desc limit 1`,
      )
    ).rows[0];

  it('releases several objects in one go, each with its history entry and release mail', async () => {
    const ids = [await submitted(), await submitted()];
    const before = await mailJobs();
    const res = await admin.post(BULK, { aktion: 'freigeben', status: STATUS.OHNE_LOGIN, ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ anzahl: 2 });
    for (const id of ids) {
      expect(await statusOf(id)).toBe(STATUS.OHNE_LOGIN);
      expect((await historie(id))?.aktion).toBe('freigeben');
    }
    expect(await mailJobs()).toBe(before + 2);
  });

  it('changes nothing when one object may not take the action, and names it', async () => {
    const waiting = await submitted();
    const draft = await newObjekt();
    const before = await mailJobs();
    const res = await admin.post(BULK, { aktion: 'freigeben', ids: [waiting, draft] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('transitionNotAllowed');
    expect(res.json().error.fields).toEqual({ [await nummerOf(draft)]: 'transitionNotAllowed' });
    expect(await statusOf(waiting)).toBe(STATUS.IN_PRUEFUNG);
    expect(await statusOf(draft)).toBe(STATUS.IN_BEARBEITUNG);
    expect(await mailJobs()).toBe(before);
  });

  it('changes nothing when one object is incomplete for its new status', async () => {
    const complete = await newObjekt();
    const incomplete = await newObjekt({
      uebersetzung: { objektname_en: null, detailbeschreibung_en: null, lageerreichbarkeit_en: null },
    });
    const res = await admin.post(BULK, {
      aktion: 'statusSetzen',
      status: STATUS.OHNE_LOGIN,
      ids: [complete, incomplete],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('incomplete');
    expect(Object.keys(res.json().error.fields)).toEqual([await nummerOf(incomplete)]);
    expect(await statusOf(complete)).toBe(STATUS.IN_BEARBEITUNG);
    // Statuses that need no complete listing change for both.
    const hidden = await admin.post(BULK, {
      aktion: 'statusSetzen',
      status: STATUS.NICHT_ANZEIGEN,
      ids: [complete, incomplete],
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await statusOf(incomplete)).toBe(STATUS.NICHT_ANZEIGEN);
  });

  it('asks the reasons a single change asks: deactivation and rejection', async () => {
    const ids = [await submitted(), await submitted()];
    const noText = await admin.post(BULK, { aktion: 'ablehnen', ids });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().error.fields).toHaveProperty('grundtext');
    const rejected = await admin.post(BULK, { aktion: 'ablehnen', grundtext: 'Fotos fehlen', ids });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await historie(ids[0] as string)).toEqual({ aktion: 'ablehnen', grund: 'Fotos fehlen' });

    await admin.post(BULK, { aktion: 'statusSetzen', status: STATUS.MIT_LOGIN, ids });
    const noGrund = await admin.post(BULK, { aktion: 'deaktivieren', ids });
    expect(noGrund.statusCode).toBe(400);
    expect(noGrund.json().error.fields).toHaveProperty('grund');
    const before = await mailJobs();
    const done = await admin.post(BULK, { aktion: 'deaktivieren', grund: 'verkauft', ids });
    expect(done.statusCode, done.body).toBe(200);
    for (const id of ids) expect(await statusOf(id)).toBe(STATUS.DEAKTIVIERT);
    expect(await mailJobs()).toBe(before + 2);
  });

  it('refuses unknown or repeated ids and callers below administrator', async () => {
    const id = await submitted();
    const unknown = await admin.post(BULK, { aktion: 'freigeben', ids: [id, randomUUID()] });
    expect(unknown.statusCode).toBe(404);
    expect(await statusOf(id)).toBe(STATUS.IN_PRUEFUNG);
    expect((await admin.post(BULK, { aktion: 'freigeben', ids: [id, id] })).statusCode).toBe(400);
    expect((await admin.post(BULK, { aktion: 'freigeben', ids: [] })).statusCode).toBe(400);
    expect((await owner.post(BULK, { aktion: 'freigeben', ids: [id] })).statusCode).toBe(403);
    expect(await statusOf(id)).toBe(STATUS.IN_PRUEFUNG);
  });

  it('lists the review queue (submissions and pending changes) oldest first, and filters expiry and owner', async () => {
    const first = await submitted();
    const second = await submitted();
    await t.db.execute(sql`update objekt set geaendertam = now() - interval '3 days' where id = ${second}`);
    // A released object whose owner saved a change: it waits as a pending change.
    const released = await submitted();
    await admin.post(BULK, { aktion: 'freigeben', ids: [released] });
    const changed = await owner.put(`/api/objekt/${released}`, {
      objekt: objektInput({ objektname: 'Geänderter Name' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const queue = await admin.get('/api/admin/objekte?pruefung=true&sort=eingang&dir=asc&pageSize=100');
    expect(queue.statusCode, queue.body).toBe(200);
    const rows: AdminObjektRow[] = queue.json().items;
    expect(rows.every((r) => r.status === STATUS.IN_PRUEFUNG || r.aenderungInPruefung)).toBe(true);
    const order = rows.map((r) => r.id);
    expect(order).toContain(released);
    expect(order.indexOf(second)).toBeLessThan(order.indexOf(first));
    expect(order.indexOf(first)).toBeLessThan(order.indexOf(released));
    expect(queue.json().total).toBe(queue.json().inPruefung);

    await t.db.execute(sql`update objekt set ablaufdatum = current_date + 10 where id = ${first}`);
    await t.db.execute(sql`update objekt set istabgelaufen = true where id = ${second}`);
    const bald = (await admin.get('/api/admin/objekte?ablauf=bald&pageSize=100')).json().items as AdminObjektRow[];
    expect(bald.map((r) => r.id)).toContain(first);
    expect(bald.every((r) => !r.istabgelaufen)).toBe(true);
    const expired = (await admin.get('/api/admin/objekte?ablauf=abgelaufen&pageSize=100')).json()
      .items as AdminObjektRow[];
    expect(expired.map((r) => r.id)).toContain(second);
    expect(expired.every((r) => r.istabgelaufen)).toBe(true);

    const mine = (await admin.get(`/api/admin/objekte?owner=${encodeURIComponent(ownerName)}&pageSize=100`)).json();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((r: AdminObjektRow) => r.owner === ownerName)).toBe(true);
    expect((await admin.get('/api/admin/objekte?ablauf=morgen')).statusCode).toBe(400);
  });

  it('publishes the parameters of the list with their types and refuses a wrong type', async () => {
    expect(await publishedQueryTypes(t.app, '/api/admin/objekte')).toEqual({
      page: 'integer',
      pageSize: 'integer',
      sort: 'string',
      dir: 'string',
      status: 'number[]',
      objektart: 'integer',
      bezirk: 'string',
      q: 'string',
      pruefung: 'boolean',
      ablauf: 'string',
      owner: 'string',
    });
    const bad = [
      'page=0',
      'pageSize=x',
      'sort=preis',
      'dir=up',
      'status=1,2',
      'objektart=-1',
      'bezirk=12',
      'pruefung=ja',
    ];
    expect(await notRefused((url) => admin.get(url), '/api/admin/objekte', bad)).toEqual([]);
    // The bookmarks' format: comma-separated statuses, the review queue's flag.
    const queue = await admin.get('/api/admin/objekte?status=100000000,200000000&pruefung=true');
    expect(queue.statusCode, queue.body).toBe(200);
  });
});

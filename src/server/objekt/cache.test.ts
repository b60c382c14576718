import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import type { Objekt } from '../../shared/schemas/objekt';
import { dataVersion, objekt, objektMerkmal, objektWidmung } from '../db/schema';
import { agentOf } from '../test/admin';
import type { Agent } from '../test/agent';
import { createUser, objektInput } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';

describe.each(testDbKinds())('cached object list on %s', (kind) => {
  let t: TestApp;
  let anonymous: Agent;
  let member: Agent;
  let owner: Agent;
  let admin: Agent;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    anonymous = await agentOf(t, null);
    member = await agentOf(t, (await createUser(t.db)).id);
    owner = await agentOf(t, (await createUser(t.db)).id);
    admin = await agentOf(t, (await createUser(t.db, { userlevel: 9 })).id);
  });
  afterAll(() => t.close());

  const list = async (agent: Agent, headers: Record<string, string> = {}) => {
    const res = await agent.request({ url: '/api/objekt', headers: { 'accept-encoding': 'gzip, br', ...headers } });
    expect(res.statusCode).toBe(200);
    return { res, rows: JSON.parse(decode(res.rawPayload, res.headers['content-encoding'])) as Objekt[] };
  };
  const ids = async (agent: Agent) => new Set((await list(agent)).rows.map((o) => o.id));

  /** A new object of the owner, as a draft or set to a status by the administrator. */
  async function createObjekt(status?: number, overrides: Record<string, unknown> = {}) {
    const id = randomUUID();
    const res = await owner.put(`/api/objekt/${id}`, { objekt: objektInput(overrides), bestaetigung: true });
    expect(res.statusCode, res.body).toBe(201);
    if (status !== undefined) {
      const set = await admin.post(`/api/objekt/${id}/status`, { aktion: 'statusSetzen', status });
      expect(set.statusCode, set.body).toBe(200);
    }
    return id;
  }

  it('sends an ETag and answers 304 while the data is unchanged', async () => {
    const first = (await list(anonymous)).res;
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await anonymous.request({
      url: '/api/objekt',
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // A weak comparison and the tag of another encoding of the same body also match.
    for (const tag of [`W/${etag}`, etag.replace('-br"', '-gz"')]) {
      expect((await anonymous.request({ url: '/api/objekt', headers: { 'if-none-match': tag } })).statusCode).toBe(304);
    }
    expect((await anonymous.request({ url: '/api/objekt', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(
      200,
    );
  });

  it('serves gzip and br bodies that decode to the identity JSON, compressed once', async () => {
    const identity = await anonymous.request({ url: '/api/objekt', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    const expected = identity.json();
    expect(expected.length).toBeGreaterThan(100);
    for (const encoding of ['gzip', 'br']) {
      const res = await anonymous.request({ url: '/api/objekt', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(identity.rawPayload.length / 4);
      expect(JSON.parse(decode(res.rawPayload, encoding))).toEqual(expected);
      expect(res.headers.etag).not.toBe(identity.headers.etag);
    }
    const logged = await member.request({ url: '/api/objekt', headers: { 'accept-encoding': 'br' } });
    expect(logged.headers.etag).not.toBe((await list(anonymous)).res.headers.etag);
  });

  it('varies on Accept-Encoding and Cookie for every audience', async () => {
    await createObjekt();
    for (const agent of [anonymous, member, owner, admin]) {
      const { res } = await list(agent);
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.etag).toBeTruthy();
    }
  });

  it("never shows an owner's draft to anonymous visitors or other users", async () => {
    const draft = await createObjekt();
    const hidden = await createObjekt(STATUS.NICHT_ANZEIGEN);
    for (const agent of [anonymous, member]) {
      const visible = await ids(agent);
      expect(visible.has(draft)).toBe(false);
      expect(visible.has(hidden)).toBe(false);
    }
    const { res, rows: own } = await list(owner);
    expect(own.find((o) => o.id === draft)?.owner).not.toBeNull();
    const etag = res.headers.etag as string;
    expect(etag).not.toBe((await list(member)).res.headers.etag);
    expect((await owner.request({ url: '/api/objekt', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await member.request({ url: '/api/objekt', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    expect(own.some((o) => o.id === hidden)).toBe(true);
    const shared = (await list(member)).rows;
    expect(shared.every((o) => o.owner === null && o.internebeschreibung === null)).toBe(true);
  });

  it('shows every write of an owner in the next anonymous and logged-in list', async () => {
    const before = (await list(anonymous)).res.headers.etag as string;
    await list(member);
    const id = await createObjekt(STATUS.OHNE_LOGIN);
    expect((await ids(anonymous)).has(id)).toBe(true);
    expect((await ids(member)).has(id)).toBe(true);
    const revalidated = await anonymous.request({ url: '/api/objekt', headers: { 'if-none-match': before } });
    expect(revalidated.statusCode).toBe(200);

    // The owner's rename and upload wait for review: the lists keep the released version, the owner's list
    // marks the pending change at once, and the release shows both everywhere.
    const renamed = await owner.put(`/api/objekt/${id}`, { objekt: objektInput({ objektname: 'Halle Neu' }) });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f9e44' } })
      .png()
      .toBuffer();
    expect((await owner.upload(`/api/objekt/${id}/bilder`, 'hof.png', png, 'image/png')).statusCode).toBe(201);
    const row = async (agent: Agent) => (await list(agent)).rows.find((o) => o.id === id);
    expect((await row(anonymous))?.objektname).toBe(objektInput().objektname);
    expect((await row(owner))?.aenderungInPruefung).toBe(true);
    const { revision } = (await admin.get(`/api/objekt/${id}/aenderung`)).json();
    expect((await admin.post(`/api/objekt/${id}/aenderung/freigeben`, { revision })).statusCode).toBe(200);
    for (const agent of [anonymous, member]) {
      expect((await row(agent))?.objektname).toBe('Halle Neu');
      expect((await row(agent))?.bilder).toHaveLength(1);
    }
    expect((await row(owner))?.aenderungInPruefung).toBeUndefined();

    const deactivated = await owner.post(`/api/objekt/${id}/status`, { aktion: 'deaktivieren', grund: 'verkauft' });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await ids(anonymous)).has(id)).toBe(false);
    expect((await ids(member)).has(id)).toBe(false);

    const other = await createObjekt(STATUS.MIT_LOGIN);
    expect((await ids(member)).has(other)).toBe(true);
    expect((await ids(anonymous)).has(other)).toBe(false);
    expect((await owner.delete(`/api/objekt/${other}`)).statusCode).toBe(200);
    expect((await ids(member)).has(other)).toBe(false);
  });

  it('shows a write made beside the app (another server process, a script) in the next list', async () => {
    const [row] = (await list(anonymous)).rows;
    const before = (await list(anonymous)).res.headers.etag as string;
    const version = async () =>
      (await t.db.select().from(dataVersion).where(eq(dataVersion.name, 'objekt')))[0]?.version ?? Number.NaN;
    const v0 = await version();
    // One transaction changing the object and two of its lists raises the version once, at its commit.
    await t.db.transaction(async (tx) => {
      await tx
        .update(objekt)
        .set({ objektname: 'Werkshalle am Hafen' })
        .where(eq(objekt.id, row?.id ?? ''));
      await tx.delete(objektMerkmal).where(eq(objektMerkmal.objekt, row?.id ?? ''));
      await tx.delete(objektWidmung).where(eq(objektWidmung.objekt, row?.id ?? ''));
    });
    expect(await version()).toBe(v0 + 1);
    const after = await list(anonymous);
    expect(after.res.headers.etag).not.toBe(before);
    const changed = after.rows.find((o) => o.id === row?.id);
    expect(changed?.objektname).toBe('Werkshalle am Hafen');
    expect(changed?.standortbeschreibung).toEqual([]);
    expect(changed?.widmungen).toEqual([]);
  });

  it("gives a user the objects reassigned to them by an administrator's user delete", async () => {
    const leaving = await createUser(t.db);
    const heir = await createUser(t.db);
    const leaver = await agentOf(t, leaving.id);
    const heirAgent = await agentOf(t, heir.id);
    const id = randomUUID();
    expect((await leaver.put(`/api/objekt/${id}`, { objekt: objektInput(), bestaetigung: true })).statusCode).toBe(201);
    expect((await ids(heirAgent)).has(id)).toBe(false);
    const deleted = await admin.post(`/api/admin/benutzer/${leaving.id}/delete`, {
      objekte: 'reassign',
      reassignTo: heir.id,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const own = (await list(heirAgent)).rows.find((o) => o.id === id);
    expect(own?.owner).toBe(heir.id);
    expect((await ids(member)).has(id)).toBe(false);
  });
});

function decode(body: Buffer, encoding: unknown): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

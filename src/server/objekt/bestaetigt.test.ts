import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { objekt } from '../db/schema';
import { agentOf } from '../test/admin';
import type { Agent } from '../test/agent';
import { createObjekt, createUser, objektInput } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';

const LONG_AGO = new Date('2025-03-01T08:00:00Z');

describe("a listing's last confirmation ('zuletzt bestätigt')", () => {
  let t: TestApp;
  let owner: Agent;
  let admin: Agent;
  let anonymous: Agent;
  let ownerId: number;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    ownerId = (await createUser(t.db)).id;
    owner = await agentOf(t, ownerId);
    admin = await agentOf(t, (await createUser(t.db, { userlevel: 9 })).id);
    anonymous = await agentOf(t, null);
  });
  afterAll(() => t?.close());

  /** A listing of the owner last confirmed long ago. */
  const confirmedLongAgo = async (status: number = STATUS.OHNE_LOGIN) => {
    const { id } = await createObjekt(t.db, { owner: ownerId, status: status as typeof STATUS.OHNE_LOGIN });
    await t.db.update(objekt).set({ bestaetigtam: LONG_AGO }).where(eq(objekt.id, id));
    return id;
  };
  const confirmedBy = async (agent: Agent, id: string) => {
    const res = await agent.get(`/api/objekt/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return new Date(res.json().bestaetigtam as string);
  };

  it("is shown to seekers and renewed by the owner's save of a pending change, before the agency releases it", async () => {
    const id = await confirmedLongAgo();
    expect(await confirmedBy(anonymous, id)).toEqual(LONG_AGO);
    const listed = (await anonymous.get('/api/objekt')).json().find((o: { id: string }) => o.id === id);
    expect(listed.bestaetigtam).toBe(LONG_AGO.toISOString());

    const before = Date.now();
    const saved = await owner.put(`/api/objekt/${id}`, {
      objekt: objektInput({ objektname: 'Halle, neu beschrieben' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The published version is unchanged, but the owner has confirmed the listing now.
    const detail = (await anonymous.get(`/api/objekt/${id}`)).json();
    expect(detail.objektname).toBe(objektInput().objektname);
    expect(new Date(detail.bestaetigtam).getTime()).toBeGreaterThanOrEqual(before);

    await t.db.update(objekt).set({ bestaetigtam: LONG_AGO }).where(eq(objekt.id, id));
    const { revision } = (await admin.get(`/api/objekt/${id}/aenderung`)).json();
    const releasedAt = Date.now();
    expect((await admin.post(`/api/objekt/${id}/aenderung/freigeben`, { revision })).statusCode).toBe(200);
    expect((await confirmedBy(anonymous, id)).getTime()).toBeGreaterThanOrEqual(releasedAt);
  });

  it("is renewed by the agency's own save and by the owner's save of a draft", async () => {
    const id = await confirmedLongAgo();
    const before = Date.now();
    expect((await admin.put(`/api/objekt/${id}`, { objekt: objektInput() })).statusCode).toBe(200);
    expect((await confirmedBy(anonymous, id)).getTime()).toBeGreaterThanOrEqual(before);

    const draft = await confirmedLongAgo(STATUS.IN_BEARBEITUNG);
    expect((await owner.put(`/api/objekt/${draft}`, { objekt: objektInput() })).statusCode).toBe(200);
    expect((await confirmedBy(owner, draft)).getTime()).toBeGreaterThanOrEqual(before);
  });

  it('is not renewed by a status change alone', async () => {
    const id = await confirmedLongAgo();
    const off = await admin.post(`/api/objekt/${id}/status`, { aktion: 'deaktivieren', grund: 'verkauft' });
    expect(off.statusCode, off.body).toBe(200);
    expect(await confirmedBy(owner, id)).toEqual(LONG_AGO);
  });
});

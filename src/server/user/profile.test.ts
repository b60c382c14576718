import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../shared/domain/account';
import { STATUS } from '../../shared/domain/objekt';
import { contact, objekt } from '../db/schema';
import { type Agent, createAgent } from '../test/agent';
import { createObjekt, createUser, profileInput } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { hashPassword } from './password';

const PASSWORD = 'Profil!Test2026';

describe('the own profile and contact record', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function loggedIn(): Promise<{ agent: Agent; id: number }> {
    const user = await createUser(t.db, { password_hash: await hashPassword(PASSWORD), terms_version: TERMS_VERSION });
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    expect((await agent.post('/api/login', { username: user.username, password: PASSWORD })).statusCode).toBe(200);
    return { agent, id: user.id };
  }

  it('refuses clearing mandatory fields with a Pflichtfeld error per field and keeps the stored profile', async () => {
    const { agent } = await loggedIn();
    expect((await agent.put('/api/account', profileInput())).statusCode).toBe(200);

    const cleared = await agent.put('/api/account', { ...profileInput(), firstName: '   ', city: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.code).toBe('invalidRequest');
    expect(cleared.json().error.fields).toEqual({ firstName: 'error.required', city: 'error.required' });

    const missing = await agent.put('/api/account', {
      ...profileInput(),
      lastName: '',
      postalCode: null,
      country: undefined,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['country', 'lastName', 'postalCode']);

    const stored = (await agent.get('/api/userdata')).json();
    expect(stored).toMatchObject({ firstName: 'Maria', city: 'St. Pölten', missingProfileFields: [] });
  });

  it('answers 200 with null for a user without a contact record, and the record for one who has it', async () => {
    const { agent, id } = await loggedIn();
    const none = await agent.get(`/api/contact/${id}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    await t.db.insert(contact).values({ user: id, name: 'Maria Muster', email: 'maria@example.at' });
    const some = await agent.get(`/api/contact/${id}`);
    expect(some.statusCode).toBe(200);
    expect(some.json()).toMatchObject({ user: id, name: 'Maria Muster', email: 'maria@example.at' });

    // Still nobody else's: anonymous 401, another user 403.
    const anonymous = createAgent(t.app);
    expect((await anonymous.get(`/api/contact/${id}`)).statusCode).toBe(401);
    const other = await loggedIn();
    expect((await other.agent.get(`/api/contact/${id}`)).statusCode).toBe(403);
  });

  it('keeps the listings of a deleted account in their status, without an owner (what the dialog says)', async () => {
    const { agent, id } = await loggedIn();
    const released = await createObjekt(t.db, { owner: id, status: STATUS.OHNE_LOGIN });
    const draft = await createObjekt(t.db, { owner: id, status: STATUS.IN_BEARBEITUNG });
    expect((await agent.post('/api/account/delete', { password: PASSWORD })).statusCode).toBe(200);

    const rows = await t.db.select().from(objekt).where(eq(objekt.owner, id));
    expect(rows).toEqual([]);
    const [kept] = await t.db.select().from(objekt).where(eq(objekt.id, released.id));
    expect(kept).toMatchObject({ status: STATUS.OHNE_LOGIN, owner: null });
    const [keptDraft] = await t.db.select().from(objekt).where(eq(objekt.id, draft.id));
    expect(keptDraft).toMatchObject({ status: STATUS.IN_BEARBEITUNG, owner: null });
    expect((await t.app.inject({ url: `/api/objekt/${released.id}` })).statusCode).toBe(200);
  });
});

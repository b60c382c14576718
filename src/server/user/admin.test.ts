import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUserUpdate } from '../../shared/schemas/admin-user';
import { log, objekt, users } from '../db/schema';
import { agentOf } from '../test/admin';
import { type Agent, createAgent } from '../test/agent';
import { createUser, objektInput, profileInput } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { decodeMail, linkToken, waitForMailTo } from '../test/mail';
import { notRefused, publishedQueryTypes } from '../test/routes';
import { enrolTwoFactor } from '../test/two-factor';
import { hashPassword } from './password';

const PASSWORD = 'Benutzer!Test2026';
const SEEDED_ADMIN = 'admin@standortportal.at';

/** The editor's body for a user as the API answered it, with overrides. */
function updateBody(user: AdminUser, overrides: Partial<AdminUserUpdate> = {}): AdminUserUpdate {
  const { email, userlevel, verified, title, firstName, lastName, companyName, customerNumber, address } = user;
  return {
    email,
    userlevel,
    verified,
    title,
    firstName,
    lastName,
    companyName,
    customerNumber,
    address,
    postalCode: user.postalCode,
    city: user.city,
    country: user.country,
    phone: user.phone,
    mobile: user.mobile,
    contactPerson: user.contactPerson,
    shortCode: user.shortCode,
    countries: user.countries,
    photo: user.photo,
    remark: user.remark,
    newsletterConsent: user.newsletterConsent,
    informationConsent: user.informationConsent,
    interestLocationSearch: user.interestLocationSearch,
    interestFunding: user.interestFunding,
    isPropertyOwner: user.isPropertyOwner,
    makler: user.makler,
    ...overrides,
  };
}

describe.each(testDbKinds())('user management /api/admin/benutzer on %s', (kind) => {
  let t: TestApp;
  let seededAdminId: number;
  let admin: Agent;

  /** A verified user who can log in with PASSWORD. */
  const userWithPassword = async (overrides: Partial<typeof users.$inferInsert> = {}) =>
    createUser(t.db, { password_hash: await hashPassword(PASSWORD), ...overrides });
  const login = (agent: Agent, username: string) => agent.post('/api/login', { username, password: PASSWORD });
  const fetchUser = async (id: number): Promise<AdminUser> => (await admin.get(`/api/admin/benutzer/${id}`)).json();
  const logRows = (action: string, data1: number) =>
    t.db
      .select()
      .from(log)
      .where(and(eq(log.action, action), eq(log.data1, String(data1))));
  /** Properties advertised through the API by a user (who becomes their owner). */
  async function objekteOf(userId: number, count: number) {
    const agent = await agentOf(t, userId);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const res = await agent.put(`/api/objekt/${id}`, { objekt: objektInput(), bestaetigung: true });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(id);
    }
    return ids;
  }
  const ownersOf = async (ids: string[]) =>
    (await t.db.select({ owner: objekt.owner }).from(objekt).where(inArray(objekt.id, ids))).map((r) => r.owner);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const [seeded] = await t.db.select().from(users).where(eq(users.username, SEEDED_ADMIN));
    if (!seeded) throw new Error('seeded admin missing');
    seededAdminId = seeded.id;
    admin = await agentOf(t, seededAdminId);
  });
  afterAll(() => t.close());

  // Runs first, while the seeded administrator is the only one.
  it('never removes the last active administrator: no demotion, unverifying, locking or deleting', async () => {
    const self = await fetchUser(seededAdminId);
    const demote = await admin.put(`/api/admin/benutzer/${seededAdminId}`, updateBody(self, { userlevel: 1 }));
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.code).toBe('lastAdmin');
    const unverify = await admin.put(`/api/admin/benutzer/${seededAdminId}`, updateBody(self, { verified: false }));
    expect(unverify.json().error.code).toBe('lastAdmin');
    expect((await admin.post(`/api/admin/benutzer/${seededAdminId}/lock`)).json().error.code).toBe('ownAccount');
    const selfDelete = await admin.post(`/api/admin/benutzer/${seededAdminId}/delete`, { objekte: 'keep' });
    expect(selfDelete.json().error.code).toBe('ownAccount');

    // An administrator who is not active (unverified) cannot take the last active one out either.
    const inactive = await agentOf(t, (await createUser(t.db, { userlevel: 9, verified_at: null })).id);
    const lock = await inactive.post(`/api/admin/benutzer/${seededAdminId}/lock`);
    expect(lock.statusCode).toBe(409);
    expect(lock.json().error.code).toBe('lastAdmin');
    const remove = await inactive.post(`/api/admin/benutzer/${seededAdminId}/delete`, { objekte: 'keep' });
    expect(remove.json().error.code).toBe('lastAdmin');
    expect((await fetchUser(seededAdminId)).userlevel).toBe(9);
    expect((await fetchUser(seededAdminId)).locked).toBe(false);

    // With a second active administrator the first may step down.
    const second = await createUser(t.db, { userlevel: 8 });
    const secondAgent = await agentOf(t, second.id);
    const stepDown = await secondAgent.put(`/api/admin/benutzer/${second.id}`, {
      ...updateBody(await fetchUser(second.id)),
      userlevel: 1,
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await secondAgent.get('/api/admin/benutzer')).statusCode).toBe(403);
  });

  it('refuses anonymous callers (401) and registered users (403) on every call', async () => {
    const target = await createUser(t.db);
    const body = updateBody(await fetchUser(target.id));
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/benutzer', undefined],
      ['GET', `/api/admin/benutzer/${target.id}`, undefined],
      ['PUT', `/api/admin/benutzer/${target.id}`, body],
      ['POST', `/api/admin/benutzer/${target.id}/lock`, undefined],
      ['POST', `/api/admin/benutzer/${target.id}/unlock`, undefined],
      ['POST', `/api/admin/benutzer/${target.id}/passwordreset`, { lang: 'de' }],
      ['POST', `/api/admin/benutzer/${target.id}/delete`, { objekte: 'keep' }],
    ];
    const anonymous = await agentOf(t, null);
    const registered = await agentOf(t, (await createUser(t.db, { userlevel: 1 })).id);
    for (const [method, url, payload] of calls) {
      const request = { method: method as 'GET', url, payload };
      const anon = await anonymous.request(request);
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      expect(anon.json().error.code).toBe('loginRequired');
      expect((await registered.request(request)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await fetchUser(target.id)).locked).toBe(false);
  });

  it('searches e-mail, names and company and pages the result', async () => {
    const tag = randomBytes(4).toString('hex');
    for (let i = 0; i < 6; i++) {
      await createUser(t.db, {
        email: `such-${tag}-${i}@example.test`,
        username: `such-${tag}-${i}@example.test`,
        first_name: 'Susanne',
        last_name: `Mayr${i}`,
      });
    }
    await createUser(t.db, { company_name: `Waldviertler Holzbau ${tag} GmbH`, first_name: 'Karl', last_name: tag });

    const first = (await admin.get(`/api/admin/benutzer?q=such-${tag}&pageSize=5&sort=email&dir=asc`)).json();
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 5 });
    expect(first.items.map((u: AdminUser) => u.email)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `such-${tag}-${i}@example.test`),
    );
    expect(first.items[0]).not.toHaveProperty('password_hash');
    const second = (await admin.get(`/api/admin/benutzer?q=such-${tag}&pageSize=5&page=2&sort=email&dir=asc`)).json();
    expect(second.items.map((u: AdminUser) => u.email)).toEqual([`such-${tag}-5@example.test`]);

    const byCompany = (await admin.get(`/api/admin/benutzer?q=${encodeURIComponent(`holzbau ${tag}`)}`)).json();
    expect(byCompany.items.map((u: AdminUser) => u.companyName)).toEqual([`Waldviertler Holzbau ${tag} GmbH`]);
    const byFullName = (await admin.get(`/api/admin/benutzer?q=${encodeURIComponent(`Karl ${tag}`)}`)).json();
    expect(byFullName.total).toBe(1);
    expect((await admin.get(`/api/admin/benutzer?q=%25${tag}`)).json().total).toBe(0);
  });

  it('filters the list by level and state', async () => {
    const tag = randomBytes(4).toString('hex');
    const mail = (n: string) => `filter-${tag}-${n}@example.test`;
    await createUser(t.db, { email: mail('gesperrt'), username: mail('gesperrt'), locked: true, userlevel: 3 });
    await createUser(t.db, { email: mail('neu'), username: mail('neu'), verified_at: null, userlevel: 3 });
    await createUser(t.db, { email: mail('aktiv'), username: mail('aktiv'), userlevel: 5 });
    const emails = async (filter: string) =>
      (
        (await admin.get(`/api/admin/benutzer?q=filter-${tag}&sort=email&dir=asc&${filter}`)).json()
          .items as AdminUser[]
      ).map((u) => u.email);
    expect(await emails('state=gesperrt')).toEqual([mail('gesperrt')]);
    expect(await emails('state=unbestaetigt')).toEqual([mail('neu')]);
    expect(await emails('state=aktiv')).toEqual([mail('aktiv')]);
    expect(await emails('level=3')).toEqual([mail('gesperrt'), mail('neu')]);
    expect(await emails('level=3&state=gesperrt')).toEqual([mail('gesperrt')]);
    expect((await admin.get('/api/admin/benutzer?state=weg')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/benutzer?level=12')).statusCode).toBe(400);
  });

  it('marks a broker (only with a contact person), logs it, lists brokers and tells the broker through userdata', async () => {
    const target = await userWithPassword({ contact_person: null });
    const body = updateBody(await fetchUser(target.id));
    expect(body.makler).toBe(false);

    const noContact = await admin.put(`/api/admin/benutzer/${target.id}`, { ...body, makler: true });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().error.fields).toEqual({ contactPerson: 'admin.benutzer.fields.maklerContactRequired' });
    expect((await fetchUser(target.id)).makler).toBe(false);

    const marked = await admin.put(`/api/admin/benutzer/${target.id}`, {
      ...body,
      makler: true,
      contactPerson: 'Mag. Petra Lang',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ makler: true, contactPerson: 'Mag. Petra Lang' });
    expect((await logRows('adminUserUpdated', target.id)).map((r) => r.data2)).toEqual(['contact_person,makler']);

    // The list filters brokers (the import page's choice of broker).
    const brokers = (await admin.get('/api/admin/benutzer?makler=true&pageSize=100')).json().items as AdminUser[];
    expect(brokers.map((u) => u.id)).toContain(target.id);
    expect(brokers.every((u) => u.makler)).toBe(true);
    const others = (await admin.get('/api/admin/benutzer?makler=false&pageSize=100')).json().items as AdminUser[];
    expect(others.map((u) => u.id)).not.toContain(target.id);

    // The broker's own session says so; the user cannot set it through the account page.
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    expect((await login(agent, target.username)).statusCode).toBe(200);
    expect((await agent.get('/api/userdata')).json().makler).toBe(true);
    const own = await agent.put('/api/account', { ...profileInput(), contactPerson: 'Petra Lang', makler: false });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().makler).toBe(true);
    expect((await agent.put(`/api/admin/benutzer/${target.id}`, { ...body, makler: false })).statusCode).toBe(403);

    // Taking the mark away is logged as well.
    const unmarked = await admin.put(`/api/admin/benutzer/${target.id}`, {
      ...updateBody(await fetchUser(target.id)),
      makler: false,
    });
    expect(unmarked.json().makler).toBe(false);
    expect((await agent.get('/api/userdata')).json().makler).toBe(false);
    expect((await logRows('adminUserUpdated', target.id)).length).toBe(2);

    // A body without the mark leaves it as it is, and a kept mark still needs the contact person.
    const { makler: _makler, ...withoutMark } = updateBody(await fetchUser(target.id), { makler: true });
    await admin.put(`/api/admin/benutzer/${target.id}`, { ...withoutMark, makler: true });
    expect((await admin.put(`/api/admin/benutzer/${target.id}`, withoutMark)).json().makler).toBe(true);
    const dropped = await admin.put(`/api/admin/benutzer/${target.id}`, { ...withoutMark, contactPerson: null });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().error.fields).toEqual({ contactPerson: 'admin.benutzer.fields.maklerContactRequired' });
  });

  it('saves level, verification and every profile field, and logs the change', async () => {
    const target = await userWithPassword({ first_name: 'Eva' });
    const body = updateBody(await fetchUser(target.id), {
      email: `Neu-${target.id}@Example.test`,
      userlevel: 7,
      title: 'DI',
      firstName: 'Eva-Maria',
      lastName: 'Huber',
      companyName: 'Huber Logistik GmbH',
      customerNumber: 'K-2026-17',
      address: 'Wiener Straße 5',
      postalCode: '3500',
      city: 'Krems an der Donau',
      country: 'AT',
      phone: '+43 2732 12345',
      shortCode: 'EH',
      countries: ['AT', 'CZ'],
      remark: 'Interessiert an Hallen im Waldviertel',
      interestFunding: true,
    });
    const saved = await admin.put(`/api/admin/benutzer/${target.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const { email: _email, ...rest } = body;
    expect(await fetchUser(target.id)).toMatchObject({ ...rest, email: `Neu-${target.id}@Example.test` });
    expect((await logRows('adminUserUpdated', target.id))[0]?.data2).toContain('userlevel');

    // The new level counts at once (once two-factor sign-in is set up); the username follows the e-mail.
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    expect((await login(agent, `neu-${target.id}@example.test`)).statusCode).toBe(200);
    expect((await agent.get('/api/admin/benutzer')).json().error.code).toBe('twoFactorEnrolmentRequired');
    await enrolTwoFactor(t.db, target.id);
    expect((await agent.get('/api/admin/benutzer')).statusCode).toBe(200);

    // Taking the verification back: login asks for the verification link again.
    await admin.put(`/api/admin/benutzer/${target.id}`, { ...body, userlevel: 1, verified: false });
    const again = createAgent(t.app);
    await again.get('/api/userdata');
    expect((await login(again, `neu-${target.id}@example.test`)).json().error.code).toBe('userNotVerified');
  });

  it('answers bad input with 400 and the field, and a taken e-mail with 409', async () => {
    const target = await createUser(t.db);
    const body = updateBody(await fetchUser(target.id));
    const badPostal = await admin.put(`/api/admin/benutzer/${target.id}`, { ...body, postalCode: '35000' });
    expect(badPostal.statusCode).toBe(400);
    expect(badPostal.json().error).toMatchObject({
      code: 'invalidRequest',
      fields: { postalCode: 'error.postalCode' },
    });
    const badLevel = await admin.put(`/api/admin/benutzer/${target.id}`, { ...body, userlevel: 12 });
    expect(badLevel.json().error.fields.userlevel).toBe('error.invalidValue');
    const badEmail = await admin.put(`/api/admin/benutzer/${target.id}`, { ...body, email: 'keine-adresse' });
    expect(badEmail.json().error.fields.email).toBe('error.invalidEmail');
    const taken = await admin.put(`/api/admin/benutzer/${target.id}`, { ...body, email: SEEDED_ADMIN.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('emailTaken');
    expect((await admin.get('/api/admin/benutzer?pageSize=1000')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/benutzer?sort=password')).statusCode).toBe(400);
    // The list's parameters in the API documentation with their types; a wrong type is refused.
    expect(await publishedQueryTypes(t.app, '/api/admin/benutzer')).toEqual({
      page: 'integer',
      pageSize: 'integer',
      q: 'string',
      makler: 'boolean',
      level: 'integer',
      state: 'string',
      sort: 'string',
      dir: 'string',
    });
    const bad = [
      'page=x',
      'pageSize=4',
      'makler=vielleicht',
      'level=1.5',
      'state=weg',
      'dir=abwaerts',
      `q=${'x'.repeat(101)}`,
    ];
    expect(await notRefused((url) => admin.get(url), '/api/admin/benutzer', bad)).toEqual([]);
    expect((await admin.get('/api/admin/benutzer/abc')).json().error.code).toBe('invalidRequest');
    expect((await admin.get('/api/admin/benutzer/999999')).statusCode).toBe(404);
    const badChoice = await admin.post(`/api/admin/benutzer/${target.id}/delete`, { objekte: 'verschenken' });
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.headers['content-type']).toMatch(/application\/json/);
  });

  it('locks a user: sessions end, login is refused with userLocked; unlocking lets them in again', async () => {
    const target = await userWithPassword();
    const session = createAgent(t.app);
    await session.get('/api/userdata');
    expect((await login(session, target.username)).statusCode).toBe(200);

    const locked = await admin.post(`/api/admin/benutzer/${target.id}/lock`);
    expect(locked.statusCode).toBe(200);
    expect(locked.json().locked).toBe(true);
    expect((await session.get('/api/userdata')).json()).toEqual({ userlevel: 0 });
    const refused = await login(session, target.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('userLocked');
    // The wrong password still answers like any wrong password: the lock is not revealed.
    const guess = await session.post('/api/login', { username: target.username, password: 'Falsch!2026x' });
    expect(guess.json().error.code).toBe('incorrectEmailOrPassword');
    expect((await admin.post(`/api/admin/benutzer/${target.id}/passwordreset`, {})).json().error.code).toBe(
      'userLocked',
    );
    expect(await logRows('adminUserLocked', target.id)).toHaveLength(1);

    const unlocked = await admin.post(`/api/admin/benutzer/${target.id}/unlock`);
    expect(unlocked.json().locked).toBe(false);
    expect((await login(session, target.username)).statusCode).toBe(200);
    expect(await logRows('adminUserUnlocked', target.id)).toHaveLength(1);
  });

  it('locks, unlocks and verifies several users at once: all of them or none, each in the log', async () => {
    const [a, b] = [await userWithPassword(), await userWithPassword()];
    const unverified = await createUser(t.db, { verified_at: null });
    const session = createAgent(t.app);
    await session.get('/api/userdata');
    expect((await login(session, a.username)).statusCode).toBe(200);
    const bulk = (aktion: string, ids: number[]) => admin.post('/api/admin/benutzer/bulk', { aktion, ids });

    const locked = await bulk('lock', [a.id, b.id]);
    expect(locked.json()).toEqual({ anzahl: 2 });
    expect((await fetchUser(a.id)).locked && (await fetchUser(b.id)).locked).toBe(true);
    expect((await session.get('/api/userdata')).json()).toEqual({ userlevel: 0 });
    expect(await logRows('adminUserLocked', b.id)).toHaveLength(1);
    // Already locked users stay as they are and are not logged twice.
    expect((await bulk('lock', [a.id])).json()).toEqual({ anzahl: 0 });
    expect(await logRows('adminUserLocked', a.id)).toHaveLength(1);

    // The administrator's own account in the selection refuses the whole lock.
    const withSelf = await bulk('lock', [unverified.id, seededAdminId]);
    expect(withSelf.statusCode).toBe(409);
    expect(withSelf.json().error).toMatchObject({ code: 'ownAccount', fields: { [seededAdminId]: 'ownAccount' } });
    expect((await fetchUser(unverified.id)).locked).toBe(false);
    // An unknown id refuses the whole action too.
    expect((await bulk('unlock', [a.id, 2_000_000_000])).statusCode).toBe(404);
    expect((await fetchUser(a.id)).locked).toBe(true);

    expect((await bulk('unlock', [a.id, b.id])).json()).toEqual({ anzahl: 2 });
    expect((await login(session, a.username)).statusCode).toBe(200);
    expect((await bulk('verify', [unverified.id, a.id])).json()).toEqual({ anzahl: 1 });
    expect((await fetchUser(unverified.id)).verified).toBe(true);
    expect((await logRows('adminUserUpdated', unverified.id)).map((r) => r.data2)).toEqual(['verified_at']);

    for (const body of [
      { aktion: 'delete', ids: [a.id] },
      { aktion: 'lock', ids: [] },
      { aktion: 'lock', ids: [a.id, a.id] },
    ]) {
      const bad = await admin.post('/api/admin/benutzer/bulk', body);
      expect(bad.statusCode).toBe(400);
    }
  });

  it("mails a password-reset link in the user's language, saying the agency sent it, that sets a new password", async () => {
    const target = await userWithPassword();
    // The administrator's screen is English; the user reads German.
    const sent = await admin.post(`/api/admin/benutzer/${target.id}/passwordreset`, { lang: 'en' });
    expect(sent.statusCode).toBe(200);
    const raw = await waitForMailTo(t.config.dataDir, target.email);
    const mail = decodeMail(raw);
    expect(mail).toMatch(/Subject: Ihr neues Passwort/);
    expect(mail).toContain('Die Agentur (Standortportal Niederösterreich) hat Ihnen einen Link gesendet');
    expect(mail).not.toContain('angefordert');
    const token = linkToken(raw, 'reset');
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    const next = 'Ganz!Neu2027';
    const confirm = await agent.post('/api/passwordreset/confirm', {
      token,
      passwort: next,
      passwortWiederholung: next,
    });
    expect(confirm.statusCode).toBe(200);
    expect((await agent.post('/api/login', { username: target.username, password: next })).statusCode).toBe(200);
    expect(await logRows('adminPasswordReset', target.id)).toHaveLength(1);
  });

  it('deletes a user and hands their properties to the chosen user, in one step', async () => {
    const owner = await createUser(t.db);
    const heir = await createUser(t.db);
    const ids = await objekteOf(owner.id, 2);
    const ownerSession = await agentOf(t, owner.id);
    expect((await fetchUser(owner.id)).objektCount).toBe(2);

    const self = await admin.post(`/api/admin/benutzer/${owner.id}/delete`, {
      objekte: 'reassign',
      reassignTo: owner.id,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields.reassignTo).toBe('admin.benutzer.delete.targetInvalid');
    const missing = await admin.post(`/api/admin/benutzer/${owner.id}/delete`, {
      objekte: 'reassign',
      reassignTo: 999999,
    });
    expect(missing.statusCode).toBe(400);
    expect(await ownersOf(ids)).toEqual([owner.id, owner.id]);

    const res = await admin.post(`/api/admin/benutzer/${owner.id}/delete`, {
      objekte: 'reassign',
      reassignTo: heir.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, objekte: 2 });
    expect(await ownersOf(ids)).toEqual([heir.id, heir.id]);
    expect((await admin.get(`/api/admin/benutzer/${owner.id}`)).statusCode).toBe(404);
    expect((await ownerSession.get('/api/userdata')).json()).toEqual({ userlevel: 0 });
    expect((await logRows('adminUserDeleted', owner.id))[0]?.data2).toBe(`reassign:${heir.id},2`);
  });

  it('deletes a user and keeps their properties in the portal without an owner', async () => {
    const owner = await createUser(t.db);
    const ids = await objekteOf(owner.id, 1);
    const res = await admin.post(`/api/admin/benutzer/${owner.id}/delete`, { objekte: 'keep' });
    expect(res.json()).toEqual({ ok: true, objekte: 1 });
    expect(await ownersOf(ids)).toEqual([null]);
    expect((await logRows('adminUserDeleted', owner.id))[0]?.data2).toBe('keep,1');
  });
});

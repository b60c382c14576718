import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { agentOf } from '../test/admin';
import type { Agent } from '../test/agent';
import { createUser, objektInput, profileInput } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { decodeMail, mailsTo, waitForMailTo } from '../test/mail';
import { hashPassword } from '../user/password';

const PUBLIC = 'https://portal.example.at';
const QUICK = { JOB_POLL_SECONDS: '0.5', PUBLIC_URL: PUBLIC };

async function newObjekt(agent: Agent, name: string) {
  const id = randomUUID();
  const res = await agent.put(`/api/objekt/${id}`, { objekt: objektInput({ objektname: name }), bestaetigung: true });
  expect(res.statusCode, res.body).toBe(201);
  return id;
}

describe('workflow mails to the owner and the review digest to REVIEW_MAIL', () => {
  let t: TestApp;
  let admin: Agent;
  const reviewMail = `pruefung-${Date.now()}@agentur.example.at`;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { ...QUICK, REVIEW_MAIL: reviewMail });
    admin = await agentOf(t, (await createUser(t.db, { userlevel: 9 })).id);
  });
  afterAll(() => t?.close());

  it('mails an English owner the receipt and the release with the public link; the agency one digest an hour', async () => {
    const owner = await createUser(t.db, { lang: 'en' });
    const agent = await agentOf(t, owner.id);
    const id = await newObjekt(agent, 'Hall by the river');
    expect((await agent.post(`/api/objekt/${id}/status`, { aktion: 'einreichen' })).statusCode).toBe(200);

    const receipt = decodeMail(await waitForMailTo(t.config.dataDir, owner.email, /Received for review/));
    expect(receipt).toContain('Subject: Received for review: Hall by the river');
    expect(receipt).toContain(`${PUBLIC}/en/objekteditor/${id}`);
    expect(receipt).toMatch(/Content-Type: text\/html/);

    const digest = decodeMail(await waitForMailTo(t.config.dataDir, reviewMail, /Zur Prüfung/));
    expect(digest).toMatch(/Subject: Zur Prüfung: \d+ offen/);
    expect(digest).toContain('Hall by the river');
    expect(digest).toContain(`${PUBLIC}/de/admin/liste?pruefung=true&sort=eingang&dir=asc`);

    // A second submission within the hour: no second digest now, one waits for the next hour.
    const other = await newObjekt(agent, 'Second hall');
    expect((await agent.post(`/api/objekt/${other}/status`, { aktion: 'einreichen' })).statusCode).toBe(200);
    await waitForMailTo(t.config.dataDir, owner.email, /Second hall/);
    const digests = await t.db.execute<{ state: string; later: boolean }>(
      sql`select state, start_after > now() as later from pgboss.job where name = 'review-digest' order by created_on`,
    );
    expect(digests.rows).toEqual([
      { state: 'completed', later: false },
      { state: 'created', later: true },
    ]);
    expect(mailsTo(t.config.dataDir, reviewMail)).toHaveLength(1);

    const released = await admin.post(`/api/objekt/${id}/status`, { aktion: 'freigeben', status: STATUS.OHNE_LOGIN });
    expect(released.statusCode).toBe(200);
    const mail = decodeMail(await waitForMailTo(t.config.dataDir, owner.email, /Released/));
    expect(mail).toContain('Subject: Released: Hall by the river');
    expect(mail).toContain('visible to every visitor');
    const link = `${PUBLIC}/en/standortsuche/${id}`;
    expect(mail).toContain(link);
    // The link works without login: the listing is public.
    expect((await t.app.inject({ url: `/api/objekt/${id}` })).statusCode).toBe(200);
  });

  it('mails a German owner the release with login, the rejection and the deactivation, each with its reason', async () => {
    const owner = await createUser(t.db, { lang: 'de' });
    const agent = await agentOf(t, owner.id);
    const id = await newObjekt(agent, 'Werkhalle Süd');
    await agent.post(`/api/objekt/${id}/status`, { aktion: 'einreichen' });
    const rejected = await admin.post(`/api/objekt/${id}/status`, {
      aktion: 'ablehnen',
      grundtext: 'Die Fläche fehlt.',
    });
    expect(rejected.statusCode).toBe(200);
    const rejection = decodeMail(await waitForMailTo(t.config.dataDir, owner.email, /Nicht freigegeben/));
    expect(rejection).toContain('Subject: Nicht freigegeben: Werkhalle Süd');
    expect(rejection).toContain('Begründung: Die Fläche fehlt.');
    expect(rejection).toContain(`${PUBLIC}/de/objekteditor/${id}`);

    await agent.post(`/api/objekt/${id}/status`, { aktion: 'einreichen' });
    await admin.post(`/api/objekt/${id}/status`, { aktion: 'freigeben', status: STATUS.MIT_LOGIN });
    const release = decodeMail(await waitForMailTo(t.config.dataDir, owner.email, /Freigegeben/));
    expect(release).toContain('angemeldete Benutzerinnen und Benutzer');
    expect(release).toContain(`${PUBLIC}/de/standortsuche/${id}`);

    const off = await admin.post(`/api/objekt/${id}/status`, {
      aktion: 'deaktivieren',
      grund: 'sonstiges',
      grundtext: 'Doppelt inseriert',
    });
    expect(off.statusCode).toBe(200);
    const deactivation = decodeMail(await waitForMailTo(t.config.dataDir, owner.email, /deaktiviert/));
    expect(deactivation).toContain('Subject: Von der Agentur deaktiviert: Werkhalle Süd');
    expect(deactivation).toContain('Begründung: Sonstiges: Doppelt inseriert');

    // The owner's own deactivation mails nothing.
    const mine = await newObjekt(agent, 'Eigenes Büro');
    await agent.post(`/api/objekt/${mine}/status`, { aktion: 'einreichen' });
    await admin.post(`/api/objekt/${mine}/status`, { aktion: 'freigeben', status: STATUS.MIT_LOGIN });
    await waitForMailTo(t.config.dataDir, owner.email, /Freigegeben: Eigenes/);
    await agent.post(`/api/objekt/${mine}/status`, { aktion: 'deaktivieren', grund: 'verkauft' });
    const jobs = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'subject' like '%deaktiviert: Eigenes%'`,
    );
    expect(jobs.rows[0]?.n).toBe(0);
  });
});

describe('account mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', QUICK);
  });
  afterAll(() => t?.close());

  it('tells the user of a password change, with the login page', async () => {
    const password = 'Altes!Passwort2026';
    const user = await createUser(t.db, { lang: 'en', password_hash: await hashPassword(password) });
    const agent = await agentOf(t, user.id);
    const next = 'Neues!Passwort2027';
    const res = await agent.post('/api/account/password', {
      oldPassword: password,
      newPassword: next,
      newPasswordRepeat: next,
    });
    expect(res.statusCode).toBe(200);
    const mail = decodeMail(await waitForMailTo(t.config.dataDir, user.email, /password was changed/));
    expect(mail).toContain('Subject: Your password was changed');
    expect(mail).toContain(`${PUBLIC}/en/login`);
  });

  it('tells the old address when an administrator changes the e-mail address', async () => {
    const admin = await agentOf(t, (await createUser(t.db, { userlevel: 9 })).id);
    const user = await createUser(t.db, { lang: 'de' });
    const newEmail = `neu-${Date.now()}@example.at`;
    const res = await admin.put(`/api/admin/benutzer/${user.id}`, {
      ...profileInput(),
      email: newEmail,
      userlevel: 1,
      verified: true,
      customerNumber: null,
      shortCode: null,
      countries: [],
      photo: null,
      remark: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = decodeMail(await waitForMailTo(t.config.dataDir, user.email, /E-Mail-Adresse Ihres Kontos/));
    expect(mail).toContain(`To: ${user.email}`);
    expect(mail).toContain(`auf ${newEmail} geändert`);
    expect(mail).toContain(`${PUBLIC}/de/kontakt`);
    expect(mailsTo(t.config.dataDir, newEmail)).toHaveLength(0);
  });
});

describe('the review digest without REVIEW_MAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', QUICK);
  });
  afterAll(() => t?.close());

  it('goes to every administrator in their language', async () => {
    const de = await createUser(t.db, { userlevel: 9, lang: 'de' });
    const en = await createUser(t.db, { userlevel: 9, lang: 'en' });
    const owner = await agentOf(t, (await createUser(t.db)).id);
    const id = await newObjekt(owner, 'Lager Nord');
    await owner.post(`/api/objekt/${id}/status`, { aktion: 'einreichen' });
    expect(decodeMail(await waitForMailTo(t.config.dataDir, de.email, /Zur Prüfung/))).toContain('Lager Nord');
    const english = decodeMail(await waitForMailTo(t.config.dataDir, en.email, /For review/));
    expect(english).toContain(`${PUBLIC}/en/admin/liste?pruefung=true&sort=eingang&dir=asc`);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOf } from '../test/admin';
import type { Agent } from '../test/agent';
import { createObjekt, createUser, objektInput } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { decodeMail, mailsTo, waitForMailTo } from '../test/mail';
import { selectWaiting } from './queries';

const PUBLIC = 'https://portal.example.at';

describe.each(testDbKinds())('mails about pending changes of released listings on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  const reviewMail = `aenderungen-${Date.now()}@agentur.example.at`;
  beforeAll(async () => {
    t = await buildTestApp(kind, { JOB_POLL_SECONDS: '0.5', PUBLIC_URL: PUBLIC, REVIEW_MAIL: reviewMail });
    admin = await agentOf(t, (await createUser(t.db, { userlevel: 9 })).id);
  });
  afterAll(() => t?.close());

  const digestJobs = async () =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'review-digest'`))
      .rows[0]?.n;
  const revisionOf = async (id: string) => (await admin.get(`/api/objekt/${id}/aenderung`)).json().revision as number;

  it("lists an owner's change in the agency's digest and mails an English owner its release with the public link", async () => {
    const owner = await createUser(t.db, { lang: 'en' });
    const agent = await agentOf(t, owner.id);
    const { id } = await createObjekt(t.db, { owner: owner.id });
    const waiting = await selectWaiting(t.db);
    const changes = waiting.filter((w) => w.art === 'aenderung').length;
    const changed = objektInput({ objektname: 'Hall by the river, extended' });
    expect((await agent.put(`/api/objekt/${id}`, { objekt: changed })).statusCode).toBe(200);

    const digest = decodeMail(await waitForMailTo(t.config.dataDir, reviewMail, /Zur Prüfung/));
    expect(digest).toContain(`Subject: Zur Prüfung: ${waiting.length + 1} offen`);
    expect(digest).toContain(
      `${waiting.length - changes} neue Einreichung(en) und ${changes + 1} Änderung(en) freigegebener Inserate warten auf Prüfung`,
    );
    // Listed under the published name, marked as a change.
    expect(digest).toMatch(new RegExp(`${objektInput().objektname} \\(TEST-${id.slice(0, 8)}\\) – Änderung seit`));
    expect(digest).toContain(`${PUBLIC}/de/admin/liste`);
    // Saving the waiting change again asks for no further digest.
    expect((await agent.put(`/api/objekt/${id}`, { objekt: changed })).statusCode).toBe(200);
    expect(await digestJobs()).toBe(1);

    const release = await admin.post(`/api/objekt/${id}/aenderung/freigeben`, { revision: await revisionOf(id) });
    expect(release.statusCode, release.body).toBe(200);
    const mail = decodeMail(await waitForMailTo(t.config.dataDir, owner.email, /Change released/));
    expect(mail).toContain(`To: ${owner.email}`);
    expect(mail).toContain(`Subject: Change released: Hall by the river, extended (TEST-${id.slice(0, 8)})`);
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
    const link = `${PUBLIC}/en/standortsuche/${id}`;
    expect(mail).toContain(`<a href="${link}">View the listing</a>`);
    // The link's page shows the released change to anyone.
    const detail = await t.app.inject({ url: `/api/objekt/${id}` });
    expect(detail.json().objektname).toBe('Hall by the river, extended');
  });

  it('mails a German owner the rejection of a change with its reason and the editor link; a resubmission is collected', async () => {
    const owner = await createUser(t.db, { lang: 'de' });
    const agent = await agentOf(t, owner.id);
    const { id } = await createObjekt(t.db, { owner: owner.id });
    const changed = objektInput({ objektname: 'Werkhalle Süd, neu', kaufpreis: 650000 });
    expect((await agent.put(`/api/objekt/${id}`, { objekt: changed })).statusCode).toBe(200);

    const grund = 'Bitte den neuen Preis belegen.';
    const rejected = await admin.post(`/api/objekt/${id}/aenderung/ablehnen`, {
      revision: await revisionOf(id),
      grund,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = decodeMail(await waitForMailTo(t.config.dataDir, owner.email, /Änderung nicht freigegeben/));
    expect(mail).toContain(`Subject: Änderung nicht freigegeben: Werkhalle Süd, neu (TEST-${id.slice(0, 8)})`);
    expect(mail).toContain(`Begründung: ${grund}`);
    expect(mail).toContain('bisher veröffentlichte Fassung bleibt online');
    expect(mail).toContain(`<a href="${PUBLIC}/de/objekteditor/${id}">Änderung bearbeiten</a>`);
    expect(mail).toMatch(/Content-Type: text\/html/);

    // Once the waiting digests went out, the reworked and saved change asks for the agency's digest again
    // (this hour's was sent: the next hour's).
    await t.db.execute(sql`delete from pgboss.job where name = 'review-digest' and state = 'created'`);
    expect((await agent.put(`/api/objekt/${id}`, { objekt: { ...changed, kaufpreis: 640000 } })).statusCode).toBe(200);
    const asked = await t.db.execute<{ later: boolean }>(
      sql`select start_after > now() as later from pgboss.job where name = 'review-digest' and state = 'created'`,
    );
    expect(asked.rows).toEqual([{ later: true }]);
  });

  it('mails nothing when a change fails to be decided', async () => {
    const owner = await createUser(t.db, { lang: 'de' });
    const agent = await agentOf(t, owner.id);
    const { id } = await createObjekt(t.db, { owner: owner.id });
    await agent.put(`/api/objekt/${id}`, { objekt: objektInput({ objektname: 'Büro am Bahnhof' }) });
    const revision = await revisionOf(id);
    // A stale revision is refused (409): no mail job is written.
    expect((await admin.post(`/api/objekt/${id}/aenderung/freigeben`, { revision: revision + 1 })).statusCode).toBe(
      409,
    );
    const jobs = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'to' = ${owner.email}`,
    );
    expect(jobs.rows[0]?.n).toBe(0);
    expect(mailsTo(t.config.dataDir, owner.email)).toHaveLength(0);
  });
});

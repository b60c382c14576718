import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { jobWriter, txExecutor } from '../jobs/boss';
import { QUEUES } from '../jobs/queue';
import { agentOf } from '../test/admin';
import type { Agent } from '../test/agent';
import { createObjekt, createUser, fmMatrixInput } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { decodeMail, mailsTo, waitForMailTo } from '../test/mail';
import { waitFor } from '../test/smtp';

const QUICK = { JOB_POLL_SECONDS: '0.5', JOB_RETRY_DELAY: '1', JOB_RETRY_LIMIT: '1' };

/** A word only this suite's listings carry in their names: the saved searches look for it (q). */
const WORT = 'Quokkahalle';

describe.each(testDbKinds())('saved searches alert through the real queue on %s', (kind) => {
  let t: TestApp;
  let user: Agent;
  let admin: Agent;
  let email: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, QUICK);
    const created = await createUser(t.db, { lang: 'de' });
    email = created.email;
    user = await agentOf(t, created.id);
    admin = await agentOf(t, (await createUser(t.db, { userlevel: 9 })).id);
  });
  afterAll(() => t?.close());

  /** A listing waiting for review, named `name`. */
  const waiting = async (name: string) =>
    (await createObjekt(t.db, { owner: null, status: STATUS.IN_PRUEFUNG, overrides: { objektname: name } })).id;
  const release = async (id: string) => {
    const answer = await admin.post(`/api/objekt/${id}/status`, { aktion: 'freigeben', status: STATUS.OHNE_LOGIN });
    expect(answer.statusCode).toBe(200);
  };
  /** Waits until no alert run of the queue waits or runs. */
  const idle = (queue: string) =>
    waitFor(async () => {
      const result = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = ${queue} and state in ('created', 'retry', 'active')`,
      );
      return result.rows[0]?.n === 0 ? true : undefined;
    });
  /** The alert mails of one search (by its name in the subject), decoded. */
  const alertsOf = (name: string) =>
    mailsTo(t.config.dataDir, email)
      .map(decodeMail)
      .filter((m) => m.includes(name));
  const startDaily = () =>
    t.db.transaction((tx) => jobWriter.send(QUEUES.alertDaily, {}, { db: txExecutor(tx) }).then(() => undefined));

  it('mails a release once, ignores others, digests daily and stops after a one-click unsubscribe', async () => {
    // Matching before the searches are saved: never alerted.
    await createObjekt(t.db, { owner: null, overrides: { objektname: `${WORT} Alt` } });
    const save = (name: string, frequenz: string) =>
      user.post('/api/suchauftraege', {
        name,
        art: 'karte',
        query: `q=${WORT}&ignoreExtent=true&zoom=9`,
        lang: 'de',
        frequenz,
      });
    const sofort = await save('Quokka sofort', 'instant');
    expect(sofort.statusCode).toBe(201);
    expect(sofort.json()).toMatchObject({ query: `ignoreExtent=true&q=${WORT}&zoom=9`, bbox: null });
    expect((await save('Quokka täglich', 'daily')).statusCode).toBe(201);

    // A matching release: exactly one instant mail, with that listing and the one-click unsubscribe.
    await release(await waiting(`${WORT} Neu`));
    const mail = decodeMail(await waitForMailTo(t.config.dataDir, email, /Quokka sofort/));
    expect(mail).toContain(`${WORT} Neu`);
    expect(mail).not.toContain(`${WORT} Alt`);
    expect(mail).toMatch(/\/bilder\/240\/[\w-]+\.webp/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const unsubscribe = mail.match(
      /List-Unsubscribe: <https?:\/\/[^/]+(\/api\/suchauftraege\/abmelden\?token=[\w.-]+)>/,
    )?.[1];
    expect(unsubscribe).toBeDefined();

    // A release that does not match: no mail; the earlier listing is not sent twice.
    await release(await waiting('Wombatlager'));
    await idle(QUEUES.alertInstant);
    expect(alertsOf('Quokka sofort')).toHaveLength(1);

    // GET only asks (mail scanners open links); POST without session or CSRF token unsubscribes.
    const url = unsubscribe as string;
    expect((await t.app.inject({ url })).json()).toEqual({ name: 'Quokka sofort', frequenz: 'instant' });
    const forged = await t.app.inject({ method: 'POST', url: `${url.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(400);
    const posted = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ name: 'Quokka sofort', frequenz: 'off' });

    await release(await waiting(`${WORT} Zwei`));
    await release(await waiting(`${WORT} Drei`));
    await idle(QUEUES.alertInstant);
    expect(alertsOf('Quokka sofort')).toHaveLength(1);

    // The daily digest: one mail with every listing new since the search was saved, then nothing again.
    await startDaily();
    const digest = decodeMail(await waitForMailTo(t.config.dataDir, email, /Quokka täglich/));
    for (const name of ['Neu', 'Zwei', 'Drei']) expect(digest).toContain(`${WORT} ${name}`);
    expect(digest).not.toContain(`${WORT} Alt`);
    expect(digest).toContain('3 neue Treffer');
    await startDaily();
    await idle(QUEUES.alertDaily);
    expect(alertsOf('Quokka täglich')).toHaveLength(1);
  });

  it('mails new and changed funding programmes of a funding search, in its language', async () => {
    const saved = await user.post('/api/suchauftraege', {
      name: 'Quokka funding',
      art: 'foerderung',
      query: 'zielgruppe=Quokkazucht&unknown=1',
      lang: 'en',
      frequenz: 'instant',
    });
    expect(saved.json()).toMatchObject({ query: 'zielgruppe=Quokkazucht', bbox: null });
    const programme = (zielgruppe: string, name: string) =>
      fmMatrixInput({ name_de: name, name_en: name, zielgruppe_de: zielgruppe, zielgruppe_en: zielgruppe });
    const created = await admin.post('/api/admin/fm_matrix', programme('Quokkazucht-Betriebe', 'Quokka grant'));
    expect(created.statusCode).toBe(201);
    const first = decodeMail(await waitForMailTo(t.config.dataDir, email, /Quokka funding/));
    expect(first).toContain('New for your search “Quokka funding”');
    expect(first).toContain('Quokka grant');
    expect(first).toContain(`/en/foerderkompass/${created.json().id}?zielgruppe=Quokkazucht`);

    await admin.post('/api/admin/fm_matrix', programme('Wombat-Betriebe', 'Wombat grant'));
    await idle(QUEUES.alertInstant);
    expect(alertsOf('Quokka funding')).toHaveLength(1);

    const changed = programme('Quokkazucht-Betriebe', 'Quokka grant 2027');
    expect((await admin.put(`/api/admin/fm_matrix/${created.json().id}`, changed)).statusCode).toBe(200);
    const second = decodeMail(await waitForMailTo(t.config.dataDir, email, /Quokka funding/, 15_000, 1));
    expect(second).toContain('Quokka grant 2027');
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANFRAGEN_PER_USER } from '../../shared/domain/anfrage';
import { STATUS } from '../../shared/domain/objekt';
import { anfrage, log, type users } from '../db/schema';
import { agentOf } from '../test/admin';
import type { Agent } from '../test/agent';
import { createObjekt, createUser, objektnummerOf } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { decodeMail, waitForMailTo } from '../test/mail';
import { sendAnfrage } from './service';

const PUBLIC = 'https://portal.example.at';
const DAY_AGO = new Date(Date.now() - 2 * 24 * 3_600_000);
const MESSAGE = 'Wir suchen 5.000 m² für ein Logistikzentrum. Ist eine Teilung möglich?';

describe.each(testDbKinds())('enquiries to the lister on %s', (kind) => {
  let t: TestApp;
  let owner: typeof users.$inferSelect;
  let ownerAgent: Agent;
  let sender: typeof users.$inferSelect;
  let senderAgent: Agent;
  const copyMail = `kopie-${Date.now()}@agentur.example.at`;
  const contactMail = `kontakt-${Date.now()}@example.at`;

  beforeAll(async () => {
    t = await buildTestApp(kind, { JOB_POLL_SECONDS: '0.5', PUBLIC_URL: PUBLIC, ENQUIRY_COPY_MAIL: copyMail });
    owner = await createUser(t.db, { lang: 'de', created_at: DAY_AGO });
    ownerAgent = await agentOf(t, owner.id);
    sender = await createUser(t.db, {
      lang: 'en',
      created_at: DAY_AGO,
      title: 'Dr.',
      first_name: 'Eva',
      last_name: 'Sucher',
      company_name: 'Sucher Logistik GmbH',
    });
    senderAgent = await agentOf(t, sender.id);
  });
  afterAll(() => t?.close());

  const listing = (overrides: Record<string, unknown> = {}, status: number = STATUS.OHNE_LOGIN, ownerId = owner.id) =>
    createObjekt(t.db, { owner: ownerId, status: status as never, overrides });
  const send = (agent: Agent, id: string, body: Record<string, unknown> = {}) =>
    agent.post(`/api/objekt/${id}/anfrage`, {
      nachricht: MESSAGE,
      telefon: '+43 664 1234567',
      einwilligung: true,
      ...body,
    });
  /** The mails enqueued for a listing (pg-boss jobs of the mail queue), by recipient. */
  const enqueued = async (id: string) =>
    (
      await t.db.execute<{ to: string; subject: string; reply_to: string | null }>(
        sql`select data->>'to' as "to", data->>'subject' as subject, data->>'replyTo' as reply_to
            from pgboss.job where name = 'mail' and data->>'subject' like ${`%${objektnummerOf(id)}%`}
            order by data->>'to'`,
      )
    ).rows;

  it("stores the enquiry and mails the listing's contact (Reply-To the sender), the agency's copy and the sender", async () => {
    const { id } = await listing({ kontakte: `Anna Berger\nTel. +43 2742 12345\n${contactMail}` });
    const res = await send(senderAgent, id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: expect.any(Number), createdAt: expect.any(String) });

    const [row] = await t.db.select().from(anfrage).where(eq(anfrage.objekt, id));
    expect(row).toMatchObject({
      absender: sender.id,
      name: 'Dr. Eva Sucher',
      email: sender.email,
      firma: 'Sucher Logistik GmbH',
      telefon: '+43 664 1234567',
      nachricht: MESSAGE,
      einwilligung: true,
      empfaenger: contactMail,
    });
    const logged = await t.db
      .select()
      .from(log)
      .where(and(eq(log.action, 'anfrageSent'), eq(log.data1, id)));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.userid).toBe(sender.id);

    const nummer = objektnummerOf(id);
    const toContact = decodeMail(await waitForMailTo(t.config.dataDir, contactMail, /Anfrage zu/));
    expect(toContact).toContain(`Subject: Anfrage zu Betriebsgrundstück am Wirtschaftspark (${nummer})`);
    expect(toContact).toContain(`Reply-To: ${sender.email}`);
    expect(toContact).toContain(MESSAGE);
    expect(toContact).toContain('Sucher Logistik GmbH');
    expect(toContact).toContain('Telefon: +43 664 1234567');
    expect(toContact).toContain(`${PUBLIC}/de/konto/immobilien`);
    const copy = decodeMail(await waitForMailTo(t.config.dataDir, copyMail, new RegExp(nummer)));
    expect(copy).toContain(`Subject: Kopie: Anfrage zu`);
    expect(copy).toContain(`Sie ging an ${contactMail}`);
    expect(copy).toContain(`Reply-To: ${sender.email}`);
    expect(copy).toContain(`${PUBLIC}/de/admin/objekt/${id}`);
    const confirmation = decodeMail(await waitForMailTo(t.config.dataDir, sender.email, new RegExp(nummer)));
    expect(confirmation).toContain('Subject: Your enquiry about Betriebsgrundstück am Wirtschaftspark');
    expect(confirmation).toContain(MESSAGE);
    expect(confirmation).toContain(`${PUBLIC}/en/standortsuche/${id}`);
    expect(confirmation).not.toContain('Reply-To');
  });

  it('refuses bad input with 400: a short message, a wrong phone number, no consent', async () => {
    const { id } = await listing();
    const short = await send(senderAgent, id, { nachricht: '  kurz   ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      code: 'invalidRequest',
      fields: { nachricht: 'error.anfrageNachrichtKurz' },
    });
    const long = await send(senderAgent, id, { nachricht: 'x'.repeat(4001) });
    expect(long.json().error.fields).toEqual({ nachricht: 'error.maxLength' });
    const phone = await send(senderAgent, id, { telefon: 'ruf mich an' });
    expect(phone.json().error).toMatchObject({ code: 'invalidRequest', fields: { telefon: 'error.invalidPhone' } });
    const consent = await send(senderAgent, id, { einwilligung: false });
    expect(consent.statusCode).toBe(400);
    expect(consent.json().error).toMatchObject({
      code: 'consentRequired',
      fields: { einwilligung: 'error.consentRequired' },
    });
    // Nothing was stored or mailed; an empty phone field is no number.
    expect(await t.db.select().from(anfrage).where(eq(anfrage.objekt, id))).toEqual([]);
    expect((await send(senderAgent, id, { telefon: '' })).statusCode).toBe(201);
    const [row] = await t.db.select().from(anfrage).where(eq(anfrage.objekt, id));
    expect(row?.telefon).toBeNull();
  });

  it('answers 404 for a listing the sender may not see, 409 for their own, 401 without login', async () => {
    const draft = await listing({}, STATUS.ENTWURF);
    expect((await send(senderAgent, draft.id)).json().error.code).toBe('notFound');
    const expired = await createObjekt(t.db, { owner: owner.id, istabgelaufen: true });
    expect((await send(senderAgent, expired.id)).statusCode).toBe(404);
    expect((await send(senderAgent, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const own = await listing();
    const mine = await send(ownerAgent, own.id);
    expect(mine.statusCode).toBe(409);
    expect(mine.json().error.code).toBe('ownListing');
    expect((await send(await agentOf(t, null), own.id)).statusCode).toBe(401);
    // An administrator sees the draft but cannot send an enquiry about it.
    const admin = await agentOf(t, (await createUser(t.db, { userlevel: 9, created_at: DAY_AGO })).id);
    expect((await send(admin, draft.id)).json().error.code).toBe('anfrageNotOnline');
  });

  it('allows one enquiry per user and listing in 24 hours and ten per user, then 429', async () => {
    const limited = await createUser(t.db, { created_at: DAY_AGO });
    const agent = await agentOf(t, limited.id);
    const first = await listing();
    expect((await send(agent, first.id)).statusCode).toBe(201);
    const again = await send(agent, first.id);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('anfrageAlreadySent');
    // A day later the same listing may be asked again.
    await t.db.update(anfrage).set({ created_at: DAY_AGO }).where(eq(anfrage.absender, limited.id));
    expect((await send(agent, first.id)).statusCode).toBe(201);
    for (let i = 1; i < ANFRAGEN_PER_USER; i++) expect((await send(agent, (await listing()).id)).statusCode).toBe(201);
    const over = await send(agent, (await listing()).id);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('tooManyAnfragen');
  });

  it('asks accounts younger than a day for a solved captcha', async () => {
    const fresh = await agentOf(t, (await createUser(t.db)).id);
    const { id } = await listing();
    const without = await send(fresh, id);
    expect(without.statusCode).toBe(401);
    expect(without.json().error.code).toBe('captchaRequired');
    expect((await send(fresh, id, { captcha: 'bm90IGEgc29sdXRpb24=' })).json().error.code).toBe('captchaInvalid');
    const solved = await fresh.solveCaptcha();
    expect((await send(fresh, id, { captcha: solved })).statusCode).toBe(201);
  });

  it("mails the owner's account without a contact address, the agency without an owner; no copy when switched off", async () => {
    const ctx = {
      db: t.db,
      publicUrl: PUBLIC,
      copyMail: undefined,
      reviewMail: undefined,
      checkCaptcha: async () => null,
    };
    const viewer = { id: sender.id, userlevel: 1, sessionId: 'test' };
    const source = { viewer, ip: '127.0.0.1' };
    const body = { nachricht: MESSAGE, einwilligung: true };

    const ownerOnly = await listing({ kontakte: 'Anna Berger, +43 2742 12345' });
    await sendAnfrage(ctx, viewer, ownerOnly.id, body, source);
    expect((await enqueued(ownerOnly.id)).map((m) => m.to).sort()).toEqual([owner.email, sender.email].sort());

    const agency = await createObjekt(t.db, { owner: null, overrides: { kontakte: null } });
    await sendAnfrage({ ...ctx, reviewMail: 'pruefung@agentur.example.at' }, viewer, agency.id, body, source);
    const mails = await enqueued(agency.id);
    expect(mails.map((m) => m.to).sort()).toEqual(['pruefung@agentur.example.at', sender.email].sort());
    expect(mails.find((m) => m.to !== sender.email)?.reply_to).toBe(sender.email);

    // Without REVIEW_MAIL every administrator gets it, as the review digest.
    const admin = await createUser(t.db, { userlevel: 9 });
    const noAgency = await createObjekt(t.db, { owner: null, overrides: { kontakte: null } });
    await sendAnfrage(ctx, viewer, noAgency.id, body, source);
    expect((await enqueued(noAgency.id)).map((m) => m.to)).toContain(admin.email);
  });

  it('shows the enquiries to the owner and administrators only, and counts them per own listing', async () => {
    const { id } = await listing();
    expect((await send(senderAgent, id, { telefon: null })).statusCode).toBe(201);
    const list = await ownerAgent.get(`/api/objekt/${id}/anfragen`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        objektId: id,
        name: 'Dr. Eva Sucher',
        email: sender.email,
        telefon: null,
        nachricht: MESSAGE,
      }),
    ]);
    expect(Object.keys(list.json()[0]).sort()).toEqual(
      ['createdAt', 'email', 'empfaenger', 'firma', 'id', 'name', 'nachricht', 'objektId', 'telefon'].sort(),
    );
    const admin = await agentOf(t, (await createUser(t.db, { userlevel: 9 })).id);
    expect((await admin.get(`/api/objekt/${id}/anfragen`)).json()).toHaveLength(1);
    // The sender (who sees the listing) is refused with 403, a listing they cannot see with 404.
    expect((await senderAgent.get(`/api/objekt/${id}/anfragen`)).statusCode).toBe(403);
    const draft = await listing({}, STATUS.ENTWURF);
    expect((await senderAgent.get(`/api/objekt/${draft.id}/anfragen`)).statusCode).toBe(404);
    expect((await (await agentOf(t, null)).get(`/api/objekt/${id}/anfragen`)).statusCode).toBe(401);

    const counts = (await ownerAgent.get('/api/anfragen/anzahl')).json() as { objektId: string; anzahl: number }[];
    expect(counts.find((c) => c.objektId === id)).toMatchObject({ anzahl: 1, letzte: expect.any(String) });
    expect((await senderAgent.get('/api/anfragen/anzahl')).json()).toEqual([]);
  });
});

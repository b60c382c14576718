import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import type { StatistikLogPage, StatistikLogRow } from '../../shared/schemas/statistik';
import { log, userToken } from '../db/schema';
import { adminTestAgents, agentOf } from '../test/admin';
import type { Agent } from '../test/agent';
import { parseCsv } from '../test/csv';
import {
  createObjekt,
  createUser,
  fmMatrixInput,
  glossarInput,
  karteInput,
  objektInput,
  pngImage,
  slugInput,
} from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { mailsTo, waitForMailTo } from '../test/mail';
import { CSV_HEADER } from './statistik-service';

/** The description as the editor stores it on creation (line breaks as HTML): a save of it changes nothing. */
const STORED = { detailbeschreibung: 'Ebenes Grundstück.<br>Voll aufgeschlossen.' };

describe.each(testDbKinds())('the audit trail of properties on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let member: Agent;
  let anonymous: Agent;
  let owner: Agent;
  let ownerId: number;
  let ownerEmail: string;
  let adminEmail: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const adminUser = await createUser(t.db, { userlevel: 9 });
    adminEmail = adminUser.username;
    admin = await agentOf(t, adminUser.id);
    ({ member, anonymous } = await adminTestAgents(t));
    const user = await createUser(t.db);
    ownerId = user.id;
    ownerEmail = user.username;
    owner = await agentOf(t, ownerId);
  });
  afterAll(() => t.close());

  const entries = async (query: string, agent = admin) => {
    const res = await agent.get(`/api/admin/statistik/log?pageSize=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as StatistikLogPage).items;
  };
  const byAction = (rows: StatistikLogRow[], action: string) => rows.filter((r) => r.action === action);

  it('records a save field by field (old → new) and keeps every entry after the property is deleted', async () => {
    const id = randomUUID();
    const created = await owner.put(`/api/objekt/${id}`, { objekt: objektInput(), bestaetigung: true });
    expect(created.statusCode, created.body).toBe(201);
    const nummer: string = created.json().objektnummer;

    // A refused save leaves no entry: the entry is written with the change or not at all.
    const refused = await owner.put(`/api/objekt/${id}`, { objekt: objektInput({ plz: '31' }) });
    expect(refused.statusCode).toBe(400);

    const saved = await owner.put(`/api/objekt/${id}`, {
      objekt: objektInput({ ...STORED, objektname: 'Halle mit Kran', kaufpreis: 650000, widmungen: ['BB', 'BI'] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const submitted = await owner.post(`/api/objekt/${id}/status`, { aktion: 'einreichen' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await admin.delete(`/api/objekt/${id}`)).statusCode).toBe(200);

    const rows = await entries(`objektnummer=${nummer}`);
    expect(rows.every((r) => r.objektnummer === nummer && r.data1 === id)).toBe(true);
    expect(rows.map((r) => r.action).reverse()).toEqual([
      'objektCreated',
      'objektSaved',
      'objektStatusChanged',
      'objektDeleted',
    ]);
    const [save] = byAction(rows, 'objektSaved');
    expect(save?.email).toBe(ownerEmail);
    expect(save?.details?.felder).toEqual([
      { feld: 'objektname', alt: objektInput().objektname, neu: 'Halle mit Kran' },
      { feld: 'kaufpreis', alt: 720000, neu: 650000 },
      { feld: 'widmungen', alt: ['BB'], neu: ['BB', 'BI'] },
    ]);
    // The property is gone; its entries still name it as it was.
    expect(save?.objektname).toBeNull();
    expect(save?.data2).toBe('Halle mit Kran');
    const submit = byAction(rows, 'objektStatusChanged').at(-1);
    expect(submit?.details?.status).toEqual({
      aktion: 'einreichen',
      von: STATUS.IN_BEARBEITUNG,
      nach: STATUS.IN_PRUEFUNG,
    });
    const deleted = byAction(rows, 'objektDeleted')[0];
    expect(deleted).toMatchObject({ email: adminEmail, data2: 'Halle mit Kran', objektnummer: nummer });
    expect((await t.db.select().from(log).where(eq(log.data1, id))).length).toBe(rows.length);
  });

  it('records a deactivation with its reason and the files added, reordered and removed', async () => {
    const { id, bild } = await createObjekt(t.db, { owner: ownerId, status: STATUS.OHNE_LOGIN });
    const [row] = await entries(`q=${id}`);
    expect(row).toBeUndefined();
    const upload = await admin.upload(`/api/objekt/${id}/bilder`, 'lageplan.png', await pngImage(), 'image/png');
    expect(upload.statusCode, upload.body).toBe(201);
    const neu = upload.json();
    expect((await admin.put(`/api/objekt/${id}/bilder`, { msids: [neu.msid, bild] })).statusCode).toBe(200);
    expect((await admin.delete(`/api/objekt/${id}/bilder/${bild}`)).statusCode).toBe(200);
    const off = await admin.post(`/api/objekt/${id}/status`, {
      aktion: 'deaktivieren',
      grund: 'verkauft',
      grundtext: 'an einen Nachbarn',
    });
    expect(off.statusCode, off.body).toBe(200);

    const rows = await entries(`objektnummer=TEST-${id.slice(0, 8)}`);
    expect(rows.map((r) => [r.action, r.details?.dateien ?? null]).reverse()).toEqual([
      ['objektImageAdded', ['lageplan.png']],
      ['objektImagesReordered', ['lageplan.png', 'foto.png']],
      ['objektImageRemoved', ['foto.png']],
      ['objektStatusChanged', null],
    ]);
    expect(rows[0]?.details).toEqual({
      status: { aktion: 'deaktivieren', von: STATUS.OHNE_LOGIN, nach: STATUS.DEAKTIVIERT },
      grund: 'verkauft: an einen Nachbarn',
    });
  });

  it("records an owner's pending change and its release with the fields it changed", async () => {
    const { id } = await createObjekt(t.db, { owner: ownerId, status: STATUS.OHNE_LOGIN, overrides: STORED });
    const nummer = `TEST-${id.slice(0, 8)}`;
    const saved = await owner.put(`/api/objekt/${id}`, { objekt: objektInput({ ...STORED, kaufpreis: 500000 }) });
    expect(saved.statusCode, saved.body).toBe(200);
    const upload = await owner.upload(`/api/objekt/${id}/bilder`, 'neu.png', await pngImage(), 'image/png');
    expect(upload.statusCode, upload.body).toBe(201);
    const { revision } = (await admin.get(`/api/objekt/${id}/aenderung`)).json();
    expect((await admin.post(`/api/objekt/${id}/aenderung/freigeben`, { revision })).statusCode).toBe(200);

    const rows = (await entries(`objektnummer=${nummer}`)).reverse();
    expect(rows.map((r) => [r.action, r.email])).toEqual([
      ['aenderungSaved', ownerEmail],
      ['objektImageAdded', ownerEmail],
      ['aenderungReleased', adminEmail],
      ['objektImageAdded', adminEmail],
    ]);
    expect(rows[0]?.details).toEqual({ felder: [{ feld: 'kaufpreis', alt: 720000, neu: 500000 }], ausstehend: true });
    expect(rows[1]?.details).toEqual({ dateien: ['neu.png'], ausstehend: true });
    expect(rows[2]?.details).toEqual({ felder: [{ feld: 'kaufpreis', alt: 720000, neu: 500000 }] });
    expect(rows[3]?.details).toEqual({ dateien: ['neu.png'] });
  });

  it('records the new owner of each property when its owner is deleted', async () => {
    const leaving = await createUser(t.db);
    const heir = await createUser(t.db);
    const { id } = await createObjekt(t.db, { owner: leaving.id, status: STATUS.OHNE_LOGIN });
    const res = await admin.post(`/api/admin/benutzer/${leaving.id}/delete`, {
      objekte: 'reassign',
      reassignTo: heir.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await entries(`objektnummer=TEST-${id.slice(0, 8)}&action=objektOwnerChanged`);
    expect(entry?.details?.owner).toEqual({ von: leaving.id, nach: heir.id, email: heir.username });
    const [deleted] = await entries(`action=adminUserDeleted&q=${leaving.id}`);
    expect(deleted?.data2).toBe(`reassign:${heir.id},1`);
  });

  it('filters by property number, user and action together', async () => {
    const other = await createUser(t.db);
    const otherAgent = await agentOf(t, other.id);
    const mine = await createObjekt(t.db, { owner: ownerId, status: STATUS.IN_BEARBEITUNG });
    const theirs = await createObjekt(t.db, { owner: other.id, status: STATUS.IN_BEARBEITUNG });
    const save = (agent: Agent, id: string, objektname: string) =>
      agent.put(`/api/objekt/${id}`, { objekt: objektInput({ objektname }) });
    expect((await save(owner, mine.id, 'Meine Halle')).statusCode).toBe(200);
    expect((await save(otherAgent, theirs.id, 'Fremde Halle')).statusCode).toBe(200);
    expect((await admin.post(`/api/objekt/${mine.id}/status`, { aktion: 'einreichen' })).statusCode).toBe(200);

    const mineNr = `TEST-${mine.id.slice(0, 8)}`;
    expect((await entries(`objektnummer=${mineNr}`)).map((r) => r.action)).toEqual([
      'objektStatusChanged',
      'objektSaved',
    ]);
    // Part of the number is enough, without regard to case.
    expect((await entries(`objektnummer=${mineNr.slice(5).toUpperCase()}`)).length).toBe(2);
    expect((await entries(`objektnummer=${mineNr}&action=objektSaved`)).map((r) => r.data2)).toEqual(['Meine Halle']);
    const byUser = await entries(`user=${encodeURIComponent(other.username)}`);
    expect(byUser.map((r) => [r.action, r.data1])).toEqual([['objektSaved', theirs.id]]);
    expect(await entries(`user=${encodeURIComponent(other.username)}&objektnummer=${mineNr}`)).toEqual([]);
    expect(
      (await entries(`user=${encodeURIComponent(adminEmail)}&objektnummer=${mineNr}`)).map((r) => r.action),
    ).toEqual(['objektStatusChanged']);
    expect((await admin.get('/api/admin/statistik/log?action=objektSaved,nonsense')).statusCode).toBe(400);
  });

  it('exports the filtered audit entries as CSV with action names and changes in the chosen language', async () => {
    const { id } = await createObjekt(t.db, { owner: ownerId, status: STATUS.IN_BEARBEITUNG, overrides: STORED });
    const nummer = `TEST-${id.slice(0, 8)}`;
    const saved = await owner.put(`/api/objekt/${id}`, {
      objekt: objektInput({ ...STORED, objektname: 'Halle; "Nord"' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.delete(`/api/objekt/${id}`)).statusCode).toBe(200);

    const csv = async (lang: string) => {
      const res = await admin.get(`/api/admin/statistik/log.csv?objektnummer=${nummer}&lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      return parseCsv(res.body.replace(/^\uFEFF/, ''));
    };
    const de = await csv('de');
    expect(de[0]).toEqual([...CSV_HEADER]);
    expect(de.slice(1).map((r) => [r[1], r[2], r[3], r[4], r[5]])).toEqual([
      ['objektDeleted', 'Immobilie gelöscht', ownerEmail, nummer, 'Halle; "Nord"'],
      ['objektSaved', 'Immobilie gespeichert', ownerEmail, nummer, 'Halle; "Nord"'],
    ]);
    expect(de[2]?.[6]).toBe(`Objektname: ${objektInput().objektname} → Halle; "Nord"`);
    const en = await csv('en');
    expect(en.slice(1).map((r) => r[2])).toEqual(['Property deleted', 'Property saved']);
    expect(en[2]?.[6]).toBe(`Property name: ${objektInput().objektname} → Halle; "Nord"`);

    expect((await admin.get('/api/admin/statistik/log.csv?lang=fr')).statusCode).toBe(400);
    expect((await member.get(`/api/admin/statistik/log.csv?objektnummer=${nummer}`)).statusCode).toBe(403);
    expect((await anonymous.get(`/api/admin/statistik/log.csv?objektnummer=${nummer}`)).statusCode).toBe(401);
    expect((await member.get(`/api/admin/statistik/log?objektnummer=${nummer}`)).statusCode).toBe(403);
  });

  it("records the administrators' editors: what changed in a save, and what was deleted", async () => {
    const karte = (await admin.post('/api/admin/karten', karteInput({ title: 'Audit-Ebene', reihenfolge: 90 }))).json();
    // The same layer again but for its order: only that field is an entry's change (the style reads back equal).
    const moved = await admin.put(
      `/api/admin/karten/${karte.id}`,
      karteInput({ title: 'Audit-Ebene', reihenfolge: 92 }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await admin.delete(`/api/admin/karten/${karte.id}`)).statusCode).toBe(200);
    const karten = await entries(`action=karteCreated,karteUpdated,karteDeleted&q=Audit-Ebene`);
    expect(karten.map((r) => [r.action, r.data1, r.email])).toEqual([
      ['karteDeleted', String(karte.id), adminEmail],
      ['karteUpdated', String(karte.id), adminEmail],
      ['karteCreated', String(karte.id), adminEmail],
    ]);
    expect(karten[1]?.details).toEqual({ felder: [{ feld: 'reihenfolge', alt: 90, neu: 92 }] });

    const slug = (await admin.post('/api/admin/slug', slugInput({ slug: 'auditkurz' }))).json();
    await admin.put(`/api/admin/slug/${slug.id}`, slugInput({ slug: 'auditkurz', title: 'Neuer Titel' }));
    const glossar = (await admin.post('/api/admin/glossar', glossarInput({ titel_de: 'Auditbegriff' }))).json();
    await admin.put(
      `/api/admin/glossar/${glossar.id}`,
      glossarInput({ titel_de: 'Auditbegriff', keywords_en: ['audit'] }),
    );
    const fm = (await admin.post('/api/admin/fm_matrix', fmMatrixInput({ name_de: 'Auditförderung' }))).json();
    await admin.put(`/api/admin/fm_matrix/${fm.id}`, fmMatrixInput({ name_de: 'Auditförderung', sortierung: 7 }));
    const [slugEntry] = await entries(`action=slugUpdated&q=auditkurz`);
    expect(slugEntry?.details?.felder).toEqual([{ feld: 'title', alt: 'Testtitel Förderkompass', neu: 'Neuer Titel' }]);
    const [glossarEntry] = await entries(`action=glossarUpdated&q=Auditbegriff`);
    expect(glossarEntry?.details?.felder).toEqual([{ feld: 'keywords_en', alt: ['test'], neu: ['audit'] }]);
    const [fmEntry] = await entries(`action=fmMatrixUpdated&q=Auditförderung`);
    expect(fmEntry?.details?.felder).toEqual([{ feld: 'sortierung', alt: 5, neu: 7 }]);

    // Locking a user is logged with the lock, in its transaction.
    const user = await createUser(t.db);
    expect((await admin.post(`/api/admin/benutzer/${user.id}/lock`)).statusCode).toBe(200);
    const [locked] = await entries(`action=adminUserLocked&user=${encodeURIComponent(adminEmail)}`);
    expect(locked?.data1).toBe(String(user.id));

    // The export reads the changes with the editor's labels.
    const res = await admin.get('/api/admin/statistik/log.csv?action=karteUpdated,fmMatrixUpdated&q=Audit&lang=de');
    const details = parseCsv(res.body.replace(/^\uFEFF/, ''))
      .slice(1)
      .map((r) => [r[2], r[6]]);
    expect(details).toEqual([
      ['Förderung geändert', 'Sortierung: 5 → 7'],
      ['Kartenebene geändert', 'Reihenfolge: 90 → 92'],
    ]);
  });

  it('records each maintenance mark set and removed, and each untouched new campaign discarded, in both languages', async () => {
    for (const bereiche of [['glossar'], ['foerderkompass', 'glossar'], []]) {
      expect((await admin.put('/api/admin/wartung', { bereiche })).statusCode).toBe(200);
    }
    const wartung = await entries('action=wartungSet,wartungRemoved');
    expect(wartung.map((r) => [r.action, r.data1, r.email])).toEqual([
      ['wartungRemoved', 'glossar', adminEmail],
      ['wartungRemoved', 'foerderkompass', adminEmail],
      ['wartungSet', 'foerderkompass', adminEmail],
      ['wartungSet', 'glossar', adminEmail],
    ]);

    // The editor of a new campaign left untouched; one worked on stays, and its discard writes nothing.
    const untouched = (await admin.post('/api/admin/kampagnen')).json() as { id: number };
    expect((await admin.post(`/api/admin/kampagnen/${untouched.id}/verwerfen`)).json()).toEqual({ verworfen: true });
    const kept = (await admin.post('/api/admin/kampagnen')).json() as { id: number };
    await admin.upload(`/api/admin/kampagnen/${kept.id}/bilder`, 'foto.png', await pngImage(), 'image/png');
    expect((await admin.post(`/api/admin/kampagnen/${kept.id}/verwerfen`)).json()).toEqual({ verworfen: false });
    // A day-old leftover goes when the next campaign is created.
    const left = (await admin.post('/api/admin/kampagnen')).json() as { id: number };
    await t.db.execute(
      sql`update kampagne set created_at = now() - interval '2 days', updated_at = now() - interval '2 days'
        where id = ${left.id}`,
    );
    await admin.post('/api/admin/kampagnen');
    const discarded = await entries('action=kampagneDiscarded');
    expect(discarded.map((r) => [r.data1, r.email])).toEqual([
      [String(left.id), adminEmail],
      [String(untouched.id), adminEmail],
    ]);

    const names = async (lang: string) => {
      const res = await admin.get(`/api/admin/statistik/log.csv?action=wartungSet,kampagneDiscarded&lang=${lang}`);
      return new Set(
        parseCsv(res.body.replace(/^\uFEFF/, ''))
          .slice(1)
          .map((r) => r[2]),
      );
    };
    expect(await names('de')).toEqual(new Set(['Wartungshinweis gesetzt', 'Unbearbeitete neue Kampagne verworfen']));
    expect(await names('en')).toEqual(new Set(['Maintenance notice set', 'Untouched new campaign discarded']));
  });

  it("writes an administrator's password link with its audit entry: neither goes without the other", async () => {
    const user = await createUser(t.db);
    const links = async () =>
      (
        await t.db
          .select()
          .from(userToken)
          .where(and(eq(userToken.user, user.id), eq(userToken.purpose, 'reset')))
      ).length;
    // The log refuses the entry: then no link is made and no mail waits to be sent.
    await t.db.execute(sql`create function refuse_audit() returns trigger language plpgsql
      as $$ begin raise exception 'audit entry refused'; end $$`);
    await t.db.execute(sql`create trigger refuse_audit before insert on log for each row
      when (new.action = 'adminPasswordReset') execute function refuse_audit()`);
    try {
      const refused = await admin.post(`/api/admin/benutzer/${user.id}/passwordreset`, { lang: 'de' });
      expect(refused.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_audit on log`);
      await t.db.execute(sql`drop function refuse_audit()`);
    }
    expect(await links()).toBe(0);
    expect(await entries(`action=adminPasswordReset&q=${user.id}`)).toEqual([]);

    expect((await admin.post(`/api/admin/benutzer/${user.id}/passwordreset`, { lang: 'de' })).statusCode).toBe(200);
    expect(await links()).toBe(1);
    const [entry] = await entries(`action=adminPasswordReset&user=${encodeURIComponent(adminEmail)}`);
    expect(entry?.data1).toBe(String(user.id));
    // One mail: the refused request sent none (the queue sends in order; the mails of this file's earlier
    // tests may still be ahead of it).
    await waitForMailTo(t.config.dataDir, user.email, /./, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(t.config.dataDir, user.email)).toHaveLength(1);
  });
});

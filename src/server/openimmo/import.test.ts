import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJEKTART, STATUS } from '../../shared/domain/objekt';
import { type ImportBericht, OPENIMMO_MAX_BYTES, OPENIMMO_MAX_ZIP_ENTRIES } from '../../shared/domain/openimmo';
import {
  importLauf,
  objekt,
  objektAenderung,
  objektbild,
  objektHistorie,
  openimmoObjekt,
  uebersetzung,
} from '../db/schema';
import { agentOf } from '../test/admin';
import type { Agent } from '../test/agent';
import { createUser } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { decodeMail, waitForMailTo } from '../test/mail';
import { feedXml, feedZip, type TestImmobilie, zipOf } from './fixtures/feed';

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe.each(testDbKinds())('OpenImmo import on %s', (kind) => {
  let t: TestApp;
  let broker: Agent;
  let brokerId: number;
  let brokerEmail: string;
  let images: Record<string, Uint8Array>;

  const send = (agent: Agent, body: Buffer, filename = 'feed.zip', query = '') =>
    agent.upload(`/api/import/openimmo${query}`, filename, body);
  const sendFeed = async (umfang: 'VOLL' | 'TEIL', objekte: TestImmobilie[], agent = broker) => {
    const res = await send(agent, feedZip(feedXml(umfang, objekte), images));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ImportBericht & { id: string };
  };
  const imported = async (key: string) => {
    const [row] = await t.db
      .select({
        id: objekt.id,
        status: objekt.status,
        versionsnummer: objekt.versionsnummer,
        objektname: objekt.objektname,
      })
      .from(openimmoObjekt)
      .innerJoin(objekt, eq(objekt.id, openimmoObjekt.objekt))
      .where(and(eq(openimmoObjekt.makler, brokerId), eq(openimmoObjekt.schluessel, key)));
    return row;
  };
  const runs = async () => (await t.db.select({ n: count() }).from(importLauf))[0]?.n;
  const objects = async () => (await t.db.select({ n: count() }).from(objekt))[0]?.n;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const user = await createUser(t.db, { makler: true, lang: 'en' });
    brokerId = user.id;
    brokerEmail = user.email;
    broker = await agentOf(t, user.id);
    images = { 'bilder/aussen.png': await png('#1c7ed6'), 'bilder/innen.png': await png('#e03131') };
  });
  afterAll(() => t.close());

  const buero: TestImmobilie = {
    obid: 'OB-1',
    bilder: ['bilder/aussen.png', 'bilder/innen.png'],
    kaltmiete: '4200',
    teilbarAb: '120',
  };
  const halle: TestImmobilie = {
    obid: 'OB-2',
    objektart: 'hallen_lager_prod',
    kauf: true,
    miete: false,
    kaufpreis: '1250000',
    nutzflaeche: '2400',
    hallenhoehe: '8.5',
    kran: true,
    koordinaten: [16.3857, 48.0842],
    plz: '2351',
    ort: 'Wiener Neudorf',
    titel: 'Produktionshalle mit Kran',
  };
  const grundstueck: TestImmobilie = {
    obid: 'OB-3',
    objektart: 'grundstueck',
    kauf: true,
    miete: false,
    kaufpreis: '0',
    titel: 'Betriebsgrundstück Ost',
    extra:
      '<user_defined_simplefield feldname="polygon_wkt">POLYGON((15.62 48.20,15.63 48.20,15.63 48.21,15.62 48.21,15.62 48.20))</user_defined_simplefield>',
  };

  const ohneEn: TestImmobilie = { obid: 'OB-E', titelEn: null };

  it('imports commercial objects of Lower Austria with images from a ZIP, refuses the others with reasons, and mails the report', async () => {
    const wohnung: TestImmobilie = { obid: 'OB-W', nutzungsart: 'WOHNEN', objektart: 'wohnung' };
    const muenchen: TestImmobilie = {
      obid: 'OB-M',
      plz: '80331',
      ort: 'München',
      land: 'DEU',
      koordinaten: [11.5755, 48.1372],
    };
    const wien: TestImmobilie = { obid: 'OB-V', plz: '1010', ort: 'Wien', koordinaten: [16.3725, 48.2083] };
    const bericht = await sendFeed('VOLL', [buero, halle, grundstueck, wohnung, muenchen, wien, ohneEn, { ...buero }]);
    expect(bericht).toMatchObject({ created: 4, changed: 0, unchanged: 0, deactivated: 0 });
    expect(bericht.refused).toEqual([
      { obid: 'OB-W', reason: 'notCommercial' },
      { obid: 'OB-M', reason: 'outsideRegion', detail: '80331 München' },
      { obid: 'OB-V', reason: 'outsideRegion', detail: '1010 Wien' },
      { obid: 'OB-1', reason: 'duplicateKey' },
    ]);
    // Without the English texts a submission needs, the listing is created and kept in progress for the editor.
    const ohneEnglisch = await imported('OB-E');
    expect(ohneEnglisch?.status).toBe(STATUS.IN_BEARBEITUNG);
    expect(bericht.incomplete).toEqual([
      { obid: 'OB-E', objekt: ohneEnglisch?.id, detail: 'uebersetzung.objektname_en: error.translationRequired' },
    ]);

    const office = await imported('OB-1');
    expect(office?.status).toBe(STATUS.IN_PRUEFUNG);
    const [row] = await t.db
      .select()
      .from(objekt)
      .where(eq(objekt.id, office?.id ?? ''));
    expect(row).toMatchObject({
      objektart: OBJEKTART.BUERO,
      owner: brokerId,
      plz: '3100',
      bezirk: '302',
      strasse: 'Kremser Landstraße 5',
      istmietobjekt: true,
      istkaufobjekt: false,
      mietpreis: 4200,
      mietpreisproqm: 10,
      flaecheinqm: 420,
      istteilbar: true,
      kleinsteflaecheinqm: 120,
      lageerreichbarkeit: 'Fünf Minuten zum Hauptbahnhof.',
      detailbeschreibung: 'Helle Büros &amp; Besprechungsräume.<br>Mit Tiefgarage.',
      kontakte: 'Anna Berger\nBerger Immobilien\nTel. +43 2742 12345\nanna@berger.example',
    });
    const [en] = await t.db
      .select()
      .from(uebersetzung)
      .where(eq(uebersetzung.objekt, office?.id ?? ''));
    expect(en?.objektname_en).toBe('Office OB-1 in St. Pölten');
    const bilder = await t.db
      .select()
      .from(objektbild)
      .where(eq(objektbild.objekt, office?.id ?? ''))
      .orderBy(objektbild.reihenfolge);
    expect(bilder.map((b) => [b.mimetype, b.crmfilename, b.titel, b.width])).toEqual([
      ['image/webp', 'aussen.png', 'Bild 1', 64],
      ['image/webp', 'innen.png', 'Bild 2', 64],
    ]);
    const historie = await t.db
      .select()
      .from(objektHistorie)
      .where(eq(objektHistorie.objekt, office?.id ?? ''));
    expect(historie.map((h) => h.aktion).sort()).toEqual(['einreichen', 'erstellen']);

    const hall = await imported('OB-2');
    const [hallRow] = await t.db
      .select()
      .from(objekt)
      .where(eq(objekt.id, hall?.id ?? ''));
    expect(hallRow).toMatchObject({
      objektart: OBJEKTART.GEWERBEOBJEKT,
      bezirk: '317',
      kaufpreis: 1250000,
      hallenhoehe: 8.5,
      mietpreis: null,
    });
    // Upon request: a price of 0 is stored as the editor stores an empty price.
    const [plot] = await t.db
      .select()
      .from(objekt)
      .where(eq(objekt.id, (await imported('OB-3'))?.id ?? ''));
    expect(plot).toMatchObject({ objektart: OBJEKTART.GRUNDSTUECK, kaufpreis: null, kaufpreisproqm: null });

    const mail = decodeMail(await waitForMailTo(t.config.dataDir, brokerEmail, /OpenImmo import/));
    expect(mail).toContain('New: 4');
    expect(mail).toContain('OB-M: Location outside Lower Austria or not determinable (80331 München)');
    expect(mail).toContain('OB-W: Not commercial use');
    expect(mail).toContain('/en/admin/import');

    const list = await broker.get('/api/import/openimmo');
    expect(list.json()).toEqual([
      expect.objectContaining({ id: bericht.id, makler: brokerId, umfang: 'VOLL', dateiname: 'feed.zip' }),
    ]);
    const one = await broker.get(`/api/import/openimmo/${bericht.id}`);
    expect(one.json().bericht).toEqual({ ...bericht, id: undefined });
  });

  it('imports the same feed again without any change: no new version, no new image', async () => {
    const office = await imported('OB-1');
    const bilderVorher = await t.db
      .select()
      .from(objektbild)
      .where(eq(objektbild.objekt, office?.id ?? ''));
    const bericht = await sendFeed('VOLL', [buero, halle, grundstueck, ohneEn]);
    expect(bericht).toMatchObject({ created: 0, changed: 0, unchanged: 4, deactivated: 0, refused: [] });
    expect((await imported('OB-1'))?.versionsnummer).toBe(office?.versionsnummer);
    expect(
      await t.db
        .select()
        .from(objektbild)
        .where(eq(objektbild.objekt, office?.id ?? '')),
    ).toEqual(bilderVorher);
  });

  it('keeps what the broker completed in the editor when a later feed leaves it out', async () => {
    const listing = await imported('OB-E');
    // The broker adds the English texts in the editor; the agency releases the listing.
    await t.db
      .update(uebersetzung)
      .set({
        objektname_en: 'Offices in St. Pölten',
        detailbeschreibung_en: 'Bright offices by the station.',
        lageerreichbarkeit_en: 'Five minutes from the main station.',
      })
      .where(eq(uebersetzung.objekt, listing?.id ?? ''));
    await t.db
      .update(objekt)
      .set({ status: STATUS.OHNE_LOGIN })
      .where(eq(objekt.id, listing?.id ?? ''));
    const bericht = await sendFeed('TEIL', [{ ...ohneEn, aktion: 'CHANGE', kaltmiete: '3100' }]);
    expect(bericht).toMatchObject({ changed: 1, refused: [], incomplete: [] });
    const [en] = await t.db
      .select()
      .from(uebersetzung)
      .where(eq(uebersetzung.objekt, listing?.id ?? ''));
    expect(en?.objektname_en).toBe('Offices in St. Pölten');
  });

  it('changes a released listing through a pending change (TEIL), and the agency sees it for review', async () => {
    const office = await imported('OB-1');
    await t.db
      .update(objekt)
      .set({ status: STATUS.OHNE_LOGIN })
      .where(eq(objekt.id, office?.id ?? ''));
    const bericht = await sendFeed('TEIL', [
      { ...buero, aktion: 'CHANGE', kaltmiete: '3900', bilder: ['bilder/innen.png'] },
    ]);
    expect(bericht).toMatchObject({ created: 0, changed: 1, unchanged: 0, deactivated: 0, refused: [] });
    const [released] = await t.db
      .select()
      .from(objekt)
      .where(eq(objekt.id, office?.id ?? ''));
    expect(released).toMatchObject({ status: STATUS.OHNE_LOGIN, mietpreis: 4200 });
    const [pending] = await t.db
      .select()
      .from(objektAenderung)
      .where(eq(objektAenderung.objekt, office?.id ?? ''));
    expect(pending?.status).toBe('offen');
    expect(pending?.daten?.mietpreis).toBe(3900);
    expect(pending?.bilder.map((b) => b.crmfilename)).toEqual(['innen.png']);
    // The others of the broker stay as they were (TEIL names only what changes).
    expect((await imported('OB-2'))?.status).toBe(STATUS.IN_PRUEFUNG);
    expect(
      await sendFeed('TEIL', [{ ...buero, aktion: 'CHANGE', kaltmiete: '3900', bilder: ['bilder/innen.png'] }]),
    ).toMatchObject({
      changed: 0,
      unchanged: 1,
    });
  });

  it('refuses a CHANGE or DELETE of an unknown object and a change of one under review', async () => {
    const bericht = await sendFeed('TEIL', [
      { obid: 'OB-X', aktion: 'CHANGE' },
      { obid: 'OB-Y', aktion: 'DELETE' },
      { ...halle, titel: 'Produktionshalle mit zwei Kränen' },
    ]);
    expect(bericht.refused).toEqual([
      { obid: 'OB-X', reason: 'unknownObject' },
      { obid: 'OB-Y', reason: 'unknownObject' },
      { obid: 'OB-2', reason: 'notEditable' },
    ]);
  });

  it('deactivates a released listing on DELETE with the reason, and a VOLL feed without one deactivates that one', async () => {
    for (const key of ['OB-2', 'OB-3']) {
      await t.db
        .update(objekt)
        .set({ status: STATUS.MIT_LOGIN })
        .where(eq(objekt.id, (await imported(key))?.id ?? ''));
    }
    const deleted = await sendFeed('TEIL', [{ obid: 'OB-2', aktion: 'DELETE' }]);
    expect(deleted).toMatchObject({ created: 0, changed: 0, unchanged: 0, deactivated: 1, refused: [] });
    const hall = await imported('OB-2');
    expect(hall?.status).toBe(STATUS.DEAKTIVIERT);
    const [step] = await t.db
      .select()
      .from(objektHistorie)
      .where(and(eq(objektHistorie.objekt, hall?.id ?? ''), eq(objektHistorie.aktion, 'deaktivieren')));
    expect(step?.grund).toBe('sonstiges: deleted in the feed');

    const voll = await sendFeed('VOLL', [{ ...buero, kaltmiete: '3900', bilder: ['bilder/innen.png'] }]);
    // The plot and the released listing without English texts (OB-E) are no longer in the feed.
    expect(voll).toMatchObject({ created: 0, changed: 0, unchanged: 1, deactivated: 2, refused: [] });
    expect((await imported('OB-E'))?.status).toBe(STATUS.DEAKTIVIERT);
    const plot = await imported('OB-3');
    expect(plot?.status).toBe(STATUS.DEAKTIVIERT);
    const [removed] = await t.db
      .select()
      .from(objektHistorie)
      .where(and(eq(objektHistorie.objekt, plot?.id ?? ''), eq(objektHistorie.aktion, 'deaktivieren')));
    expect(removed?.grund).toBe('sonstiges: removed from feed');
    // Again: nothing left to deactivate.
    expect(await sendFeed('VOLL', [{ ...buero, kaltmiete: '3900', bilder: ['bilder/innen.png'] }])).toMatchObject({
      unchanged: 1,
      deactivated: 0,
    });
  });

  it('stores the file name as its last path segment without control or reserved characters', async () => {
    const res = await send(broker, feedZip(feedXml('TEIL', [])), 'C:\\fakepath\\Feed<November>\u0007|Bcc: x.zip');
    expect(res.statusCode, res.body).toBe(200);
    const [run] = await t.db.select().from(importLauf).where(eq(importLauf.id, res.json().id));
    expect(run?.dateiname).toBe('FeedNovemberBcc x.zip');
  });

  it('locates an object without coordinates by its place (district from the gazetteer), and refuses an unknown place', async () => {
    const bericht = await sendFeed('TEIL', [
      { obid: 'OB-P', koordinaten: null, plz: '2340', ort: 'Mödling' },
      { obid: 'OB-U', koordinaten: null, plz: '2340', ort: 'Nirgendwo am See' },
    ]);
    expect(bericht).toMatchObject({
      created: 1,
      refused: [{ obid: 'OB-U', reason: 'outsideRegion', detail: '2340 Nirgendwo am See' }],
    });
    const [row] = await t.db
      .select()
      .from(objekt)
      .where(eq(objekt.id, (await imported('OB-P'))?.id ?? ''));
    expect(row?.bezirk).toBe('317');
  });

  it('refuses an attachment that is no image or PDF, and one missing from the ZIP', async () => {
    const before = await objects();
    const res = await send(
      broker,
      feedZip(
        feedXml('TEIL', [
          { obid: 'OB-S', bilder: ['script.png'] },
          { obid: 'OB-F', bilder: ['fehlt.png'] },
        ]),
        {
          'script.png': new TextEncoder().encode('#!/bin/sh\necho not an image\n'),
        },
      ),
    );
    expect(res.json()).toMatchObject({
      created: 0,
      refused: [
        { obid: 'OB-S', reason: 'attachmentRefused', detail: 'script.png' },
        { obid: 'OB-F', reason: 'attachmentRefused', detail: 'fehlt.png' },
      ],
    });
    expect(await objects()).toBe(before);
  });

  describe('a feed that cannot be read is refused whole, nothing written', () => {
    const refused = async (body: Buffer, message: RegExp, filename = 'feed.xml') => {
      const [objekteVorher, runsVorher] = [await objects(), await runs()];
      const res = await send(broker, body, filename);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('importInvalid');
      expect(res.json().error.message).toMatch(message);
      expect([await objects(), await runs()]).toEqual([objekteVorher, runsVorher]);
    };
    const valid = feedXml('TEIL', [{ obid: 'OB-N' }]);

    it('malformed XML', () => refused(Buffer.from(valid.replace('</anbieter>', '')), /well-formed/));
    it('another root element', () => refused(Buffer.from('<?xml version="1.0"?><feed><immobilie/></feed>'), /root/));
    it('an XXE attempt (external entity)', () =>
      refused(
        Buffer.from(
          valid
            .replace('<openimmo>', '<!DOCTYPE openimmo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><openimmo>')
            .replace('Büro OB-N', '&xxe;'),
        ),
        /DOCTYPE/,
      ));
    it('a billion laughs (entity expansion)', () => {
      const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
      const doc = `<?xml version="1.0"?><!DOCTYPE openimmo [<!ENTITY lol0 "lol">${lol}]><openimmo><uebertragung umfang="TEIL"/><anbieter><immobilie><freitexte><objekttitel>&lol9;</objekttitel></freitexte></immobilie></anbieter></openimmo>`;
      return refused(Buffer.from(doc), /DOCTYPE/);
    });
    it('more than 500 objects', () =>
      refused(
        Buffer.from(
          feedXml(
            'TEIL',
            Array.from({ length: 501 }, (_, i) => ({ obid: `N-${i}` })),
          ),
        ),
        /501 objects/,
      ));
    it('a ZIP entry leaving the archive (path traversal)', () =>
      refused(Buffer.from(zipOf({ 'feed.xml': valid, '../../evil.png': 'x' })), /path|relative/i, 'feed.zip'));
    it('a ZIP entry with an absolute path', () =>
      refused(Buffer.from(zipOf({ 'feed.xml': valid, '/tmp/evil.png': 'x' })), /path|absolute/i, 'feed.zip'));
    it('a zip bomb', () =>
      refused(
        Buffer.from(zipOf({ 'feed.xml': valid, 'bomb.png': new Uint8Array(20 * 1024 * 1024) })),
        /times its size/,
        'feed.zip',
      ));
    it('a broken ZIP', () => refused(feedZip(valid).subarray(0, 60), /ZIP/, 'feed.zip'));
    it('a ZIP with more entries than allowed', () => {
      const entries = Object.fromEntries(
        Array.from({ length: OPENIMMO_MAX_ZIP_ENTRIES }, (_, i) => [`leer/${i}.txt`, '']),
      );
      return refused(Buffer.from(zipOf({ 'feed.xml': valid, ...entries })), /more than 5000 entries/, 'feed.zip');
    });
    it('a ZIP with two XML files', () =>
      refused(Buffer.from(zipOf({ 'feed.xml': valid, 'alt/feed.xml': valid })), /exactly one XML/, 'feed.zip'));
  });

  it('lets only brokers import: anonymous 401, a plain owner 403, an administrator for a broker, not for a non-broker', async () => {
    const body = feedZip(feedXml('TEIL', [{ obid: 'OB-A' }]));
    expect((await send(await agentOf(t, null), body)).statusCode).toBe(401);
    const owner = await createUser(t.db);
    const ownerAgent = await agentOf(t, owner.id);
    expect((await send(ownerAgent, body)).statusCode).toBe(403);
    expect((await ownerAgent.get('/api/import/openimmo')).statusCode).toBe(403);
    expect((await send(broker, body, 'feed.zip', `?makler=${owner.id}`)).statusCode).toBe(403);

    const admin = await agentOf(t, (await createUser(t.db, { userlevel: 9 })).id);
    expect((await send(admin, body, 'feed.zip', `?makler=${owner.id}`)).json().error.code).toBe('invalidRequest');
    expect((await send(admin, body)).statusCode).toBe(400);
    const forBroker = await send(admin, body, 'feed.zip', `?makler=${brokerId}`);
    expect(forBroker.statusCode, forBroker.body).toBe(200);
    expect(forBroker.json()).toMatchObject({ created: 1 });
    const [run] = await t.db.select().from(importLauf).where(eq(importLauf.id, forBroker.json().id));
    expect(run?.von).not.toBe(brokerId);
    expect((await imported('OB-A'))?.status).toBe(STATUS.IN_PRUEFUNG);

    // The runs: the broker sees the own, the administrator every one; another broker none of them.
    const other = await agentOf(t, (await createUser(t.db, { makler: true })).id);
    expect((await other.get('/api/import/openimmo')).json()).toEqual([]);
    expect((await other.get(`/api/import/openimmo/${forBroker.json().id}`)).statusCode).toBe(404);
    expect((await broker.get(`/api/import/openimmo/${forBroker.json().id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/import/openimmo?makler=${brokerId}`)).json().length).toBeGreaterThan(1);
  });

  it('refuses a file over the limit while it streams (413), and more feeds at once than one running and three waiting (503)', async () => {
    const before = await runs();
    const tooLarge = await send(broker, Buffer.alloc(OPENIMMO_MAX_BYTES + 1), 'feed.xml');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('fileTooLarge');

    const busyBroker = await agentOf(t, (await createUser(t.db, { makler: true })).id);
    const feed = feedZip(
      feedXml(
        'TEIL',
        Array.from({ length: 30 }, (_, i) => ({ obid: `BUSY-${i}` })),
      ),
    );
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(busyBroker, feed)));
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.map((a) => [a.json().error.code, a.headers['retry-after']])).toEqual(
      refused.map(() => ['importBusy', '60']),
    );
    expect(answers.filter((a) => a.statusCode === 200).length).toBe(8 - refused.length);
    expect(await runs()).toBe((before ?? 0) + 8 - refused.length);
  }, 60_000);
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS, type Status } from '../../shared/domain/objekt';
import { agentOf } from '../test/admin';
import type { Agent } from '../test/agent';
import { createObjekt, createUser, objektInput, pngImage } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';

const CHANGED = {
  objektname: 'Betriebsgrundstück am Wirtschaftspark – geteilt',
  kaufpreis: 650000,
  widmungen: ['BB', 'BI'],
  uebersetzung: {
    objektname_en: 'Business plot at the business park, divided',
    detailbeschreibung_en: 'Level plot, fully serviced.',
    lageerreichbarkeit_en: 'Right on the B1, 3 km to the A1.',
  },
};

describe.each(testDbKinds())('revisions of released properties on %s', (kind) => {
  let t: TestApp;
  let owner: Agent;
  let stranger: Agent;
  let admin: Agent;
  let anonymous: Agent;
  let ownerId: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ownerId = (await createUser(t.db)).id;
    owner = await agentOf(t, ownerId);
    stranger = await agentOf(t, (await createUser(t.db)).id);
    admin = await agentOf(t, (await createUser(t.db, { userlevel: 9 })).id);
    anonymous = await agentOf(t, null);
  });
  afterAll(() => t.close());

  /** A released object of the owner whose (released) data is the factory's input. */
  const released = (status: Status = STATUS.OHNE_LOGIN) => createObjekt(t.db, { owner: ownerId, status });
  const get = async (agent: Agent, id: string) => {
    const res = await agent.get(`/api/objekt/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const listed = async (agent: Agent, id: string) =>
    (await agent.get('/api/objekt')).json().find((o: { id: string }) => o.id === id);
  const inExtent = async (id: string) =>
    (await anonymous.get('/api/objekt/ausschnitt?bbox=15.5,48.1,15.7,48.3'))
      .json()
      .objekte.find((o: { id: string }) => o.id === id);
  const fileExists = (file: string) => fs.existsSync(path.join(t.config.dataDir, 'bilder', '240', file));
  /** What anyone but the owner sees of the object: detail, list entry and map entry. */
  /** Drops the date of the last confirmation: an owner's save renews it before the agency's release. */
  const content = <T>(view: T): T => {
    if (!view || typeof view !== 'object') return view;
    const { bestaetigtam: _, ...rest } = view as Record<string, unknown>;
    return rest as T;
  };
  /** What others see of a property: detail, list, map section and a logged-in member's detail. */
  const publicView = async (id: string) => ({
    detail: content(await get(anonymous, id)),
    list: content(await listed(anonymous, id)),
    extent: await inExtent(id),
    member: content(await get(stranger, id)),
  });

  it("keeps an owner's save and image changes of a released object offline until an administrator releases them", async () => {
    const { id, bild } = await released();
    const before = await publicView(id);
    expect(before.detail.objektname).toBe(objektInput().objektname);

    const saved = await owner.put(`/api/objekt/${id}`, { objekt: objektInput(CHANGED) });
    expect(saved.statusCode, saved.body).toBe(200);
    // The owner sees and edits the pending version.
    expect(saved.json()).toMatchObject({
      objektname: CHANGED.objektname,
      kaufpreis: 650000,
      aenderungInPruefung: true,
    });
    const upload = await owner.upload(`/api/objekt/${id}/bilder`, 'neu.png', await pngImage(), 'image/png');
    expect(upload.statusCode, upload.body).toBe(201);
    const neu = upload.json();
    expect(fileExists(neu.s3filename)).toBe(true);
    const order = await owner.put(`/api/objekt/${id}/bilder`, { msids: [neu.msid, bild] });
    expect(order.json().map((b: { msid: string }) => b.msid)).toEqual([neu.msid, bild]);
    const ownView = await get(owner, id);
    expect(ownView.bilder.map((b: { msid: string }) => b.msid)).toEqual([neu.msid, bild]);
    expect(ownView.uebersetzung.objektname_en).toBe(CHANGED.uebersetzung.objektname_en);

    // Nobody else sees any of it: detail, list, map section, a logged-in member.
    expect(await publicView(id)).toEqual(before);
    expect(before.detail.aenderungInPruefung).toBeUndefined();
    expect((await get(admin, id)).objektname).toBe(objektInput().objektname);
    expect((await get(admin, id)).aenderungInPruefung).toBe(true);
    expect((await listed(owner, id)).aenderungInPruefung).toBe(true);

    // The agency's review queue lists it first, with the diff.
    const queue = (await admin.get('/api/admin/objekte?pageSize=100&sort=objektnummer')).json();
    const row = queue.items.find((i: { id: string }) => i.id === id);
    expect(row.aenderungInPruefung).toBe(true);
    expect(queue.items.findIndex((i: { id: string }) => i.id === id)).toBeLessThan(queue.inPruefung);
    const aenderung = (await admin.get(`/api/objekt/${id}/aenderung`)).json();
    expect(aenderung).toMatchObject({ status: 'offen', grund: null });
    expect(aenderung.felder).toEqual([
      { feld: 'objektname', alt: objektInput().objektname, neu: CHANGED.objektname },
      { feld: 'kaufpreis', alt: 720000, neu: 650000 },
      { feld: 'widmungen', alt: ['BB'], neu: ['BB', 'BI'] },
      {
        feld: 'uebersetzung.objektname_en',
        alt: objektInput().uebersetzung.objektname_en,
        neu: CHANGED.uebersetzung.objektname_en,
      },
    ]);
    expect(aenderung.bilder).toEqual({ hinzugefuegt: [neu], entfernt: [], reihenfolgeGeaendert: false, umbenannt: [] });

    // The owner cannot release their own change; others cannot read it.
    const own = await owner.post(`/api/objekt/${id}/aenderung/freigeben`, { revision: aenderung.revision });
    expect(own.statusCode).toBe(403);
    expect((await stranger.get(`/api/objekt/${id}/aenderung`)).statusCode).toBe(403);
    expect((await anonymous.get(`/api/objekt/${id}/aenderung`)).statusCode).toBe(401);
    expect(await publicView(id)).toEqual(before);

    const release = await admin.post(`/api/objekt/${id}/aenderung/freigeben`, { revision: aenderung.revision });
    expect(release.statusCode, release.body).toBe(200);
    const after = await publicView(id);
    expect(after.detail).toMatchObject({ objektname: CHANGED.objektname, kaufpreis: 650000, widmungen: ['BB', 'BI'] });
    expect(after.detail.uebersetzung.objektname_en).toBe(CHANGED.uebersetzung.objektname_en);
    expect(after.detail.bilder.map((b: { msid: string }) => b.msid)).toEqual([neu.msid, bild]);
    expect(after.detail.versionsnummer).toBe(before.detail.versionsnummer + 1);
    expect(after.list.objektname).toBe(CHANGED.objektname);
    expect(after.extent.objektname).toBe(CHANGED.objektname);
    expect((await get(owner, id)).aenderungInPruefung).toBeUndefined();
    expect((await admin.get(`/api/objekt/${id}/aenderung`)).json()).toBeNull();
    const history = (await owner.get(`/api/objekt/${id}/historie`)).json();
    expect(history.map((h: { aktion: string }) => h.aktion).slice(0, 2)).toEqual([
      'aenderungFreigeben',
      'aenderungSpeichern',
    ]);
  });

  it('removes a released image only on release, and its files with it', async () => {
    const { id } = await released(STATUS.MIT_LOGIN);
    const first = (await admin.upload(`/api/objekt/${id}/bilder`, 'a.png', await pngImage(), 'image/png')).json();
    const removed = await owner.delete(`/api/objekt/${id}/bilder/${first.msid}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().some((b: { msid: string }) => b.msid === first.msid)).toBe(false);
    expect((await get(stranger, id)).bilder.some((b: { msid: string }) => b.msid === first.msid)).toBe(true);
    expect(fileExists(first.s3filename)).toBe(true);
    const aenderung = (await admin.get(`/api/objekt/${id}/aenderung`)).json();
    expect(aenderung.felder).toEqual([]);
    expect(aenderung.bilder.entfernt.map((b: { msid: string }) => b.msid)).toEqual([first.msid]);
    await admin.post(`/api/objekt/${id}/aenderung/freigeben`, { revision: aenderung.revision });
    expect((await get(stranger, id)).bilder.some((b: { msid: string }) => b.msid === first.msid)).toBe(false);
    expect(fileExists(first.s3filename)).toBe(false);
  });

  it('rejects with a reason the owner reads; saving resubmits, withdrawing drops the change and its uploads', async () => {
    const { id } = await released();
    await owner.put(`/api/objekt/${id}`, { objekt: objektInput(CHANGED) });
    const upload = (await owner.upload(`/api/objekt/${id}/bilder`, 'b.png', await pngImage(), 'image/png')).json();
    const { revision } = (await admin.get(`/api/objekt/${id}/aenderung`)).json();
    const noReason = await admin.post(`/api/objekt/${id}/aenderung/ablehnen`, { revision, grund: ' ' });
    expect(noReason.json().error.fields.grund).toBe('error.required');
    expect((await owner.post(`/api/objekt/${id}/aenderung/ablehnen`, { revision, grund: 'x' })).statusCode).toBe(403);
    const rejected = await admin.post(`/api/objekt/${id}/aenderung/ablehnen`, { revision, grund: 'Preis belegen' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().objektname).toBe(objektInput().objektname);

    const mine = (await owner.get(`/api/objekt/${id}/aenderung`)).json();
    expect(mine).toMatchObject({ status: 'abgelehnt', grund: 'Preis belegen' });
    const ownView = await get(owner, id);
    expect(ownView.objektname).toBe(CHANGED.objektname);
    expect(ownView.aenderungInPruefung).toBeUndefined();
    expect((await get(anonymous, id)).objektname).toBe(objektInput().objektname);
    expect((await owner.get(`/api/objekt/${id}/historie`)).json()[0]).toMatchObject({
      aktion: 'aenderungAblehnen',
      grund: 'Preis belegen',
    });
    // A rejected change cannot be released; saving again resubmits it as a new revision.
    expect((await admin.post(`/api/objekt/${id}/aenderung/freigeben`, { revision })).statusCode).toBe(409);
    await owner.put(`/api/objekt/${id}`, { objekt: objektInput({ ...CHANGED, kaufpreis: 600000 }) });
    const resubmitted = (await owner.get(`/api/objekt/${id}/aenderung`)).json();
    expect(resubmitted).toMatchObject({ status: 'offen', grund: null, revision: revision + 1 });
    // What the administrator reviewed before is stale now.
    const stale = await admin.post(`/api/objekt/${id}/aenderung/freigeben`, { revision });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('aenderungVeraltet');

    expect((await stranger.delete(`/api/objekt/${id}/aenderung`)).statusCode).toBe(403);
    const withdrawn = await owner.delete(`/api/objekt/${id}/aenderung`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().objektname).toBe(objektInput().objektname);
    expect(fileExists(upload.s3filename)).toBe(false);
    expect((await owner.get(`/api/objekt/${id}/aenderung`)).json()).toBeNull();
    expect((await owner.delete(`/api/objekt/${id}/aenderung`)).statusCode).toBe(404);
    expect((await owner.get(`/api/objekt/${id}/historie`)).json()[0].aktion).toBe('aenderungZurueckziehen');
  });

  it("puts administrators' own saves of a released object online at once, logged", async () => {
    const { id } = await released();
    const saved = await admin.put(`/api/objekt/${id}`, {
      objekt: objektInput({ objektname: 'Von der Agentur geändert' }),
    });
    expect(saved.statusCode).toBe(200);
    expect((await get(anonymous, id)).objektname).toBe('Von der Agentur geändert');
    expect((await admin.get(`/api/objekt/${id}/aenderung`)).json()).toBeNull();
    expect((await admin.get(`/api/objekt/${id}/historie`)).json()[0]).toMatchObject({ aktion: 'speichern' });
  });

  it('leaves one consistent version when a release and an owner save meet', async () => {
    const names = ['Zweite Fassung des Grundstücks', 'Dritte Fassung des Grundstücks'];
    for (let round = 0; round < 4; round++) {
      const { id } = await released();
      await owner.put(`/api/objekt/${id}`, { objekt: objektInput({ objektname: names[0], kaufpreis: 500000 }) });
      const { revision } = (await admin.get(`/api/objekt/${id}/aenderung`)).json();
      const [release, save] = await Promise.all([
        admin.post(`/api/objekt/${id}/aenderung/freigeben`, { revision }),
        owner.put(`/api/objekt/${id}`, { objekt: objektInput({ objektname: names[1], kaufpreis: 400000 }) }),
      ]);
      expect(save.statusCode, save.body).toBe(200);
      const visible = await get(anonymous, id);
      const pending = (await owner.get(`/api/objekt/${id}/aenderung`)).json();
      // The owner's last save always waits for review.
      expect(pending.status).toBe('offen');
      expect((await get(owner, id)).objektname).toBe(names[1]);
      if (release.statusCode === 200) {
        // Released first: the second version is a new change on top of the released one.
        expect(visible).toMatchObject({ objektname: names[0], kaufpreis: 500000 });
        expect(pending.felder.map((f: { feld: string }) => f.feld)).toEqual(['objektname', 'kaufpreis']);
      } else {
        // Saved first: the reviewed revision is stale and nothing went online.
        expect(release.json().error.code).toBe('aenderungVeraltet');
        expect(visible).toMatchObject({ objektname: objektInput().objektname, kaufpreis: 720000 });
        expect(pending.revision).toBe(revision + 1);
      }
    }
  });
});

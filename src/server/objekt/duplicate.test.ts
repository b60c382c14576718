import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import type { Objekt } from '../../shared/schemas/objekt';
import { exposeImageKey } from '../bilder/storage';
import { buildSeedPdf } from '../db/seed/kampagnen';
import { type Agent, createAgent } from '../test/agent';
import { createUser, createObjekt as insertObjekt, objektInput } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { loggedInAgent } from '../test/two-factor';
import { hashPassword } from '../user/password';

const PASSWORD = 'Kopie!Test2026';

describe('duplicating a listing (POST /api/objekt/{id}/duplikat)', () => {
  let t: TestApp;
  let owner: Agent;
  let ownerId: number;
  let stranger: Agent;
  let admin: Agent;

  const login = (username: string, password: string) => loggedInAgent(t.app, t.db, username, password);
  const png = (background: string) =>
    sharp({ create: { width: 640, height: 480, channels: 3, background } })
      .png()
      .toBuffer();
  const fileOf = (bild: { s3filename: string; mimetype: string }, size = '240') =>
    bild.mimetype === 'application/pdf'
      ? path.join(t.config.dataDir, 'dokumente', bild.s3filename)
      : path.join(t.config.dataDir, 'bilder', size, bild.s3filename);

  /** A listing of the owner with two images and a titled PDF, put in the order PDF, blue, green. */
  async function listingWithFiles(): Promise<Objekt> {
    const id = randomUUID();
    expect((await owner.put(`/api/objekt/${id}`, { objekt: objektInput(), bestaetigung: true })).statusCode).toBe(201);
    const green = (
      await owner.upload(`/api/objekt/${id}/bilder`, 'gruen.png', await png('#2f9e44'), 'image/png')
    ).json();
    const blue = (await owner.upload(`/api/objekt/${id}/bilder`, 'blau.png', await png('#1c7ed6'), 'image/png')).json();
    const pdf = (
      await owner.upload(
        `/api/objekt/${id}/bilder`,
        'Lageplan A.pdf',
        buildSeedPdf('Lageplan', ['A']),
        'application/pdf',
      )
    ).json();
    await owner.request({
      method: 'PATCH',
      url: `/api/objekt/${id}/bilder/${pdf.msid}`,
      payload: { titel: 'Lageplan' },
    });
    expect((await owner.put(`/api/objekt/${id}/bilder`, { msids: [pdf.msid, blue.msid, green.msid] })).statusCode).toBe(
      200,
    );
    return (await owner.get(`/api/objekt/${id}`)).json();
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createUser(t.db, { password_hash: await hashPassword(PASSWORD) });
    ownerId = user.id;
    owner = await login(user.username, PASSWORD);
    const other = await createUser(t.db, { password_hash: await hashPassword(PASSWORD) });
    stranger = await login(other.username, PASSWORD);
    admin = await login('admin@standortportal.at', 'Standort!Admin2026');
  });
  afterAll(() => t.close());

  it('copies every field and the files in their order as a new listing in progress of the caller', async () => {
    const original = await listingWithFiles();
    await owner.post(`/api/objekt/${original.id}/status`, { aktion: 'einreichen' });

    const res = await owner.post(`/api/objekt/${original.id}/duplikat`);
    expect(res.statusCode, res.body).toBe(201);
    const copy: Objekt = res.json();
    expect(copy.id).not.toBe(original.id);
    expect(copy.status).toBe(STATUS.IN_BEARBEITUNG);
    expect(copy.owner).toBe(ownerId);
    expect(copy.objektnummer).not.toBe(original.objektnummer);
    expect(copy.objektname).toBe(`${original.objektname} (Kopie)`);
    expect(copy.uebersetzung?.objektname_en).toBe(`${original.uebersetzung?.objektname_en} (copy)`);
    expect(copy.istabgelaufen).toBe(false);
    for (const field of [
      'objektart',
      'plz',
      'ort',
      'bezirk',
      'flaecheinqm',
      'kaufpreisproqm',
      'detailbeschreibung',
      'standort',
      'polygon',
      'standortbeschreibung',
      'widmungen',
      'technischeinfrastruktur',
      'verkehrsinfrastruktur',
    ] as const) {
      expect(copy[field], field).toEqual(original[field]);
    }
    expect(copy.uebersetzung?.detailbeschreibung_en).toBe(original.uebersetzung?.detailbeschreibung_en);

    // The files: same order, names and title; each under a new name of its own on disk.
    const summary = (b: Objekt['bilder'][number]) => [b.mimetype, b.crmfilename, b.titel, b.width, b.height];
    expect(copy.bilder.map(summary)).toEqual(original.bilder.map(summary));
    expect(copy.bilder.map((b) => b.crmfilename)).toEqual(['Lageplan A.pdf', 'blau.png', 'gruen.png']);
    expect(copy.bilder[0]?.titel).toBe('Lageplan');
    for (const [i, bild] of copy.bilder.entries()) {
      expect(bild.s3filename).not.toBe(original.bilder[i]?.s3filename);
      expect(bild.msid).not.toBe(original.bilder[i]?.msid);
      expect(fs.readFileSync(fileOf(bild))).toEqual(fs.readFileSync(fileOf(original.bilder[i] as typeof bild)));
      if (bild.mimetype !== 'application/pdf') {
        expect(fs.existsSync(path.join(t.config.dataDir, exposeImageKey(bild.s3filename)))).toBe(true);
      }
    }

    // The original is untouched; its history and the copy's say what happened.
    const after: Objekt = (await owner.get(`/api/objekt/${original.id}`)).json();
    expect(after.status).toBe(STATUS.IN_PRUEFUNG);
    expect(after.bilder).toEqual(original.bilder);
    const historie = (await owner.get(`/api/objekt/${copy.id}/historie`)).json();
    expect(historie).toMatchObject([
      { aktion: 'duplizieren', nach: STATUS.IN_BEARBEITUNG, grund: original.objektnummer },
    ]);

    // The copy is nobody else's to see, and deleting the original leaves the copy's files.
    expect((await t.app.inject({ url: `/api/objekt/${copy.id}` })).statusCode).toBe(404);
    expect((await stranger.get(`/api/objekt/${copy.id}`)).statusCode).toBe(404);
    const mine: Objekt[] = (await owner.get('/api/objekt?eigene=true')).json();
    expect(mine.map((o) => o.id)).toContain(copy.id);
    await admin.delete(`/api/objekt/${original.id}`);
    for (const bild of copy.bilder) expect(fs.existsSync(fileOf(bild))).toBe(true);
  });

  it('lets administrators copy any listing as their own, others neither see nor copy it', async () => {
    const original = await listingWithFiles();
    expect((await createAgent(t.app).post(`/api/objekt/${original.id}/duplikat`)).statusCode).toBe(403);
    const draft = await stranger.post(`/api/objekt/${original.id}/duplikat`);
    expect(draft.statusCode).toBe(404);
    const { id: adminId } = (await admin.get('/api/userdata')).json();
    const copy = await admin.post(`/api/objekt/${original.id}/duplikat`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().owner).toBe(adminId);
    expect(copy.json().bilder).toHaveLength(3);
  });

  it('refuses a listing the agency has hidden, and an unknown one', async () => {
    const { id } = await insertObjekt(t.db, { owner: ownerId, status: STATUS.NICHT_ANZEIGEN });
    const hidden = await owner.post(`/api/objekt/${id}/duplikat`);
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().error.code).toBe('transitionNotAllowed');
    expect((await owner.post(`/api/objekt/${randomUUID()}/duplikat`)).statusCode).toBe(404);
  });

  it('leaves out a file whose original is missing on disk instead of failing', async () => {
    // insertObjekt writes an image row without a file.
    const { id } = await insertObjekt(t.db, { owner: ownerId, status: STATUS.ENTWURF });
    const copy = await owner.post(`/api/objekt/${id}/duplikat`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().bilder).toEqual([]);
  });

  it('copies an image stored before exposé copies were written, and its copy has none either', async () => {
    const original = await listingWithFiles();
    const image = original.bilder.find((b) => b.mimetype.startsWith('image/'));
    if (!image) throw new Error('no image');
    fs.rmSync(path.join(t.config.dataDir, exposeImageKey(image.s3filename)));
    const copy = (await owner.post(`/api/objekt/${original.id}/duplikat`)).json() as Objekt;
    const copied = copy.bilder.find((b) => b.crmfilename === image.crmfilename);
    if (!copied) throw new Error('image not copied');
    expect(fs.readFileSync(fileOf(copied, '1920'))).toEqual(fs.readFileSync(fileOf(image, '1920')));
    expect(fs.existsSync(path.join(t.config.dataDir, exposeImageKey(copied.s3filename)))).toBe(false);
  });
});

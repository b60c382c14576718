import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import type { Agent } from '../test/agent';
import { createObjekt, createUser, objektInput } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { loggedInAgent } from '../test/two-factor';
import { hashPassword } from '../user/password';

const PASSWORD = 'Entwurf!Test2026';

/** A listing with nothing but its type: what a draft needs. */
const emptyDraft = (overrides: Record<string, unknown> = {}) =>
  objektInput({
    objektart: 180620000,
    objektname: '',
    strasse: null,
    plz: '',
    ort: '',
    bezirk: null,
    lageerreichbarkeit: null,
    detailbeschreibung: '',
    kontakte: null,
    flaechenbezeichnung: null,
    flaecheinqm: null,
    istteilbar: false,
    kleinsteflaecheinqm: null,
    istkaufobjekt: false,
    kaufpreis: null,
    kaufpreisproqm: null,
    grundstuecke: [],
    standortbeschreibung: [],
    widmungen: [],
    technischeinfrastruktur: [],
    verkehrsinfrastruktur: [],
    standort: null,
    polygon: null,
    uebersetzung: { objektname_en: null, detailbeschreibung_en: null, lageerreichbarkeit_en: null },
    ...overrides,
  });

describe('drafts save with what is filled in; submission needs the complete listing', () => {
  let t: TestApp;
  let owner: Agent;
  let ownerId: number;
  let admin: Agent;

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createUser(t.db, { password_hash: await hashPassword(PASSWORD) });
    ownerId = user.id;
    owner = await loggedInAgent(t.app, t.db, user.username, PASSWORD);
    admin = await loggedInAgent(t.app, t.db, 'admin@standortportal.at', 'Standort!Admin2026');
  });
  afterAll(() => t.close());

  it('saves a draft with only its type, takes images before any translation, and never shows it publicly', async () => {
    const id = randomUUID();
    const created = await owner.put(`/api/objekt/${id}`, { objekt: emptyDraft(), bestaetigung: true });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: STATUS.IN_BEARBEITUNG, bezirk: null, standort: null });
    expect(created.json().uebersetzung.objektname_en).toBeNull();

    const saved = await owner.put(`/api/objekt/${id}`, {
      objekt: emptyDraft({ objektname: 'Halle', flaecheinqm: 1250.5, mietpreisproqm: 12.5, istmietobjekt: true }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ objektname: 'Halle', flaecheinqm: 1250.5, mietpreisproqm: 12.5 });

    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2f9e44' } })
      .jpeg()
      .toBuffer();
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) {
      expect((await owner.upload(`/api/objekt/${id}/bilder`, name, jpeg, 'image/jpeg')).statusCode).toBe(201);
    }
    expect((await owner.get(`/api/objekt/${id}`)).json().bilder).toHaveLength(3);

    expect((await t.app.inject({ url: `/api/objekt/${id}` })).statusCode).toBe(404);
    const list = (await t.app.inject({ url: '/api/objekt' })).json() as { id: string }[];
    expect(list.some((o) => o.id === id)).toBe(false);
    const search = await t.app.inject({ url: '/api/objekt/suche?q=Halle' });
    expect(search.body).not.toContain(id);
  });

  it.each([
    ['plz', { plz: '310' }, 'error.postalCode'],
    ['flaecheinqm', { flaecheinqm: 0 }, 'error.greaterThanZero'],
    ['hallenhoehe', { hallenhoehe: 0.5 }, 'error.hallenhoeheRange'],
    ['hallenhoehe', { hallenhoehe: 51 }, 'error.hallenhoeheRange'],
    ['standort', { standort: 'POINT(11.4 47.26)' }, 'error.location'],
    ['bezirk', { bezirk: '999' }, 'error.bezirkRequired'],
    ['kleinsteflaecheinqm', { flaecheinqm: 100, istteilbar: true, kleinsteflaecheinqm: 200 }, 'error.minGreaterMax'],
  ])('refuses an invalid %s in a draft too', async (field, overrides, message) => {
    const res = await owner.put(`/api/objekt/${randomUUID()}`, { objekt: emptyDraft(overrides), bestaetigung: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[`objekt.${field}`]).toBe(message);
  });

  it('refuses to submit an incomplete draft, naming every missing field, and submits it once complete', async () => {
    const id = randomUUID();
    await owner.put(`/api/objekt/${id}`, { objekt: emptyDraft({ objektname: 'Hof' }), bestaetigung: true });
    const refused = await owner.post(`/api/objekt/${id}/status`, { aktion: 'einreichen' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('incomplete');
    expect(refused.json().error.fields).toMatchObject({
      'objekt.objektname': 'error.minLength5',
      'objekt.plz': 'error.postalCode',
      'objekt.ort': 'error.required',
      'objekt.bezirk': 'error.bezirkRequired',
      'objekt.detailbeschreibung': 'error.minLength5',
      'objekt.flaecheinqm': 'error.required',
      'objekt.standort': 'error.location',
      'objekt.uebersetzung.objektname_en': 'error.translationRequired',
      'objekt.uebersetzung.detailbeschreibung_en': 'error.translationRequired',
      'objekt.istmietobjekt': 'error.rentOrBuy',
      'objekt.polygon': 'error.polygonRequired',
    });
    expect((await owner.get(`/api/objekt/${id}`)).json().status).toBe(STATUS.IN_BEARBEITUNG);

    expect((await owner.put(`/api/objekt/${id}`, { objekt: objektInput() })).statusCode).toBe(200);
    const submitted = await owner.post(`/api/objekt/${id}/status`, { aktion: 'einreichen' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().status).toBe(STATUS.IN_PRUEFUNG);
  });

  it('keeps an incomplete draft off the portal even when an administrator sets it public', async () => {
    const id = randomUUID();
    await owner.put(`/api/objekt/${id}`, { objekt: emptyDraft(), bestaetigung: true });
    const res = await admin.post(`/api/objekt/${id}/status`, { aktion: 'statusSetzen', status: STATUS.OHNE_LOGIN });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('incomplete');
    expect((await t.app.inject({ url: `/api/objekt/${id}` })).statusCode).toBe(404);
  });

  it('saves a released listing only when complete', async () => {
    const { id } = await createObjekt(t.db, { owner: ownerId, status: STATUS.OHNE_LOGIN });
    const res = await owner.put(`/api/objekt/${id}`, { objekt: objektInput({ objektname: '', plz: '' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      'objekt.objektname': 'error.minLength5',
      'objekt.plz': 'error.postalCode',
    });
  });
});

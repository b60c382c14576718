import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { kampagne, log, objekt } from '../db/schema';
import { buildSeedPdf } from '../db/seed/kampagnen';
import { createStore, type FileStore } from '../storage/store';
import { adminTestAgents } from '../test/admin';
import type { Agent } from '../test/agent';
import { createObjekt, kampagneInput, pngImage } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { startTestS3 } from '../test/s3';

const INDEX = `<!doctype html><html lang="de"><head><title>Standortportal</title><meta name="description" content="" /></head><body></body></html>`;
const BASE = '/api/admin/kampagnen';

// Every database with files on disk, and the embedded one with files in a bucket (the S3 test double).
const variants = [...testDbKinds().map((kind) => [kind, 'disk'] as const), ['pglite', 's3'] as const];

describe.each(variants)('campaign administration /api/admin/kampagnen on %s, files on %s', (kind, storage) => {
  let t: TestApp;
  let store: FileStore;
  let s3: Awaited<ReturnType<typeof startTestS3>> | undefined;
  let admin: Agent;
  let member: Agent;
  let anonymous: Agent;
  let objektIds: string[];

  async function create() {
    const res = await admin.post(BASE);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; aktiv: boolean; modulsort: string };
  }
  async function uploadBild(id: number) {
    const res = await admin.upload(`${BASE}/${id}/bilder`, 'foto.png', await pngImage(), 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    return res.json().file as string;
  }

  beforeAll(async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
    s3 = storage === 's3' ? await startTestS3() : undefined;
    t = await buildTestApp(kind, s3?.env ?? {}, { clientDir });
    store = await createStore(t.config);
    ({ admin, member, anonymous } = await adminTestAgents(t));
    objektIds = (await t.db.select({ id: objekt.id }).from(objekt).limit(3)).map((r) => r.id);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });
  const stored = async (key: string) => (await store.read(key)) !== null;

  it('refuses every endpoint to visitors (401) and to logged-in users below admin level (403)', async () => {
    const { id } = await create();
    const input = kampagneInput([], '');
    const calls: [string, (a: Agent) => ReturnType<Agent['get']>][] = [
      ['list', (a) => a.get(BASE)],
      ['create', (a) => a.post(BASE)],
      ['read', (a) => a.get(`${BASE}/${id}`)],
      ['save', (a) => a.put(`${BASE}/${id}`, input)],
      ['delete', (a) => a.delete(`${BASE}/${id}`)],
      ['image upload', async (a) => a.upload(`${BASE}/${id}/bilder`, 'a.png', await pngImage(), 'image/png')],
      ['image delete', (a) => a.delete(`${BASE}/${id}/bilder/x.webp`)],
      ['pdf upload', (a) => a.upload(`${BASE}/${id}/pdfs`, 'a.pdf', buildSeedPdf('A'), 'application/pdf')],
      ['pdf delete', (a) => a.delete(`${BASE}/${id}/pdfs/x.pdf`)],
    ];
    for (const [name, call] of calls) {
      expect((await call(anonymous)).statusCode, `${name} anonymous`).toBe(401);
      expect((await call(member)).statusCode, `${name} level 1`).toBe(403);
    }
    expect((await admin.get(`${BASE}/${id}`)).statusCode).toBe(200);
  });

  it('creates an empty, inactive campaign with the default module order (admin/kampagnen/neu)', async () => {
    const created = await create();
    expect(created.aktiv).toBe(false);
    expect(created.modulsort).toBe('K,1,2,3,4,5,V,N,D,6');
    const list = (await admin.get(BASE)).json() as { id: number }[];
    expect(list.map((k) => k.id)).toContain(created.id);
    const [row] = await t.db.select().from(log).where(eq(log.action, 'kampagneCreated'));
    expect(row?.data1).toBeDefined();
  });

  it('discards a new campaign left untouched, keeps one worked on, and clears day-old leftovers on create', async () => {
    const untouched = await create();
    const discarded = await admin.post(`${BASE}/${untouched.id}/verwerfen`);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json()).toEqual({ verworfen: true });
    expect((await admin.get(`${BASE}/${untouched.id}`)).statusCode).toBe(404);

    const saved = await create();
    expect((await admin.put(`${BASE}/${saved.id}`, kampagneInput([], ''))).statusCode).toBe(200);
    const withFile = await create();
    await uploadBild(withFile.id);
    for (const { id } of [saved, withFile]) {
      expect((await admin.post(`${BASE}/${id}/verwerfen`)).json()).toEqual({ verworfen: false });
      expect((await admin.get(`${BASE}/${id}`)).statusCode).toBe(200);
    }
    // A seeded or saved campaign with a title is never 'untouched'.
    const [seeded] = (await admin.get(BASE)).json() as { id: number; header: string }[];
    if (!seeded?.header) throw new Error('seed has no campaign with a title');
    expect((await admin.post(`${BASE}/${seeded.id}/verwerfen`)).json()).toEqual({ verworfen: false });

    const left = await create();
    await t.db.execute(
      sql`update kampagne set created_at = now() - interval '2 days', updated_at = now() - interval '2 days'
        where id = ${left.id}`,
    );
    const recent = await create();
    expect((await admin.get(`${BASE}/${left.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${BASE}/${recent.id}`)).statusCode).toBe(200);
  });

  it('saves every field, keeps the module order and the linked objects in order, and sanitises rich text', async () => {
    const { id } = await create();
    const bild = await uploadBild(id);
    const input = kampagneInput([...objektIds].reverse(), bild);
    input.modul2text = '<p onclick="x()">Zwei<script>alert(1)</script></p>';
    input.modul3typ = 'video';
    input.modul3text =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe><iframe src="https://evil.example/x"></iframe>';
    input.modul5text = '<iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe><p>kein Video</p>';
    const res = await admin.put(`${BASE}/${id}`, input);
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await admin.get(`${BASE}/${id}`)).json();
    const { modul2text, modul3text, modul5text, ...rest } = input;
    expect(saved).toMatchObject(rest);
    expect(saved.objekte).toEqual([...objektIds].reverse());
    expect(saved.modulsort).toBe('6,D,N,V,5,4,3,2,1,K');
    expect(saved.poolbilder).toEqual([bild]);
    expect(modul2text).toContain('script');
    expect(saved.modul2text).toBe('<p>Zwei</p>');
    expect(saved.modul3text).toBe('<iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe>');
    expect(saved.modul5text).toBe('<p>kein Video</p>');
    expect(modul3text && modul5text).toBeTruthy();

    // A second save with another order: the links follow it.
    const again = await admin.put(`${BASE}/${id}`, {
      ...input,
      objekte: objektIds.slice(0, 2),
      modulsort: 'K,6,5,4,3,2,1,V,N,D',
    });
    expect(again.json().objekte).toEqual(objektIds.slice(0, 2));
    expect(again.json().modulsort).toBe('K,6,5,4,3,2,1,V,N,D');
  });

  it.each([
    ['a missing token', 'K,1,2,3,4,5,V,N,D'],
    ['a repeated token', 'K,1,2,3,4,5,V,N,D,D'],
    ['an unknown token', 'K,1,2,3,4,5,V,N,D,7'],
  ])('refuses a module order with %s (400)', async (_name, modulsort) => {
    const { id } = await create();
    const res = await admin.put(`${BASE}/${id}`, { ...kampagneInput([], ''), modulsort });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.modulsort).toBe('admin.kampagnen.errors.modulsort');
  });

  it('refuses images outside the pool and unknown objects', async () => {
    const { id } = await create();
    const notInPool = await admin.put(`${BASE}/${id}`, kampagneInput([], 'fremd.webp'));
    expect(notInPool.statusCode).toBe(400);
    expect(notInPool.json().error.fields.seitenhintergrund).toBe('admin.kampagnen.errors.notInPool');
    const unknown = await admin.put(`${BASE}/${id}`, kampagneInput(['00000000-0000-4000-8000-000000000000'], ''));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.objekte).toBe('error.invalidValue');
  });

  it('keeps routerurl unique (409 routerurlTaken)', async () => {
    const a = await create();
    const b = await create();
    const input = kampagneInput([], '');
    expect((await admin.put(`${BASE}/${a.id}`, input)).statusCode).toBe(200);
    const taken = await admin.put(`${BASE}/${b.id}`, input);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('routerurlTaken');
    expect((await admin.put(`${BASE}/${a.id}`, input)).statusCode).toBe(200);
  });

  it('stores pool images as 240/1920 derivatives and refuses a non-image named .png', async () => {
    const { id } = await create();
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f9e44' } })
      .jpeg()
      .toBuffer();
    const res = await admin.upload(`${BASE}/${id}/bilder`, 'foto.jpg', jpeg, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const { file, poolbilder } = res.json();
    expect(poolbilder).toEqual([file]);
    for (const size of ['240', '1920']) {
      expect(await stored(`bilder/${size}/${file}`)).toBe(true);
    }
    // On disk served by the portal, from a bucket at its public URL (the portal redirects there).
    expect((await t.app.inject({ url: `/bilder/240/${file}` })).statusCode).toBe(storage === 'disk' ? 200 : 302);

    const fake = await admin.upload(`${BASE}/${id}/bilder`, 'foto.png', Buffer.from('no image here'), 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.code).toBe('unsupportedFileType');
    const pdfAsImage = await admin.upload(`${BASE}/${id}/bilder`, 'a.png', buildSeedPdf('x'), 'image/png');
    expect(pdfAsImage.statusCode).toBe(415);

    // Deleting the image clears the fields that showed it and removes its files.
    await admin.put(`${BASE}/${id}`, kampagneInput([], file));
    const removed = await admin.delete(`${BASE}/${id}/bilder/${file}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().poolbilder).toEqual([]);
    const after = (await admin.get(`${BASE}/${id}`)).json();
    expect([after.seitenhintergrund, after.modul1bild]).toEqual([null, null]);
    expect(await stored(`bilder/240/${file}`)).toBe(false);
    expect((await admin.delete(`${BASE}/${id}/bilder/${file}`)).statusCode).toBe(404);
  });

  it('stores PDFs under dokumente with a 37-character suffix and refuses other files', async () => {
    const { id } = await create();
    const res = await admin.upload(
      `${BASE}/${id}/pdfs`,
      'Leitfaden Förderung.pdf',
      buildSeedPdf('L'),
      'application/pdf',
    );
    expect(res.statusCode, res.body).toBe(201);
    const { file, poolpdf } = res.json();
    expect(file).toMatch(/^Leitfaden_Förderung-[0-9a-f]{32}\.pdf$/);
    expect(poolpdf).toEqual([file]);
    const served = await t.app.inject({ url: `/dokumente/${encodeURIComponent(file)}` });
    expect(served.statusCode).toBe(200);
    // Downloaded, never shown inside the portal's origin.
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.rawPayload).toEqual(await store.read(`dokumente/${file}`));
    const image = await admin.upload(`${BASE}/${id}/pdfs`, 'a.pdf', await pngImage(), 'application/pdf');
    expect(image.statusCode).toBe(415);
    expect((await admin.delete(`${BASE}/${id}/pdfs/${encodeURIComponent(file)}`)).json().poolpdf).toEqual([]);
    expect(await stored(`dokumente/${file}`)).toBe(false);
  });

  it('hides inactive campaigns from the public list and shows the meta title on /wissen/{id}', async () => {
    const { id } = await create();
    const input = kampagneInput([], '');
    expect((await admin.put(`${BASE}/${id}`, { ...input, aktiv: false })).statusCode).toBe(200);
    const publicIds = () =>
      t.app.inject({ url: '/api/kampagnen' }).then((r) => (r.json() as { id: number }[]).map((k) => k.id));
    expect(await publicIds()).not.toContain(id);
    expect((await admin.put(`${BASE}/${id}`, input)).statusCode).toBe(200);
    expect(await publicIds()).toContain(id);
    const html = (await t.app.inject({ url: `/de/wissen/${id}` })).body;
    expect(html).toContain('<title>Meta-Titel der Testkampagne</title>');
    expect(html).toContain('content="Meta-Beschreibung der Testkampagne"');
  });

  it('keeps links to objects the public does not see for administrators only, also after a status change', async () => {
    const [oeffentlich, mitLogin, deaktiviert, abgelaufen] = await Promise.all([
      createObjekt(t.db, { owner: null, status: STATUS.OHNE_LOGIN }),
      createObjekt(t.db, { owner: null, status: STATUS.MIT_LOGIN }),
      createObjekt(t.db, { owner: null, status: STATUS.DEAKTIVIERT }),
      createObjekt(t.db, { owner: null, status: STATUS.OHNE_LOGIN, istabgelaufen: true }),
    ]).then((created) => created.map((o) => o.id));
    const linked = [deaktiviert, oeffentlich, abgelaufen, mitLogin] as string[];
    const { id } = await create();
    expect((await admin.put(`${BASE}/${id}`, kampagneInput(linked, ''))).statusCode).toBe(200);

    const linksIn = async (agent: Agent) => {
      const res = await agent.get('/api/kampagnen');
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: number; objekte: string[] }[]).find((k) => k.id === id)?.objekte;
    };
    const shown = async (agent: Agent) =>
      ((await agent.get(`/api/standortsammlung?ids=${linked.join(',')}`)).json() as { id: string }[]).map((o) => o.id);

    // The editor and the administrators' article keep every link, in order; they show each object.
    expect((await admin.get(`${BASE}/${id}`)).json().objekte).toEqual(linked);
    expect(await linksIn(admin)).toEqual(linked);
    expect(await shown(admin)).toEqual(linked);
    // The public article names only what a logged-in user may see; each visitor gets only what they may see.
    expect(await linksIn(anonymous)).toEqual([oeffentlich, mitLogin]);
    expect(await linksIn(member)).toEqual([oeffentlich, mitLogin]);
    expect(await shown(anonymous)).toEqual([oeffentlich]);
    expect(await shown(member)).toEqual([oeffentlich, mitLogin]);

    // Deactivating a linked object takes it out of the public article at once (the kept body follows the objects).
    await t.db
      .update(objekt)
      .set({ status: STATUS.DEAKTIVIERT })
      .where(eq(objekt.id, oeffentlich as string));
    expect(await linksIn(anonymous)).toEqual([mitLogin]);
    await t.db
      .update(objekt)
      .set({ status: STATUS.OHNE_LOGIN })
      .where(eq(objekt.id, deaktiviert as string));
    expect(await linksIn(anonymous)).toEqual([deaktiviert, mitLogin]);
    expect(await linksIn(admin)).toEqual(linked);
  });

  it('deletes a campaign with its files', async () => {
    const { id } = await create();
    const file = await uploadBild(id);
    expect((await admin.delete(`${BASE}/${id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(kampagne).where(eq(kampagne.id, id))).toEqual([]);
    expect(await stored(`bilder/1920/${file}`)).toBe(false);
    expect((await admin.get(`${BASE}/${id}`)).statusCode).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objektbild } from '../db/schema';
import { buildSeedPdf } from '../db/seed/kampagnen';
import { createStore, type FileStore } from '../storage/store';
import type { Agent } from '../test/agent';
import { createUser, objektInput } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { pdfImagesPerPage } from '../test/pdf';
import { startTestS3 } from '../test/s3';
import { loggedInAgent } from '../test/two-factor';
import { hashPassword } from '../user/password';
import { documentKey, exposeImageKey, imageDerivatives, imageKey } from './storage';

const PASSWORD = 'Upload!Test2026';

/** The same uploads, downloads and deletions on both stores: DATA_DIR on disk and an S3 bucket (test double). */
describe.each(['disk', 's3'] as const)('uploads of images and documents (%s store)', (kind) => {
  let t: TestApp;
  let store: FileStore;
  let owner: Agent;
  let s3: Awaited<ReturnType<typeof startTestS3>> | undefined;

  async function createObjekt(agent: Agent) {
    const id = randomUUID();
    const res = await agent.put(`/api/objekt/${id}`, { objekt: objektInput(), bestaetigung: true });
    expect(res.statusCode, res.body).toBe(201);
    return id;
  }
  /** An image's stored derivatives: the two served sizes and the exposé's two JPEGs. */
  async function filesOf(file: string) {
    const found = await Promise.all(
      imageDerivatives(file).map(async (d) => ((await store.read(d.key)) ? d.key : null)),
    );
    return found.filter((k) => k !== null);
  }
  async function storedKeys() {
    const keys: string[] = [];
    for await (const key of store.keys()) keys.push(key);
    return keys;
  }
  const png = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    s3 = kind === 's3' ? await startTestS3() : undefined;
    t = await buildTestApp('pglite', s3?.env ?? {});
    store = await createStore(t.config);
    const user = await createUser(t.db, { password_hash: await hashPassword(PASSWORD) });
    owner = await loggedInAgent(t.app, t.db, user.username, PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  it('accepts images and PDFs by content, makes derivatives, orders and deletes them', async () => {
    const id = await createObjekt(owner);
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#1c7ed6' } })
      .jpeg()
      .toBuffer();
    const first = await owner.upload(`/api/objekt/${id}/bilder`, 'ansicht.jpg', jpeg, 'image/jpeg');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ width: 2400, height: 1600, mimetype: 'image/webp' });
    const file = first.json().s3filename;
    const small = await sharp((await store.read(imageKey(240, file))) as Buffer).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 240 });
    // The exposé's copy: a JPEG as wide as the exposé's large picture, written with the upload.
    const forExpose = await sharp((await store.read(exposeImageKey(file))) as Buffer).metadata();
    expect(forExpose).toMatchObject({ format: 'jpeg', width: 1100 });
    const smallForExpose = await sharp((await store.read(exposeImageKey(file, 'small'))) as Buffer).metadata();
    expect(smallForExpose).toMatchObject({ format: 'jpeg', width: 240 });
    const pdfBytes = buildSeedPdf('Lageplan', ['Baufeld A']);
    const pdf = await owner.upload(`/api/objekt/${id}/bilder`, 'plan.pdf', pdfBytes, 'application/pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().mimetype).toBe('application/pdf');
    expect(await store.read(documentKey(pdf.json().s3filename))).toEqual(pdfBytes);

    const order = [pdf.json().msid, first.json().msid];
    expect(
      (await owner.put(`/api/objekt/${id}/bilder`, { msids: order })).json().map((b: { msid: string }) => b.msid),
    ).toEqual(order);
    expect((await owner.put(`/api/objekt/${id}/bilder`, { msids: [first.json().msid] })).statusCode).toBe(400);
    const left = await owner.delete(`/api/objekt/${id}/bilder/${encodeURIComponent(first.json().msid)}`);
    expect(left.json()).toHaveLength(1);
    expect(await filesOf(file)).toHaveLength(0);
  });

  it('serves an image at /bilder/{size}/{file} and a document at /dokumente/{file} as a download', async () => {
    const id = await createObjekt(owner);
    const bild = (await owner.upload(`/api/objekt/${id}/bilder`, 'hof.png', await png(800, 600, '#2f9e44'))).json();
    const stored = (await store.read(imageKey(1920, bild.s3filename))) as Buffer;
    const image = await t.app.inject({ url: `/bilder/1920/${bild.s3filename}` });
    if (kind === 'disk') {
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.rawPayload).toEqual(stored);
    } else {
      // From the bucket's public URL: the portal's own address redirects there, so old links keep working.
      expect(image.statusCode).toBe(302);
      expect(image.headers.location).toBe(`${s3?.env.S3_PUBLIC_URL}/bilder/1920/${bild.s3filename}`);
      const fetched = await fetch(image.headers.location as string);
      expect(Buffer.from(await fetched.arrayBuffer())).toEqual(stored);
      // Pages may show images of the test double's plain-http address (https: ones are allowed anyway).
      const origin = new URL(s3?.env.S3_PUBLIC_URL as string).origin;
      expect(image.headers['content-security-policy']).toContain(`img-src 'self' data: blob: https: ${origin}`);
    }
    expect(image.headers['cache-control']).toBe('public, max-age=604800');
    const missing = await t.app.inject({ url: `/bilder/240/${randomUUID()}.webp` });
    expect(missing.statusCode).toBe(kind === 'disk' ? 404 : 302);

    const pdfBytes = buildSeedPdf('Plan', ['Halle B']);
    const pdf = (await owner.upload(`/api/objekt/${id}/bilder`, 'halle.pdf', pdfBytes, 'application/pdf')).json();
    const download = await t.app.inject({ url: `/dokumente/${pdf.s3filename}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment');
    expect(download.rawPayload).toEqual(pdfBytes);
    const gone = await t.app.inject({ url: `/dokumente/${randomUUID()}.pdf` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toMatch(/^(notFound|unknownEndpoint)$/);
  });

  it('deletes an object irreversibly with its files, and copies them with a duplicate', async () => {
    const id = await createObjekt(owner);
    const bild = (await owner.upload(`/api/objekt/${id}/bilder`, 'hof.png', await png(800, 600, '#2f9e44'))).json();
    expect(await filesOf(bild.s3filename)).toHaveLength(4);
    const duplicate = await owner.post(`/api/objekt/${id}/duplikat`);
    expect(duplicate.statusCode, duplicate.body).toBe(201);
    const copy = (await owner.get(`/api/objekt/${duplicate.json().id}`)).json().bilder[0];
    expect(copy.s3filename).not.toBe(bild.s3filename);
    expect(await store.read(imageKey(240, copy.s3filename))).toEqual(await store.read(imageKey(240, bild.s3filename)));

    expect((await owner.delete(`/api/objekt/${id}`)).statusCode).toBe(200);
    expect((await owner.get(`/api/objekt/${id}`)).statusCode).toBe(404);
    expect(await filesOf(bild.s3filename)).toHaveLength(0);
    expect(await filesOf(copy.s3filename)).toHaveLength(4);
  });

  it('renders the exposé with the pictures read from the store', async () => {
    const id = await createObjekt(owner);
    for (const colour of ['#1864ab', '#c92a2a']) {
      const res = await owner.upload(`/api/objekt/${id}/bilder`, 'bild.png', await png(900, 600, colour));
      expect(res.statusCode).toBe(201);
    }
    const expose = await owner.get(`/api/expose?ids=${id}&lang=de`);
    expect(expose.statusCode, expose.body).toBe(200);
    expect((await pdfImagesPerPage(expose.rawPayload)).reduce((sum, n) => sum + n, 0)).toBe(2);
  });

  it('refuses a program renamed to .jpg, a file of 51 MB and a pixel bomb, leaving nothing behind', async () => {
    const id = await createObjekt(owner);
    const before = await storedKeys();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(4096, 1)]);
    const renamed = await owner.upload(`/api/objekt/${id}/bilder`, 'foto.jpg', exe, 'image/jpeg');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.code).toBe('unsupportedFileType');
    const huge = await owner.upload(
      `/api/objekt/${id}/bilder`,
      'gross.png',
      Buffer.alloc(51 * 1024 * 1024, 7),
      'image/png',
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('fileTooLarge');
    // A decompression bomb: a small file that claims 60 megapixels is refused before it is decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const pixels = await owner.upload(`/api/objekt/${id}/bilder`, 'weiss.png', bomb, 'image/png');
    expect(pixels.statusCode).toBe(413);
    expect(pixels.json().error.code).toBe('imageTooLarge');
    expect(await t.db.select().from(objektbild).where(eq(objektbild.objekt, id))).toEqual([]);
    expect(await storedKeys()).toEqual(before);
    if (kind === 'disk') {
      const written = fs.readdirSync(path.join(t.config.dataDir, 'bilder', '240'));
      expect(written.some((f) => f.startsWith('.upload-'))).toBe(false);
    }
  });
});

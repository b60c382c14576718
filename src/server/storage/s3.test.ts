import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageFiles } from '../bilder/storage';
import { loadConfig } from '../config';
import { objektbild } from '../db/schema';
import { buildSeedPdf } from '../db/seed/kampagnen';
import type { Agent } from '../test/agent';
import { createUser, objektInput } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { startFaultyProxy, startTestS3 } from '../test/s3';
import { loggedInAgent } from '../test/two-factor';
import { hashPassword } from '../user/password';
import { copyStore } from './copy';
import { createDiskStore } from './disk';
import { createStore, type FileStore } from './store';

const PASSWORD = 'Bucket!Test2026';

async function keysOf(store: FileStore) {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys.sort();
}

const png = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();

describe('the S3 store when the bucket cannot be reached', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let proxy: Awaited<ReturnType<typeof startFaultyProxy>>;
  let t: TestApp;
  let bucket: FileStore;
  let owner: Agent;
  let objektId: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    proxy = await startFaultyProxy(s3.env.S3_ENDPOINT);
    t = await buildTestApp('pglite', { ...s3.env, S3_ENDPOINT: proxy.endpoint });
    bucket = await createStore({ ...t.config, S3_ENDPOINT: s3.env.S3_ENDPOINT });
    const user = await createUser(t.db, { password_hash: await hashPassword(PASSWORD) });
    owner = await loggedInAgent(t.app, t.db, user.username, PASSWORD);
    objektId = randomUUID();
    const created = await owner.put(`/api/objekt/${objektId}`, { objekt: objektInput(), bestaetigung: true });
    expect(created.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await s3.close();
  });

  const rows = () => t.db.select().from(objektbild).where(eq(objektbild.objekt, objektId));

  it('reports the storage in /readyz: ready while it answers, 503 with a detail while it does not', async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    proxy.state.down = true;
    try {
      const down = await t.app.inject({ url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', detail: expect.stringMatching(/^storage: s3: /) });
    } finally {
      proxy.state.down = false;
    }
  });

  it('answers an upload 503 storageUnavailable and keeps neither a row nor an object; pages still read', async () => {
    const uploaded = await owner.upload(`/api/objekt/${objektId}/bilder`, 'hof.png', await png(), 'image/png');
    expect(uploaded.statusCode).toBe(201);
    const before = await keysOf(bucket);
    expect(before).toHaveLength(4);

    proxy.state.down = true;
    try {
      const refused = await owner.upload(`/api/objekt/${objektId}/bilder`, 'tor.png', await png(), 'image/png');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.code).toBe('storageUnavailable');
      const pdf = buildSeedPdf('Plan', ['A']);
      const refusedPdf = await owner.upload(`/api/objekt/${objektId}/bilder`, 'plan.pdf', pdf, 'application/pdf');
      expect(refusedPdf.statusCode).toBe(503);
      // Reading goes on: the listing, and its image through the bucket's public URL.
      const listing = await owner.get(`/api/objekt/${objektId}`);
      expect(listing.statusCode).toBe(200);
      const image = await t.app.inject({ url: `/bilder/240/${uploaded.json().s3filename}` });
      expect(image.statusCode).toBe(302);
    } finally {
      proxy.state.down = false;
    }
    expect(await rows()).toHaveLength(1);
    expect(await keysOf(bucket)).toEqual(before);
  });

  it('deletes a file while the bucket cannot be reached: the row goes, its objects stay unreferenced', async () => {
    const uploaded = await owner.upload(`/api/objekt/${objektId}/bilder`, 'weg.png', await png(), 'image/png');
    expect(uploaded.statusCode).toBe(201);
    const before = await keysOf(bucket);
    proxy.state.down = true;
    try {
      const deleted = await owner.delete(`/api/objekt/${objektId}/bilder/${uploaded.json().msid}`);
      expect(deleted.statusCode).toBe(200);
    } finally {
      proxy.state.down = false;
    }
    expect((await rows()).map((r) => r.msid)).not.toContain(uploaded.json().msid);
    expect(await keysOf(bucket)).toEqual(before);
  });

  it('takes back the objects already written when the store fails halfway through an upload', async () => {
    const before = await keysOf(bucket);
    proxy.state.putsLeft = 2;
    try {
      const refused = await owner.upload(`/api/objekt/${objektId}/bilder`, 'halb.png', await png(), 'image/png');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.code).toBe('storageUnavailable');
    } finally {
      proxy.state.putsLeft = Number.POSITIVE_INFINITY;
    }
    expect(await rows()).toHaveLength(1);
    expect(await keysOf(bucket)).toEqual(before);
  });
});

describe('the S3 store without its bucket', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await buildTestApp('pglite', { ...s3.env, S3_BUCKET: 'no-such-bucket' });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('is not ready and refuses uploads with 503, storing nothing', async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().detail).toBe('storage: s3: bucket no-such-bucket not found');
    const user = await createUser(t.db, { password_hash: await hashPassword(PASSWORD) });
    const owner = await loggedInAgent(t.app, t.db, user.username, PASSWORD);
    const id = randomUUID();
    expect((await owner.put(`/api/objekt/${id}`, { objekt: objektInput(), bestaetigung: true })).statusCode).toBe(201);
    const refused = await owner.upload(`/api/objekt/${id}/bilder`, 'hof.png', await png(), 'image/png');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('storageUnavailable');
    expect(await t.db.select().from(objektbild).where(eq(objektbild.objekt, id))).toEqual([]);
  });
});

describe('storage:copy', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-copy-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies every file from disk into the bucket and back, and copies nothing the second time', async () => {
    const source = createDiskStore(tempDir());
    await (await stageFiles(source, `${randomUUID()}.webp`, 'image/png', await png())).commit();
    await (await stageFiles(source, `${randomUUID()}.pdf`, 'application/pdf', buildSeedPdf('Plan', ['B']))).commit();
    const keys = await keysOf(source);
    expect(keys).toHaveLength(5);

    const bucket = await createStore(loadConfig(s3.env));
    expect(await copyStore(source, bucket)).toEqual({ copied: 5, present: 0 });
    expect(await copyStore(source, bucket)).toEqual({ copied: 0, present: 5 });
    expect(await keysOf(bucket)).toEqual(keys);

    const back = createDiskStore(tempDir());
    expect(await copyStore(bucket, back)).toEqual({ copied: 5, present: 0 });
    expect(await copyStore(bucket, back)).toEqual({ copied: 0, present: 5 });
    for (const key of keys) expect(await back.read(key)).toEqual(await source.read(key));
  });
});

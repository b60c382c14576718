import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STATUS } from '../shared/domain/objekt';
import { type Db, openPostgres } from './db/client';
import { objekt } from './db/schema';
import { copyPostgresTemplate, TEST_SESSION_SECRET } from './test/databases';
import { createObjekt, createUser } from './test/factories';
import { freePort, httpSession, type Portal, startPortal, waitReady } from './test/portal-process';
import { startTestS3 } from './test/s3';
import { change, READS } from './test/start-up-reads';
import { hashPassword } from './user/password';

const PASSWORD = 'Zwei!Prozesse2026';
/** Failed logins per account and address the two processes allow together (LOGIN_LIMIT_PER_ACCOUNT). */
const LOGIN_LIMIT = 3;

/**
 * Two portal processes (main.ts, as `npm start` runs it) on one PostgreSQL and one bucket of the S3 test
 * double, each with a DATA_DIR of its own, as on two machines behind a load balancer: what one of them writes
 * or decides, the other knows in its next answer.
 */
describe.runIf(inject('postgresUrl'))('two portal processes on one PostgreSQL and one bucket', () => {
  const portals: Portal[] = [];
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'sp-two-')));
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let db: Db;
  let closeDb: () => Promise<void>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const copy = await copyPostgresTemplate(inject('postgresUrl'));
    drop = copy.drop;
    const database = openPostgres(copy.url);
    db = database.db;
    closeDb = database.close;
    s3 = await startTestS3();
    for (const dataDir of dataDirs) {
      portals.push(
        startPortal(dataDir, await freePort(), {
          ...s3.env,
          DATABASE_URL: copy.url,
          SESSION_SECRET: TEST_SESSION_SECRET,
          LOGIN_LIMIT_PER_ACCOUNT: String(LOGIN_LIMIT),
          LOG_LEVEL: 'warn',
        }),
      );
    }
    await Promise.all(portals.map(waitReady));
  }, 180_000);

  afterAll(async () => {
    for (const portal of portals) {
      portal.child.kill('SIGTERM');
      await portal.exited;
    }
    await closeDb?.();
    await drop?.();
    await s3?.close();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const pair = () => {
    const [a, b] = portals;
    if (!a || !b) throw new Error('two portals expected');
    return [a, b] as const;
  };

  /** A session's headers for a request without a body (a JSON content type would ask for one). */
  const withoutBody = (session: ReturnType<typeof httpSession>) => {
    const { 'content-type': _json, ...headers } = session.headers();
    return headers;
  };

  async function newOwner() {
    return createUser(db, { password_hash: await hashPassword(PASSWORD) });
  }

  /** A browser session logged in as `owner` through `portal`. */
  async function loggedIn(portal: Portal, owner: { username: string }) {
    const session = httpSession(portal.url);
    await session.get('/api/userdata');
    expect((await session.post('/api/login', { username: owner.username, password: PASSWORD })).status).toBe(200);
    return session;
  }

  it('keeps a login made through one valid on the other, and a logout on the other ends it on both', async () => {
    const [a, b] = pair();
    const owner = await newOwner();
    const onA = httpSession(a.url);
    await onA.get('/api/userdata');
    expect((await onA.post('/api/login', { username: owner.username, password: PASSWORD })).status).toBe(200);

    // The same browser, its next request answered by B.
    const cookies = onA.headers().cookie;
    const userdata = (base: string) => fetch(`${base}/api/userdata`, { headers: { cookie: cookies } });
    const seenByB = await userdata(b.url);
    expect(seenByB.status).toBe(200);
    expect((await seenByB.json()).username).toBe(owner.username);

    const logout = await fetch(`${b.url}/api/logout`, { headers: withoutBody(onA) });
    expect(logout.status).toBe(200);
    // Anonymous again on A: userlevel 0 (spec 7), no username.
    const afterLogout = await (await userdata(a.url)).json();
    expect(afterLogout.userlevel).toBe(0);
    expect(afterLogout.username).toBeUndefined();
  });

  it('counts failed logins of both against one limit', async () => {
    const [a, b] = pair();
    const owner = await newOwner();
    const statuses: number[] = [];
    for (const portal of [a, b, a, b]) {
      const session = httpSession(portal.url);
      await session.get('/api/userdata');
      statuses.push((await session.post('/api/login', { username: owner.username, password: 'falsch' })).status);
    }
    // Three refused as wrong, the fourth — on B, which saw only two — refused by the shared limit.
    expect(statuses.slice(0, LOGIN_LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses[LOGIN_LIMIT]).toBe(429);
  });

  it.each([...READS, { url: '/api/fm_matrix', table: 'fm_matrix', column: 'name_de', where: 'true' }])(
    '$url: a write to its table is in the next answer of both, each having kept the earlier one',
    async (read) => {
      const [a, b] = pair();
      const text = async (portal: Portal) => (await fetch(`${portal.url}${read.url}`)).text();
      const marker = `zweiter-prozess-${read.table}`;
      expect(await text(a)).not.toContain(marker);
      expect(await text(b)).not.toContain(marker);
      await change(db, read, marker);
      expect(await text(b)).toContain(marker);
      expect(await text(a)).toContain(marker);
    },
  );

  it('shows a write made through one in the other’s kept object list and map section at once', async () => {
    const [a, b] = pair();
    const owner = await newOwner();
    const { id } = await createObjekt(db, { owner: owner.id, status: STATUS.OHNE_LOGIN });
    const [position] = await db
      .select({ lon: sql<number>`ST_X(${objekt.standort})`, lat: sql<number>`ST_Y(${objekt.standort})` })
      .from(objekt)
      .where(eq(objekt.id, id));
    if (!position) throw new Error('no position');
    const bbox = [position.lon - 0.01, position.lat - 0.01, position.lon + 0.01, position.lat + 0.01].join(',');
    const listedByB = async () => {
      const list = (await (await fetch(`${b.url}/api/objekt`)).json()) as { id: string }[];
      const section = await (await fetch(`${b.url}/api/objekt/ausschnitt?bbox=${bbox}`)).text();
      return { inList: list.some((o) => o.id === id), inSection: section.includes(id) };
    };
    // B has answered (and kept) both with the property in them.
    expect(await listedByB()).toEqual({ inList: true, inSection: true });

    const onA = await loggedIn(a, owner);
    const deleted = await fetch(`${a.url}/api/objekt/${id}`, { method: 'DELETE', headers: withoutBody(onA) });
    expect(deleted.status).toBe(200);

    expect(await listedByB()).toEqual({ inList: false, inSection: false });
  });

  it('serves an image uploaded through one from the other, in both sizes, from the bucket', async () => {
    const [a, b] = pair();
    const owner = await newOwner();
    const { id } = await createObjekt(db, { owner: owner.id });
    const onA = await loggedIn(a, owner);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1c7ed6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'halle.png');
    const upload = await fetch(`${a.url}/api/objekt/${id}/bilder`, {
      method: 'POST',
      headers: withoutBody(onA),
      body: form,
    });
    expect(upload.status).toBe(201);
    const { s3filename } = (await upload.json()) as { s3filename: string };
    for (const size of [240, 1920]) {
      const link = await fetch(`${b.url}/bilder/${size}/${s3filename}`, { redirect: 'manual' });
      expect([link.status, link.headers.get('location')], `${size}`).toEqual([
        302,
        `${s3.env.S3_PUBLIC_URL}/bilder/${size}/${s3filename}`,
      ]);
      const served = await fetch(`${b.url}/bilder/${size}/${s3filename}`);
      expect(served.status, `${size}`).toBe(200);
      const { width } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(width, `${size}`).toBe(Math.min(size, 900));
    }
  });
});

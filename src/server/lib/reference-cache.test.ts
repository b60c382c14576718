import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Db, openPostgres } from '../db/client';
import { copyPostgresTemplate, TEST_SESSION_SECRET } from '../test/databases';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';

/**
 * The reads every first page load makes (spec 7), each with a text column a write changes: the row that
 * the anonymous answer contains, and how to recognise it there.
 */
const READS = [
  { url: '/api/region', table: 'region', column: 'name', where: 'true' },
  { url: '/api/bezirk', table: 'bezirk', column: 'name', where: 'true' },
  { url: '/api/ort', table: 'ort', column: 'name', where: 'true' },
  { url: '/api/objektart', table: 'objektart', column: 'name', where: 'true' },
  { url: '/api/technischeInfrastruktur', table: 'technische_infrastruktur', column: 'name', where: 'true' },
  { url: '/api/widmung', table: 'widmung', column: 'name_de', where: 'true' },
  { url: '/api/glossar', table: 'glossar', column: 'titel_de', where: 'true' },
  { url: '/api/kampagnen', table: 'kampagne', column: 'header', where: 'aktiv' },
  { url: '/api/slug', table: 'slug', column: 'title', where: 'true' },
  { url: '/api/karte', table: 'karte', column: 'title', where: 'not admins_only' },
] as const;

type Read = (typeof READS)[number];

/** Appends `marker` to the read's text column in one row it answers with, as an admin screen or a script would. */
async function change(db: Db, read: Read, marker: string) {
  await db.execute(
    sql.raw(
      `update ${read.table} set ${read.column} = ${read.column} || ' ${marker}'
       where id = (select id from ${read.table} where ${read.where} order by id limit 1)`,
    ),
  );
}

type Inject = TestApp['app']['inject'];

/** The answer's body (identity encoding) and ETag. */
async function get(inject: Inject, url: string, headers: Record<string, string> = {}) {
  const res = await inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.body, etag: res.headers.etag as string | undefined };
}

describe.each(testDbKinds())('start-up reads served per data version on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(READS)('$url: the same body with an ETag and 304 until a write, then the write', async (read) => {
    const inject = t.app.inject.bind(t.app);
    const first = await get(inject, read.url);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"/);
    expect(JSON.parse(first.body).length).toBeGreaterThan(0);
    expect((await get(inject, read.url, { 'if-none-match': first.etag ?? '' })).status).toBe(304);

    const marker = `geändert-${read.table}`;
    expect(first.body).not.toContain(marker);
    await change(t.db, read, marker);
    const next = await get(inject, read.url, { 'if-none-match': first.etag ?? '' });
    expect(next.status).toBe(200);
    expect(next.etag).not.toBe(first.etag);
    expect(next.body).toContain(marker);
  });

  it('answers compressed bodies that decode to the same list', async () => {
    const plain = await t.app.inject({ url: '/api/glossar' });
    const br = await t.app.inject({ url: '/api/glossar', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const zlib = await import('node:zlib');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

describe.runIf(inject('postgresUrl'))('start-up reads with two app processes on one PostgreSQL', () => {
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const closers: (() => Promise<void>)[] = [];
  let writer: Db;

  beforeAll(async () => {
    const copy = await copyPostgresTemplate(inject('postgresUrl'));
    for (let i = 0; i < 2; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-test-'));
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SESSION_SECRET: TEST_SESSION_SECRET,
      });
      const database = openPostgres(copy.url);
      const app = await buildApp(config, database);
      await app.ready();
      apps.push(app);
      if (i === 0) writer = database.db;
      closers.push(async () => {
        await app.close();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });
    }
    closers.push(copy.drop);
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it.each(READS)('$url: a write through one process is in the next answer of the other', async (read) => {
    const [a, b] = apps;
    if (!a || !b) throw new Error('two apps expected');
    const before = await get(b.inject.bind(b), read.url);
    expect(before.status).toBe(200);
    const marker = `zweiter-prozess-${read.table}`;
    await change(writer, read, marker);
    expect((await get(b.inject.bind(b), read.url)).body).toContain(marker);
    expect((await get(a.inject.bind(a), read.url)).body).toContain(marker);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Config, loadConfig } from '../config';
import { type Db, openPglite, openPostgres } from '../db/client';
import { users } from '../db/schema';
import { copyPostgresTemplate, seedPgliteDataDir } from '../test/databases';
import { createUser } from '../test/factories';
import { testDbKinds } from '../test/helper';
import { backup } from './backup';
import { restore } from './restore';

describe.each(testDbKinds())('backup and restore on %s', (kind) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-backup-'));
  const dataDir = path.join(tmp, 'data');
  let config: Config;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
    if (kind === 'pglite') {
      await seedPgliteDataDir(inject('pgliteTemplate'), dataDir);
    } else {
      const copy = await copyPostgresTemplate(inject('postgresUrl'));
      env.DATABASE_URL = copy.url;
      dropDatabase = copy.drop;
    }
    config = loadConfig(env);
  });
  afterAll(async () => {
    await dropDatabase();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** Opens the database as the portal would, for one step, and closes it again (releasing DATA_DIR). */
  async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const database = config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : await openPglite(dataDir);
    try {
      return await fn(database.db);
    } finally {
      await database.close();
    }
  }
  const file = (...parts: string[]) => path.join(dataDir, ...parts);
  const write = (name: string, content: string) => {
    fs.mkdirSync(path.dirname(name), { recursive: true });
    fs.writeFileSync(name, content);
  };
  const firstNameOf = (db: Db, username: string) =>
    db
      .select({ first_name: users.first_name })
      .from(users)
      .where(eq(users.username, username))
      .then((rows) => rows[0]?.first_name);

  it('brings back the data and files of the backup after they were changed and deleted', async () => {
    const kept = await withDb((db) => createUser(db, { email: `kept-${kind}@example.test`, first_name: 'Berta' }));
    write(file('bilder', '240', 'halle.webp'), 'image before');
    write(file('dokumente', 'plan.pdf'), 'document before');
    // Files of writes in progress (an upload, a listing's copy) are no stored files.
    write(file('bilder', '240', `.upload-${kind}`), 'half an upload');
    write(file('bilder', '1920', `.copy-${kind}`), 'half a copy');

    const out = path.join(tmp, 'backup');
    const manifest = await backup(config, out);
    expect(fs.readdirSync(path.join(out, 'files', 'bilder', '240'))).toEqual(['halle.webp']);
    expect(fs.readdirSync(path.join(out, 'files', 'bilder', '1920'))).toEqual([]);
    expect(manifest).toMatchObject({ kind, files: ['bilder', 'dokumente'] });
    expect(fs.readdirSync(out).sort()).toEqual(
      [kind === 'pglite' ? 'database.pglite.tar.gz' : 'database.pgdump', 'files', 'manifest.json'].sort(),
    );

    await withDb(async (db) => {
      await db.delete(users).where(eq(users.id, kept.id));
      await db.update(users).set({ first_name: 'Geändert' }).where(eq(users.username, 'admin@standortportal.at'));
      await createUser(db, { email: `later-${kind}@example.test` });
    });
    fs.rmSync(file('bilder', '240', 'halle.webp'));
    write(file('bilder', '240', 'neu.webp'), 'image after');
    write(file('dokumente', 'plan.pdf'), 'document after');

    const { aside } = await restore(config, out);

    await withDb(async (db) => {
      expect(await firstNameOf(db, kept.username)).toBe('Berta');
      expect(await firstNameOf(db, 'admin@standortportal.at')).not.toBe('Geändert');
      expect(await firstNameOf(db, `later-${kind}@example.test`)).toBeUndefined();
    });
    expect(fs.readFileSync(file('bilder', '240', 'halle.webp'), 'utf8')).toBe('image before');
    expect(fs.readFileSync(file('dokumente', 'plan.pdf'), 'utf8')).toBe('document before');
    expect(fs.existsSync(file('bilder', '240', 'neu.webp'))).toBe(false);
    // What the restore replaced is kept aside, not deleted.
    expect(fs.readFileSync(path.join(aside, 'bilder', '240', 'neu.webp'), 'utf8')).toBe('image after');
  });

  it('refuses to overwrite a directory or to restore something that is no backup', async () => {
    await expect(backup(config, tmp)).rejects.toThrow(/already exists/);
    await expect(restore(config, dataDir)).rejects.toThrow(/not a complete backup/);
  });

  it.runIf(kind === 'pglite')('refuses with a clear message while the portal holds the embedded database', async () => {
    await withDb(async () => {
      await expect(backup(config, path.join(tmp, 'while-running'))).rejects.toThrow(
        /is in use by a running Standortportal.*stop the portal/,
      );
      await expect(restore(config, path.join(tmp, 'backup'))).rejects.toThrow(/in use by a running Standortportal/);
    });
    expect(fs.existsSync(path.join(tmp, 'while-running.partial'))).toBe(false);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { DataDirLockedError, lockDataDir, pgliteExtensions } from '../db/client';
import { BackupError, type BackupManifest, copyFiles, DUMP_FILE, FILE_DIRS, runTool } from './backup';

/** Reads and checks a backup's manifest; a directory without one is no (complete) backup. */
export function readManifest(from: string): BackupManifest {
  const file = path.join(from, 'manifest.json');
  if (!fs.existsSync(file)) throw new BackupError(`${from} is not a complete backup (no manifest.json)`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`${from}: unknown backup format ${manifest.format}`);
  return manifest;
}

/**
 * Moves what a restore replaces (pgdata and the upload folders) into `DATA_DIR/pre-restore-<time>/`;
 * a rename, so it costs no space or time. Answers that folder and how to move everything back.
 */
function setAside(dataDir: string, names: string[]) {
  const aside = path.join(dataDir, `pre-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(aside, { recursive: true });
  const moved = names.filter((name) => fs.existsSync(path.join(dataDir, name)));
  for (const name of moved) fs.renameSync(path.join(dataDir, name), path.join(aside, name));
  return {
    aside,
    undo() {
      for (const name of names) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
      for (const name of moved) fs.renameSync(path.join(aside, name), path.join(dataDir, name));
      fs.rmSync(aside, { recursive: true, force: true });
    },
  };
}

/** Loads the dump into a new `DATA_DIR/pgdata` and checks it opens and holds the migrations table. */
async function loadPglite(dataDir: string, dump: string) {
  const client = new PGlite(path.join(dataDir, 'pgdata'), {
    loadDataDir: new Blob([fs.readFileSync(dump)]),
    extensions: pgliteExtensions,
  });
  try {
    await client.waitReady;
    await client.query('select count(*) from drizzle.__drizzle_migrations');
  } finally {
    await client.close();
  }
}

/**
 * Restores a backup made by backup(): the database and the upload folders are replaced by the backup's.
 * The portal must be stopped. Embedded: DATA_DIR is locked for the whole restore; the replaced pgdata and
 * files are kept in `DATA_DIR/pre-restore-<time>/` (delete it once satisfied) and put back if the
 * restore fails. PostgreSQL: pg_restore --clean in a single transaction (all or nothing); the replaced
 * files are kept the same way. Answers the folder with the replaced data.
 */
export async function restore(config: Config, from: string): Promise<{ manifest: BackupManifest; aside: string }> {
  const manifest = readManifest(from);
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.kind !== kind) {
    throw new BackupError(
      `${from} is a backup of the ${manifest.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}; this configuration uses ${kind === 'pglite' ? 'the embedded database (DATABASE_URL unset)' : 'PostgreSQL (DATABASE_URL)'}`,
    );
  }
  const dump = path.join(from, DUMP_FILE[kind]);
  if (!fs.existsSync(dump)) throw new BackupError(`${from} lacks ${DUMP_FILE[kind]}`);

  let unlock: (() => Promise<void>) | undefined;
  try {
    unlock = await lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(`DATA_DIR ${config.dataDir} is in use by a running Standortportal: stop it before restoring`);
  }
  try {
    if (config.DATABASE_URL) {
      await runTool('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${config.DATABASE_URL}`,
        dump,
      ]);
    }
    const replaced = setAside(config.dataDir, [...(config.DATABASE_URL ? [] : ['pgdata']), ...FILE_DIRS]);
    try {
      if (!config.DATABASE_URL) await loadPglite(config.dataDir, dump);
      copyFiles(path.join(from, 'files'), config.dataDir);
    } catch (error) {
      replaced.undo();
      throw error;
    }
    return { manifest, aside: replaced.aside };
  } finally {
    await unlock();
  }
}

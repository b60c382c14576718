import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { DataDirLockedError, openPglite, shippedMigrationCount } from '../db/client';
import { isTemporaryFile } from '../storage/disk';

/**
 * A backup is a directory: manifest.json, the database (PostgreSQL: `database.pgdump`, pg_dump's custom
 * format; embedded: `database.pglite.tar.gz`, PGlite's own data-dir dump) and `files/` with the uploaded
 * images and documents of DATA_DIR. It is written under a temporary name and renamed when complete, so a
 * directory with a manifest is always a whole backup.
 */
export interface BackupManifest {
  format: 1;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  /** Migrations this build ships; a restore on a build with more migrations applies them at the next start. */
  migrations: number;
  /** The DATA_DIR folders saved under files/. */
  files: string[];
}

/** The DATA_DIR folders that hold uploads (bilder/storage.ts): the only files besides the database. */
export const FILE_DIRS = ['bilder', 'dokumente'] as const;

export const DUMP_FILE = { postgres: 'database.pgdump', pglite: 'database.pglite.tar.gz' } as const;

/** A backup or restore that cannot run; main scripts print its message as one line and exit 1. */
export class BackupError extends Error {}

/** Runs a PostgreSQL client tool (pg_dump, pg_restore), failing with its stderr or a hint to install it. */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} not found: install the PostgreSQL client tools (e.g. apt-get install postgresql-client-15, the server's major version or newer)`
            : `${command}: ${error.message}`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** Copies the upload folders of DATA_DIR into `target`, leaving out half-written uploads and copies. */
export function copyFiles(dataDir: string, target: string): string[] {
  const copied: string[] = [];
  for (const dir of FILE_DIRS) {
    const source = path.join(dataDir, dir);
    if (!fs.existsSync(source)) continue;
    fs.cpSync(source, path.join(target, dir), {
      recursive: true,
      filter: (file) => !isTemporaryFile(path.basename(file)),
    });
    copied.push(dir);
  }
  return copied;
}

/**
 * The embedded database can only be read by the process that holds DATA_DIR, so a backup needs the
 * portal stopped; the running server is never disturbed. CHECKPOINT first, so the dump needs no WAL replay.
 */
async function dumpPglite(config: Config, staging: string): Promise<string[]> {
  let database: Awaited<ReturnType<typeof openPglite>>;
  try {
    database = await openPglite(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `DATA_DIR ${config.dataDir} is in use by a running Standortportal. The embedded database has a single connection, held by the server: stop the portal, run the backup, start it again (or use DATABASE_URL, which is backed up while running).`,
    );
  }
  try {
    if (!database.dumpDataDir) throw new BackupError('The embedded database cannot write a dump');
    await database.dumpDataDir(path.join(staging, DUMP_FILE.pglite));
    // Still holding the lock: no upload can change the files while they are copied.
    return copyFiles(config.dataDir, path.join(staging, 'files'));
  } finally {
    await database.close();
  }
}

/**
 * Writes a backup of the database and the uploaded files to the directory `out` (which must not exist).
 * PostgreSQL: pg_dump (a consistent snapshot while the portal runs), then the files. Embedded: refused
 * while the portal runs (see dumpPglite).
 */
export async function backup(config: Config, out: string): Promise<BackupManifest> {
  if (fs.existsSync(out)) throw new BackupError(`${out} already exists; name a new directory for the backup`);
  const staging = `${out}.partial`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  try {
    let files: string[];
    if (config.DATABASE_URL) {
      await runTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--file=${path.join(staging, DUMP_FILE.postgres)}`,
        `--dbname=${config.DATABASE_URL}`,
      ]);
      // After the dump: every file a dumped row names is there (unless deleted meanwhile).
      files = copyFiles(config.dataDir, path.join(staging, 'files'));
    } else {
      files = await dumpPglite(config, staging);
    }
    const manifest: BackupManifest = {
      format: 1,
      kind: config.DATABASE_URL ? 'postgres' : 'pglite',
      createdAt: new Date().toISOString(),
      migrations: shippedMigrationCount(),
      files,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(staging, out);
    return manifest;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

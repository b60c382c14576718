/**
 * npm run backup [-- <dir>] — writes a backup of the database and the uploaded files to <dir>
 * (default backups/standortportal-<time>): pg_dump with DATABASE_URL (the portal may keep running),
 * otherwise a dump of the embedded database (the portal must be stopped). See src/server/backup/.
 */
import path from 'node:path';
import { BackupError, backup } from '../src/server/backup/backup';
import { ConfigError, loadConfig } from '../src/server/config';

try {
  const config = loadConfig(process.env);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(process.argv[2] ?? path.join('backups', `standortportal-${stamp}`));
  const manifest = await backup(config, out);
  console.log(
    `Backup of the ${manifest.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'} and ${manifest.files.join(', ') || 'no files'} written to ${out}`,
  );
  if (config.STORAGE === 's3') {
    console.log(
      `The files in bucket ${config.S3_BUCKET} are not part of this backup: keep them by bucket versioning or a copy of the bucket (README, Object storage).`,
    );
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

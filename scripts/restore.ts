/**
 * npm run restore -- <dir> — replaces the database and the uploaded files with a backup written by
 * npm run backup. Stop the portal first. What is replaced stays in DATA_DIR/pre-restore-<time>/ (files,
 * and the embedded database) until you delete it. See src/server/backup/.
 */
import path from 'node:path';
import { BackupError } from '../src/server/backup/backup';
import { restore } from '../src/server/backup/restore';
import { ConfigError, loadConfig } from '../src/server/config';

try {
  const from = process.argv[2];
  if (!from) throw new BackupError('Usage: npm run restore -- <backup directory>');
  const config = loadConfig(process.env);
  const { manifest, aside } = await restore(config, path.resolve(from));
  console.log(`Restored the backup of ${manifest.createdAt} from ${path.resolve(from)}.`);
  console.log(`The replaced data is in ${aside}; delete it once the portal runs as expected.`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

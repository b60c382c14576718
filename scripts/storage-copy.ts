/**
 * npm run storage:copy -- --to s3 | --to disk — copies every uploaded file from DATA_DIR into the S3 bucket
 * (S3_* settings) or back, under the same keys; files the target already has are skipped, so it can run
 * again (after an interruption, or before switching STORAGE over). See src/server/storage/.
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { copyStore, storesOf } from '../src/server/storage/copy';
import { StorageUnavailable } from '../src/server/storage/store';

const USAGE = 'usage: npm run storage:copy -- --to s3|disk';

try {
  const at = process.argv.indexOf('--to');
  const to = process.argv[at + 1];
  if (at < 0 || (to !== 's3' && to !== 'disk')) throw new ConfigError(USAGE);
  const config = loadConfig(process.env);
  if (!config.S3_BUCKET || !config.S3_PUBLIC_URL) {
    throw new ConfigError('S3_BUCKET and S3_PUBLIC_URL (and the other S3_ settings) must be set to copy');
  }
  const stores = storesOf(config);
  const [source, target] = to === 's3' ? [stores.disk, stores.s3] : [stores.s3, stores.disk];
  const counts = await copyStore(source, target);
  console.log(
    `storage:copy to ${to}: ${counts.copied} files copied, ${counts.present} already there (${to === 's3' ? `bucket ${config.S3_BUCKET}` : config.dataDir})`,
  );
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof StorageUnavailable)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

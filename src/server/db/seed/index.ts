import { STATUS } from '../../../shared/domain/objekt';
import { twoFactorKeys } from '../../user/totp';
import type { Db } from '../client';
import { favorit } from '../schema';
import { seedFoerderungen } from './foerderungen';
import { seedGlossar } from './glossar';
import { writePooledImages } from './images';
import { seedKampagnen } from './kampagnen';
import { seedKarten } from './karten';
import { seedLogs } from './logs';
import { buildDemoObjekte, insertDemoObjekte } from './objekte';
import { seedReference } from './reference';
import { seedSlugs } from './slugs';
import { seedThemenlayer } from './themenlayer';
import { hashDemoPasswords, seedUsers } from './users';

export interface SeedOptions {
  /** DATA_DIR: images go to `${dataDir}/bilder/{240,1920}/`. */
  dataDir: string;
  /** Render and write the image files (off in tests: rows are inserted either way). */
  images: boolean;
  /**
   * The server's master secret (plugins/secrets.ts): the demo administrator's TOTP secret is stored
   * encrypted with a key derived from it, so the app must later run with the same secret.
   */
  masterSecret: string;
  log?: (msg: string) => void;
  /**
   * The end of the demo access log (default: the time of seeding). Unlike the rest of the demo data it
   * follows the clock, so the statistics' last 365 days are filled on whatever day the demo starts;
   * tests pass a fixed time to stay deterministic.
   */
  now?: Date;
}

export { isEmpty } from './empty';

/**
 * Loads the demo data into an empty, migrated database: reference data, users, 432 properties, map layers,
 * funding guide, glossary, campaigns, URL shortcuts and a year of access log for the statistics. Deterministic
 * apart from password salts, the campaigns' own content and the access log's end (`now`). Each table group is one short transaction; images are rendered outside of them
 * (PGlite has a single connection).
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const step = (msg: string) => log(`seed: ${msg} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  await seedReference(db);
  step('reference data');
  const hashes = await hashDemoPasswords();
  const { adminId, ownerId } = await seedUsers(db, hashes, twoFactorKeys(opts.masterSecret));
  step('users');

  const demo = buildDemoObjekte({
    adminId,
    ownerId,
    ownerKontakt:
      'Ing. Thomas Gruber\nGruber Liegenschaften GmbH\nTel. +43 7472 000 140\neigentuemer@standortportal.at',
  });
  // The property images are rendered by libvips on threads of its own while this thread inserts the rows
  // (PGlite runs on it): side by side they take the longer of the two instead of their sum.
  const imagesWritten = opts.images ? writePooledImages(opts.dataDir, demo.images) : Promise.resolve();
  // Awaited at the end; until then a failure must not count as unhandled.
  imagesWritten.catch(() => {});
  await insertDemoObjekte(db, demo);
  await db.transaction(async (tx) => {
    await tx
      .insert(favorit)
      .values(demo.favoriten.map((o) => ({ user: ownerId, objekt: o, created_at: new Date('2026-09-15T10:00:00Z') })));
  });
  step(`${demo.objekte.length} properties`);

  await seedKarten(db);
  await seedFoerderungen(db);
  await seedGlossar(db);
  await seedKampagnen(db, {
    dataDir: opts.dataDir,
    images: opts.images,
    // Campaigns link public, unexpired properties, so every linked property can be shown.
    objektIds: demo.objekte
      .filter((o) => o.status === STATUS.OHNE_LOGIN && !o.istabgelaufen)
      .map((o) => o.id as string),
  });
  await seedSlugs(db);
  await seedThemenlayer(db, demo);
  step('maps, site-check layers and content');

  const logged = await seedLogs(db, {
    now: opts.now ?? new Date(),
    adminId,
    ownerId,
    objektIds: demo.objekte
      .filter((o) => (o.status === STATUS.OHNE_LOGIN || o.status === STATUS.MIT_LOGIN) && !o.istabgelaufen)
      .map((o) => o.id as string),
    favoriten: demo.favoriten,
  });
  step(`access log: ${logged.logs} entries, ${logged.suchlogs} searches`);

  await imagesWritten;
  if (opts.images) step(`${demo.images.length} property images`);
}

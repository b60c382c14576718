import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type FileStore, STORE_PREFIXES, type Staged, StorageUnavailable, type StoreEntry } from './store';

/** Prefixes of the files a write in progress uses before they are renamed (stage, stageCopy). */
const TEMP_PREFIXES = ['.upload-', '.copy-'] as const;

/** A file of a write in progress (or one a crash cut short): no stored file, never backed up or copied. */
export const isTemporaryFile = (name: string) => TEMP_PREFIXES.some((p) => name.startsWith(p));

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A file system error as the store reports it: the disk is full, read-only or not ours. */
const unavailable = (error: unknown) =>
  error instanceof StorageUnavailable
    ? error
    : new StorageUnavailable(`disk: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);

/**
 * Files under DATA_DIR by key (`bilder/240/{file}` is DATA_DIR/bilder/240/{file}), written under temporary
 * names (`.upload-…`, `.copy-…`) beside their final ones and renamed by `commit`: a crash leaves at worst an
 * unreferenced file, never a row whose file is missing. The app serves them itself (plugins/spa.ts).
 */
export function createDiskStore(dataDir: string): FileStore {
  const pathOf = (key: string) => path.join(dataDir, ...key.split('/'));

  /** Writes each final path through a temporary one; on failure removes the temporary files. */
  async function stageWith(
    finals: string[],
    prefix: string,
    write: (temp: string, i: number) => Promise<boolean>,
  ): Promise<{ temps: string[]; written: number[] }> {
    const temps = finals.map((f) => path.join(path.dirname(f), `${prefix}${randomUUID()}`));
    const written: number[] = [];
    try {
      for (const dir of new Set(finals.map((f) => path.dirname(f)))) await fs.mkdir(dir, { recursive: true });
      for (const [i, temp] of temps.entries()) if (await write(temp, i)) written.push(i);
    } catch (error) {
      await Promise.all(temps.map((t) => fs.rm(t, { force: true })));
      throw error;
    }
    return { temps, written };
  }

  const staged = (finals: string[], temps: string[], written: number[]): Staged => ({
    commit: async () => {
      await Promise.all(written.map((i) => fs.rename(temps[i] as string, finals[i] as string)));
    },
    rollback: async () => {
      await Promise.all([...temps, ...finals].map((f) => fs.rm(f, { force: true })));
    },
  });

  return {
    spec: { kind: 'disk', dataDir },

    async stage(entries: StoreEntry[]) {
      const finals = entries.map((e) => pathOf(e.key));
      try {
        const { temps, written } = await stageWith(finals, TEMP_PREFIXES[0], async (temp, i) => {
          await fs.writeFile(temp, entries[i]?.data as Buffer);
          return true;
        });
        return staged(finals, temps, written);
      } catch (error) {
        throw unavailable(error);
      }
    },

    async stageCopy(pairs) {
      const finals = pairs.map((p) => pathOf(p.to));
      try {
        const { temps, written } = await stageWith(finals, TEMP_PREFIXES[1], async (temp, i) => {
          const pair = pairs[i] as (typeof pairs)[number];
          try {
            await fs.copyFile(pathOf(pair.from), temp);
            return true;
          } catch (error) {
            if (pair.optional && isMissing(error)) return false;
            throw error;
          }
        });
        return staged(finals, temps, written);
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(error);
      }
    },

    async read(key) {
      try {
        return await fs.readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(error);
      }
    },

    async open(key) {
      try {
        const { size } = await fs.stat(pathOf(key));
        return { body: createReadStream(pathOf(key)), length: size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(error);
      }
    },

    async remove(keys) {
      await Promise.all(keys.map((k) => fs.rm(pathOf(k), { force: true })));
    },

    async *keys() {
      for (const prefix of STORE_PREFIXES) {
        const entries = await fs.readdir(pathOf(prefix), { recursive: true, withFileTypes: true }).catch((error) => {
          if (isMissing(error)) return [];
          throw error;
        });
        for (const entry of entries) {
          if (!entry.isFile() || isTemporaryFile(entry.name)) continue;
          yield path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        }
      }
    },

    async check() {
      try {
        for (const prefix of STORE_PREFIXES) await fs.mkdir(pathOf(prefix), { recursive: true });
        await fs.access(pathOf('bilder'), fs.constants.W_OK);
      } catch (error) {
        throw unavailable(error);
      }
    },

    publicUrl: () => null,
  };
}

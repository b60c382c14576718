import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEYS_OUTSIDE } from '../shared/i18n/split';

/**
 * The administrators' texts arrive with the admin screens only (shared/i18n/split.ts, router.tsx
 * AdminLayout): a key of theirs used by other code would show as its raw key to a German visitor.
 */
describe("the administrators' texts", () => {
  it("is used outside the admin screens' code with no administrators' key but those kept for it", () => {
    const client = import.meta.dirname;
    const adminCode = [path.join(client, 'pages/admin'), path.join(client, 'components/admin')];
    const files = fs
      .readdirSync(client, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => path.join(client, f))
      .filter((f) => !adminCode.some((dir) => f.startsWith(`${dir}/`)));
    // The admin screens' components that other screens import run there, too (e.g. the editor's guard).
    const borrowed = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/from '([./]+components\/admin\/\w+)'/g)].map((m) =>
        ['.tsx', '.ts']
          .map((ext) => path.resolve(path.dirname(file), `${m[1]}${ext}`))
          .find((candidate) => fs.existsSync(candidate)),
      ),
    );
    const used = [...files, ...new Set(borrowed.filter((f): f is string => f !== undefined))].flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/['"`](admin\.[\w.$]+)/g)].map(
        (m) => `${path.relative(client, file)}: ${m[1]}`,
      ),
    );
    const outside = used.filter(
      (entry) => !ADMIN_KEYS_OUTSIDE.some((key) => entry.split(': ')[1]?.startsWith(`${key}.`)),
    );
    expect(outside).toEqual([]);
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { type CataloguePart, cataloguePart } from './src/shared/i18n/split.ts';

const CATALOGUE_PARTS = 'virtual:catalogue/';

/**
 * `virtual:catalogue/de-first`, `de-rest` and `de-admin`: the German catalogue (src/shared/i18n/de.json)
 * split into what the first paint needs, the screens' texts and the administrators'
 * (src/shared/i18n/split.ts), so the entry chunk carries a third of it, the screens' texts load with the
 * screens and the admin's with the admin screens.
 */
export function catalogueParts(): Plugin {
  const resolved = `\0${CATALOGUE_PARTS}`;
  return {
    name: 'standortportal:catalogue-parts',
    resolveId: (id) => (id.startsWith(CATALOGUE_PARTS) ? `\0${id}` : undefined),
    async load(id) {
      const match = id.startsWith(resolved) ? /^(de)-(first|rest|admin)$/.exec(id.slice(resolved.length)) : null;
      if (!match) return undefined;
      const file = path.resolve(import.meta.dirname, `src/shared/i18n/${match[1]}.json`);
      this.addWatchFile(file);
      const part = cataloguePart(JSON.parse(await fs.readFile(file, 'utf8')), match[2] as CataloguePart);
      // JSON.parse of a string literal: parsed faster than the same object as a JavaScript literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}

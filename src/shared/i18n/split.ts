/**
 * The German catalogue in two parts: what the first paint of any page needs (the shell, home, errors,
 * page titles) is bundled with the entry; the rest — the screens' texts, two thirds of the catalogue —
 * is a chunk of its own that arrives with the first code loaded on demand (client/lib/lazyWithReload.ts).
 * Code in the entry chunk may use only these keys; code loaded on demand may use all.
 */
export const FIRST_PAINT_KEYS = [
  'app',
  'lang',
  'header',
  'nav',
  'footer',
  'common',
  'error',
  'meta',
  'auth',
  'home',
  'benefits',
  'seekerNotice',
  'cookies',
  'searchBox',
  'sammlung',
  'label',
  'account.prompt',
  'account.fields',
  'knowhow.germanOnly',
] as const;

type Tree = { [key: string]: string | Tree };

/**
 * A catalogue split by dotted key paths: `picked` holds the subtrees at `paths`, `rest` everything else,
 * both in the catalogue's shape (i18next merges them with addResourceBundle's deep option).
 */
export function splitCatalogue(catalogue: Tree, paths: readonly string[]): { picked: Tree; rest: Tree } {
  const wanted = new Set(paths);
  const walk = (node: Tree, prefix: string): { picked?: Tree; rest?: Tree } => {
    const picked: Tree = {};
    const rest: Tree = {};
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      // A path taken whole is not walked further, so its subtree is never looked at key by key.
      if (wanted.has(path)) picked[key] = value;
      else if (typeof value === 'string') rest[key] = value;
      else {
        const inner = walk(value, path);
        if (inner.picked) picked[key] = inner.picked;
        if (inner.rest) rest[key] = inner.rest;
      }
    }
    return {
      ...(Object.keys(picked).length ? { picked } : {}),
      ...(Object.keys(rest).length ? { rest } : {}),
    };
  };
  const { picked = {}, rest = {} } = walk(catalogue, '');
  return { picked, rest };
}

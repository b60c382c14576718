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
 * The administrators' texts (a third of the German catalogue): a part of their own that arrives with the
 * admin screens (client/router.tsx AdminLayout), so no public screen downloads them.
 */
export const ADMIN_KEYS = ['admin'] as const;

/**
 * Administrators' texts that code outside the admin screens reads, kept in the screens' part: the public
 * statistics panel names the logged actions (components/statistik). split.test.ts checks that the client's
 * code outside pages/admin and components/admin uses no other admin key.
 */
export const ADMIN_KEYS_OUTSIDE = ['admin.statistik.actions'] as const;

/** The German catalogue's parts: the first paint's, the screens', the administrators'. */
export type CataloguePart = 'first' | 'rest' | 'admin';

/** One part of a catalogue (vite.catalogue.ts serves each as a module of its own). */
export function cataloguePart(catalogue: Tree, part: CataloguePart): Tree {
  const { picked: first, rest } = splitCatalogue(catalogue, FIRST_PAINT_KEYS);
  if (part === 'first') return first;
  const { picked: admin, rest: screens } = splitCatalogue(rest, ADMIN_KEYS, ADMIN_KEYS_OUTSIDE);
  return part === 'admin' ? admin : screens;
}

/**
 * A catalogue split by dotted key paths: `picked` holds the subtrees at `paths` but those at `except`
 * (paths inside them), `rest` everything else, both in the catalogue's shape (i18next merges them with
 * addResourceBundle's deep option).
 */
export function splitCatalogue(
  catalogue: Tree,
  paths: readonly string[],
  except: readonly string[] = [],
): { picked: Tree; rest: Tree } {
  const wanted = new Set(paths);
  const excepted = new Set(except);
  const holdsException = (path: string) => except.some((e) => e.startsWith(`${path}.`));
  const walk = (node: Tree, prefix: string, inWanted: boolean): { picked?: Tree; rest?: Tree } => {
    const picked: Tree = {};
    const rest: Tree = {};
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const taken = !excepted.has(path) && (inWanted || wanted.has(path));
      // A path taken whole is not walked further, so its subtree is never looked at key by key.
      if (taken && !holdsException(path)) picked[key] = value;
      else if (typeof value === 'string') rest[key] = value;
      else {
        const inner = walk(value, path, taken);
        if (inner.picked) picked[key] = inner.picked;
        if (inner.rest) rest[key] = inner.rest;
      }
    }
    return {
      ...(Object.keys(picked).length ? { picked } : {}),
      ...(Object.keys(rest).length ? { rest } : {}),
    };
  };
  const { picked = {}, rest = {} } = walk(catalogue, '', false);
  return { picked, rest };
}

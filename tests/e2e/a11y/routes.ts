import { OBJEKTART } from '../../../src/shared/domain/objekt';
import { LANGS, type Lang, ROUTES, type RouteDef, type RouteName, routePath } from '../../../src/shared/domain/routes';
import en from '../../../src/shared/i18n/en.json' with { type: 'json' };

/** Who opens a page: an anonymous visitor, the demo owner or the demo administrator. */
export type Lane = 'public' | 'owner' | 'admin';

/** One page the audit opens. */
export interface Scan {
  /** Route name (plus a variant such as `+id`), printed in the summary and in every violation. */
  label: string;
  lane: Lane;
  /** Language of the page, or null for the one route without prefix (/statistik/panel). */
  lang: Lang | null;
  /** The path, filled with real ids once they are fetched. */
  path: (ids: Ids) => string;
  /** A control (test id) to click once the page has settled, e.g. to open the map's filter panel. */
  open?: string;
}

/** Real ids from the API that fill the routes' parameters. */
export interface Ids {
  publicObjekt: string;
  ownerObjekt: string;
  sammlung: string;
  glossar: string;
  foerderung: string;
  kampagne: string;
}

/**
 * Auth screens every logged-in user may open (router.tsx `OPEN_TO_LOGGED_IN`) and the two screens
 * that show a logged-in user's own data: the owner opens these, the administrator the other auth
 * screens and the object list (which shows administrators the review queue instead).
 */
const OWNER_ROUTES: ReadonlySet<RouteName> = new Set([
  'account',
  'meine-immobilien',
  'admin-liste',
  'admin-objekt-neu',
  'admin-objekt',
  'objekteditor',
  'standortsammlung',
]);

function lanesOf(def: RouteDef): Lane[] {
  const lanes: Lane[] = [];
  if (!def.auth && !OWNER_ROUTES.has(def.name)) lanes.push('public');
  if (OWNER_ROUTES.has(def.name)) lanes.push('owner');
  if ((def.auth && !OWNER_ROUTES.has(def.name)) || def.name === 'admin-liste') lanes.push('admin');
  return lanes;
}

/** The id for `:param` of a route; a new parameter fails here until the audit knows where to get it. */
function paramValue(name: RouteName, param: string, lane: Lane, ids: Ids): string {
  switch (param) {
    case 'foerderId':
      return ids.foerderung;
    case 'glossarId':
      return ids.glossar;
    case 'wissenId':
      return ids.kampagne;
    case 'objektId':
      return lane === 'public' ? ids.publicObjekt : ids.ownerObjekt;
    case 'standortsammlungIds':
      return ids.sammlung;
    case 'id':
      if (name === 'admin-glossar') return ids.glossar;
      if (name === 'admin-foerdermatrix') return ids.foerderung;
      if (name === 'admin-kampagne') return ids.kampagne;
  }
  throw new Error(`a11y audit: no id for :${param} of route ${name}; add one in tests/e2e/a11y/routes.ts`);
}

/**
 * Every screen of ROUTES in de and en for each lane that sees it; a route with an optional
 * parameter is opened without and with it. The 'my properties' view is a query on the map page; four
 * entry pages are also scanned in the barrier-free version.
 * admin/kampagnen/neu creates an empty, inactive campaign and opens its editor (spec 2), so each run
 * leaves two such campaigns in the journeys' database, as the campaign journey does.
 */
export function buildScans(): Scan[] {
  const scans: Scan[] = [];
  for (const def of ROUTES) {
    const params = def.pattern
      .split('/')
      .filter((p) => p.startsWith(':'))
      .map((p) => ({ key: p.slice(1).replace(/\?$/, ''), optional: p.endsWith('?') }));
    const variants = params.some((p) => p.optional) ? [false, true] : [true];
    for (const lane of lanesOf(def)) {
      for (const withOptional of variants) {
        const fill = (ids: Ids) => {
          const values: Record<string, string> = {};
          for (const p of params) {
            if (!p.optional || withOptional) values[p.key] = paramValue(def.name, p.key, lane, ids);
          }
          return values;
        };
        const label = withOptional && params.some((p) => p.optional) ? `${def.name}+id` : def.name;
        const langs: (Lang | null)[] = def.pattern.startsWith('/') ? [null] : [...LANGS];
        for (const lang of langs) {
          scans.push({ label, lane, lang, path: (ids) => routePath(def.name, lang ?? 'de', fill(ids)) });
        }
      }
    }
  }
  // The barrier-free version (spec 2) of the pages a visitor starts from, with its own colours and list view.
  for (const name of ['home', 'standortsuche', 'foerderkompass', 'detailansicht'] as const) {
    for (const lang of LANGS) {
      scans.push({
        label: `${name}+barrierefrei`,
        lane: 'public',
        lang,
        path: (ids) =>
          `${routePath(name, lang, name === 'detailansicht' ? { objektId: ids.publicObjekt } : {})}?barrierefrei=true`,
      });
    }
  }
  // The map's filter panel with the area and price bands of each type (rent shows the decimal price bands).
  for (const type of Object.values(OBJEKTART)) {
    for (const lang of LANGS) {
      scans.push({
        label: `standortsuche+filter-${type}`,
        lane: 'public',
        lang,
        path: () => `${routePath('standortsuche', lang)}?selectedType=${type}&mieteOrKauf=miete`,
        open: 'filter-toggle',
      });
    }
  }
  for (const lang of LANGS) {
    scans.push({
      label: 'my-properties',
      lane: 'owner',
      lang,
      path: () => `${routePath('standortsuche', lang)}?onlyProperties=true`,
    });
  }
  return scans;
}

/** Every key of the English catalogue, flattened (`search.filters.area`), plural suffixes also without. */
export function i18nKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
    } else {
      keys.add(prefix);
      keys.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
    }
  };
  walk(en, '');
  return keys;
}

import { createElement } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import {
  findSlug,
  parseLang,
  ROUTES,
  type RouteName,
  redirectTarget,
  unknownPathTarget,
} from '../shared/domain/routes';
import { WARTUNG_ROUTES } from '../shared/domain/wartung';
import { AuthGate } from './components/auth/AuthGate';
import { FullPageLoading } from './components/feedback/FullPageLoading';
import { WartungGate } from './components/feedback/WartungGate';
import { AppLayout } from './components/layout/AppLayout';
import { RouteError } from './components/layout/RouteError';
import { slugsQuery, wartungQuery } from './data/queries';
import { userdataQuery } from './data/session';
import { rememberAlias } from './hooks/usePageMeta';
import { applyLang, currentLang } from './i18n';
import { loginPath, savePathAfterLogin } from './lib/authPaths';
import { lazyWithReload } from './lib/lazyWithReload';
import { queryClient } from './lib/queryClient';
import { SCREEN_DATA, SCREENS } from './pages';

/**
 * Where a path that is no screen goes: the fixed redirects of spec 2 (bare paths, missing or unknown
 * language prefix, meineimmobilien, admin), else a URL shortcut from GET /api/slug, else home.
 * The shortcut list is fetched once and cached, so every later visit of an alias resolves at once.
 */
async function redirectUnknown({ request }: LoaderFunctionArgs): Promise<Response> {
  const url = new URL(request.url);
  const fixed = redirectTarget(url.pathname, url.search, currentLang());
  if (fixed) return redirect(fixed);
  const slugs = await queryClient.ensureQueryData(slugsQuery).catch(() => []);
  const target = unknownPathTarget(url.pathname, slugs, currentLang());
  const alias = findSlug(slugs, url.pathname);
  if (alias) rememberAlias(target, alias);
  return redirect(target);
}

/** The language prefix decides the UI language; a path whose prefix is no language is redirected. */
async function langLoader(args: LoaderFunctionArgs) {
  const lang = parseLang(args.params.lang);
  if (!lang) throw await redirectUnknown(args);
  await applyLang(lang);
  return null;
}

/**
 * Auth-required screens that every logged-in user may open (spec 6: 'logged in … admin routes'):
 * the object list and editor are where owners advertise and edit their properties (the header's
 * 'Advertise a property' leads to admin/objekt/neu); the OpenImmo import is for brokers and administrators
 * (the page tells others it is not for them). All other auth-required screens are for administrators
 * (level > 6) and show 'no permission' to others.
 */
const OPEN_TO_LOGGED_IN: ReadonlySet<string> = new Set([
  'admin-liste',
  'admin-import',
  'admin-objekt-neu',
  'admin-objekt',
  'account',
  'meine-immobilien',
]);

/**
 * Spec 2: at user level 0 an auth-required route goes to /{lang}/login?next={path+query}; the path is
 * also remembered as pathAfterLogin. A failed userdata call lets the screen's AuthGate show the error.
 */
async function authLoader({ request, params }: LoaderFunctionArgs) {
  const user = await queryClient.ensureQueryData(userdataQuery).catch(() => null);
  if (user && user.userlevel === 0) {
    const url = new URL(request.url);
    const next = `${url.pathname}${url.search}`;
    savePathAfterLogin(next);
    throw redirect(loginPath(parseLang(params.lang) ?? currentLang(), next));
  }
  return null;
}

/**
 * The admin menu is code of the admin screens only; it arrives with them and the administrators' texts
 * (AppLayout's Suspense waits).
 */
const AdminLayout = lazyWithReload(
  () => import('./components/admin/AdminLayout').then((m) => ({ default: m.AdminLayout })),
  { texts: 'admin' },
);

/**
 * Admin screens get the admin menu around them (for administrators; see AdminLayout). The screen's code
 * starts loading once the visitor may see it (authLoader did not redirect).
 */
const authRoute = (name: RouteName, path: string): RouteObject => ({
  path,
  loader: async (args) => {
    const result = await authLoader(args);
    void SCREENS[name].preload?.();
    return result;
  },
  element: (
    <AuthGate adminOnly={!OPEN_TO_LOGGED_IN.has(name)}>
      {name.startsWith('admin-') ? (
        <AdminLayout>{createElement(SCREENS[name])}</AdminLayout>
      ) : (
        createElement(SCREENS[name])
      )}
    </AuthGate>
  ),
  handle: { name },
});

/** The public screens an administrator can mark as being revised (spec 1). */
const UNDER_WARTUNG: ReadonlySet<RouteName> = new Set(Object.values(WARTUNG_ROUTES).flat());

/** Starts a screen's code and its first data (pages/index.ts) as soon as its route matches, waiting for neither. */
const screenRoute = (name: RouteName, path: string, auth: boolean): RouteObject =>
  auth
    ? authRoute(name, path)
    : {
        path,
        loader: ({ params }) => {
          void SCREENS[name].preload?.();
          SCREEN_DATA[name]?.(queryClient, params);
          if (UNDER_WARTUNG.has(name)) void queryClient.prefetchQuery(wartungQuery);
          return null;
        },
        element: UNDER_WARTUNG.has(name) ? (
          <WartungGate route={name}>{createElement(SCREENS[name])}</WartungGate>
        ) : (
          createElement(SCREENS[name])
        ),
        handle: { name },
      };

/** Every page shows who is logged in and resolves URL shortcuts: both calls start before the first render. */
function shellDataLoader() {
  void queryClient.prefetchQuery(userdataQuery);
  void queryClient.prefetchQuery(slugsQuery);
  return null;
}

/** A route that only redirects (its loader always answers a redirect, so the element never shows). */
const redirectRoute = (path?: string): RouteObject => ({
  ...(path ? { path } : { index: true }),
  loader: redirectUnknown,
  Component: RedirectPending,
});

function RedirectPending() {
  return null;
}

const prefixed = ROUTES.filter((r) => !r.pattern.startsWith('/'));
const unprefixed = ROUTES.filter((r) => r.pattern.startsWith('/'));

/** Spec 2 routes; the pure rules (names, patterns, redirects) live in shared/domain/routes.ts. */
export const routes: RouteObject[] = [
  {
    element: createElement(AppLayout),
    loader: shellDataLoader,
    errorElement: createElement(RouteError),
    hydrateFallbackElement: createElement(FullPageLoading),
    children: [
      redirectRoute(),
      redirectRoute('admin'),
      ...unprefixed.map((r) => screenRoute(r.name, r.pattern.slice(1), r.auth)),
      {
        path: ':lang',
        loader: langLoader,
        children: [
          redirectRoute(),
          redirectRoute('admin'),
          redirectRoute('meineimmobilien'),
          ...prefixed.map((r) => screenRoute(r.name, r.pattern, r.auth)),
          redirectRoute('*'),
        ],
      },
      redirectRoute('*'),
    ],
  },
];

/** The portal's router; creating it matches the current URL and starts its routes' loaders. */
export const createRouter = () => createBrowserRouter(routes);

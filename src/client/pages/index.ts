import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, createElement, useState } from 'react';
import type { Params } from 'react-router';
import type { RouteName } from '../../shared/domain/routes';
import { fmMatrixQuery, kampagnenQuery, objektAnzahlQuery } from '../data/queries';
import { lazyWithReload, withTexts } from '../lib/lazyWithReload';
import HomePage from './home';

/**
 * A screen; one loaded on demand has `preload`, which starts fetching its code and the rest of the
 * catalogue — its route calls it as soon as it matches, so the code arrives while the layout renders
 * rather than after — and resolves once both are there (never failing: rendering the screen reports it).
 */
export type Screen = ComponentType & { preload?: () => Promise<void> };

/**
 * A screen loaded on demand. A screen whose code is there when it mounts (preloaded) renders at once;
 * otherwise through React.lazy, with AppLayout's loading state until the code arrives — which React then
 * keeps for at least 300 ms (its Suspense throttling), so the first page load waits for the code
 * instead when it comes soon (main.tsx).
 */
function lazyScreen(load: () => Promise<{ default: ComponentType }>): Screen {
  let loaded: ComponentType | undefined;
  const Lazy = lazyWithReload(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, as React.lazy makes its components
  function LazyScreen() {
    // Chosen once per mount: switching from one to the other would mount the screen anew.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  const preload = () =>
    withTexts(load)().then(
      (module) => {
        loaded = module.default;
      },
      () => undefined,
    );
  return Object.assign(LazyScreen, { preload });
}

// Every screen but the home page is loaded on demand: the map pages bring OpenLayers, the editors
// tiptap and the drop zone, the statistics charts, the login the captcha — none of which the first
// page needs. AppLayout's Suspense shows the loading state while a screen's code arrives; the home
// page stays in the entry chunk so the first visit paints without a second round trip.
const AccountPage = lazyScreen(() => import('./account'));
const AdminBenutzerPage = lazyScreen(() => import('./admin/benutzer'));
const AdminFoerdermatrixPage = lazyScreen(() => import('./admin/foerdermatrix'));
const AdminGlossarPage = lazyScreen(() => import('./admin/glossar'));
const AdminImportPage = lazyScreen(() => import('./admin/import'));
const AdminKampagnePage = lazyScreen(() => import('./admin/kampagne'));
const AdminKampagneNeuPage = lazyScreen(() => import('./admin/kampagne-neu'));
const AdminKampagnenPage = lazyScreen(() => import('./admin/kampagnen'));
const AdminKartenPage = lazyScreen(() => import('./admin/karten'));
const AdminListePage = lazyScreen(() => import('./admin/liste'));
const AdminObjektNeuPage = lazyScreen(() => import('./admin/objekt-neu'));
const AdminObjektPage = lazyScreen(() => import('./admin/objekt'));
const AdminThemenlayerPage = lazyScreen(() => import('./admin/themenlayer'));
const AdminStatistikPage = lazyScreen(() => import('./admin/statistik'));
const AdminUrlmanagementPage = lazyScreen(() => import('./admin/urlmanagement'));
const AdminWartungPage = lazyScreen(() => import('./admin/wartung'));
const DatenschutzPage = lazyScreen(() => import('./datenschutz'));
const DetailansichtPage = lazyScreen(() => import('./detailansicht'));
const FoerderkompassPage = lazyScreen(() => import('./foerderkompass'));
const GlossarPage = lazyScreen(() => import('./glossar'));
const KontaktPage = lazyScreen(() => import('./kontakt'));
const LoginPage = lazyScreen(() => import('./login'));
const MeineImmobilienPage = lazyScreen(() => import('./meine-immobilien'));
const LogoutPage = lazyScreen(() => import('./logout'));
const NutzungsbedingungenPage = lazyScreen(() => import('./nutzungsbedingungen'));
const ObjekteditorPage = lazyScreen(() => import('./objekteditor'));
const OffeneDatenPage = lazyScreen(() => import('./offene-daten'));
const StandortsammlungPage = lazyScreen(() => import('./standortsammlung'));
const StandortsuchePage = lazyScreen(() => import('./standortsuche'));
const StatistikPanelPage = lazyScreen(() => import('./statistik-panel'));
const SuchePage = lazyScreen(() => import('./suche'));
const WissenPage = lazyScreen(() => import('./wissen'));
const WissenDetailPage = lazyScreen(() => import('./wissen-detail'));

/**
 * The page component of every screen of spec 2; the Record type makes a missing screen a type error.
 */
export const SCREENS: Record<RouteName, Screen> = {
  account: AccountPage,
  'meine-immobilien': MeineImmobilienPage,
  home: HomePage,
  foerderkompass: FoerderkompassPage,
  kontakt: KontaktPage,
  nutzungsbedingungen: NutzungsbedingungenPage,
  datenschutz: DatenschutzPage,
  'offene-daten': OffeneDatenPage,
  glossar: GlossarPage,
  wissen: WissenPage,
  'wissen-detail': WissenDetailPage,
  standortsuche: StandortsuchePage,
  detailansicht: DetailansichtPage,
  suche: SuchePage,
  standortsammlung: StandortsammlungPage,
  objekteditor: ObjekteditorPage,
  login: LoginPage,
  logout: LogoutPage,
  'admin-liste': AdminListePage,
  'admin-objekt-neu': AdminObjektNeuPage,
  'admin-objekt': AdminObjektPage,
  'admin-import': AdminImportPage,
  'admin-benutzer': AdminBenutzerPage,
  'admin-karten': AdminKartenPage,
  'admin-themenlayer': AdminThemenlayerPage,
  'admin-glossar': AdminGlossarPage,
  'admin-foerdermatrix': AdminFoerdermatrixPage,
  'admin-statistik': AdminStatistikPage,
  'admin-urlmanagement': AdminUrlmanagementPage,
  'admin-wartung': AdminWartungPage,
  'admin-kampagnen': AdminKampagnenPage,
  'admin-kampagne-neu': AdminKampagneNeuPage,
  'admin-kampagne': AdminKampagnePage,
  'statistik-panel': StatistikPanelPage,
};

/** A prefetch whose code failed to load: the screen's own query (or its error state) takes over. */
const ignore = () => undefined;

/**
 * The data a screen shows first, requested by its route as soon as the route matches: while the screen's
 * code loads and the layout renders, not after (the screen's own queries then find it under way). Query
 * definitions that need the schemas (zod) are imported on demand, as the screens themselves do, so they
 * stay out of the entry chunk; the screen's modulepreloads have them on the way already.
 */
export const SCREEN_DATA: Partial<Record<RouteName, (client: QueryClient, params: Params) => void>> = {
  home: (client) => {
    void client.prefetchQuery(fmMatrixQuery);
    void client.prefetchQuery(objektAnzahlQuery);
    void client.prefetchQuery(kampagnenQuery);
  },
  foerderkompass: (client) => void client.prefetchQuery(fmMatrixQuery),
  standortsuche: (client) => void import('../data/map').then((m) => m.prefetchMapData(client), ignore),
  detailansicht: (client, { objektId }) => {
    if (!objektId) return;
    void import('../data/objekt').then((m) => client.prefetchQuery(m.objektQuery(objektId)), ignore);
  },
};

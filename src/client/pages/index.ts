import { type ComponentType, lazy } from 'react';
import type { RouteName } from '../../shared/domain/routes';
import AccountPage from './account';
import AdminListePage from './admin/liste';
import AdminObjektPage from './admin/objekt';
import AdminObjektNeuPage from './admin/objekt-neu';
import DatenschutzPage from './datenschutz';
import DetailansichtPage from './detailansicht';
import FoerderkompassPage from './foerderkompass';
import GlossarPage from './glossar';
import HomePage from './home';
import KontaktPage from './kontakt';
import LoginPage from './login';
import LogoutPage from './logout';
import NutzungsbedingungenPage from './nutzungsbedingungen';
import ObjekteditorPage from './objekteditor';
import StandortsammlungPage from './standortsammlung';
import StandortsuchePage from './standortsuche';
import WissenPage from './wissen';
import WissenDetailPage from './wissen-detail';

// Loaded on demand: the administrators' screens and the statistics panel bring editors and charts the
// public pages do not need (AppLayout shows the loading state while their code arrives).
const AdminBenutzerPage = lazy(() => import('./admin/benutzer'));
const AdminFoerdermatrixPage = lazy(() => import('./admin/foerdermatrix'));
const AdminGlossarPage = lazy(() => import('./admin/glossar'));
const AdminKampagnePage = lazy(() => import('./admin/kampagne'));
const AdminKampagneNeuPage = lazy(() => import('./admin/kampagne-neu'));
const AdminKampagnenPage = lazy(() => import('./admin/kampagnen'));
const AdminKartenPage = lazy(() => import('./admin/karten'));
const AdminStatistikPage = lazy(() => import('./admin/statistik'));
const AdminUrlmanagementPage = lazy(() => import('./admin/urlmanagement'));
const StatistikPanelPage = lazy(() => import('./statistik-panel'));

/**
 * The page component of every screen of spec 2; the Record type makes a missing screen a type error.
 */
export const SCREENS: Record<RouteName, ComponentType> = {
  account: AccountPage,
  home: HomePage,
  foerderkompass: FoerderkompassPage,
  kontakt: KontaktPage,
  nutzungsbedingungen: NutzungsbedingungenPage,
  datenschutz: DatenschutzPage,
  glossar: GlossarPage,
  wissen: WissenPage,
  'wissen-detail': WissenDetailPage,
  standortsuche: StandortsuchePage,
  detailansicht: DetailansichtPage,
  standortsammlung: StandortsammlungPage,
  objekteditor: ObjekteditorPage,
  login: LoginPage,
  logout: LogoutPage,
  'admin-liste': AdminListePage,
  'admin-objekt-neu': AdminObjektNeuPage,
  'admin-objekt': AdminObjektPage,
  'admin-benutzer': AdminBenutzerPage,
  'admin-karten': AdminKartenPage,
  'admin-glossar': AdminGlossarPage,
  'admin-foerdermatrix': AdminFoerdermatrixPage,
  'admin-statistik': AdminStatistikPage,
  'admin-urlmanagement': AdminUrlmanagementPage,
  'admin-kampagnen': AdminKampagnenPage,
  'admin-kampagne-neu': AdminKampagneNeuPage,
  'admin-kampagne': AdminKampagnePage,
  'statistik-panel': StatistikPanelPage,
};

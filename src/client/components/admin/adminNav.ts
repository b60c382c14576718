import {
  IconApi,
  IconBook2,
  IconBuildingEstate,
  IconChartBar,
  IconChartPie,
  IconCoin,
  IconLayersIntersect,
  IconLink,
  IconList,
  IconMap2,
  IconPackageImport,
  IconSpeakerphone,
  IconTools,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { Lang } from '../../../shared/domain/routes';

/** One entry of the admin menu; `external` targets are served by the server, not by the app's router. */
export type AdminItemKey =
  | 'liste'
  | 'objektNeu'
  | 'import'
  | 'kampagnen'
  | 'urlmanagement'
  | 'statistik'
  | 'statistikPanel'
  | 'glossar'
  | 'foerdermatrix'
  | 'apiDocs'
  | 'karten'
  | 'themenlayer'
  | 'benutzer'
  | 'wartung';

export interface AdminNavItem {
  key: AdminItemKey;
  to: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  external?: boolean;
}

/** A menu group of spec 2 ('Administration, Manage, Data, Data maintenance, System, Standing data, Users'). */
export interface AdminNavGroup {
  key: 'administration' | 'manage' | 'data' | 'dataMaintenance' | 'system' | 'standingData' | 'users';
  items: AdminNavItem[];
}

/** The admin menu in spec 2's group order; labels are admin.nav.groups.* and admin.nav.items.*. */
export function adminNav(lang: Lang): AdminNavGroup[] {
  return [
    {
      key: 'administration',
      items: [
        { key: 'liste', to: `/${lang}/admin/liste`, Icon: IconList },
        { key: 'objektNeu', to: `/${lang}/admin/objekt/neu`, Icon: IconBuildingEstate },
        { key: 'import', to: `/${lang}/admin/import`, Icon: IconPackageImport },
      ],
    },
    {
      key: 'manage',
      items: [
        { key: 'kampagnen', to: `/${lang}/admin/kampagnen`, Icon: IconSpeakerphone },
        { key: 'urlmanagement', to: `/${lang}/admin/urlmanagement`, Icon: IconLink },
      ],
    },
    {
      key: 'data',
      items: [
        { key: 'statistik', to: `/${lang}/admin/statistik`, Icon: IconChartBar },
        { key: 'statistikPanel', to: '/statistik/panel', Icon: IconChartPie },
      ],
    },
    {
      key: 'dataMaintenance',
      items: [
        { key: 'glossar', to: `/${lang}/admin/glossar`, Icon: IconBook2 },
        { key: 'foerdermatrix', to: `/${lang}/admin/foerdermatrix`, Icon: IconCoin },
      ],
    },
    {
      key: 'system',
      items: [
        { key: 'wartung', to: `/${lang}/admin/wartung`, Icon: IconTools },
        { key: 'apiDocs', to: '/api/docs', Icon: IconApi, external: true },
      ],
    },
    {
      key: 'standingData',
      items: [
        { key: 'karten', to: `/${lang}/admin/karten`, Icon: IconMap2 },
        { key: 'themenlayer', to: `/${lang}/admin/themenlayer`, Icon: IconLayersIntersect },
      ],
    },
    { key: 'users', items: [{ key: 'benutzer', to: `/${lang}/admin/benutzer`, Icon: IconUsers }] },
  ];
}

/**
 * The menu item a path belongs to: the longest item path that is the path itself or a parent of it, so
 * an editor (/admin/glossar/12) marks its list, and /admin/objekt/{id} marks no item.
 */
export function activeAdminItem(groups: AdminNavGroup[], pathname: string): AdminItemKey | null {
  let best: AdminNavItem | null = null;
  for (const item of groups.flatMap((g) => g.items)) {
    const inside = pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (inside && (!best || item.to.length > best.to.length)) best = item;
  }
  return best?.key ?? null;
}

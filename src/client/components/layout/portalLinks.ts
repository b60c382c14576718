import { IconBuildingEstate, IconFolder, IconLayoutDashboard, IconMap2, IconUserCircle } from '@tabler/icons-react';
import type { Lang } from '../../../shared/domain/routes';
import { accountPath, myPropertiesPath } from '../../lib/authPaths';

/** The entries of 'My portal' (spec 2 labels); administrators also get 'Administration'. */
export function portalLinks(lang: Lang, isAdmin: boolean) {
  return [
    { key: 'account', to: accountPath(lang), label: 'nav.account', Icon: IconUserCircle },
    { key: 'myProperties', to: myPropertiesPath(lang), label: 'nav.myProperties', Icon: IconBuildingEstate },
    { key: 'allProperties', to: `/${lang}/standortsuche`, label: 'nav.allProperties', Icon: IconMap2 },
    // The collection page without ids lists the saved collections.
    { key: 'collections', to: `/${lang}/standortsammlung/-`, label: 'sammlung.mine', Icon: IconFolder },
    ...(isAdmin
      ? ([
          { key: 'admin', to: `/${lang}/admin/liste`, label: 'nav.administration', Icon: IconLayoutDashboard },
        ] as const)
      : []),
  ] as const;
}

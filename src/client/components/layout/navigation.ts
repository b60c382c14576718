import type { Lang, RouteName } from '../../../shared/domain/routes';

/** The main navigation of the header (spec 2 labels), in display order. */
export const MAIN_NAV = [
  { name: 'home', label: 'nav.start' },
  { name: 'standortsuche', label: 'nav.standortsuche' },
  { name: 'foerderkompass', label: 'nav.foerderkompass' },
  { name: 'wissen', label: 'nav.wissen' },
  { name: 'glossar', label: 'nav.glossar' },
] as const satisfies readonly { name: RouteName; label: `nav.${string}` }[];

/**
 * 'Advertise a property': the new-property screen (the owner's confirmation, then the editor). Advertising
 * needs an account (spec 5), so a visitor who is not logged in goes to the login first and comes back.
 */
export function advertisePath(lang: Lang, loggedIn: boolean): string {
  const target = `/${lang}/admin/objekt/neu`;
  if (loggedIn) return target;
  return `/${lang}/login?${new URLSearchParams({ next: target })}`;
}

import type { Lang, RouteName } from '../../../shared/domain/routes';

/** The main navigation of the header (spec 2 labels), in display order. */
export const MAIN_NAV = [
  { name: 'home', label: 'nav.start' },
  { name: 'standortsuche', label: 'nav.standortsuche' },
  { name: 'foerderkompass', label: 'nav.foerderkompass' },
  { name: 'wissen', label: 'nav.wissen' },
  { name: 'glossar', label: 'nav.glossar' },
] as const satisfies readonly { name: RouteName; label: `nav.${string}` }[];

/** Login, then back to the new-property editor: advertising a property needs an account (spec 5). */
export function advertisePath(lang: Lang): string {
  const next = new URLSearchParams({ next: `/${lang}/admin/objekt/neu` });
  return `/${lang}/login?${next}`;
}

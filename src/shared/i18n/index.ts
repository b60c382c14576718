import type { Lang } from '../domain/routes';
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The translation catalogues, one per interface language; i18next loads them as the `translation` namespace. */
export const catalogues = { de, en } as const satisfies Record<Lang, unknown>;

/** All leaf keys of a catalogue in dotted form (`nav.start`, `meta.home.title`, …), sorted. */
export function catalogueKeys(catalogue: unknown, prefix = ''): string[] {
  if (catalogue === null || typeof catalogue !== 'object' || Array.isArray(catalogue)) return [prefix];
  return Object.entries(catalogue)
    .flatMap(([key, value]) => catalogueKeys(value, prefix ? `${prefix}.${key}` : key))
    .sort();
}

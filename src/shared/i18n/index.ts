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

/**
 * A text of a catalogue by its dotted key with {{name}} placeholders filled in, for the server's documents
 * (the exposé) where i18next does not run; a missing key answers itself, as i18next does.
 */
export function catalogueText(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = catalogues[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

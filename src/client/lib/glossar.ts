import { normalizeFoerderText } from '../../shared/domain/foerderung';
import type { Lang } from '../../shared/domain/routes';
import type { Glossar } from '../../shared/schemas/content';

/**
 * Ordering, grouping and filtering of the glossary list: alphabetical by the title in the language
 * shown (German collation, so 'Örtliches …' sorts under O), grouped by initial for the A–Z bar.
 */

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** The group of titles that do not start with a letter A–Z (digits, symbols). */
export const OTHER_LETTER = '#';

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

export const titelOf = (entry: Pick<Glossar, 'titel_de' | 'titel_en'>, lang: Lang) =>
  (lang === 'en' ? entry.titel_en : entry.titel_de).trim();

/** The A–Z initial of a title: accents dropped ('Ö' → 'O'), anything else '#'. */
export function initialOf(title: string): string {
  const first = title.trim().charAt(0).normalize('NFD').charAt(0).toUpperCase();
  return ALPHABET.includes(first) ? first : OTHER_LETTER;
}

/** The entries sorted by title in the language shown. */
export function sortGlossar<T extends Pick<Glossar, 'titel_de' | 'titel_en'>>(entries: readonly T[], lang: Lang): T[] {
  return [...entries].sort((a, b) => collator.compare(titelOf(a, lang), titelOf(b, lang)));
}

/** Sorted entries grouped by initial, '#' last; only letters that have entries appear. */
export function groupByInitial<T extends Pick<Glossar, 'titel_de' | 'titel_en'>>(
  entries: readonly T[],
  lang: Lang,
): { letter: string; entries: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const entry of sortGlossar(entries, lang)) {
    const letter = initialOf(titelOf(entry, lang));
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...ALPHABET, OTHER_LETTER].flatMap((letter) => {
    const list = groups.get(letter);
    return list ? [{ letter, entries: list }] : [];
  });
}

/**
 * Entries whose title (either language) or keywords (language shown) contain every word of `text`,
 * ignoring case, umlauts and accents. An empty text keeps all.
 */
export function filterGlossar<T extends Glossar>(entries: readonly T[], text: string, lang: Lang): T[] {
  const words = normalizeFoerderText(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((e) => {
    const keywords = lang === 'en' ? e.keywords_en : e.keywords_de;
    const haystack = normalizeFoerderText([e.titel_de, e.titel_en, ...keywords].join(' '));
    return words.every((w) => haystack.includes(w));
  });
}

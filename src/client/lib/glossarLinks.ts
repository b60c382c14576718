/**
 * Automatic cross-links of the glossary (spec 3 'glossar … generiert'): where an entry's description
 * mentions the title of another entry, that mention becomes a link to it. Works on (sanitised) HTML as
 * a string, touching only text outside existing links, so it is pure and runs the same everywhere.
 */
import { textToBreaks } from '../../shared/domain/richtext';

/** A linkable term: the title of a glossary entry in the language shown. */
export interface GlossarTerm {
  id: number;
  term: string;
}

export interface GlossarLinkOptions {
  /** The entry whose description is linked: its own title is never linked. */
  selfId: number;
  /** The link target of an entry. */
  href: (id: number) => string;
  /** Terms shorter than this are not linked (default 3), so abbreviations do not flood the text. */
  minLength?: number;
  /**
   * Inflection endings a mention may add to a title and still count as a whole word, e.g. German
   * genitive and plural ('des Flächenwidmungsplans'); the ending becomes part of the link.
   */
  endings?: readonly string[];
}

/** Genitive and plural endings of German nouns, for `endings` on German text. */
export const GERMAN_ENDINGS = ['s', 'es', 'e', 'n', 'en'] as const;

/** Tags whose content never gets links: existing links and raw-text elements. */
const SKIP_TAGS = new Set(['a', 'script', 'style', 'textarea', 'button', 'code', 'pre']);

/** A comment, or a tag whose quoted attribute values may contain '>'. */
const TAG = /<!--[\s\S]*?-->|<\/?[a-zA-Z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/g;

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttr = (s: string) => escapeHtml(s).replaceAll('"', '&quot;');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The key a term is found by: lower case, non-breaking spaces and runs of whitespace as one space. */
const keyOf = (s: string) => s.replaceAll('&nbsp;', ' ').replace(/\s+/g, ' ').trim().toLocaleLowerCase('de');

/**
 * A word boundary that also treats a hyphen joined to a letter as part of the word, so 'Bauland'
 * is not found inside 'Bauland-Mischgebiet' (but is in 'Bauland- und Grünland').
 */
const BEFORE = '(?<![\\p{L}\\p{N}_])(?<![\\p{L}\\p{N}]-)';
const AFTER = '(?![\\p{L}\\p{N}_])(?!-[\\p{L}\\p{N}])';

/** The pattern of one term as it appears in HTML text: escaped, any whitespace (or &nbsp;) between words. */
const termPattern = (term: string) => escapeHtml(term.trim()).split(/\s+/).map(escapeRegExp).join('(?:\\s|&nbsp;)+');

/**
 * Links the first mention of every other entry's title in `html`:
 * - the longest title wins where titles overlap ('Bauland-Betriebsgebiet' before 'Bauland');
 * - only whole words match (letters, digits and joined hyphens continue a word), case-insensitively,
 *   optionally with one of `endings` ('Flächenwidmungsplans');
 * - the entry's own title is never linked, and neither is text inside an existing link;
 * - each target is linked once (its first mention); later mentions stay plain text.
 */
export function linkGlossarTerms(html: string, terms: readonly GlossarTerm[], options: GlossarLinkOptions): string {
  const minLength = options.minLength ?? 3;
  const byKey = new Map<string, number>();
  for (const { id, term } of terms) {
    const key = keyOf(term);
    if (key.length >= minLength && !byKey.has(key)) byKey.set(key, id);
  }
  if (byKey.size === 0 || !html) return html;
  const sorted = [...terms]
    .filter((t) => byKey.has(keyOf(t.term)))
    .sort((a, b) => b.term.trim().length - a.term.trim().length);
  const endings = (options.endings ?? []).map(escapeRegExp).join('|');
  const pattern = new RegExp(
    `${BEFORE}(${sorted.map((t) => termPattern(t.term)).join('|')})${endings ? `(?:${endings})?` : ''}${AFTER}`,
    'giu',
  );
  const linked = new Set<number>();

  const linkText = (text: string) =>
    text.replace(pattern, (match, term: string) => {
      const id = byKey.get(keyOf(term.replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>')));
      // A mention of the entry itself, or of an already linked entry, is consumed as plain text so a
      // shorter title inside it is not linked instead.
      if (id === undefined || id === options.selfId || linked.has(id)) return match;
      linked.add(id);
      return `<a href="${escapeAttr(options.href(id))}" data-glossar-id="${id}">${match}</a>`;
    });

  let out = '';
  let last = 0;
  const open: string[] = [];
  for (const tag of html.matchAll(TAG)) {
    const text = html.slice(last, tag.index);
    out += open.length === 0 ? linkText(text) : text;
    out += tag[0];
    last = tag.index + tag[0].length;
    const name = /^<(\/?)([a-zA-Z][^\s/>]*)/.exec(tag[0]);
    if (!name?.[2]) continue;
    const tagName = name[2].toLowerCase();
    if (!SKIP_TAGS.has(tagName)) continue;
    if (name[1]) {
      const at = open.lastIndexOf(tagName);
      if (at >= 0) open.splice(at);
    } else if (!tag[0].endsWith('/>')) {
      open.push(tagName);
    }
  }
  const rest = html.slice(last);
  return out + (open.length === 0 ? linkText(rest) : rest);
}

/** Plain text as HTML: escaped, blank lines as paragraphs, single line breaks as <br>. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${textToBreaks(escapeHtml(p.trim()))}</p>`)
    .join('');
}

/** Whether a stored text is HTML (has a tag) rather than plain text. */
export const looksLikeHtml = (text: string) => /<\/?[a-zA-Z][^>]*>/.test(text);

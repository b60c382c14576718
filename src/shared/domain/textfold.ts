/**
 * Case and accent folding for the searches (spec 5 'Search'). German umlauts and ß are spelt two ways:
 * 'Mödling', 'Moedling' and, carelessly, 'Modling'. A text is therefore folded twice — once with the
 * umlaut reduced to its base vowel ('modling') and once as the digraph ('moedling') — and a query word
 * matches when either of its foldings occurs in either folding of the text.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_ASCII = /[\u0080-\uffff]/;
const DIGRAPHS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue' };

/** Typographic dashes and quotes as their ASCII forms, so folded texts stay one byte per character. */
function plainPunctuation(text: string): string {
  return text
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019\u201a]/g, "'")
    .replace(/[\u201c-\u201e]/g, '"');
}

/** Lowercase, ß → ss, diacritics removed: 'Straße Mödling' → 'strasse modling'. */
export function foldBase(text: string): string {
  return plainPunctuation(text.normalize('NFC').toLowerCase().replace(/ß/g, 'ss').normalize('NFD')).replace(
    COMBINING_MARKS,
    '',
  );
}

/** Lowercase, ß → ss, ä/ö/ü → ae/oe/ue, other diacritics removed: 'Mödling' → 'moedling'. */
export function foldDigraph(text: string): string {
  return plainPunctuation(
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[äöü]/g, (c) => DIGRAPHS[c] ?? c)
      .normalize('NFD'),
  ).replace(COMBINING_MARKS, '');
}

/**
 * The searchable form of a text: its base folding, followed (after a line break) by the digraph foldings
 * of those words that differ. Words keep their positions in both foldings, so comparing them pairwise is
 * enough; a query word never contains whitespace, so it cannot match across the line break.
 */
export function haystackOf(text: string): string {
  // Most texts are plain ASCII: nothing to fold but the case.
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  const base = foldBase(text);
  const digraph = foldDigraph(text);
  if (digraph === base) return base;
  const baseWords = base.split(/\s+/);
  const extra = digraph.split(/\s+/).filter((word, i) => word !== baseWords[i]);
  return `${base}\n${extra.join(' ')}`;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The same text, stored one byte per character when it is plain ASCII. Folding (normalize, replace) leaves
 * strings in V8's two-byte form even when every character is ASCII; searching a one-byte text for a
 * one-byte word is markedly faster, and the index takes half the memory.
 */
export function compactAscii(text: string): string {
  return NON_ASCII.test(text) ? text : decoder.decode(encoder.encode(text));
}

/** A query word in both foldings; `digraph` is null when it equals `base` (no umlaut in the word). */
export interface FoldedWord {
  base: string;
  digraph: string | null;
}

/** Folds one query word both ways. */
export function foldWord(word: string): FoldedWord {
  const base = compactAscii(foldBase(word));
  const digraph = foldDigraph(word);
  return { base, digraph: digraph === base ? null : compactAscii(digraph) };
}

/** True when the folded word occurs in a haystack built by {@link haystackOf}. */
export function haystackHas(haystack: string, word: FoldedWord): boolean {
  return haystack.includes(word.base) || (word.digraph !== null && haystack.includes(word.digraph));
}

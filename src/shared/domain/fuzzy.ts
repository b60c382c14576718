/**
 * Fuzzy-match score of a search term against a place name (spec 5: place results are ranked by it, at most
 * 65,536 iterations). The term must be read completely, the name may have text before and after the part
 * the term matches (semi-global alignment): 'St. Pölten' against 'Sankt Pölten' skips 'ank' and scores
 * high, 'Wr. Neustadt' prefers 'Wiener Neustadt' to 'Wiener Neudorf'.
 */
import { foldBase } from './textfold';

/** Upper bound of compared character pairs per score (spec 5). */
export const FUZZY_MAX_ITERATIONS = 65_536;

const MATCH = 2;
/** Extra points for a match at the start of a word of the name. */
const WORD_START = 1;
const MISMATCH = 1;
const GAP = 1;

/**
 * The comparable form of a place name or term: base folding, the digraphs ae/oe/ue read as the umlaut's
 * vowel ('poelten' = 'pölten' = 'polten'), punctuation as space. The place-search SQL folds names the same
 * way (function `search_fold` of migration ort_search).
 */
export function placeKey(text: string): string {
  return foldBase(text)
    .replace(/([aou])e/g, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Result of {@link fuzzyScore}: the score in [0, 1] and the character pairs compared. */
export interface FuzzyResult {
  score: number;
  iterations: number;
}

/**
 * Scores `term` against `candidate` in [0, 1]: 1 when the candidate equals the term (after `placeKey`),
 * lower for skipped, wrong or extra characters. At most `maxIterations` character pairs are compared;
 * a longer candidate is cut to fit.
 */
export function fuzzyScore(term: string, candidate: string, maxIterations = FUZZY_MAX_ITERATIONS): FuzzyResult {
  const t = placeKey(term);
  const full = placeKey(candidate);
  const m = t.length;
  if (m === 0 || full.length === 0) return { score: 0, iterations: 0 };
  const c = full.slice(0, Math.max(1, Math.floor(maxIterations / m)));
  const rows = Math.min(m, maxIterations);
  const n = c.length;

  // prev[j]: best score of the term's first i characters ending at candidate position j (0 = before it).
  let prev = new Float64Array(n + 1);
  let curr = new Float64Array(n + 1);
  let iterations = 0;
  for (let i = 1; i <= rows; i++) {
    curr[0] = -i * GAP;
    const tc = t.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      iterations++;
      const cc = c.charCodeAt(j - 1);
      const hit = tc === cc ? MATCH + (j === 1 || c.charCodeAt(j - 2) === 32 ? WORD_START : 0) : -MISMATCH;
      curr[j] = Math.max((prev[j - 1] as number) + hit, (prev[j] as number) - GAP, (curr[j - 1] as number) - GAP);
    }
    [prev, curr] = [curr, prev];
  }
  let best = Number.NEGATIVE_INFINITY;
  for (let j = 1; j <= n; j++) best = Math.max(best, prev[j] as number);
  // The most the term can score: every character matched, every word start on a word start.
  let possible = 0;
  for (let i = 0; i < m; i++) possible += MATCH + (i === 0 || t.charCodeAt(i - 1) === 32 ? WORD_START : 0);
  const alignment = Math.max(0, Math.min(1, best / possible));
  // Of two equally good alignments, the name with fewer extra characters wins.
  const coverage = m / Math.max(m, full.length);
  return { score: alignment * (0.85 + 0.15 * coverage), iterations };
}

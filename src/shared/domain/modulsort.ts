/**
 * The order of a know-how article's sections (spec 3 'modulsort', default 'K,1,2,3,4,5,V,N,D,6'):
 * K = header and module 0, 1–6 = content modules, V = events, N = news, D = downloads. The article page
 * reads it leniently (client/lib/kampagneSections); the administration writes only complete orders.
 */

/** Every token of modulsort, in the default order. */
export const MODULSORT_TOKENS = ['K', '1', '2', '3', '4', '5', 'V', 'N', 'D', '6'] as const;
export type ModulsortToken = (typeof MODULSORT_TOKENS)[number];

/** The default order of spec 3. */
export const DEFAULT_MODULSORT = MODULSORT_TOKENS.join(',');

/** The tokens of a modulsort value (spaces around the commas ignored). */
export function modulsortTokens(value: string): string[] {
  return value.split(',').map((t) => t.trim());
}

/** True when `value` names every known token exactly once — the only orders an administrator may save. */
export function isModulsortPermutation(value: string): boolean {
  const tokens = modulsortTokens(value);
  if (tokens.length !== MODULSORT_TOKENS.length) return false;
  const known = new Set<string>(MODULSORT_TOKENS);
  return new Set(tokens).size === tokens.length && tokens.every((t) => known.has(t));
}

/**
 * A stored order as a complete list for the editor: known tokens in their stored order, then any token
 * the stored value left out, in default order (old data may miss some; nothing gets lost on saving).
 */
export function completeModulsort(value: string | null | undefined): ModulsortToken[] {
  const known = new Set<string>(MODULSORT_TOKENS);
  const seen = new Set<string>();
  const order: ModulsortToken[] = [];
  for (const raw of modulsortTokens(value ?? '')) {
    const token = raw.toUpperCase();
    if (known.has(token) && !seen.has(token)) {
      seen.add(token);
      order.push(token as ModulsortToken);
    }
  }
  for (const token of MODULSORT_TOKENS) if (!seen.has(token)) order.push(token);
  return order;
}

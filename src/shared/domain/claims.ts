/**
 * The "more than N" figures of the portal's claims (spec 1: 'more than 375 properties', 'more than 60
 * programmes'), computed from live counts, and the texts that carry them: the registration benefits, the
 * grey-object dialog and the funding compass's title and description — the same figure wherever it shows,
 * in the first HTML and in the browser.
 */
import { formatNumber } from './format';
import type { Catalogue, Lang } from './routes';
import { metaFromCatalogue } from './routes';

/** The step a count is rounded down to: round numbers at every size. */
function stepOf(count: number): number {
  if (count > 10_000) return 1000;
  if (count > 1000) return 100;
  return count > 100 ? 25 : 5;
}

/**
 * Rounded down to a round number and always strictly below the count, so the claim stays true. Small
 * counts (under 20) get no claim: null means "show the exact number".
 */
export function moreThanClaim(count: number): number | null {
  if (!Number.isFinite(count) || count < 20) return null;
  const step = stepOf(count);
  return Math.floor((count - 1) / step) * step;
}

/** The claim's figure written as the page's language writes numbers ('1.000' / '1,000'), or null. */
export function claimFigure(count: number, lang: Lang): string | null {
  const claim = moreThanClaim(count);
  return claim === null ? null : formatNumber(claim, lang, 0);
}

/**
 * Title and description of the funding compass (its list, no entry chosen): the description names the
 * number of programmes as the registration benefits do ('more than 60'); without a claim (few programmes
 * or the number unknown) the route's own description, which names none.
 */
export function foerderkompassMetaFromCatalogue(
  catalogue: Catalogue,
  lang: Lang,
  programme: number | undefined,
): { title: string; description: string } {
  const own = metaFromCatalogue(catalogue, 'foerderkompass');
  const figure = programme === undefined ? null : claimFigure(programme, lang);
  if (figure === null) return own;
  return { ...own, description: catalogue.meta.foerderkompass.descriptionClaim.replace('{{count}}', () => figure) };
}

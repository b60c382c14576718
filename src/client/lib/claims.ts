/**
 * A "more than N" figure for marketing claims (spec 1: 'more than 375 properties', 'more than 60
 * programmes'), computed from live counts: rounded down to a step and always strictly below the count,
 * so the claim stays true. Small counts (under 20) get no claim: null means "show the exact number".
 */
export function moreThanClaim(count: number): number | null {
  if (!Number.isFinite(count) || count < 20) return null;
  const step = count > 100 ? 25 : 5;
  return Math.floor((count - 1) / step) * step;
}

/**
 * The trend of a listing's views: this week's count against last week's (the last two of the weekly
 * counts, oldest first); 0 when there is no earlier week.
 */
export function weekTrend(aufrufe: readonly number[]): number {
  if (aufrufe.length < 2) return 0;
  return (aufrufe.at(-1) ?? 0) - (aufrufe.at(-2) ?? 0);
}

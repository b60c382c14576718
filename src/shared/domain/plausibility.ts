/**
 * Plausibility of a property's figures (issue: totals that do not fit area × price per m², hall heights
 * nobody builds). Hard limits are schema rules (shared/schemas/objekt-input.ts, enforced by the server);
 * the price comparison only warns, because a total may rightly include extras.
 */

/** Hall height in metres: below 1 m or above 50 m is refused. */
export const HALLENHOEHE_MIN = 1;
export const HALLENHOEHE_MAX = 50;

/** A total price may differ from area × price per m² by this share before the editor warns. */
export const PRICE_TOLERANCE = 0.1;

/** The figures the price comparison reads. */
export interface PriceFigures {
  flaecheinqm: number | null;
  kaufpreis: number | null;
  kaufpreisproqm: number | null;
  mietpreis: number | null;
  mietpreisproqm: number | null;
}

/** A total that does not fit area × price per m²: which field, and the total the two would give. */
export interface PriceWarning {
  field: 'kaufpreis' | 'mietpreis';
  expected: number;
}

function compare(field: PriceWarning['field'], total: number | null, perM2: number | null, area: number | null) {
  if (!total || !perM2 || !area || area <= 0 || total <= 0 || perM2 <= 0) return [];
  const expected = Math.round(area * perM2 * 100) / 100;
  return Math.abs(total - expected) > expected * PRICE_TOLERANCE ? [{ field, expected }] : [];
}

/**
 * The totals (purchase price, rent) that differ from area × price per m² by more than 10 %. Nothing is
 * compared while one of the three figures is missing or 0 (0 per m² means 'upon request').
 */
export function priceWarnings(o: PriceFigures): PriceWarning[] {
  return [
    ...compare('kaufpreis', o.kaufpreis, o.kaufpreisproqm, o.flaecheinqm),
    ...compare('mietpreis', o.mietpreis, o.mietpreisproqm, o.flaecheinqm),
  ];
}

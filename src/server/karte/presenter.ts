import type { Karte } from '../../shared/schemas/reference';
import type { KarteRow } from './queries';

/** The API shape of a layer: the jsonb column typed as the JSON object it always holds. */
export function presentKarte(row: KarteRow): Karte {
  return { ...row, stylejson: row.stylejson as Record<string, unknown> };
}

import { formatArea, formatNumber, formatPrice } from '../../../shared/domain/format';
import type { Lang } from '../../../shared/domain/routes';
import type { Objekt } from '../../../shared/schemas/objekt';
import { bezirkName, objektartName } from '../../lib/objektText';

/** The contact text's lines (the rule lives in shared/domain/kontakt.ts: the server finds its address there). */
export { contactLines } from '../../../shared/domain/kontakt';

/**
 * What the detail view lists of a property (spec 3 fields, spec 9 'Formatting'), as pure functions:
 * the key facts, the prices and the lines of the contact block.
 */

type FieldLabel =
  | 'objektart'
  | 'flaeche'
  | 'flaechenbezeichnung'
  | 'hallenhoeheKurz'
  | 'grundstuecke'
  | 'bezirk'
  | 'objektnummer';

export interface Fact {
  /** Key under objekt.field. */
  label: FieldLabel;
  value: string;
  /** Second line, e.g. 'divisible from …'. */
  note?: { key: 'teilbarAb'; area: string };
}

/** The key facts of the side panel; fields without a value are left out. */
export function keyFacts(objekt: Objekt, lang: Lang): Fact[] {
  const facts: Fact[] = [{ label: 'objektart', value: objektartName(objekt.objektart, lang) }];
  if (objekt.flaecheinqm !== null) {
    const fact: Fact = { label: 'flaeche', value: formatArea(objekt.flaecheinqm, lang) };
    if (objekt.istteilbar && objekt.kleinsteflaecheinqm) {
      fact.note = { key: 'teilbarAb', area: formatArea(objekt.kleinsteflaecheinqm, lang) };
    }
    facts.push(fact);
  }
  if (objekt.flaechenbezeichnung) facts.push({ label: 'flaechenbezeichnung', value: objekt.flaechenbezeichnung });
  if (objekt.hallenhoehe)
    facts.push({ label: 'hallenhoeheKurz', value: `${formatNumber(objekt.hallenhoehe, lang)} m` });
  if (objekt.grundstuecke.length > 0) facts.push({ label: 'grundstuecke', value: objekt.grundstuecke.join(', ') });
  if (objekt.bezirk) facts.push({ label: 'bezirk', value: bezirkName(objekt.bezirk) });
  facts.push({ label: 'objektnummer', value: objekt.objektnummer });
  return facts;
}

export interface PriceRow {
  mode: 'kauf' | 'miete';
  /** Formatted amount, or null for 'upon request'. */
  total: string | null;
  proQm: string | null;
}

/**
 * The price rows of the modes the object is offered in: total and per m², each formatted or null
 * ('upon request': spec 3, a missing price or 0).
 */
export function priceRows(objekt: Objekt, lang: Lang): PriceRow[] {
  const rows: PriceRow[] = [];
  if (objekt.istkaufobjekt) {
    rows.push({
      mode: 'kauf',
      total: formatPrice(objekt.kaufpreis, lang),
      proQm: formatPrice(objekt.kaufpreisproqm, lang),
    });
  }
  if (objekt.istmietobjekt) {
    rows.push({
      mode: 'miete',
      total: formatPrice(objekt.mietpreis, lang),
      proQm: formatPrice(objekt.mietpreisproqm, lang),
    });
  }
  return rows;
}

/** The address line: street, postal code and place. */
export function addressLine(objekt: Pick<Objekt, 'strasse' | 'plz' | 'ort'>): string {
  const place = [objekt.plz, objekt.ort].filter(Boolean).join(' ');
  return [objekt.strasse, place].filter(Boolean).join(', ');
}

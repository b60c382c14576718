import { formatNumber } from '../../shared/domain/format';
import type { Lang } from '../../shared/domain/routes';
import type { FeldAenderung } from '../../shared/schemas/aenderung';
import { bezirkName, infrastrukturName, merkmalName, objektartName, verkehrsartName, widmungName } from './objektText';

type Value = FeldAenderung['alt'];

/** The words a value needs that are not data: empty, yes and no. */
export interface WertWoerter {
  empty: string;
  yes: string;
  no: string;
}

/** The name under objekt.field of a changed field's label (translations by their own field names). */
export { feldLabelKey } from '../../shared/domain/aenderung';

const names: Record<string, (v: Value, lang: Lang) => string> = {
  objektart: (v, lang) => objektartName(Number(v), lang),
  bezirk: (v) => bezirkName(String(v)),
  standortbeschreibung: (v, lang) => merkmalName(Number(v), lang),
  widmungen: (v, lang) => widmungName(String(v), lang),
  technischeinfrastruktur: (v, lang) => infrastrukturName(Number(v), lang),
  verkehrsinfrastruktur: (v, lang) => {
    const { type, connection, distance } = v as { type: number; connection: string; distance: number };
    return `${verkehrsartName(type, lang)}: ${connection} (${formatNumber(distance, lang)} km)`;
  },
};

/**
 * A value of the review diff as the reviewer reads it: catalogue ids as names, numbers in the page's
 * language, yes/no, line breaks of rich text as new lines, an empty value as a dash.
 */
export function formatWert(feld: string, value: Value, lang: Lang, words: WertWoerter): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return words.empty;
  const name = names[feld];
  if (Array.isArray(value)) return value.map((v) => (name ? name(v, lang) : String(v))).join('\n');
  if (name) return name(value, lang);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return formatNumber(value, lang);
  if (typeof value === 'string') return value.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '');
  return JSON.stringify(value);
}

import type { FmMatrixInputForm } from '../../../../../shared/schemas/admin-foerderung';
import type { FmMatrix } from '../../../../../shared/schemas/content';

/** The funding editor's form: like the input schema, with '' for empty number and link fields. */
export interface FoerderFormValues
  extends Omit<FmMatrixInputForm, 'investitionenvon' | 'investitionenbis' | 'sortierung' | 'url' | 'bezirke'> {
  investitionenvon: number | '';
  investitionenbis: number | '';
  sortierung: number | '';
  url: string;
  /** District ids; none = all of Lower Austria. */
  bezirke: string[];
}

/** Form values of a stored programme, or of a new one placed after the last (`nextSortierung`). */
export function valuesOf(entry: FmMatrix | null, nextSortierung = 0): FoerderFormValues {
  return {
    name_de: entry?.name_de ?? '',
    name_en: entry?.name_en ?? '',
    foerderstelle: entry?.foerderstelle ?? '',
    foerderstelleid: entry?.foerderstelleid ?? '',
    zielgruppe_de: entry?.zielgruppe_de ?? '',
    zielgruppe_en: entry?.zielgruppe_en ?? '',
    kurzbeschreibung_de: entry?.kurzbeschreibung_de ?? '',
    kurzbeschreibung_en: entry?.kurzbeschreibung_en ?? '',
    detailbeschreibung_de: entry?.detailbeschreibung_de ?? '',
    detailbeschreibung_en: entry?.detailbeschreibung_en ?? '',
    investitionenvon: entry?.investitionenvon ?? '',
    investitionenbis: entry?.investitionenbis ?? '',
    unternehmensgroessen: [...(entry?.unternehmensgroessen ?? [])],
    vorhaben: [...(entry?.vorhaben ?? [])],
    foerderarten: [...(entry?.foerderarten ?? [])],
    schwerpunkte: [...(entry?.schwerpunkte ?? [])],
    bezirke: [...(entry?.bezirke ?? [])],
    sortierung: entry?.sortierung ?? nextSortierung,
    url: entry?.url ?? '',
  };
}

/** The request body (before the schema's transforms): empty bounds are open (null). */
export function inputOf(values: FoerderFormValues): FmMatrixInputForm {
  return {
    ...values,
    investitionenvon: values.investitionenvon === '' ? null : values.investitionenvon,
    investitionenbis: values.investitionenbis === '' ? null : values.investitionenbis,
    // NaN fails the schema's number check, so an emptied field reads 'Pflichtfeld'.
    sortierung: values.sortierung === '' ? Number.NaN : values.sortierung,
  };
}

/** The next free position after the existing programmes, in steps of 10 like the demo data. */
export function nextSortierung(all: readonly FmMatrix[]): number {
  const max = Math.max(0, ...all.map((e) => e.sortierung));
  return (Math.floor(max / 10) + 1) * 10;
}

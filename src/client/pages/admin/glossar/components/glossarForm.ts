import type { GlossarInputForm } from '../../../../../shared/schemas/admin-glossar';
import type { Glossar } from '../../../../../shared/schemas/content';
import { looksLikeHtml, textToHtml } from '../../../../lib/glossarLinks';

/** The glossary editor's form: like the input schema, with see-also ids as strings for the MultiSelect. */
export interface GlossarFormValues extends Omit<GlossarInputForm, 'link' | 'sieheauch'> {
  link: string;
  sieheauch: string[];
}

/** Older entries hold plain text; the editor gets it as paragraphs so line breaks survive editing. */
const asHtml = (text: string) => (text && !looksLikeHtml(text) ? textToHtml(text) : text);

/** Form values of a stored entry, or of a new, empty one. */
export function valuesOf(entry: Glossar | null): GlossarFormValues {
  return {
    titel_de: entry?.titel_de ?? '',
    titel_en: entry?.titel_en ?? '',
    beschreibung_de: asHtml(entry?.beschreibung_de ?? ''),
    beschreibung_en: asHtml(entry?.beschreibung_en ?? ''),
    link: entry?.link ?? '',
    keywords_de: [...(entry?.keywords_de ?? [])],
    keywords_en: [...(entry?.keywords_en ?? [])],
    generiert: entry?.generiert ?? false,
    sieheauch: (entry?.sieheauch ?? []).map(String),
  };
}

/** The request body (before the schema's transforms) of the form values. */
export function inputOf(values: GlossarFormValues): GlossarInputForm {
  return { ...values, sieheauch: values.sieheauch.map(Number) };
}

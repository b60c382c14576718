import { z } from 'zod';
import { optionalUrl, requiredRichText, requiredText, serialId, termList } from './admin-fields';

/**
 * POST /api/admin/glossar and PUT /api/admin/glossar/{id}: every field of a glossary entry (spec 3
 * 'glossar'), German and English, and the ids of its 'see also' entries. Descriptions are rich text.
 */
export const glossarInputSchema = z.object({
  titel_de: requiredText(200),
  titel_en: requiredText(200),
  beschreibung_de: requiredRichText(),
  beschreibung_en: requiredRichText(),
  link: optionalUrl,
  keywords_de: termList(30),
  keywords_en: termList(30),
  generiert: z.boolean(),
  /** Other entries; the server refuses the entry itself and unknown ids. */
  sieheauch: z
    .array(serialId)
    .max(50, 'error.maxLength')
    .transform((ids) => [...new Set(ids)]),
});

export type GlossarInput = z.output<typeof glossarInputSchema>;
export type GlossarInputForm = z.input<typeof glossarInputSchema>;

import { z } from 'zod';

/**
 * Field rules shared by the administrators' content editors (glossary, funding matrix). Messages are
 * i18n keys, as in the other input schemas: the client translates them, the server sends them as `fields`.
 */
export const REQUIRED = 'error.required';

/** Trimmed plain text up to `max` characters. */
export const plainText = (max: number) => z.string().trim().max(max, 'error.maxLength');

/** Trimmed plain text that must not be empty. */
export const requiredText = (max: number) => plainText(max).min(1, REQUIRED);

/** Whether rich text has visible text: the editor's empty document '<p></p>' does not. */
export function richTextHasContent(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim().length > 0
  );
}

/** Required HTML from the rich text editor (the server sanitises it before storing). */
export const requiredRichText = (max = 50_000) =>
  z.string().max(max, 'error.maxLength').refine(richTextHasContent, REQUIRED);

/** An optional absolute http(s) address; '' becomes null. */
export const optionalUrl = plainText(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(v), 'error.invalidValue')
  .nullable()
  .transform((v) => (v === '' ? null : v));

/** A list of short terms without blanks and duplicates (keywords). */
export const termList = (maxItems: number, maxLength = 80) =>
  z
    .array(plainText(maxLength))
    .max(maxItems, 'error.maxLength')
    .transform((list) => [...new Set(list.filter((v) => v !== ''))]);

/** The largest value of an `integer` column (PostgreSQL int4): no row has a larger id. */
export const INT4_MAX = 2_147_483_647;

/** A serial id in a JSON body; a larger number would fail in the database instead of finding nothing. */
export const serialId = z.number().int().positive().max(INT4_MAX);

/** A serial id as it arrives in a path or query (text). */
export const serialIdParam = z.coerce.number().int().positive().max(INT4_MAX);

/** Route parameter of an entry with a numeric id. */
export const numericIdParamsSchema = z.object({ id: serialIdParam });

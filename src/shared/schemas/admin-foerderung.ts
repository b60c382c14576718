import { z } from 'zod';
import { isBezirkId } from '../domain/foerdergebiet';
import { type FoerderDimension, isFoerderCode } from '../domain/foerderung';
import { BEZIRKE } from '../domain/objekt';
import { optionalUrl, requiredRichText, requiredText } from './admin-fields';

/** Codes of one funding dimension (shared/domain/foerderung.ts); unknown codes are refused, duplicates dropped. */
export const codes = (dimension: FoerderDimension) =>
  z
    .array(z.string().refine((code) => isFoerderCode(dimension, code), 'error.invalidValue'))
    .max(30, 'error.maxLength')
    .transform((list) => [...new Set(list)]);

/**
 * The districts where a programme applies (ids of the bezirk table); none = all of Lower Austria. An unknown
 * id is refused; the list is kept once each in district order.
 */
const bezirke = z
  .array(z.string().refine(isBezirkId, 'error.unknownBezirk'))
  .max(BEZIRKE.length, 'error.maxLength')
  .default([])
  .transform((list) => BEZIRKE.map((b) => b.id).filter((id) => list.includes(id)));

/** An investment bound in EUR; null = open on that side. */
const betrag = z.number().min(0, 'error.notNegative').max(1e12, 'error.maxLength').nullable();

/**
 * POST /api/admin/fm_matrix and PUT /api/admin/fm_matrix/{id}: every field of a funding programme
 * (spec 3 'fm_matrix'). Detailed descriptions are rich text; the short description is plain text (the
 * Förderkompass shows it as a lead). investitionenvon must not exceed investitionenbis (spec 5).
 */
export const fmMatrixInputSchema = z
  .object({
    name_de: requiredText(200),
    name_en: requiredText(200),
    foerderstelle: requiredText(200),
    /** Short id of the funding body, e.g. 'aws' (groups programmes of one body). */
    foerderstelleid: requiredText(40),
    zielgruppe_de: requiredText(1000),
    zielgruppe_en: requiredText(1000),
    kurzbeschreibung_de: requiredText(2000),
    kurzbeschreibung_en: requiredText(2000),
    detailbeschreibung_de: requiredRichText(),
    detailbeschreibung_en: requiredRichText(),
    investitionenvon: betrag,
    investitionenbis: betrag,
    unternehmensgroessen: codes('unternehmensgroessen'),
    vorhaben: codes('vorhaben'),
    foerderarten: codes('foerderarten'),
    schwerpunkte: codes('schwerpunkte'),
    bezirke,
    /** Position in the Förderkompass (ascending). */
    sortierung: z.number('error.required').int('error.invalidValue').min(0, 'error.notNegative').max(1_000_000),
    url: optionalUrl,
  })
  .superRefine((o, ctx) => {
    if (o.investitionenvon !== null && o.investitionenbis !== null && o.investitionenvon > o.investitionenbis) {
      ctx.addIssue({ code: 'custom', path: ['investitionenbis'], message: 'error.minGreaterMax' });
    }
  });

export type FmMatrixInput = z.output<typeof fmMatrixInputSchema>;
export type FmMatrixInputForm = z.input<typeof fmMatrixInputSchema>;

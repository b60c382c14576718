import { z } from 'zod';
import { THEMENLAYER_ARTEN } from '../domain/themenlayer';

/** What a property touches of one thematic layer, with the layer's source and import date (site check). */
export const standortcheckEintragSchema = z.object({
  art: z.enum(THEMENLAYER_ARTEN),
  name: z.string(),
  name_en: z.string().nullable(),
  quelle: z.string(),
  /** The date of the layer's import the check was computed against (ISO). */
  importiertAm: z.string(),
  /** Share of the plot inside the layer, 0..1 (a location point without plot: 1 or 0). */
  anteil: z.number(),
  /** Metres to the nearest area within 500 m when it touches none; null: none within 500 m (or it touches). */
  abstand: z.number().nullable(),
  /** Zoning: the categories it touches, largest share first. */
  kategorien: z.array(z.string()),
});
export type StandortcheckEintrag = z.infer<typeof standortcheckEintragSchema>;

/** The site check of a property: whether it was measured as a plot or a point, and one entry per layer. */
export const standortcheckSchema = z.object({
  flaeche: z.boolean(),
  eintraege: z.array(standortcheckEintragSchema),
});
export type Standortcheck = z.infer<typeof standortcheckSchema>;

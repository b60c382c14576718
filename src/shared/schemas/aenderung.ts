import { z } from 'zod';
import { objektbildSchema } from './objekt';

/**
 * A pending change of a released property (issue 19 part 3): the owner's edited version waits for the
 * agency's review while the released version stays online. 'offen' waits for review; 'abgelehnt' was
 * rejected with a reason and stays with the owner to rework (saving resubmits it) or withdraw.
 */
export const AENDERUNG_STATUS = ['offen', 'abgelehnt'] as const;

/** One changed field: its name (as in the object schema, translations as `uebersetzung.<field>`), old and new value. */
export const feldAenderungSchema = z.object({ feld: z.string(), alt: z.json(), neu: z.json() });

/** The files of the change: added, removed, whether the kept ones changed their order, kept ones retitled. */
export const bildAenderungSchema = z.object({
  hinzugefuegt: z.array(objektbildSchema),
  entfernt: z.array(objektbildSchema),
  reihenfolgeGeaendert: z.boolean(),
  umbenannt: z.array(objektbildSchema),
});

/** GET /api/objekt/{id}/aenderung (owner and administrators): the pending change and its diff, or null. */
export const aenderungSchema = z.object({
  status: z.enum(AENDERUNG_STATUS),
  /** Grows with every save of the change; releasing and rejecting name the revision that was reviewed. */
  revision: z.number().int(),
  /** The reason of a rejection. */
  grund: z.string().nullable(),
  erstelltam: z.string(),
  geaendertam: z.string(),
  /** Who saved the change last (user name). */
  benutzer: z.string().nullable(),
  felder: z.array(feldAenderungSchema),
  bilder: bildAenderungSchema,
  /** The files of the pending version in their order. */
  neueBilder: z.array(objektbildSchema),
});

/** POST /api/objekt/{id}/aenderung/freigeben: the revision the administrator reviewed. */
export const aenderungFreigebenBodySchema = z.object({ revision: z.number().int().min(1) });

/** POST /api/objekt/{id}/aenderung/ablehnen: the reviewed revision and the reason the owner reads. */
export const aenderungAblehnenBodySchema = z.object({
  revision: z.number().int().min(1),
  grund: z.string().trim().min(1, 'error.required').max(500, 'error.maxLength'),
});

export type Aenderung = z.infer<typeof aenderungSchema>;
export type FeldAenderung = z.infer<typeof feldAenderungSchema>;
export type BildAenderung = z.infer<typeof bildAenderungSchema>;

import { z } from 'zod';
import { DEFAULT_LANG, LANGS } from '../domain/routes';

/** GET /api/objekt/{id}/foerderungen: the language of the programmes' names and short descriptions. */
export const standortFoerderungenQuerySchema = z.object({ lang: z.enum(LANGS).default(DEFAULT_LANG) });

/** A company profile as the ranking reads it (shared/domain/foerderung.ts FoerderProfil). */
export const foerderProfilSchema = z.object({
  unternehmensgroesse: z.string().nullable(),
  vorhaben: z.array(z.string()),
});

/** One programme that applies at a property's site, in the asked language. */
export const standortFoerderungSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kurzbeschreibung: z.string(),
  foerderstelle: z.string(),
  /** True when the programme is limited to some districts (this one among them), not all of Lower Austria. */
  regional: z.boolean(),
  /** Why it fits the caller's company profile; null without a profile. */
  treffer: z.object({ groesse: z.boolean(), vorhaben: z.array(z.string()) }).nullable(),
});

/**
 * The funding programmes of a property's district, ranked for the caller's company profile (issue #27):
 * the first few and how many apply in all.
 */
export const standortFoerderungenSchema = z.object({
  /** The property's district; null when it has none (then only the programmes for all of Lower Austria). */
  bezirk: z.string().nullable(),
  /** How many programmes apply there. */
  gesamt: z.number().int(),
  foerderungen: z.array(standortFoerderungSchema),
  /** The profile they were ranked by (for the funding guide's link), or null. */
  profil: foerderProfilSchema.nullable(),
});

export type StandortFoerderungen = z.infer<typeof standortFoerderungenSchema>;

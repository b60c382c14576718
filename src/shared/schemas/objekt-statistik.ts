import { z } from 'zod';

/** Calendar weeks (Monday to Sunday, Vienna) of an owner's view figures, the current one last. */
export const STATISTIK_WOCHEN = 12;

const count = z.number().int().min(0);

/**
 * One listing's figures for its owner (issue #25 part 5): views per week from the view log, exposés it was
 * served in and enquiries sent to it (the last STATISTIK_WOCHEN weeks and since the log keeps them), and
 * how many users keep it among their favourites and in saved collections now.
 */
export const objektStatistikSchema = z.object({
  id: z.uuid(),
  /** Views of each week of `wochen`, in the same order. */
  aufrufe: z.array(count),
  aufrufeGesamt: count,
  exposes: count,
  exposesGesamt: count,
  /** Enquiries to the listing in the same weeks, and in all. */
  anfragen: count,
  anfragenGesamt: count,
  favoriten: count,
  sammlungen: count,
});

/**
 * GET /api/objekt/statistik (the caller's own listings, as Meine Immobilien lists them) and
 * GET /api/objekt/{id}/statistik (one listing, for its owner or an administrator).
 */
export const objektStatistikAntwortSchema = z.object({
  /** The first day (YYYY-MM-DD, a Monday) of each week counted, the oldest first. */
  wochen: z.array(z.string()),
  objekte: z.array(objektStatistikSchema),
});

export type ObjektStatistik = z.infer<typeof objektStatistikSchema>;
export type ObjektStatistikAntwort = z.infer<typeof objektStatistikAntwortSchema>;

import { z } from 'zod';
import { glossarInputSchema } from '../../../shared/schemas/admin-glossar';
import type { Db } from '../client';
import { glossar, glossarSieheauch } from '../schema';
import eintraegeJson from './data/glossar.json';

/**
 * Glossary of the demo data (data/glossar.json): zoning (Lower Austrian spatial planning), land register
 * and cadastre, real estate, building law and funding terms. Descriptions are written for this portal;
 * links point to public reference sites.
 */

const shape = glossarInputSchema.shape;

/** An entry as the admin editor takes it, except that 'see also' names German titles (ids do not exist yet). */
const eintragSchema = z.strictObject({
  titel_de: shape.titel_de,
  titel_en: shape.titel_en,
  beschreibung_de: shape.beschreibung_de,
  beschreibung_en: shape.beschreibung_en,
  keywords_de: shape.keywords_de,
  keywords_en: shape.keywords_en,
  link: shape.link.optional(),
  /** German titles of related entries (1–3). */
  siehe: z.array(z.string()).min(1).max(3),
});

/** The glossary entries of data/glossar.json, validated. */
function glossarEintraege(): z.output<typeof eintragSchema>[] {
  return z.array(eintragSchema).parse(eintraegeJson);
}

/** Inserts the glossary entries and their 'see also' links (resolved by German title). */
export async function seedGlossar(db: Db): Promise<void> {
  const eintraege = glossarEintraege();
  const rows = await db
    .insert(glossar)
    .values(eintraege.map(({ siehe: _, ...e }) => ({ ...e, link: e.link ?? null, generiert: false })))
    .returning({ id: glossar.id, titel_de: glossar.titel_de });
  const idByTitle = new Map(rows.map((r) => [r.titel_de, r.id]));
  const links: { glossar: number; siehe: number }[] = [];
  for (const e of eintraege) {
    const from = idByTitle.get(e.titel_de);
    for (const title of e.siehe) {
      const to = idByTitle.get(title);
      // A typo in the data must fail the seed, not silently drop a link.
      if (from === undefined || to === undefined || from === to) {
        throw new Error(`seedGlossar: unresolvable 'see also' from '${e.titel_de}' to '${title}'`);
      }
      links.push({ glossar: from, siehe: to });
    }
  }
  await db.insert(glossarSieheauch).values(links);
}

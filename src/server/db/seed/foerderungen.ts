import { z } from 'zod';
import { BEZIRKSGRUPPEN, bezirkeMitGruppen } from '../../../shared/domain/foerdergebiet';
import { fmMatrixInputSchema } from '../../../shared/schemas/admin-foerderung';
import type { Db } from '../client';
import { fmMatrix } from '../schema';
import foerderungenJson from './data/foerderungen.json';

/**
 * The funding programmes of the Förderkompass demo data (data/foerderungen.json), modelled on real
 * Austrian and Lower Austrian programmes. Names and bodies are public facts; the descriptions are written
 * for this portal and stay general on purpose (amounts and deadlines change every year, the body's
 * guidelines decide).
 */

const shape = fmMatrixInputSchema.shape;
const text = z.string().min(1);

/**
 * A programme as written in the data file: its funding body by id, and the detail description as an
 * opening paragraph and bullet points, from which the loader builds the fm_matrix row (HTML, shared footnote).
 */
const programmSchema = z.strictObject({
  name_de: shape.name_de,
  name_en: shape.name_en,
  /** Key of `stellen`. */
  stelle: z.string(),
  /** Shown instead of the body's name, e.g. for jointly run programmes. */
  foerderstelle: shape.foerderstelle.optional(),
  /** The programme's own page when it has a stable one; otherwise the body's homepage. */
  url: z.url().optional(),
  zielgruppe_de: shape.zielgruppe_de,
  zielgruppe_en: shape.zielgruppe_en,
  kurzbeschreibung_de: shape.kurzbeschreibung_de,
  kurzbeschreibung_en: shape.kurzbeschreibung_en,
  einleitung_de: text,
  einleitung_en: text,
  punkte_de: z.array(text).min(1),
  punkte_en: z.array(text).min(1),
  investitionenvon: shape.investitionenvon,
  investitionenbis: shape.investitionenbis,
  unternehmensgroessen: shape.unternehmensgroessen,
  vorhaben: shape.vorhaben,
  foerderarten: shape.foerderarten,
  schwerpunkte: shape.schwerpunkte,
  /**
   * Where a programme is limited: named district groups (shared/domain/foerdergebiet.ts) and single districts.
   * Neither given = all of Lower Austria. A programme of an area drawn by municipality (LEADER) stays unlimited.
   */
  gebiete: z.array(z.enum(BEZIRKSGRUPPEN.map((g) => g.id) as [string, ...string[]])).optional(),
  bezirke: z.array(z.string()).optional(),
});

const dateiSchema = z.strictObject({
  /** Closing paragraph of every detail description. */
  fussnote_de: text,
  fussnote_en: text,
  /** Funding bodies by short id (fm_matrix.foerderstelleid). */
  stellen: z.record(z.string(), z.strictObject({ name: text, url: z.url() })),
  programme: z.array(programmSchema),
});

function detail(text: string, punkte: readonly string[], fussnote: string): string {
  const items = punkte.map((p) => `<li>${p}</li>`).join('');
  return `<p>${text}</p><ul>${items}</ul><p>${fussnote}</p>`;
}

/**
 * The fm_matrix rows of data/foerderungen.json in Förderkompass order (sortierung 10, 20, …), each
 * checked as the admin API checks an edited programme.
 */
export function foerderungRows(): (typeof fmMatrix.$inferInsert)[] {
  const datei = dateiSchema.parse(foerderungenJson);
  return datei.programme.map((p, i) => {
    const stelle = datei.stellen[p.stelle];
    if (!stelle) throw new Error(`foerderungRows: unknown funding body '${p.stelle}' of '${p.name_de}'`);
    return fmMatrixInputSchema.parse({
      name_de: p.name_de,
      name_en: p.name_en,
      foerderstelle: p.foerderstelle ?? stelle.name,
      foerderstelleid: p.stelle,
      zielgruppe_de: p.zielgruppe_de,
      zielgruppe_en: p.zielgruppe_en,
      kurzbeschreibung_de: p.kurzbeschreibung_de,
      kurzbeschreibung_en: p.kurzbeschreibung_en,
      detailbeschreibung_de: detail(p.einleitung_de, p.punkte_de, datei.fussnote_de),
      detailbeschreibung_en: detail(p.einleitung_en, p.punkte_en, datei.fussnote_en),
      investitionenvon: p.investitionenvon,
      investitionenbis: p.investitionenbis,
      unternehmensgroessen: p.unternehmensgroessen,
      vorhaben: p.vorhaben,
      foerderarten: p.foerderarten,
      schwerpunkte: p.schwerpunkte,
      // The districts as written go through the schema's check; the groups' are known districts.
      bezirke: [...(p.bezirke ?? []), ...bezirkeMitGruppen([], p.gebiete ?? [])],
      sortierung: (i + 1) * 10,
      url: p.url ?? stelle.url,
    });
  });
}

/** Inserts the funding programmes of the Förderkompass (fm_matrix). */
export async function seedFoerderungen(db: Db): Promise<void> {
  await db.insert(fmMatrix).values(foerderungRows());
}

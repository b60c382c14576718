import { type FoerderProfil, giltAmStandort, hatFoerderProfil, rankFoerderungen } from '../../shared/domain/foerderung';
import type { Lang } from '../../shared/domain/routes';
import type { StandortFoerderungen } from '../../shared/schemas/foerderung-standort';
import type { Db } from '../db/client';
import { selectObjektRow } from '../objekt/write-queries';
import { selectUser } from '../user/queries';
import { selectFmMatrix } from './queries';

/** How many programmes a site's list shows (the detail page's block, the exposé); `gesamt` counts them all. */
export const STANDORT_FOERDERUNGEN_MAX = 8;

/** A user's company profile, or null when they gave none (neither size nor project types). */
export async function foerderProfilOf(db: Db, userId: number): Promise<FoerderProfil | null> {
  const user = await selectUser(db, userId);
  const profil = user ? { unternehmensgroesse: user.unternehmensgroesse, vorhaben: user.vorhaben } : null;
  return hatFoerderProfil(profil) ? profil : null;
}

/** A funding programme as stored (the rows foerderungenAmStandort ranks). */
export type FmMatrixRow = Awaited<ReturnType<typeof selectFmMatrix>>[number];

/**
 * Of the programmes `rows`, those that apply at a site in district `bezirk` (giltAmStandort: with null only
 * Lower Austria's), ranked for `profil` (shared/domain/foerderung.ts rankFoerderungen), the first
 * STANDORT_FOERDERUNGEN_MAX in language `lang`.
 */
export function foerderungenAmStandort(
  rows: readonly FmMatrixRow[],
  bezirk: string | null,
  lang: Lang,
  profil: FoerderProfil | null,
): StandortFoerderungen {
  const gilt = rows.filter((row) => giltAmStandort(row, bezirk));
  const mitProfil = hatFoerderProfil(profil) ? profil : null;
  const ranked = rankFoerderungen(gilt, mitProfil).slice(0, STANDORT_FOERDERUNGEN_MAX);
  return {
    bezirk,
    gesamt: gilt.length,
    foerderungen: ranked.map(({ entry, treffer }) => ({
      id: entry.id,
      name: lang === 'en' ? entry.name_en : entry.name_de,
      kurzbeschreibung: lang === 'en' ? entry.kurzbeschreibung_en : entry.kurzbeschreibung_de,
      foerderstelle: entry.foerderstelle,
      regional: entry.bezirke.length > 0,
      treffer,
    })),
    profil: mitProfil && { unternehmensgroesse: mitProfil.unternehmensgroesse, vorhaben: [...mitProfil.vorhaben] },
  };
}

/** The programmes that apply at a site in district `bezirk`, ranked for `profil` (foerderungenAmStandort). */
export async function foerderungenImBezirk(
  db: Db,
  bezirk: string | null,
  lang: Lang,
  profil: FoerderProfil | null,
): Promise<StandortFoerderungen> {
  return foerderungenAmStandort(await selectFmMatrix(db), bezirk, lang, profil);
}

/**
 * The ranked funding programmes of property `objektId`'s district (for the PDF exposé), or null when the
 * property does not exist. It does not check who may see the property: the caller has done so (the
 * collection's exposé lists only properties its reader may see).
 */
export async function foerderungenFuerObjekt(
  db: Db,
  objektId: string,
  lang: Lang,
  profil: FoerderProfil | null = null,
): Promise<StandortFoerderungen | null> {
  const row = await selectObjektRow(db, objektId);
  return row ? foerderungenImBezirk(db, row.bezirk, lang, profil) : null;
}

import { THEMENLAYER_ARTEN, type ThemenlayerArt } from '../../shared/domain/themenlayer';
import type { Themenlayer } from '../../shared/schemas/themenlayer';
import type { ThemenlayerMitZahl } from './queries';

const isArt = (art: string): art is ThemenlayerArt => (THEMENLAYER_ARTEN as readonly string[]).includes(art);

/** A layer as the admin screen sees it (the import id stays inside). */
export function presentThemenlayer(row: ThemenlayerMitZahl): Themenlayer {
  return {
    id: row.id,
    art: isArt(row.art) ? row.art : 'sonstige',
    name: row.name,
    name_en: row.name_en,
    quelle: row.quelle,
    kategorieFeld: row.kategorieFeld,
    flaechen: row.flaechen,
    importiertAm: row.importiertAm?.toISOString() ?? null,
  };
}

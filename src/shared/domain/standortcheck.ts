import type { Standortcheck, StandortcheckEintrag } from '../schemas/standortcheck';
import { formatDate, formatNumber } from './format';
import type { Lang } from './routes';
import { STANDORTCHECK_UMKREIS_M, type ThemenlayerArt } from './themenlayer';

/** One line of the site check as the detail page and the exposé show it. */
export interface CheckZeile {
  /** The kind of layer ('Hochwasser HQ100', 'Widmung', …). */
  thema: string;
  /** What the property touches ('35 % der Fläche', 'keine innerhalb von 500 m', the zoning categories). */
  ergebnis: string;
  /** Whether the property touches the layer (for emphasis). */
  betroffen: boolean;
  /** The layer's name, source and import date. */
  quelle: string;
}

/** A translation function over the `standortcheck.*` keys (i18next's `t`, or the exposé's). */
export type CheckT = (key: CheckKey, values?: Record<string, string>) => string;

/** The catalogue keys the check's lines use. */
type CheckKey =
  | `standortcheck.art.${ThemenlayerArt}`
  | 'standortcheck.anteil'
  | 'standortcheck.punktInnerhalb'
  | 'standortcheck.keine'
  | 'standortcheck.abstand'
  | 'standortcheck.keineWidmung'
  | 'standortcheck.quelle';

function ergebnis(e: StandortcheckEintrag, flaeche: boolean, lang: Lang, t: CheckT): string {
  const umkreis = formatNumber(STANDORTCHECK_UMKREIS_M, lang);
  if (e.art === 'widmung') {
    return e.kategorien.length ? e.kategorien.join(', ') : t('standortcheck.keineWidmung');
  }
  if (e.anteil > 0) {
    if (!flaeche) return t('standortcheck.punktInnerhalb');
    return t('standortcheck.anteil', { prozent: formatNumber(Math.max(1, Math.round(e.anteil * 100)), lang) });
  }
  if (e.abstand === null) return t('standortcheck.keine', { umkreis });
  return t('standortcheck.abstand', { meter: formatNumber(Math.round(e.abstand), lang) });
}

/** The check's lines in the language: one per layer, in the stored order. */
export function standortcheckZeilen(check: Standortcheck, lang: Lang, t: CheckT): CheckZeile[] {
  return check.eintraege.map((e) => ({
    thema: t(`standortcheck.art.${e.art}`),
    ergebnis: ergebnis(e, check.flaeche, lang, t),
    betroffen: e.art === 'widmung' ? e.kategorien.length > 0 : e.anteil > 0,
    quelle: t('standortcheck.quelle', {
      name: (lang === 'en' && e.name_en) || e.name,
      quelle: e.quelle,
      datum: formatDate(e.importiertAm, lang, { dateStyle: 'medium' }),
    }),
  }));
}

import type { Lang } from './routes';

/**
 * The areas around Lower Austria that reach into the regional bounding box (spec 9), by GeoNames code
 * 'country.admin1': the place search finds their places too (spec 5) and names the area a place lies in.
 * Lower Austria itself (AT.03) is not among them: its places carry their district.
 */
export const NACHBARGEBIETE: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  'AT.01': { de: 'Burgenland', en: 'Burgenland' },
  'AT.04': { de: 'Oberösterreich', en: 'Upper Austria' },
  'AT.06': { de: 'Steiermark', en: 'Styria' },
  'AT.09': { de: 'Wien', en: 'Vienna' },
  'CZ.78': { de: 'Südmähren, Tschechien', en: 'South Moravia, Czechia' },
  'CZ.79': { de: 'Südböhmen, Tschechien', en: 'South Bohemia, Czechia' },
  'CZ.80': { de: 'Vysočina, Tschechien', en: 'Vysočina, Czechia' },
  'HU.09': { de: 'Győr-Moson-Sopron, Ungarn', en: 'Győr-Moson-Sopron, Hungary' },
  'SK.02': { de: 'Bratislava, Slowakei', en: 'Bratislava Region, Slovakia' },
  'SK.07': { de: 'Trnava, Slowakei', en: 'Trnava Region, Slovakia' },
};

/** The name of a neighbouring area in a language, or null for a code that is none of them. */
export function nachbargebietName(code: string, lang: Lang): string | null {
  return NACHBARGEBIETE[code]?.[lang] ?? null;
}

import {
  BEZIRKE,
  isStatus,
  MERKMALE,
  OBJEKTARTEN,
  SICHTBARKEIT_LABELS,
  STATUS,
  STATUS_LABELS,
  sichtbarkeitOf,
  TECHNISCHE_INFRASTRUKTUR,
  VERKEHRSARTEN,
  WIDMUNGEN,
} from '../../shared/domain/objekt';
import type { Lang } from '../../shared/domain/routes';
import { DEAKTIVIERUNGSGRUENDE, type Deaktivierungsgrund } from '../../shared/domain/status';
import { PDF_TYPE } from '../../shared/domain/upload';

/**
 * How a property's codes and files read in the interface (spec 3, 4, 7), as pure functions shared by the
 * detail view, the editor and the object lists: names in the page language, labels of catalogue ids,
 * status colours and the URLs of images and documents.
 */

/** Spec 7: the fallback picture when an object has none or a file is missing. */
export const DUMMY_IMAGE = '/img/objekt-dummy.svg';

interface Translatable {
  objektname: string;
  detailbeschreibung: string | null;
  lageerreichbarkeit: string | null;
  uebersetzung: {
    objektname_en: string | null;
    detailbeschreibung_en: string | null;
    lageerreichbarkeit_en: string | null;
  } | null;
}

const hasEnglish = (en: string | null | undefined, lang: Lang): en is string => lang === 'en' && !!en?.trim();

/** The English text when lang=en and one exists, else the German one (spec 5 'English name when lang=en'). */
function pick(de: string | null, en: string | null | undefined, lang: Lang): string | null {
  return hasEnglish(en, lang) ? en : de;
}

/**
 * Name, detailed description and location text in the page language, and the language each is written in
 * (`textLang`): an English page shows the German text where no translation exists, and marks it `lang="de"`
 * so that screen readers read it in German (WCAG 3.1.2).
 */
export function objektTexte(objekt: Translatable, lang: Lang) {
  const u = objekt.uebersetzung;
  return {
    name: pick(objekt.objektname, u?.objektname_en, lang) ?? objekt.objektname,
    detail: pick(objekt.detailbeschreibung, u?.detailbeschreibung_en, lang),
    lage: pick(objekt.lageerreichbarkeit, u?.lageerreichbarkeit_en, lang),
    textLang: {
      name: hasEnglish(u?.objektname_en, lang) ? 'en' : 'de',
      detail: hasEnglish(u?.detailbeschreibung_en, lang) ? 'en' : 'de',
      lage: hasEnglish(u?.lageerreichbarkeit_en, lang) ? 'en' : 'de',
    } satisfies Record<string, Lang>,
  };
}

export const objektartName = (id: number | null | undefined, lang: Lang) =>
  OBJEKTARTEN.find((o) => o.id === id)?.name[lang] ?? '';

export const objektartColor = (id: number | null | undefined) =>
  OBJEKTARTEN.find((o) => o.id === id)?.color ?? '#868e96';

export const bezirkName = (id: string | null | undefined) => BEZIRKE.find((b) => b.id === id)?.name ?? id ?? '';

export const widmungName = (id: string, lang: Lang) => WIDMUNGEN.find((w) => w.id === id)?.name[lang] ?? id;

export const merkmalName = (id: number, lang: Lang) => MERKMALE.find((m) => m.id === id)?.label[lang] ?? String(id);

export const infrastrukturName = (id: number, lang: Lang) =>
  TECHNISCHE_INFRASTRUKTUR.find((t) => t.id === id)?.label[lang] ?? String(id);

export const verkehrsartName = (id: number, lang: Lang) =>
  VERKEHRSARTEN.find((v) => v.id === id)?.label[lang] ?? String(id);

/** The status label (spec 4 table) in the page language; an unknown code shows as the number. */
export function statusLabel(code: number | null | undefined, lang: Lang): string {
  if (code === null || code === undefined) return '–';
  return isStatus(code) ? STATUS_LABELS[code][lang] : String(code);
}

/**
 * The hint of a listing that not everybody sees, for the campaign editor's picker and preview: 'nicht
 * öffentlich (Deaktiviert)', 'nicht öffentlich (abgelaufen)', 'nur mit Login sichtbar'; null for a public one.
 */
export function sichtbarkeitHinweis(o: { status: number; istabgelaufen?: boolean }, lang: Lang): string | null {
  const sichtbarkeit = sichtbarkeitOf(o);
  if (sichtbarkeit === 'oeffentlich') return null;
  if (sichtbarkeit === 'mitLogin') return SICHTBARKEIT_LABELS.mitLogin[lang];
  const warum = o.istabgelaufen ? SICHTBARKEIT_LABELS.abgelaufen[lang] : statusLabel(o.status, lang);
  return `${SICHTBARKEIT_LABELS.nichtOeffentlich[lang]} (${warum})`;
}

/** Badge colour of a status: released green/teal, under review gold, in progress blue, off grey/red. */
export function statusColor(code: number): string {
  switch (code) {
    case STATUS.OHNE_LOGIN:
      return 'green';
    case STATUS.MIT_LOGIN:
      return 'petrol';
    case STATUS.IN_PRUEFUNG:
      return 'gold';
    case STATUS.IN_BEARBEITUNG:
      return 'brand';
    case STATUS.DEAKTIVIERT:
      return 'red';
    default:
      return 'gray';
  }
}

/** Groups of the feature catalogue with their chosen features, in catalogue order; empty groups left out. */
export function merkmaleNachGruppe(ids: readonly number[]) {
  const chosen = new Set(ids);
  const groups = new Map<string, number[]>();
  for (const m of MERKMALE) {
    if (m.header || !chosen.has(m.id)) continue;
    groups.set(m.gruppe, [...(groups.get(m.gruppe) ?? []), m.id]);
  }
  return [...groups.entries()].map(([gruppe, merkmale]) => ({ gruppe, merkmale }));
}

interface Datei {
  s3filename: string;
  mimetype: string;
}

export const isPdf = (file: Datei) => file.mimetype === PDF_TYPE;

/** How a document is listed: the title its owner gave it, else its original (sanitised) file name. */
export const dokumentName = (file: { titel: string | null; crmfilename: string }) => file.titel || file.crmfilename;

/**
 * Spec 7: images at /bilder/{size}/{file} (240 thumbnail, 1920 large), documents at /dokumente/{file};
 * names starting with /img/ are used as they are.
 */
export function dateiUrl(file: Datei, size: 240 | 1920 = 240): string {
  const name = file.s3filename;
  if (name.startsWith('/img/')) return name;
  const encoded = encodeURIComponent(name);
  return isPdf(file) ? `/dokumente/${encoded}` : `/bilder/${size}/${encoded}`;
}

/** Images and documents of an object apart, each in the stored order (the first image is the thumbnail). */
export function splitBilder<T extends Datei>(bilder: readonly T[]): { images: T[]; documents: T[] } {
  return { images: bilder.filter((b) => !isPdf(b)), documents: bilder.filter(isPdf) };
}

/** The thumbnail URL: the first image at 240 px, else the dummy. */
export function thumbnailUrl(bilder: readonly Datei[]): string {
  const first = bilder.find((b) => !isPdf(b));
  return first ? dateiUrl(first, 240) : DUMMY_IMAGE;
}

/**
 * A history entry's reason: the server joins reason code and free text with ': '
 * ('sonstiges: Umbau'); the code part becomes its label key, the rest stays as typed.
 */
export function splitGrund(grund: string | null): { code: Deaktivierungsgrund | null; text: string | null } {
  if (!grund) return { code: null, text: null };
  const match = DEAKTIVIERUNGSGRUENDE.find((g) => grund === g || grund.startsWith(`${g}: `));
  if (!match) return { code: null, text: grund };
  const rest = grund.slice(match.length).replace(/^: /, '');
  return { code: match, text: rest || null };
}

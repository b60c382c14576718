import { DEFAULT_MODULSORT } from '../../shared/domain/modulsort';
import type { Kampagne } from '../../shared/schemas/content';

/**
 * How a know-how article (kampagne) is laid out: the sections in the order of `modulsort`
 * (spec 3, default 'K,1,2,3,4,5,V,N,D,6'), each only when it is switched on and has content, the
 * download display names and the image column widths of spec 9. Pure, so the page only renders.
 */

/** The default order of spec 3 (one definition, in shared/domain/modulsort). */
export { DEFAULT_MODULSORT };

/** How a content module shows its image and text. */
export type ModulLayout = 'bild' | 'bildtext' | 'textbild' | 'video' | 'text';

export type KampagneSection =
  /** Header (header, headersub) and module 0 (textdetail) — the 'K' of modulsort. */
  | { kind: 'kopf' }
  | {
      kind: 'modul';
      n: 1 | 2 | 3 | 4 | 5 | 6;
      layout: ModulLayout;
      text: string;
      bild: string | null;
      bildbreite: number;
    }
  | { kind: 'veranstaltungen'; text: string }
  | { kind: 'news'; text: string }
  | { kind: 'downloads'; files: string[] };

const MODUL_NUMMERN = [1, 2, 3, 4, 5, 6] as const;
type ModulNummer = (typeof MODUL_NUMMERN)[number];

/** No visible content: no text once tags and spaces are gone, and no embedded image or player. */
const blank = (s: string | null | undefined) =>
  !s || (!/<(?:iframe|img)\b/i.test(s) && s.replace(/<[^>]*>|&nbsp;|\s/g, '') === '');

/**
 * The layout of a module type (spec 3: 'bild, bildtext, textbild, or a type containing video or text').
 * Unknown or missing types fall back to what the module holds: an image, else text.
 */
export function modulLayout(typ: string | null, hasBild: boolean): ModulLayout {
  const t = (typ ?? '').trim().toLowerCase();
  if (t === 'bild' || t === 'bildtext' || t === 'textbild') return t;
  if (t.includes('video')) return 'video';
  if (t.includes('text')) return 'text';
  return hasBild ? 'bild' : 'text';
}

function modulSection(k: Kampagne, n: ModulNummer): KampagneSection | null {
  if (!k[`modul${n}anzeige`]) return null;
  const text = k[`modul${n}text`] ?? '';
  const bild = k[`modul${n}bild`] || null;
  const layout = modulLayout(k[`modul${n}typ`], bild !== null);
  const needsBild = layout === 'bild' || layout === 'bildtext' || layout === 'textbild';
  // A module with nothing to show would leave an empty band in the article.
  if (layout === 'bild' && !bild) return null;
  if (!needsBild && blank(text)) return null;
  if (needsBild && !bild && blank(text)) return null;
  return {
    kind: 'modul',
    n,
    layout: needsBild && !bild ? 'text' : layout,
    text,
    bild,
    bildbreite: k[`modul${n}bildbreite`],
  };
}

function sectionOf(k: Kampagne, token: string): KampagneSection | null {
  switch (token) {
    case 'K':
      return { kind: 'kopf' };
    case 'V':
      return k.veranstaltungenanzeige && !blank(k.veranstaltungentext)
        ? { kind: 'veranstaltungen', text: k.veranstaltungentext ?? '' }
        : null;
    case 'N':
      return k.newsanzeige && !blank(k.newstext) ? { kind: 'news', text: k.newstext ?? '' } : null;
    case 'D': {
      const files = k.poolpdf.filter((f) => f.trim() !== '');
      return k.downloadsanzeige && files.length > 0 ? { kind: 'downloads', files } : null;
    }
    default: {
      const n = Number(token);
      return (MODUL_NUMMERN as readonly number[]).includes(n) ? modulSection(k, n as ModulNummer) : null;
    }
  }
}

/**
 * The sections of an article in display order. `modulsort` is read case-insensitively with spaces
 * ignored; unknown and repeated tokens are skipped; an empty value means the default order. The
 * header 'K' always appears — first if modulsort leaves it out — because it carries the page title.
 */
export function kampagneSections(k: Kampagne): KampagneSection[] {
  const raw = k.modulsort.trim() ? k.modulsort : DEFAULT_MODULSORT;
  const tokens = raw.split(',').map((t) => t.trim().toUpperCase());
  const seen = new Set<string>();
  const sections: KampagneSection[] = [];
  for (const token of tokens) {
    if (!token || seen.has(token)) continue;
    seen.add(token);
    const section = sectionOf(k, token);
    if (section) sections.push(section);
  }
  if (!seen.has('K')) sections.unshift({ kind: 'kopf' });
  return sections;
}

/** Spec 9: the display name of a download is the file name without its last 37 characters. */
export const DOWNLOAD_SUFFIX_LENGTH = 37;

/** The display name of a poolpdf file; a name too short to carry the suffix is shown whole. */
export function downloadName(file: string): string {
  const name = file.split('/').pop() ?? file;
  return name.length > DOWNLOAD_SUFFIX_LENGTH ? name.slice(0, -DOWNLOAD_SUFFIX_LENGTH) : name;
}

/** Where a download is served (spec 7: dokumente/{file}). */
export const downloadUrl = (file: string) => `/dokumente/${encodeURIComponent(file)}`;

/** Grid spans of a module image: (3 − bildbreite) × 3 of 12 columns on larger screens, 6 on small, 12 on extra small. */
export function bildSpalten(bildbreite: number): { base: 12; sm: 6; md: number } {
  const breite = Number.isFinite(bildbreite) ? Math.min(2, Math.max(0, Math.round(bildbreite))) : 2;
  return { base: 12, sm: 6, md: (3 - breite) * 3 };
}

/** Grid spans of the text beside an image of `bildbreite`. */
export function textSpalten(bildbreite: number): { base: 12; sm: 6; md: number } {
  const bild = bildSpalten(bildbreite);
  return { base: 12, sm: 6, md: 12 - bild.md };
}

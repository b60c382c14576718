/**
 * Title and description of the pages that show one thing (a property, a know-how article): the server
 * writes them into the first HTML (server/slug/meta.ts) and the page sets the same once it has rendered,
 * so a shared or crawled page and the open tab say the same.
 */
import { formatArea } from './format';
import { OBJEKTARTEN } from './objekt';
import type { Lang } from './routes';

/** Plain text of an HTML fragment, cut at a word boundary for a meta description. */
export function summary(html: string | null | undefined, max = 160): string {
  const text = (html ?? '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** What a property's meta is made of; the English texts where the language is en and they exist. */
export interface ObjektMetaSource {
  objektname: string;
  objektname_en: string | null;
  detailbeschreibung: string | null;
  detailbeschreibung_en: string | null;
  objektart: number | null;
  flaecheinqm: number | null;
  plz: string;
  ort: string;
}

/**
 * A property: 'name – place | site'; 'type in postcode place, area. description …'. A draft may still lack
 * its place: then neither names one (no dangling dash or 'in'), and no text has two spaces in a row, which
 * a browser's title would collapse.
 */
export function objektMeta(o: ObjektMetaSource, lang: Lang, site: string): { title: string; description: string } {
  const en = lang === 'en';
  const name = ((en && o.objektname_en?.trim()) || o.objektname).trim();
  const art = OBJEKTARTEN.find((a) => a.id === o.objektart)?.name[lang] ?? '';
  const place = `${o.plz.trim()} ${o.ort.trim()}`.trim();
  const area = o.flaecheinqm ? `, ${formatArea(o.flaecheinqm, lang)}` : '';
  const text = (en && o.detailbeschreibung_en?.trim()) || o.detailbeschreibung;
  const what = [art, place && `in ${place}`].filter(Boolean).join(' ');
  return {
    title: `${[name, o.ort.trim()].filter(Boolean).join(' – ')} | ${site}`,
    description: `${what}${area}. ${summary(text, 120)}`.replace(/\s+/g, ' ').trim(),
  };
}

/**
 * A property as GET /api/objekt/{id} presents it to a viewer: the page's meta from exactly what the detail
 * view shows (the server's first HTML and the browser build it from the same object).
 */
export function presentedObjektMeta(
  o: Omit<ObjektMetaSource, 'objektname_en' | 'detailbeschreibung_en'> & {
    uebersetzung: { objektname_en: string | null; detailbeschreibung_en: string | null } | null;
  },
  lang: Lang,
  site: string,
): { title: string; description: string } {
  return objektMeta(
    {
      ...o,
      objektname_en: o.uebersetzung?.objektname_en ?? null,
      detailbeschreibung_en: o.uebersetzung?.detailbeschreibung_en ?? null,
    },
    lang,
    site,
  );
}

/** A know-how article: its meta title and description, else its header and the start of its text. */
export function kampagneMeta(
  k: {
    header: string;
    headersub: string | null;
    textdetail: string | null;
    metatitle: string | null;
    metadescription: string | null;
  },
  site: string,
): { title: string; description: string } {
  return {
    title: k.metatitle?.trim() || `${k.header} | ${site}`,
    description: k.metadescription?.trim() || summary(k.headersub?.trim() || k.textdetail),
  };
}

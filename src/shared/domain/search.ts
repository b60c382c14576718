/**
 * The combined search box (spec 5 'Search', spec 9 search constants): which properties, know-how articles,
 * funding programmes and glossary entries match what a visitor typed. Pure functions; the client builds an
 * index once per data set and language and matches it on every keystroke.
 */
import { MERKMALE, OBJEKTARTEN, WIDMUNGEN } from './objekt';
import type { Lang } from './routes';
import { compactAscii, type FoldedWord, foldWord, haystackHas, haystackOf } from './textfold';

/** A search starts only when the text is longer than 2 characters (spec 5, spec 9 'Search minimum 3'). */
export const SEARCH_MIN_LENGTH = 3;
/** The longest search text taken (the search box's and the results view's). */
export const SEARCH_TEXT_MAX = 200;
/** A search text as the results view and the map take it from the URL: trimmed, single spaces, at most 200. */
export const normalizeSearchText = (text: string) => text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_TEXT_MAX);
/** Debounce of the search box (spec 9). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Debounce of the search log (spec 7, spec 9). */
export const SEARCH_LOG_DEBOUNCE_MS = 1000;

/** Where the search box is: the home page or one of the search pages. */
export type SearchScope = 'home' | 'standortsuche';

/** Result groups of the search box, in the order they are shown. */
export type SearchGroup = 'orte' | 'objekte' | 'kampagnen' | 'foerderungen' | 'glossar';

/**
 * Caps per group (spec 5): 5 properties on home and 15 elsewhere; on home 5 each for campaigns, funding
 * entries and glossary entries. Places follow the property cap.
 */
export const SEARCH_CAPS: Readonly<Record<SearchScope, Readonly<Record<SearchGroup, number>>>> = {
  home: { orte: 5, objekte: 5, kampagnen: 5, foerderungen: 5, glossar: 5 },
  standortsuche: { orte: 15, objekte: 15, kampagnen: 15, foerderungen: 15, glossar: 15 },
};

/** Entries per page of each group of the results view (/{lang}/suche). */
export const RESULTS_PAGE_SIZE = 10;

/** A parsed search text: nothing to search, an object-number fragment, or words that must all occur. */
export type SearchQuery =
  | { kind: 'none' }
  | { kind: 'number'; digits: string }
  | { kind: 'words'; words: FoldedWord[] };

/**
 * Parses the text of the search box. Shorter than 3 characters (after trimming) → none, i.e. the results
 * are cleared; only digits → an object-number fragment; otherwise the lowercased words (any run of
 * whitespace separates two words).
 */
export function parseSearch(text: string): SearchQuery {
  const trimmed = text.trim();
  if (trimmed.length < SEARCH_MIN_LENGTH) return { kind: 'none' };
  if (/^\d+$/.test(trimmed)) return { kind: 'number', digits: trimmed };
  // Longest word first: it occurs least often, so the scan in `matchIndex` confirms fewest candidates.
  const words = [...new Set(trimmed.split(/\s+/))].map(foldWord).sort((a, b) => b.base.length - a.base.length);
  return { kind: 'words', words };
}

/** True when the text starts a search (longer than 2 characters once trimmed). */
export const isSearchable = (text: string) => parseSearch(text).kind !== 'none';

/**
 * Items with their folded texts, concatenated once so a query word is found with one `indexOf` sweep
 * instead of one `includes` per item.
 */
export interface SearchIndex<T> {
  readonly items: readonly T[];
  /** Folded searchable text of each item (see `haystackOf`). */
  readonly haystacks: readonly string[];
  /** All haystacks joined by NUL, and where each one starts in it. */
  readonly joined: string;
  readonly starts: Int32Array;
}

const SEPARATOR = '\u0000';

/**
 * Builds the index of a list; `fields` returns the texts of an item that the words are searched in. Each
 * field is folded on its own (labels and place names repeat, so their foldings are reused) and the fields
 * are joined by line breaks, which no query word contains: a word never matches across two fields.
 */
export function buildSearchIndex<T>(
  items: readonly T[],
  fields: (item: T) => readonly (string | null | undefined)[],
): SearchIndex<T> {
  const folded = new Map<string, string>();
  const fold = (text: string) => {
    let hay = folded.get(text);
    if (hay === undefined) {
      hay = haystackOf(text);
      folded.set(text, hay);
    }
    return hay;
  };
  const texts = items.map((item) =>
    fields(item)
      .filter((f): f is string => Boolean(f))
      .map(fold)
      .join('\n'),
  );
  const starts = new Int32Array(texts.length);
  let offset = 0;
  texts.forEach((h, i) => {
    starts[i] = offset;
    offset += h.length + SEPARATOR.length;
  });
  const joined = compactAscii(texts.join(SEPARATOR));
  // Slices share the joined text's storage (and its one-byte form).
  const haystacks = texts.map((h, i) => joined.slice(starts[i], (starts[i] as number) + h.length));
  return { items, haystacks, joined, starts };
}

/** A needle and where it occurs next in `joined`, with the item that position belongs to. */
interface Cursor {
  needle: string;
  pos: number;
  item: number;
}

/**
 * Which items of an index take part, by position in its list (e.g. those a viewer may see): a search of one
 * index with `accept` finds what a search of an index of the accepted items alone finds.
 */
export type AcceptItem = (position: number) => boolean;

const ALL: AcceptItem = () => true;

/**
 * The first `cap` items (in list order) whose texts contain every word of the query. The first word (the
 * longest) is looked up in the joined text with `indexOf`, jumping to the next item after each hit; only
 * those items are checked for the other words, and the scan stops as soon as `cap` items are found.
 */
export function matchIndex<T>(
  index: SearchIndex<T>,
  words: readonly FoldedWord[],
  cap: number,
  accept: AcceptItem = ALL,
): T[] {
  const [first, ...rest] = words;
  const { items, haystacks, joined, starts } = index;
  const count = items.length;
  if (!first || cap <= 0 || count === 0) return [];
  const needles = first.digraph === null ? [first.base] : [first.base, first.digraph];
  const cursors: Cursor[] = needles.map((needle) => ({ needle, pos: joined.indexOf(needle), item: 0 }));
  const out: T[] = [];
  while (out.length < cap) {
    // The smallest item any needle occurs in next; positions only grow, so items advance linearly.
    let item = -1;
    for (const c of cursors) {
      if (c.pos === -1) continue;
      while (c.item + 1 < count && (starts[c.item + 1] as number) <= c.pos) c.item++;
      if (item === -1 || c.item < item) item = c.item;
    }
    if (item === -1) break;
    const haystack = haystacks[item] as string;
    let all = accept(item);
    for (let w = 0; all && w < rest.length; w++) all = haystackHas(haystack, rest[w] as FoldedWord);
    if (all) out.push(items[item] as T);
    const next = item + 1 < count ? (starts[item + 1] as number) : joined.length;
    for (const c of cursors) if (c.pos !== -1 && c.item <= item) c.pos = joined.indexOf(c.needle, next);
  }
  return out;
}

/** Matches a search text against an index of words (campaigns, funding, glossary): numbers are words here. */
export function searchIndex<T>(index: SearchIndex<T>, text: string, cap: number): T[] {
  const query = parseSearch(text);
  if (query.kind === 'none') return [];
  const words = query.kind === 'number' ? [foldWord(query.digits)] : query.words;
  return matchIndex(index, words, cap);
}

// ---------------------------------------------------------------- properties

/** The fields of a property the search reads (a subset of the API's objekt). */
export interface SearchableObjekt {
  objektnummer: string;
  objektname: string;
  flaechenbezeichnung: string | null;
  ort: string;
  objektart: number;
  standortbeschreibung: readonly number[];
  widmungen: readonly string[];
  uebersetzung: { objektname_en: string | null } | null;
}

/** The object name in the language shown: the English name when lang=en and one exists. */
export function objektDisplayName(objekt: Pick<SearchableObjekt, 'objektname' | 'uebersetzung'>, lang: Lang): string {
  const en = objekt.uebersetzung?.objektname_en?.trim();
  return lang === 'en' && en ? en : objekt.objektname;
}

const merkmalLabels = new Map(MERKMALE.map((m) => [m.id, m.label]));
const objektartLabels = new Map(OBJEKTARTEN.map((o) => [o.id as number, o.name]));
const widmungLabels = new Map(WIDMUNGEN.map((w) => [w.id, w.name]));

/**
 * The texts a property is found by (spec 5): area designation, object name (English when lang=en), the
 * translated fields — type and zoning labels in the language shown — the feature labels in that language
 * and the place name.
 */
export function objektSearchFields(objekt: SearchableObjekt, lang: Lang): string[] {
  return [
    objekt.flaechenbezeichnung ?? '',
    objektDisplayName(objekt, lang),
    objektartLabels.get(objekt.objektart)?.[lang] ?? '',
    ...objekt.widmungen.map((id) => widmungLabels.get(id)?.[lang] ?? ''),
    ...objekt.standortbeschreibung.map((id) => merkmalLabels.get(id)?.[lang] ?? ''),
    objekt.ort,
  ];
}

/** The index of the properties in one language, plus their object numbers for numeric searches. */
export interface ObjektIndex<T extends SearchableObjekt> extends SearchIndex<T> {
  readonly lang: Lang;
}

export function buildObjektIndex<T extends SearchableObjekt>(objekte: readonly T[], lang: Lang): ObjektIndex<T> {
  return { ...buildSearchIndex(objekte, (o) => objektSearchFields(o, lang)), lang };
}

/**
 * Properties matching the search text, at most `cap`, in list order: a purely numeric text is a fragment of
 * the object number; otherwise every word must occur in the property's texts. With `accept`, only the
 * properties at accepted positions (e.g. those the caller may see, GET /api/objekt/suche) are found.
 */
export function searchObjekte<T extends SearchableObjekt>(
  index: ObjektIndex<T>,
  text: string,
  cap: number,
  accept: AcceptItem = ALL,
): T[] {
  const query = parseSearch(text);
  if (query.kind === 'none') return [];
  if (query.kind === 'words') return matchIndex(index, query.words, cap, accept);
  const out: T[] = [];
  const { items } = index;
  for (let i = 0; i < items.length && out.length < cap; i++) {
    const objekt = items[i] as T;
    if (accept(i) && objekt.objektnummer.includes(query.digits)) out.push(objekt);
  }
  return out;
}

// ---------------------------------------------------------------- know-how, funding, glossary

/** Know-how articles (campaigns) are German only: found by header, sub-header and meta title. */
export function kampagneSearchFields(k: {
  header: string;
  headersub: string | null;
  metatitle: string | null;
}): (string | null)[] {
  return [k.header, k.headersub, k.metatitle];
}

/** Funding entries: name, funding body and short description in the language shown. */
export function foerderungSearchFields(
  f: {
    name_de: string;
    name_en: string;
    foerderstelle: string;
    kurzbeschreibung_de: string;
    kurzbeschreibung_en: string;
  },
  lang: Lang,
): string[] {
  return lang === 'en'
    ? [f.name_en, f.foerderstelle, f.kurzbeschreibung_en]
    : [f.name_de, f.foerderstelle, f.kurzbeschreibung_de];
}

/** Glossary entries: title and keywords in the language shown. */
export function glossarSearchFields(
  g: { titel_de: string; titel_en: string; keywords_de: readonly string[]; keywords_en: readonly string[] },
  lang: Lang,
): string[] {
  return lang === 'en' ? [g.titel_en, ...g.keywords_en] : [g.titel_de, ...g.keywords_de];
}

/**
 * The map's search filter (KARTEN_QUERY q): the ids of every property the search finds for the text, no
 * cap — what the results view counts and lists for the same viewer.
 */
export function searchObjektIds<T extends SearchableObjekt & { id: string }>(
  index: ObjektIndex<T>,
  text: string,
): ReadonlySet<string> {
  return new Set(searchObjekte(index, text, Number.POSITIVE_INFINITY).map((o) => o.id));
}

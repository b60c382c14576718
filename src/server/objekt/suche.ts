import type { Lang } from '../../shared/domain/routes';
import { buildObjektIndex, type ObjektIndex, RESULTS_PAGE_SIZE, searchObjekte } from '../../shared/domain/search';
import type { ObjektSuchergebnis, ObjektTreffer } from '../../shared/schemas/suche';
import { Versioned } from '../lib/body-cache';
import { type MapIndexEntry, type MapIndexSnapshot, visibleIn } from './map-index-data';
import type { VisibilityFilter } from './queries';

/** The search over the map index of one app (createObjektSuche). */
export type ObjektSuche = ReturnType<typeof createObjektSuche>;

/** One question to the search box: who asks (visibility), what they typed, in which language, how many. */
export interface SearchQuestion {
  visibility: VisibilityFilter;
  text: string;
  lang: Lang;
  limit: number;
}

/** A question of the results view or the map's search filter: every match, no cap. */
export type SearchAllQuestion = Omit<SearchQuestion, 'limit'>;

/** What the result list shows of a property; never more of the entry. */
const treffer = (e: MapIndexEntry): ObjektTreffer => ({
  id: e.id,
  objektname: e.objektname,
  uebersetzung: e.uebersetzung,
  objektnummer: e.objektnummer,
  plz: e.plz,
  ort: e.ort,
  status: e.status,
});

/**
 * The search box above the threshold (GET /api/objekt/suche): the map index's entries (map-index-data.ts)
 * indexed with the browser's own search code (shared/domain/search.ts), once per data version and
 * language, when a search first asks for it. One index of all objects serves every caller: the search
 * skips the entries the caller may not see, which finds what a search of the caller's list would.
 */
export function createObjektSuche(current: () => Promise<MapIndexSnapshot>) {
  const indexe: Record<Lang, Versioned<ObjektIndex<MapIndexEntry>>> = { de: new Versioned(), en: new Versioned() };
  const find = async (question: SearchQuestion): Promise<MapIndexEntry[]> => {
    const { version, data } = await current();
    const index = await indexe[question.lang].get(version, async () => buildObjektIndex(data.entries, question.lang));
    return searchObjekte(index, question.text, question.limit, visibleIn(data, question.visibility));
  };
  return {
    /** The search box: the first `limit` matches. */
    async treffer(question: SearchQuestion): Promise<ObjektTreffer[]> {
      return (await find(question)).map(treffer);
    },
    /** The results view: how many match, and one page of them (RESULTS_PAGE_SIZE each). */
    async seite(question: SearchAllQuestion, seite: number): Promise<ObjektSuchergebnis> {
      const all = await find({ ...question, limit: Number.POSITIVE_INFINITY });
      const from = (seite - 1) * RESULTS_PAGE_SIZE;
      const page = all.slice(from, from + RESULTS_PAGE_SIZE);
      return {
        anzahl: all.length,
        seite,
        treffer: page.map((e) => ({ ...treffer(e), objektart: e.objektart, flaecheinqm: e.flaecheinqm })),
      };
    },
    /** The map's search filter (q): the ids of every match. */
    async ids(question: SearchAllQuestion): Promise<ReadonlySet<string>> {
      return new Set((await find({ ...question, limit: Number.POSITIVE_INFINITY })).map((e) => e.id));
    },
  };
}

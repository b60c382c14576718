import type { Lang } from '../../shared/domain/routes';
import { buildObjektIndex, type ObjektIndex, RESULTS_PAGE_SIZE, searchObjekte } from '../../shared/domain/search';
import type { ObjektSuchergebnis, ObjektTreffer } from '../../shared/schemas/suche';
import { Versioned } from '../lib/body-cache';
import { type MapIndexEntry, type MapIndexSnapshot, visibleIn } from './map-index-data';
import type { VisibilityFilter } from './queries';

/** One question to the search box: who asks (visibility), what they typed, in which language, how many. */
export interface SuchFrage {
  visibility: VisibilityFilter;
  text: string;
  lang: Lang;
  limit: number;
}

/** A question of the results view or the map's search filter: every match, no cap. */
export type AlleFrage = Omit<SuchFrage, 'limit'>;

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
  const finde = async (frage: SuchFrage): Promise<MapIndexEntry[]> => {
    const { version, data } = await current();
    const index = await indexe[frage.lang].get(version, async () => buildObjektIndex(data.entries, frage.lang));
    return searchObjekte(index, frage.text, frage.limit, visibleIn(data, frage.visibility));
  };
  return {
    /** The search box: the first `limit` matches. */
    async treffer(frage: SuchFrage): Promise<ObjektTreffer[]> {
      return (await finde(frage)).map(treffer);
    },
    /** The results view: how many match, and one page of them (RESULTS_PAGE_SIZE each). */
    async seite(frage: AlleFrage, seite: number): Promise<ObjektSuchergebnis> {
      const alle = await finde({ ...frage, limit: Number.POSITIVE_INFINITY });
      const von = (seite - 1) * RESULTS_PAGE_SIZE;
      const page = alle.slice(von, von + RESULTS_PAGE_SIZE);
      return {
        anzahl: alle.length,
        seite,
        treffer: page.map((e) => ({ ...treffer(e), objektart: e.objektart, flaecheinqm: e.flaecheinqm })),
      };
    },
    /** The map's search filter (q): the ids of every match. */
    async ids(frage: AlleFrage): Promise<ReadonlySet<string>> {
      return new Set((await finde({ ...frage, limit: Number.POSITIVE_INFINITY })).map((e) => e.id));
    },
  };
}

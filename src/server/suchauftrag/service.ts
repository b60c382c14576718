import type { z } from 'zod';
import { type Bbox, bboxParam } from '../../shared/domain/ausschnitt';
import { FOERDER_QUERY } from '../../shared/domain/foerderung';
import { KARTEN_QUERY } from '../../shared/domain/kartenfilter';
import { decodeQuery, encodeQuery } from '../../shared/domain/query';
import { SUCHAUFTRAG_MAX } from '../../shared/domain/suchauftrag';
import type { SuchauftragArt } from '../../shared/domain/suche-speichern';
import type { Suchauftrag, SuchauftragPatch, suchauftragBodySchema } from '../../shared/schemas/suchauftrag';
import type { Db } from '../db/client';
import { AppError } from '../plugins/errors';
import type { Viewer } from '../plugins/session';
import {
  countSuchauftraegeLocked,
  deleteSuchauftragRow,
  insertSuchauftrag,
  replaceGemeldet,
  type SuchauftragRow,
  selectSuchauftraege,
  updateSuchauftrag,
} from './queries';
import type { Suche, Treffer, TrefferSuche } from './treffer';

type SuchauftragInput = z.output<typeof suchauftragBodySchema>;

/**
 * A page's query in its canonical form: read and written again with the page's codec, so unknown
 * parameters and invalid values are dropped and defaults left out, as the page itself writes its address.
 */
function kanonischeQuery(art: SuchauftragArt, query: string): string {
  return art === 'karte'
    ? encodeQuery(KARTEN_QUERY, decodeQuery(KARTEN_QUERY, query))
    : encodeQuery(FOERDER_QUERY, decodeQuery(FOERDER_QUERY, query));
}

/**
 * The map section a map search is bound to: the visible extent unless the search ignores it
 * (ignoreExtent), written as the map's requests write it; null for a funding search.
 */
function suchauftragBbox(art: SuchauftragArt, query: string, extent: Bbox | null): string | null {
  if (art !== 'karte' || extent === null) return null;
  return decodeQuery(KARTEN_QUERY, query).ignoreExtent ? null : bboxParam(extent);
}

/** A saved search as its owner sees it. */
function present(row: SuchauftragRow): Suchauftrag {
  return {
    id: row.id,
    name: row.name,
    art: row.art,
    query: row.query,
    bbox: row.bbox,
    lang: row.lang,
    frequenz: row.frequenz,
    createdAt: row.created_at.toISOString(),
    gemeldetAm: row.gemeldet_am?.toISOString() ?? null,
  };
}

/** The saved searches of a user and what their alerts need to find their matches. */
export function createSuchauftragService(db: Db, treffer: TrefferSuche) {
  /**
   * A search's current matches for its owner (what a new or re-enabled search starts from); read before
   * the transaction that stores them, since the map index reads through the database's connection.
   */
  const currentTreffer = async (row: Suche, viewer: Viewer): Promise<Treffer> => {
    await treffer.warm();
    return treffer.of(row, viewer, treffer.programme);
  };

  return {
    async list(viewer: Viewer): Promise<Suchauftrag[]> {
      return (await selectSuchauftraege(db, viewer.id)).map(present);
    },

    /**
     * Saves a search (at most SUCHAUFTRAG_MAX per user): the query as its page's codec writes it, the map
     * section unless the search ignores it. What matches now counts as told, so the first alert names only
     * what is new after saving.
     */
    async create(viewer: Viewer, input: SuchauftragInput): Promise<Suchauftrag> {
      const query = kanonischeQuery(input.art, input.query);
      const values = {
        user: viewer.id,
        name: input.name,
        art: input.art,
        query,
        bbox: suchauftragBbox(input.art, query, input.bbox ?? null),
        lang: input.lang,
        frequenz: input.frequenz,
      };
      const treffer = await currentTreffer(values, viewer);
      const row = await db.transaction(async (tx) => {
        if ((await countSuchauftraegeLocked(tx, viewer.id)) >= SUCHAUFTRAG_MAX) {
          throw new AppError('tooManySuchauftraege', `At most ${SUCHAUFTRAG_MAX} saved searches per user`);
        }
        const saved = await insertSuchauftrag(tx, values);
        await replaceGemeldet(tx, saved.id, treffer);
        return saved;
      });
      return present(row);
    },

    /**
     * Renames a search or changes its frequency; 404 for another's. Switched on again after 'off', it starts
     * from what matches now: nothing that changed while it was off is sent.
     */
    async update(viewer: Viewer, id: number, patch: SuchauftragPatch): Promise<Suchauftrag> {
      const [before] = await selectSuchauftraege(db, viewer.id, id);
      if (!before) throw new AppError('notFound', 'No such saved search');
      const switchedOn = before.frequenz === 'off' && patch.frequenz !== undefined && patch.frequenz !== 'off';
      const treffer = switchedOn ? await currentTreffer(before, viewer) : undefined;
      const row = await db.transaction(async (tx) => {
        const after = await updateSuchauftrag(tx, viewer.id, id, patch);
        if (!after) throw new AppError('notFound', 'No such saved search');
        if (treffer) await replaceGemeldet(tx, id, treffer);
        return after;
      });
      return present(row);
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      if (!(await deleteSuchauftragRow(db, viewer.id, id))) throw new AppError('notFound', 'No such saved search');
    },
  };
}

export type SuchauftragService = ReturnType<typeof createSuchauftragService>;

import { createHash } from 'node:crypto';
import { ADMIN_LEVEL, isAdminLevel } from '../../shared/domain/account';
import { parseBbox } from '../../shared/domain/ausschnitt';
import { FOERDER_QUERY, foerderFilterOf, matchesFoerderFilter } from '../../shared/domain/foerderung';
import { favoritKey, KARTEN_QUERY } from '../../shared/domain/kartenfilter';
import { decodeQuery } from '../../shared/domain/query';
import type { Db } from '../db/client';
import type { MapIndex } from '../objekt/map-index';
import type { MapIndexEntry } from '../objekt/map-index-data';
import { mapVisibilityFor } from '../objekt/service';
import type { ObjektSuche } from '../objekt/suche';
import { isAdmin, type Viewer } from '../plugins/session';
import { selectFavoriten } from '../sammlung/queries';
import { type SuchauftragRow, selectProgramme } from './queries';

/** What an alert looks at: a match's key (a property's id, a programme's id) → its fingerprint. */
export type Treffer = Map<string, string>;

/** What a search's matches follow from. */
export type Suche = Pick<SuchauftragRow, 'art' | 'query' | 'bbox' | 'lang'>;

/** A funding programme as the alerts read it. */
export type Programm = Awaited<ReturnType<typeof selectProgramme>>[number];

/**
 * The recipient of a search's alerts as a viewer (spec 6): an administrator without two-factor sign-in
 * has no administrator's rights, as at login (plugins/session.ts).
 */
export function empfaengerViewer(user: { id: number; userlevel: number; twoFactor: boolean }): Viewer {
  const userlevel = isAdminLevel(user.userlevel) && !user.twoFactor ? ADMIN_LEVEL : user.userlevel;
  return { id: user.id, userlevel, sessionId: '' };
}

/**
 * A property's fingerprint: its prices. A changed price makes a listing new to the search again; a
 * listing that left the matches (deactivated, expired, filtered out) is forgotten, so its return is new too.
 */
const objektFingerabdruck = (e: MapIndexEntry) => `${e.kaufpreisproqm ?? ''}|${e.mietpreisproqm ?? ''}`;

/** A programme's fingerprint: its content, so any change of it by the administrators counts. */
const programmFingerabdruck = (p: Programm) =>
  createHash('sha256').update(JSON.stringify(p)).digest('base64url').slice(0, 22);

/**
 * The current matches of saved searches for their users, read with the pages' own code: a map search's
 * query through KARTEN_QUERY into the map index (the user's visibility, the map filters of
 * shared/domain/kartenfilter.ts, the search text, the section), a funding search's through FOERDER_QUERY
 * into matchesFoerderFilter. `programme` are read once per run (programmeOf).
 */
export function createTrefferSuche(db: Db, mapIndex: MapIndex, objektSuche: ObjektSuche) {
  async function karte(row: Suche, viewer: Viewer): Promise<Treffer> {
    const filter = decodeQuery(KARTEN_QUERY, row.query);
    const favoriten = filter.favsOnly ? (await selectFavoriten(db, viewer.id)).map(favoritKey) : [];
    const visibility = mapVisibilityFor(viewer);
    const suche = filter.q
      ? { lang: row.lang, ids: await objektSuche.ids({ visibility, text: filter.q, lang: row.lang }) }
      : undefined;
    const bbox = filter.ignoreExtent || row.bbox === null ? null : parseBbox(row.bbox);
    const entries = await mapIndex.treffer({
      visibility,
      viewer: { id: viewer.id, isAdmin: isAdmin(viewer), favoriten: new Set(favoriten) },
      filter,
      bbox,
      suche,
    });
    return new Map(entries.map((e) => [e.id, objektFingerabdruck(e)]));
  }

  function foerderung(row: Suche, programme: readonly Programm[]): Treffer {
    const filter = foerderFilterOf(decodeQuery(FOERDER_QUERY, row.query));
    return new Map(
      programme.filter((p) => matchesFoerderFilter(p, filter)).map((p) => [String(p.id), programmFingerabdruck(p)]),
    );
  }

  return {
    /** Brings the map index to the current data (a run right after a release must see it). */
    warm: () => mapIndex.warm(),
    /** The funding programmes, read once for the searches of a run. */
    programme: () => selectProgramme(db),
    /** A search's current matches for its user. */
    async of(row: Suche, viewer: Viewer, programme: () => Promise<readonly Programm[]>): Promise<Treffer> {
      return row.art === 'karte' ? karte(row, viewer) : foerderung(row, await programme());
    },
  };
}

export type TrefferSuche = ReturnType<typeof createTrefferSuche>;

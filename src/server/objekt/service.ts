import { DEFAULT_STATUS_FILTER, PUBLIC_STATUS, STATUS, STATUS_CODES } from '../../shared/domain/objekt';
import type { Db } from '../db/client';
import { AppError } from '../plugins/errors';
import { isAdmin, type Viewer } from '../plugins/session';
import { type ObjektRecord, selectObjekte, type VisibilityFilter, visibilityPredicate } from './queries';

/** What a logged-in user sees of objects they do not own: released and unexpired (spec 6). */
export const MEMBER_VISIBILITY: VisibilityFilter = {
  statuses: [...PUBLIC_STATUS],
  includeExpired: false,
};

/**
 * Spec 6: anonymous callers see public objects (180620003) only; logged-in users also those shown with
 * login (180620002) and their own objects in any status; administrators any status they ask for
 * (default: the status filter of spec 4). Expired objects are hidden from everyone but owners and admins.
 */
export function visibilityFor(viewer: Viewer | null, requested?: readonly number[]): VisibilityFilter {
  if (isAdmin(viewer)) {
    return { statuses: [...(requested ?? DEFAULT_STATUS_FILTER)], includeExpired: true };
  }
  const allowed: number[] = viewer ? [...MEMBER_VISIBILITY.statuses] : [STATUS.OHNE_LOGIN];
  const statuses = requested ? allowed.filter((s) => requested.includes(s)) : allowed;
  return { statuses, includeExpired: false, ownerId: viewer?.id };
}

/**
 * The listings of which callers who may not see them get a reduced summary (shared/domain/vorschau.ts,
 * presentVorschau): shown with login (180620002), released and unexpired — exactly those registration
 * opens (spec 6). Nothing else of them leaves the server for such callers.
 */
export const VORSCHAU_VISIBILITY: VisibilityFilter = { statuses: [STATUS.MIT_LOGIN], includeExpired: false };

const isMemberVisible = visibilityPredicate(MEMBER_VISIBILITY);

/**
 * Whether a logged-in user who neither owns the object nor administers sees it (spec 6): released and not
 * expired. Writes by such a user answer 403 on these objects and 404 on all others, as reading does.
 */
export const visibleToMembers = (row: { status: number; istabgelaufen: boolean }) =>
  isMemberVisible(row.status, row.istabgelaufen, null);

/** The objects a viewer may see, optionally narrowed to the requested statuses. */
export function listObjekte(db: Db, viewer: Viewer | null, requested?: number[]): Promise<ObjektRecord[]> {
  return selectObjekte(db, visibilityFor(viewer, requested));
}

/** The viewer's own objects in any status, expired ones too (My properties). */
export function listEigene(db: Db, viewer: Viewer): Promise<ObjektRecord[]> {
  return selectObjekte(db, { statuses: [], includeExpired: true, ownerId: viewer.id });
}

/** Which objects a viewer may open one by one: administrators every status, expired ones too. */
export const readableBy = (viewer: Viewer | null): VisibilityFilter =>
  isAdmin(viewer) ? { statuses: [...STATUS_CODES], includeExpired: true } : visibilityFor(viewer);

/** One object, or notFound when it does not exist or the viewer may not see it (never 403: no leak). */
export async function getObjekt(db: Pick<Db, 'select'>, viewer: Viewer | null, id: string): Promise<ObjektRecord> {
  const [row] = await selectObjekte(db, readableBy(viewer), id);
  if (!row) throw new AppError('notFound', 'No such object');
  return row;
}

/**
 * What the map of a viewer loads: administrators every status (their map filters by status itself),
 * everyone else what visibilityFor allows.
 */
export const mapVisibilityFor = (viewer: Viewer | null): VisibilityFilter =>
  isAdmin(viewer) ? visibilityFor(viewer, [...STATUS_CODES]) : visibilityFor(viewer);

/** The summary's listing, or notFound when it is none of VORSCHAU_VISIBILITY's. */
export async function getVorschau(db: Db, id: string): Promise<ObjektRecord> {
  const [row] = await selectObjekte(db, VORSCHAU_VISIBILITY, id);
  if (!row) throw new AppError('notFound', 'No such object');
  return row;
}

/** The objects among `ids` the viewer may see, in the order of `ids`; the others are dropped silently. */
export async function getVisibleObjekte(
  db: Db,
  viewer: Viewer | null,
  ids: readonly string[],
): Promise<ObjektRecord[]> {
  if (ids.length === 0) return [];
  const rows = await selectObjekte(db, readableBy(viewer), ids);
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

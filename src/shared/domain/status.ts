import { STATUS, STATUS_CODES, type Status } from './objekt';

/**
 * The status workflow of spec 4 as one table. Owners edit their own objects; administrators (the agency
 * team) review, release and may set any status. The server applies it to every write; the client uses it
 * to show only the actions that will succeed.
 */
export type ObjektAktion =
  | 'speichern'
  | 'einreichen'
  | 'freigeben'
  | 'ablehnen'
  | 'deaktivieren'
  | 'aktivieren'
  | 'loeschen'
  | 'duplizieren'
  | 'statusSetzen';
export type Rolle = 'owner' | 'admin';

/** Deactivation reasons (spec 3 'Other'); 'sonstiges' needs a free text. */
export const DEAKTIVIERUNGSGRUENDE = ['verkauft', 'vermietet', 'eigenbedarf', 'sonstiges'] as const;
export type Deaktivierungsgrund = (typeof DEAKTIVIERUNGSGRUENDE)[number];

const { IN_BEARBEITUNG, NICHT_ANZEIGEN, ENTWURF, MIT_LOGIN, OHNE_LOGIN, DEAKTIVIERT, IN_PRUEFUNG } = STATUS;
const RELEASED: Status[] = [MIT_LOGIN, OHNE_LOGIN];

interface Rule {
  /** Statuses the action starts from, per role. */
  from: Record<Rolle, readonly Status[]>;
  /** The resulting status, or the statuses the caller may choose from (first = default). */
  to: (from: Status, role: Rolle) => readonly Status[];
}

const same = (from: Status) => [from];

export const TRANSITIONS: Record<ObjektAktion, Rule> = {
  /** Save: everything but an object under review (not editable) or hidden by the agency. */
  speichern: {
    from: { owner: [IN_BEARBEITUNG, ENTWURF, MIT_LOGIN, OHNE_LOGIN, DEAKTIVIERT], admin: STATUS_CODES },
    to: same,
  },
  /** Submit for review (confirmed by a dialog in the client). */
  einreichen: { from: { owner: [IN_BEARBEITUNG, ENTWURF], admin: [IN_BEARBEITUNG, ENTWURF] }, to: () => [IN_PRUEFUNG] },
  /** Release after review: visible with login (default) or to everyone. */
  freigeben: { from: { owner: [], admin: [IN_PRUEFUNG] }, to: () => RELEASED },
  /** Send back to the owner with a reason. */
  ablehnen: { from: { owner: [], admin: [IN_PRUEFUNG] }, to: () => [IN_BEARBEITUNG] },
  /** Take a released object off the portal, with a reason. */
  deaktivieren: { from: { owner: RELEASED, admin: RELEASED }, to: () => [DEAKTIVIERT] },
  /** Bring a deactivated object back: owners through review, the agency directly. */
  aktivieren: {
    from: { owner: [DEAKTIVIERT], admin: [DEAKTIVIERT] },
    to: (_from, role) => (role === 'admin' ? RELEASED : [IN_PRUEFUNG]),
  },
  /** Delete irreversibly: owners not while the agency reviews it. */
  loeschen: {
    from: { owner: [IN_BEARBEITUNG, ENTWURF, MIT_LOGIN, OHNE_LOGIN, DEAKTIVIERT], admin: STATUS_CODES },
    to: same,
  },
  /**
   * Copy as a new listing of the caller (POST /api/objekt/{id}/duplikat): the original keeps its status,
   * the copy starts 'in progress'. Owners copy any of their listings the agency has not hidden.
   */
  duplizieren: {
    from: { owner: [IN_BEARBEITUNG, ENTWURF, MIT_LOGIN, OHNE_LOGIN, DEAKTIVIERT, IN_PRUEFUNG], admin: STATUS_CODES },
    to: () => [IN_BEARBEITUNG],
  },
  /** The agency sets any status directly (admin list, inline). */
  statusSetzen: { from: { owner: [], admin: STATUS_CODES }, to: () => STATUS_CODES },
};

/**
 * The status an action leads to, or null when the role may not do it from this status.
 * `wanted` picks among several possible targets (release, admin activation, set status).
 */
export function transition(action: ObjektAktion, from: Status, role: Rolle, wanted?: number): Status | null {
  const rule = TRANSITIONS[action];
  if (!rule.from[role].includes(from)) return null;
  const targets = rule.to(from, role);
  if (wanted === undefined) return targets[0] ?? null;
  return targets.find((s) => s === wanted) ?? null;
}

/** The actions a role can take on an object in this status (for the editor's buttons). */
export function availableActions(from: Status, role: Rolle): ObjektAktion[] {
  return (Object.keys(TRANSITIONS) as ObjektAktion[]).filter((a) => transition(a, from, role) !== null);
}

/**
 * Released (shown with login or public): an owner's edits of such an object wait as a pending change for
 * the agency's review while this version stays online (issue 19 part 3).
 */
export const isReleased = (status: number | null | undefined): boolean => RELEASED.includes(status as Status);

/** Statuses owners never see in their own list (spec 5: own properties exclude hidden ones). */
export const OWNER_INVISIBLE: readonly Status[] = [NICHT_ANZEIGEN];

/**
 * Whether a listing in this status must be complete (objektInputSchema): under review and released ones
 * are; an action that leads there (submit, release, activate, set status) checks it first.
 */
export const requiresComplete = (status: number): boolean =>
  status === IN_PRUEFUNG || RELEASED.includes(status as Status);

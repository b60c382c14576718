import { isStatus, STATUS } from '../../../shared/domain/objekt';
import { availableActions, type ObjektAktion, type Rolle } from '../../../shared/domain/status';
import type { Objekt } from '../../../shared/schemas/objekt';

/** The actions of a listing's card that open the workflow dialog (shared/domain/status.ts). */
export type CardDialogAktion = 'einreichen' | 'aktivieren' | 'deaktivieren' | 'loeschen';

/** What a listing's card offers, from the transition table for the caller's role and the listing's status. */
export interface ListingActions {
  /** The editor opens for editing (true) or read-only (false: under review or hidden). */
  editable: boolean;
  /** The step forward shown as a button: submit or activate. */
  primary: CardDialogAktion | null;
  /** The further dialog actions of the card's menu, in display order. */
  more: CardDialogAktion[];
  /** Copying as a new listing is allowed. */
  duplicate: boolean;
}

const PRIMARY: readonly CardDialogAktion[] = ['einreichen', 'aktivieren'];
const MORE: readonly CardDialogAktion[] = ['deaktivieren', 'loeschen'];

/** The card's actions of a listing: only those the server will accept (POST …/status, DELETE, …/duplikat). */
export function listingActions(status: number, rolle: Rolle): ListingActions {
  const allowed: ObjektAktion[] = isStatus(status) ? availableActions(status, rolle) : [];
  return {
    editable: allowed.includes('speichern'),
    primary: PRIMARY.find((a) => allowed.includes(a)) ?? null,
    more: MORE.filter((a) => allowed.includes(a)),
    duplicate: allowed.includes('duplizieren'),
  };
}

/** Contract #1: set and true only while a change of a released listing waits for review (missing = false). */
export const hasPendingChange = (objekt: Objekt) => objekt.aenderungInPruefung === true;

/** Whether the public detail view shows the listing to others: released and not expired. */
export const isOnline = (objekt: Pick<Objekt, 'status' | 'istabgelaufen'>) =>
  !objekt.istabgelaufen && (objekt.status === STATUS.OHNE_LOGIN || objekt.status === STATUS.MIT_LOGIN);

/** The own listings in the list: newest change first. */
export const byLastChange = (a: Objekt, b: Objekt) => b.geaendertam.localeCompare(a.geaendertam);

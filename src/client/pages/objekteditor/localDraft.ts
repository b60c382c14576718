import { storage } from './bestaetigung';
import type { ObjektFormValues } from './formValues';

/**
 * The editor's input kept in sessionStorage per object id until it is saved, so reloading the page (or
 * a crash of the tab) does not silently lose it; the editor offers to restore or discard it.
 */
export interface LocalDraft {
  /** When the input was kept (ISO time). */
  savedAt: string;
  values: ObjektFormValues;
}

const keyOf = (id: string) => `objekteditor:entwurf:${id}`;

/** Keeps the input of an object. A full storage is ignored: the draft is a safety net, not a store. */
export function keepLocalDraft(id: string, values: ObjektFormValues, now = new Date()): void {
  try {
    storage()?.setItem(keyOf(id), JSON.stringify({ savedAt: now.toISOString(), values } satisfies LocalDraft));
  } catch {
    // Quota exceeded or storage refused.
  }
}

/** The kept input of an object, or null (none, or unreadable). */
export function readLocalDraft(id: string): LocalDraft | null {
  const raw = storage()?.getItem(keyOf(id));
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as LocalDraft;
    return typeof draft.savedAt === 'string' && draft.values && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}

/** Forgets the kept input (after a successful save, or when the user discards it). */
export function clearLocalDraft(id: string): void {
  storage()?.removeItem(keyOf(id));
}

/** Whether kept input differs from what the form starts with (so restoring would change something). */
export const differsFrom = (draft: LocalDraft, values: ObjektFormValues) =>
  JSON.stringify(withoutKeys(draft.values)) !== JSON.stringify(withoutKeys(values));

/** Form values without the transport rows' React keys, which differ on every load. */
function withoutKeys(values: ObjektFormValues) {
  return { ...values, verkehrsinfrastruktur: values.verkehrsinfrastruktur.map(({ key: _key, ...row }) => row) };
}

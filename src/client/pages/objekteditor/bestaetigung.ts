/**
 * Spec 5: creating a property needs the confirmation that the user is owner, lawful landlord or broker
 * with sole mandate. It is given on /{lang}/admin/objekt/neu before the editor opens and sent with the
 * first save (PUT … { bestaetigung: true }); kept per new id for the browser tab, so a reload of the
 * editor does not ask again.
 */
const key = (id: string) => `objekt.bestaetigung.${id}`;

/** The tab's sessionStorage, or null where there is none (server rendering, storage switched off). */
export function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberBestaetigung(id: string): void {
  storage()?.setItem(key(id), '1');
}

export function hasBestaetigung(id: string): boolean {
  return storage()?.getItem(key(id)) === '1';
}

export function forgetBestaetigung(id: string): void {
  storage()?.removeItem(key(id));
}

import { createContext, useContext } from 'react';
import type { useStandortsuche } from './useStandortsuche';

/** What the map page works with: reference data, URL state, the objects shown and listed (useStandortsuche). */
export type StandortsucheDaten = ReturnType<typeof useStandortsuche>;

const StandortsucheContext = createContext<StandortsucheDaten | null>(null);

/** Gives the page's parts (map, list, barrier-free view) the one useStandortsuche of the page. */
export const StandortsucheProvider = StandortsucheContext.Provider;

/** The map page's data, for any part below StandortsucheProvider; no prop passes it down. */
export function useStandortsucheDaten(): StandortsucheDaten {
  const daten = useContext(StandortsucheContext);
  if (!daten) throw new Error('useStandortsucheDaten is used outside the map page');
  return daten;
}

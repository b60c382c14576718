import type { Anfrage, AnfrageAnzahl } from '../../shared/schemas/anfrage';
import type { anfrage } from '../db/schema';

/**
 * An enquiry as its listing's owner and administrators see it (the only ones who may read it): the sender
 * as at sending time; the sender's account id and the consent flag (always true) stay in the database.
 */
export function presentAnfrage(row: typeof anfrage.$inferSelect): Anfrage {
  return {
    id: row.id,
    objektId: row.objekt,
    createdAt: row.created_at.toISOString(),
    name: row.name,
    email: row.email,
    firma: row.firma,
    telefon: row.telefon,
    nachricht: row.nachricht,
    empfaenger: row.empfaenger,
  };
}

/** One listing's count of enquiries. */
export function presentAnfrageAnzahl(row: {
  objektId: string;
  anzahl: number;
  letzte: Date | string | null;
}): AnfrageAnzahl {
  return { objektId: row.objektId, anzahl: Number(row.anzahl), letzte: new Date(row.letzte ?? 0).toISOString() };
}

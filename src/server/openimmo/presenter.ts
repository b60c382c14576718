import type { ImportLauf } from '../../shared/domain/openimmo';
import type { LaufRow } from './queries';

/** A stored run as the API shows it: the broker named by company, else by name, else by e-mail. */
export function presentLauf(row: LaufRow): ImportLauf {
  const name = [row.vorname, row.nachname].filter(Boolean).join(' ');
  return {
    id: row.id,
    makler: row.makler,
    maklerName: row.firma || name || row.email,
    von: row.von ?? row.makler,
    dateiname: row.dateiname,
    bytes: row.bytes,
    umfang: row.umfang,
    erstelltam: row.erstelltam.toISOString(),
    // Reports stored before listings could be kept in progress have no `incomplete` list.
    bericht: { ...row.bericht, incomplete: row.bericht.incomplete ?? [] },
  };
}

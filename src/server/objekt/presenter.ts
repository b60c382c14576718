import type { Objekt } from '../../shared/schemas/objekt';
import { isAdmin, type Viewer } from '../plugins/session';
import type { ObjektRecord } from './queries';

/**
 * What a viewer sees of an object: contacts only when logged in; owner and internal notes only for
 * the owner and administrators.
 */
export function presentObjekt(record: ObjektRecord, viewer: Viewer | null): Objekt {
  const { row } = record;
  const privileged = isAdmin(viewer) || (viewer !== null && row.owner === viewer.id);
  return {
    id: row.id,
    msid: row.msid,
    status: row.status,
    objektnummer: row.objektnummer,
    objektname: row.objektname,
    objektname2: row.objektname2,
    ort: row.ort,
    plz: row.plz,
    strasse: row.strasse,
    bezirk: row.bezirk,
    lageerreichbarkeit: row.lageerreichbarkeit,
    standortbeschreibung: record.standortbeschreibung,
    kontakte: viewer ? row.kontakte : null,
    erstelltam: row.erstelltam.toISOString(),
    geaendertam: row.geaendertam.toISOString(),
    bestaetigtam: row.bestaetigtam.toISOString(),
    geaendertvon: privileged ? row.geaendertvon : null,
    exportnachkomsis: row.exportnachkomsis,
    koordinatentyp: row.koordinatentyp,
    grundstuecke: row.grundstuecke,
    objektart: row.objektart,
    hallenhoehe: row.hallenhoehe,
    flaechenbezeichnung: row.flaechenbezeichnung,
    flaecheinqm: row.flaecheinqm,
    istteilbar: row.istteilbar,
    kleinsteflaecheinqm: row.kleinsteflaecheinqm,
    istkaufobjekt: row.istkaufobjekt,
    istmietobjekt: row.istmietobjekt,
    kaufpreis: row.kaufpreis,
    kaufpreisproqm: row.kaufpreisproqm,
    mietpreis: row.mietpreis,
    mietpreisproqm: row.mietpreisproqm,
    detailbeschreibung: row.detailbeschreibung,
    internebeschreibung: privileged ? row.internebeschreibung : null,
    versionsnummer: row.versionsnummer,
    widmungen: record.widmungen,
    technischeinfrastruktur: record.technischeinfrastruktur,
    verkehrsinfrastruktur: record.verkehrsinfrastruktur,
    bilder: record.bilder,
    standort: record.standort,
    geometry: record.geometry,
    polygon: record.polygon,
    owner: privileged ? row.owner : null,
    uebersetzung: record.uebersetzung?.msid ? record.uebersetzung : null,
    istabgelaufen: row.istabgelaufen,
    ablaufdatum: row.ablaufdatum,
    ecoplus: row.ecoplus,
    tags: row.tags,
    ...(privileged && record.aenderung === 'offen' ? { aenderungInPruefung: true } : {}),
  };
}

import { parsePointWkt } from '../../shared/domain/geo';
import { flaechenklasse, vorschauKoordinate } from '../../shared/domain/vorschau';
import type { Objekt, ObjektVorschau } from '../../shared/schemas/objekt';
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
    inHq100: record.inHq100,
    inNatura2000: record.inNatura2000,
    tags: row.tags,
    ...(privileged && record.aenderung === 'offen' ? { aenderungInPruefung: true } : {}),
  };
}

/** The fields of the reduced summary (shared/domain/vorschau.ts), whatever holds them. */
export interface VorschauQuelle {
  id: string;
  objektart: number;
  bezirk: string | null;
  flaecheinqm: number | null;
  lon: number;
  lat: number;
}

/** The reduced summary of a listing shown with login: id, type, district, area band, rounded position. */
export function presentVorschau(q: VorschauQuelle): ObjektVorschau {
  return {
    id: q.id,
    objektart: q.objektart,
    bezirk: q.bezirk,
    flaechenklasse: flaechenklasse(q.objektart, q.flaecheinqm),
    lon: vorschauKoordinate(q.lon),
    lat: vorschauKoordinate(q.lat),
  };
}

/** The summary of one record, or null when it has no location (nothing to draw). */
export function presentVorschauOf(record: ObjektRecord): ObjektVorschau | null {
  const point = record.standort ? parsePointWkt(record.standort) : null;
  if (!point) return null;
  const { row } = record;
  return presentVorschau({ ...row, lon: point.lon, lat: point.lat });
}

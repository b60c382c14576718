import { diffBilder, diffFelder } from '../../shared/domain/aenderung';
import type { Aenderung } from '../../shared/schemas/aenderung';
import type { Objekt, Objektbild } from '../../shared/schemas/objekt';
import type { AenderungBild, objektAenderung } from '../db/schema';
import { objektColumns } from './write-queries';

const byNumber = (a: number, b: number) => a - b;

/** A file of a pending change as the client sees it. */
export const presentBild = ({ msid, id, mimetype, crmfilename, titel, s3filename, width, height }: AenderungBild) =>
  ({ msid, id, mimetype, crmfilename, titel, s3filename, width, height }) satisfies Objektbild;

/**
 * The pending version of a released object as its owner sees it: the released object with the change's
 * fields, lists, translation and files. Lists are ordered as the object queries order them.
 */
export function overlayAenderung(
  released: Objekt,
  aenderung: Pick<typeof objektAenderung.$inferSelect, 'daten' | 'bilder'>,
): Objekt {
  const bilder = aenderung.bilder.map(presentBild);
  const daten = aenderung.daten;
  if (!daten) return { ...released, bilder };
  const { geometry, standort, polygon, ...columns } = objektColumns(daten);
  return {
    ...released,
    ...columns,
    standort,
    polygon,
    geometry,
    standortbeschreibung: [...new Set(daten.standortbeschreibung)].sort(byNumber),
    widmungen: [...new Set(daten.widmungen)].sort(),
    technischeinfrastruktur: [...new Set(daten.technischeinfrastruktur)].sort(byNumber),
    verkehrsinfrastruktur: [...daten.verkehrsinfrastruktur].sort((a, b) => a.distance - b.distance),
    uebersetzung: {
      msid: released.uebersetzung?.msid ?? released.msid,
      objektname_en: daten.uebersetzung.objektname_en,
      detailbeschreibung_en: daten.uebersetzung.detailbeschreibung_en,
      lageerreichbarkeit_en: daten.uebersetzung.lageerreichbarkeit_en ?? null,
    },
    bilder,
  };
}

/** The pending change with its diff against the released version (old → new). */
export function presentAenderung(
  released: Objekt,
  aenderung: typeof objektAenderung.$inferSelect & { benutzername: string | null },
): Aenderung {
  const pending = overlayAenderung(released, aenderung);
  return {
    status: aenderung.status === 'abgelehnt' ? 'abgelehnt' : 'offen',
    revision: aenderung.revision,
    grund: aenderung.grund,
    erstelltam: aenderung.erstelltam.toISOString(),
    geaendertam: aenderung.geaendertam.toISOString(),
    benutzer: aenderung.benutzername,
    felder: diffFelder(released, pending),
    bilder: diffBilder(released.bilder, pending.bilder),
    neueBilder: pending.bilder,
  };
}

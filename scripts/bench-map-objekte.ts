import { createRandom } from '../src/server/db/seed/random';
import { MERKMALE_WAEHLBAR, OBJEKTARTEN, STATUS } from '../src/shared/domain/objekt';

/** N objects spread over the regional bounding box, shaped like GET /api/objekt's answer. */
export function syntheticObjekte(n: number) {
  const r = createRandom(n);
  const merkmale = MERKMALE_WAEHLBAR.map((m) => m.id);
  return Array.from({ length: n }, (_, i) => {
    const art = r.pick(OBJEKTARTEN).id;
    const kauf = r.chance(0.5);
    const miete = !kauf || r.chance(0.3);
    const flaeche = Math.round(r.int(50, 60_000));
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const lon = 14.6 + r.int(0, 240_000) / 100_000;
    const lat = 47.5 + r.int(0, 150_000) / 100_000;
    return {
      id,
      msid: id,
      status: STATUS.OHNE_LOGIN,
      objektnummer: `B-${i}`,
      objektname: `Benchmark-Objekt ${i}`,
      objektname2: null,
      ort: 'Sankt Pölten',
      plz: '3100',
      strasse: null,
      bezirk: '302',
      lageerreichbarkeit: null,
      standortbeschreibung: merkmale.filter(() => r.chance(0.15)),
      kontakte: null,
      erstelltam: '2026-01-01T00:00:00.000Z',
      geaendertam: '2026-01-01T00:00:00.000Z',
      geaendertvon: null,
      exportnachkomsis: true,
      koordinatentyp: 1,
      grundstuecke: [],
      objektart: art,
      hallenhoehe: null,
      flaechenbezeichnung: null,
      flaecheinqm: flaeche,
      istteilbar: r.chance(0.2),
      kleinsteflaecheinqm: r.chance(0.2) ? Math.round(flaeche / 4) : null,
      istkaufobjekt: kauf,
      istmietobjekt: miete,
      kaufpreis: kauf ? flaeche * 80 : null,
      kaufpreisproqm: kauf ? r.int(0, 200) : null,
      mietpreis: miete ? flaeche * 6 : null,
      mietpreisproqm: miete ? r.int(0, 20) : null,
      detailbeschreibung: null,
      internebeschreibung: null,
      versionsnummer: 1,
      widmungen: [],
      technischeinfrastruktur: [],
      verkehrsinfrastruktur: [],
      bilder: [],
      standort: `POINT(${lon} ${lat})`,
      geometry: null,
      polygon: null,
      owner: null,
      uebersetzung: null,
      istabgelaufen: false,
      ablaufdatum: null,
      ecoplus: r.chance(0.1),
      tags: [],
    };
  });
}

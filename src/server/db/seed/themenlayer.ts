import { sql } from 'drizzle-orm';
import { OBJEKTART, STATUS } from '../../../shared/domain/objekt';
import type { ThemenlayerArt } from '../../../shared/domain/themenlayer';
import { type FlaecheInput, insertFlaechen, insertImport, makeImportCurrent } from '../../themenlayer/queries';
import { recomputeStandortcheck } from '../../themenlayer/standortcheck-queries';
import type { Db } from '../client';
import { karte } from '../schema';
import type { DemoObjekte } from './objekte';

/**
 * Generated demo layers of the site check, labelled "Demodaten" in their names and source: flood bands
 * (HQ30, HQ100, HQ300) along an invented river that runs past a public demo plot, a Natura 2000 area around
 * another one, and zoning squares with categories around the first public properties. They go through the
 * import's own queries (reprojection from EPSG:31287 included), and the check is computed for every
 * property at the end, so a fresh start shows every part of it.
 */

const QUELLE = 'Demodaten (generiert, keine amtlichen Daten)';

/** The zoning categories of Lower Austria's land-use plans the demo squares take in turn. */
const WIDMUNGEN = [
  'Bauland-Betriebsgebiet (BB)',
  'Bauland-Industriegebiet (BI)',
  'Bauland-Kerngebiet (BK)',
  'Bauland-Agrargebiet (BA)',
  'Grünland (G)',
];

type Punkt = [number, number];
const lonLat = (wkt: string | null | undefined): Punkt | null => {
  const m = /POINT\(([-\d.]+) ([-\d.]+)\)/.exec(wkt ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
};

/** The public plots and properties the demo layers are drawn around (the same on every seed). */
export function demoAnker(demo: DemoObjekte) {
  const oeffentlich = demo.objekte.filter(
    (o) => o.status === STATUS.OHNE_LOGIN && !o.istabgelaufen && lonLat(o.standort),
  );
  const grundstuecke = oeffentlich.filter((o) => o.objektart === OBJEKTART.GRUNDSTUECK && o.polygon);
  const [fluss, natura] = grundstuecke;
  if (!fluss || !natura) throw new Error('demo seed: no public plots for the demo layers');
  return { fluss, natura, widmung: oeffentlich.slice(0, 40) };
}

/** Demo layers: kind, names and the areas (GeoJSON in EPSG:31287, built by PostGIS from lon/lat). */
export async function seedThemenlayer(db: Db, demo: DemoObjekte): Promise<void> {
  const anker = demoAnker(demo);
  const [fx, fy] = lonLat(anker.fluss.standort) as Punkt;
  // A river from 4 km west to 4 km east of the plot, meandering, passing 40 m north of its centre.
  const fluss = Array.from({ length: 41 }, (_, i) => {
    const dx = (i - 20) * 200;
    return `${dx} ${40 + 300 * Math.sin(dx / 900)}`;
  }).join(', ');
  const bands = async (breite: number) => {
    const rows = (await db.execute(sql`
      with ursprung as (select ST_Transform(ST_SetSRID(ST_MakePoint(${fx}, ${fy}), 4326), 31287) as p)
      select ST_AsGeoJSON(ST_Buffer(ST_Translate(ST_SetSRID(${`LINESTRING(${fluss})`}::geometry, 31287), ST_X(p), ST_Y(p)), ${breite})) as g
      from ursprung`)) as unknown as { rows: { g: string }[] };
    return rows.rows.map((r) => ({ g: JSON.parse(r.g), k: null }));
  };
  const quadrat = async ([lon, lat]: Punkt, seite: number, k: string | null) => {
    const rows = (await db.execute(sql`
      select ST_AsGeoJSON(ST_Expand(ST_Transform(ST_SetSRID(ST_MakePoint(${lon}, ${lat}), 4326), 31287), ${seite / 2})) as g`)) as unknown as {
      rows: { g: string }[];
    };
    return { g: JSON.parse(rows.rows[0]?.g ?? 'null'), k };
  };
  const [nx, ny] = lonLat(anker.natura.standort) as Punkt;
  const layers: { art: ThemenlayerArt; name: string; name_en: string; flaechen: FlaecheInput[]; feld?: string }[] = [
    { art: 'hq30', name: 'Demodaten: Hochwasser HQ30', name_en: 'Demo data: flood HQ30', flaechen: await bands(60) },
    {
      art: 'hq100',
      name: 'Demodaten: Hochwasser HQ100',
      name_en: 'Demo data: flood HQ100',
      flaechen: await bands(180),
    },
    {
      art: 'hq300',
      name: 'Demodaten: Hochwasser HQ300',
      name_en: 'Demo data: flood HQ300',
      flaechen: await bands(400),
    },
    {
      art: 'natura2000',
      name: 'Demodaten: Natura 2000',
      name_en: 'Demo data: Natura 2000',
      flaechen: [await quadrat([nx + 0.004, ny], 1500, null)],
    },
    {
      art: 'widmung',
      name: 'Demodaten: Flächenwidmung',
      name_en: 'Demo data: zoning',
      feld: 'widmung',
      flaechen: await Promise.all(
        anker.widmung.map((o, i) => quadrat(lonLat(o.standort) as Punkt, 400, WIDMUNGEN[i % WIDMUNGEN.length] ?? null)),
      ),
    },
  ];
  const ids: number[] = [];
  for (const layer of layers) {
    const importId = await insertImport(db, null, 'demodaten.geojson');
    await insertFlaechen(db, importId, 31287, layer.flaechen);
    const made = await db.transaction((tx) =>
      makeImportCurrent(tx, null, importId, {
        art: layer.art,
        name: layer.name,
        name_en: layer.name_en,
        quelle: QUELLE,
        kategorieFeld: layer.feld ?? null,
      }),
    );
    if (!made) throw new Error('a new demo layer was not created');
    const { id } = made;
    ids.push(id);
  }
  await db.insert(karte).values(demoKarten(layers.map((layer, i) => ({ ...layer, id: ids[i] ?? 0 }))));
  await db.transaction((tx) => recomputeStandortcheck(tx, {}));
}

/**
 * Map layers (karte, overlay group) that draw the demo layers from the portal itself, after the WMS layers
 * of the same themes (seed/karten.ts), titled "(Demodaten)" / "(demo data)". Both kinds stay listed and,
 * like every overlay, start switched off: the WMS layers show the official data wherever the browser
 * reaches Lower Austria's GeoServer, the demo layers show offline what an imported layer looks like — but
 * they are invented and cover a few kilometres around demo plots, so they are not painted over every
 * visitor's map unasked.
 */
function demoKarten(layers: { id: number; art: ThemenlayerArt; name_en: string }[]): (typeof karte.$inferInsert)[] {
  const titel: Record<string, [string, string]> = {
    hq30: ['Hochwasser HQ30 (Demodaten)', 'Flood areas HQ30 (demo data)'],
    hq100: ['Hochwasser HQ100 (Demodaten)', 'Flood areas HQ100 (demo data)'],
    hq300: ['Hochwasser HQ300 (Demodaten)', 'Flood areas HQ300 (demo data)'],
    natura2000: ['Natura 2000 (Demodaten)', 'Natura 2000 (demo data)'],
    widmung: ['Flächenwidmung (Demodaten)', 'Zoning plan (demo data)'],
  };
  return layers.map((layer, i) => {
    const [title, title_en] = titel[layer.art] ?? [layer.name_en, layer.name_en];
    return {
      title,
      title_en,
      gruppe: 'overlay',
      reihenfolge: 20 + i,
      stylejson: { type: 'themenlayer', layer: layer.id, thema: layer.art },
    };
  });
}

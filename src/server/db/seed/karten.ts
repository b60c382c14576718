import { BASEMAP_AT } from '../../../shared/domain/karte';
import type { Db } from '../client';
import { karte } from '../schema';

/**
 * Map layers of the search map (spec 2 'Map search', spec 7 'Map tiles', spec 9 'Map'), titled in German and
 * English (migration 0023 gives existing demo layers the same English titles). The URLs are public services
 * that visitors' browsers load; the server and the tests never request them.
 */

const NOE_ATTRIBUTION = 'Datenquelle: Land Niederösterreich, data.noe.gv.at (CC BY 4.0)';

/** basemap.at WMTS in the Google/Web-Mercator tile grid; spec 9: basemap grid to zoom 18, toner to 13. */
function basemap(path: string, ext: 'png' | 'jpeg', maxZoom = 18) {
  return {
    type: 'xyz',
    url: BASEMAP_AT.url(path, ext),
    maxZoom,
    attribution: BASEMAP_AT.attribution,
  };
}

/** The Lower Austrian open-data GeoServer (WMS). */
const NOE_WMS = 'https://sdi.noe.gv.at/at.gv.noe.geoserver/OGD/wms';

function noeWms(layer: string) {
  return {
    stylejson: {
      type: 'wms',
      url: NOE_WMS,
      params: { LAYERS: layer, FORMAT: 'image/png', TRANSPARENT: true, VERSION: '1.3.0' },
      attribution: NOE_ATTRIBUTION,
    },
    legendUrl: `${NOE_WMS}?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetLegendGraphic&FORMAT=image/png&LAYER=${encodeURIComponent(layer)}`,
  };
}

/** Regional (Viertel) and district borders, drawn by the app from the border lines it ships (spec 9 styles). */
function border(level: 'region' | 'bezirk', width: number) {
  return { type: 'vector-local', level, minZoom: 6, stroke: { color: '#1c7ed6', width, opacity: 0.5 } };
}

export const KARTEN: readonly (typeof karte.$inferInsert)[] = [
  {
    title: 'basemap.at Standard',
    title_en: 'basemap.at standard',
    gruppe: 'basemap',
    reihenfolge: 1,
    stylejson: basemap('geolandbasemap/normal', 'png'),
  },
  {
    title: 'basemap.at Grau',
    title_en: 'basemap.at grey',
    gruppe: 'basemap',
    reihenfolge: 2,
    stylejson: basemap('bmapgrau/normal', 'png'),
  },
  {
    title: 'basemap.at Orthofoto',
    title_en: 'basemap.at orthophoto',
    gruppe: 'basemap',
    reihenfolge: 3,
    stylejson: basemap('bmaporthofoto30cm/normal', 'jpeg'),
  },
  {
    title: 'basemap.at Overlay',
    title_en: 'basemap.at overlay',
    gruppe: 'basemap',
    reihenfolge: 4,
    stylejson: basemap('bmapoverlay/normal', 'png'),
  },
  {
    title: 'Toner (Gelände grau)',
    title_en: 'Toner (terrain, grey)',
    gruppe: 'basemap',
    reihenfolge: 5,
    stylejson: basemap('bmapgelaende/grau', 'jpeg', 13),
  },
  { title: 'Flächenwidmung', title_en: 'Zoning plan', gruppe: 'overlay', reihenfolge: 1, ...noeWms('OGD:RRU_WIDMUNG') },
  // The spec's flood layers: the areas flooded once in 30, 100, 200 and 300 years, in this order.
  ...[30, 100, 200, 300].map((years, i) => ({
    title: `Hochwasser HQ${years}`,
    title_en: `Flood areas HQ${years}`,
    gruppe: 'overlay' as const,
    reihenfolge: 2 + i,
    ...noeWms(`OGD:WA_HQ${years}`),
  })),
  { title: 'Natura 2000', title_en: 'Natura 2000', gruppe: 'overlay', reihenfolge: 6, ...noeWms('OGD:NATURA2000') },
  {
    title: 'Grundstücksgrenzen (intern)',
    title_en: 'Parcel boundaries (internal)',
    gruppe: 'overlay',
    reihenfolge: 7,
    adminsOnly: true,
    ...noeWms('OGD:KATASTER_GRUNDSTUECKE'),
  },
  {
    title: 'Regionsgrenzen',
    title_en: 'Regional borders',
    gruppe: 'border',
    reihenfolge: 1,
    stylejson: border('region', 3),
  },
  {
    title: 'Bezirksgrenzen',
    title_en: 'District borders',
    gruppe: 'border',
    reihenfolge: 2,
    stylejson: border('bezirk', 1.5),
  },
];

/** Inserts the map layers. */
export async function seedKarten(db: Db): Promise<void> {
  await db.insert(karte).values([...KARTEN]);
}

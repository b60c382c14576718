import { GRENZEN_ATTRIBUTION } from '../../shared/domain/karte';
import { GEONAMES_ATTRIBUTION, OPEN_DATA_LICENCE } from '../../shared/domain/opendata';
import type { Lang } from '../../shared/domain/routes';

/** The collections of the OGC API, in the order the collections list names them. */
export const SAMMLUNG_IDS = ['objekte', 'objekte-flaechen', 'bezirke', 'orte'] as const;
export type SammlungId = (typeof SAMMLUNG_IDS)[number];

/** What a collection's metadata says: title, description, licence and attribution, and its filters. */
export interface SammlungInfo {
  title: Record<Lang, string>;
  description: Record<Lang, string>;
  /** The licence's name and address. */
  licence: { name: string; url: string };
  attribution: string;
  /** The geometry of each feature, as GeoJSON names it. */
  geometrie: string;
  /** Whether the map's filters apply (the listings). */
  kartenfilter: boolean;
  /** Whether `datetime` has a time to match (the listings' last change). */
  zeit: boolean;
}

const agentur = {
  licence: { name: OPEN_DATA_LICENCE.name, url: OPEN_DATA_LICENCE.url },
  attribution: OPEN_DATA_LICENCE.attribution.de,
};
const ccBy = { name: 'CC BY 4.0', url: OPEN_DATA_LICENCE.url };

export const SAMMLUNGEN: Record<SammlungId, SammlungInfo> = {
  objekte: {
    title: { de: 'Gewerbeimmobilien', en: 'Commercial properties' },
    description: {
      de: 'Die öffentlich sichtbaren Immobilien des Portals (Grundstücke, Büros, Gewerbeobjekte) mit ihrem Standort als Punkt.',
      en: "The portal's publicly listed properties (plots, offices, commercial properties) with their location as a point.",
    },
    ...agentur,
    geometrie: 'Point',
    kartenfilter: true,
    zeit: true,
  },
  'objekte-flaechen': {
    title: { de: 'Grundstücksflächen', en: 'Plot outlines' },
    description: {
      de: 'Die Umrisse der öffentlich sichtbaren Immobilien, die einen haben (meist Grundstücke), mit denselben Feldern wie objekte.',
      en: 'The outlines of the publicly listed properties that have one (mostly plots), with the same fields as objekte.',
    },
    ...agentur,
    geometrie: 'MultiPolygon',
    kartenfilter: true,
    zeit: true,
  },
  bezirke: {
    title: { de: 'Bezirke Niederösterreichs', en: "Lower Austria's districts" },
    description: {
      de: 'Die 24 politischen Bezirke mit Kennziffer, Name und Hauptregion; Grenzen vereinfacht.',
      en: 'The 24 political districts with code, name and main region; simplified borders.',
    },
    licence: ccBy,
    attribution: `${GRENZEN_ATTRIBUTION}, vereinfacht von Flooh Perlot (CC BY 4.0)`,
    geometrie: 'MultiPolygon',
    kartenfilter: false,
    zeit: false,
  },
  orte: {
    title: { de: 'Orte', en: 'Places' },
    description: {
      de: 'Die Orte des Ortsverzeichnisses in Niederösterreich mit Bezirk und Hauptregion.',
      en: "The gazetteer's places in Lower Austria with district and main region.",
    },
    licence: ccBy,
    attribution: GEONAMES_ATTRIBUTION,
    geometrie: 'Point',
    kartenfilter: false,
    zeit: false,
  },
};

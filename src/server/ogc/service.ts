import type { Geometry } from 'geojson';
import { containsXY, type Extent, intersects } from 'ol/extent.js';
import { ANONYMOUS_VIEWER, DEFAULT_KARTEN_FILTER, kartenFilterPredicate } from '../../shared/domain/kartenfilter';
import {
  FOERDER_FELDER,
  OBJEKT_FELDER,
  type OpenDataFeld,
  type OpenDataKontext,
  type OpenDataWert,
  openDataRecord,
} from '../../shared/domain/opendata';
import type { Lang } from '../../shared/domain/routes';
import type { Objekt } from '../../shared/schemas/objekt';
import type { OgcItemsQuery } from '../../shared/schemas/ogc';
import type { Db } from '../db/client';
import { selectFmMatrix } from '../foerderung/queries';
import { Versioned, type VersionOf } from '../lib/body-cache';
import { CSV_BOM, csvLine } from '../lib/csv';
import { presentObjekt } from '../objekt/presenter';
import { selectObjekte } from '../objekt/queries';
import { visibilityFor } from '../objekt/service';
import { selectBezirke, selectOrte } from '../ort/queries';
import { AppError } from '../plugins/errors';
import bezirksflaechen from './bezirke.json';
import { bezirkFeature, flaecheFeature, type OgcFeature, objektFeature, ortFeature } from './presenter';
import { SAMMLUNGEN, type SammlungId } from './sammlungen';

/** A collection's features as loaded for one data version, with what its metadata reports. */
export interface Geladen {
  features: OgcFeature[];
  byId: Map<string, OgcFeature>;
  /** The extent of every feature's geometry (null without any). */
  extent: Extent | null;
  /** The first and last change of a feature (collections with a time: objekte). */
  zeitraum: [string, string] | null;
}

/** One page of a collection's items, with how many matched in all. */
export interface Seite {
  features: OgcFeature[];
  numberMatched: number;
  /** The data version the page was built from: the answer's cache key. */
  version: number;
}

/**
 * The public listings as open data: exactly what GET /api/objekt gives an anonymous visitor — the same
 * visibility rule (spec 6: status 180620003, not expired) and the same anonymous presenter.
 */
export async function oeffentlicheObjekte(db: Db): Promise<Objekt[]> {
  const rows = await selectObjekte(db, visibilityFor(null));
  return rows.map((row) => presentObjekt(row, null));
}

/** The extent around a set of extents, or null for none. */
function umgebung(extents: readonly Extent[]): Extent | null {
  if (extents.length === 0) return null;
  return extents.reduce((a, b) => [
    Math.min(a[0] ?? 0, b[0] ?? 0),
    Math.min(a[1] ?? 0, b[1] ?? 0),
    Math.max(a[2] ?? 0, b[2] ?? 0),
    Math.max(a[3] ?? 0, b[3] ?? 0),
  ]);
}

function geladen(features: OgcFeature[], zeiten: string[] = []): Geladen {
  const sorted = [...zeiten].sort();
  return {
    features,
    byId: new Map(features.map((f) => [f.id, f])),
    extent: umgebung(features.flatMap((f) => (f.extent ? [f.extent] : []))),
    zeitraum: sorted.length ? [sorted[0] as string, sorted[sorted.length - 1] as string] : null,
  };
}

/**
 * The open data of the portal: the OGC API's collections (each loaded once per data version of its
 * tables and kept until it changes) and the download files' records.
 */
export function createOpenData(db: Db, versionOf: VersionOf, kontext: OpenDataKontext) {
  const objektVersion = versionOf('objekt');
  // The public listings, read once per data version for the objects and outlines collections and downloads.
  const objekte = new Versioned<Objekt[]>();
  const objekteAt = async (version: number) => objekte.get(version, () => oeffentlicheObjekte(db));

  const loaders: Record<SammlungId, { version: () => Promise<number>; load: (version: number) => Promise<Geladen> }> = {
    objekte: {
      version: objektVersion,
      load: async (version) => {
        const list = await objekteAt(version);
        return geladen(
          list.map((o) => objektFeature(o, kontext)),
          list.map((o) => o.geaendertam),
        );
      },
    },
    'objekte-flaechen': {
      version: objektVersion,
      load: async (version) => {
        const list = await objekteAt(version);
        return geladen(
          list.flatMap((o) => flaecheFeature(o, kontext) ?? []),
          list.filter((o) => o.polygon).map((o) => o.geaendertam),
        );
      },
    },
    bezirke: {
      version: versionOf('bezirk'),
      load: async () => {
        const flaechen = new Map(bezirksflaechen.bezirke.map((b) => [b.id, b.geometry as Geometry]));
        const rows = await selectBezirke(db);
        return geladen(rows.map((row) => bezirkFeature(row, flaechen.get(row.id) ?? null)));
      },
    },
    orte: {
      version: versionOf('ort'),
      load: async () => geladen((await selectOrte(db)).map(ortFeature)),
    },
  };
  const kept = new Map<SammlungId, Versioned<Geladen>>();

  /** A collection's features of the current data version, and that version. */
  async function sammlung(id: string): Promise<{ version: number; geladen: Geladen }> {
    if (!(id in loaders)) throw new AppError('notFound', `No collection ${id}`);
    const loader = loaders[id as SammlungId];
    const version = await loader.version();
    const entry = kept.get(id as SammlungId) ?? new Versioned<Geladen>();
    kept.set(id as SammlungId, entry);
    return { version, geladen: await entry.get(version, () => loader.load(version)) };
  }

  return {
    sammlung,

    /**
     * One page of a collection's items that pass the query: the section (a feature's extent meets it), the
     * time of the last change, and for the listings the map's filters — the predicate the map page runs
     * (shared/domain/kartenfilter.ts), for an anonymous visitor.
     */
    async items(id: string, query: OgcItemsQuery, filtered: boolean): Promise<Seite> {
      const { version, geladen: data } = await sammlung(id);
      if (filtered && !SAMMLUNGEN[id as SammlungId].kartenfilter) {
        throw new AppError('invalidRequest', `The collection ${id} has no map filters`);
      }
      const { bbox, datetime, limit, offset } = query;
      const passes = SAMMLUNGEN[id as SammlungId].kartenfilter
        ? kartenFilterPredicate({ ...DEFAULT_KARTEN_FILTER, ...query }, ANONYMOUS_VIEWER)
        : null;
      const matched = data.features.filter((f) => {
        if (bbox && !(f.extent && meets(f.extent, bbox))) return false;
        if (datetime) {
          const zeit = f.geaendertam === null ? null : Date.parse(f.geaendertam);
          if (zeit === null) return false;
          if (datetime.von !== null && zeit < datetime.von) return false;
          if (datetime.bis !== null && zeit > datetime.bis) return false;
        }
        return passes === null || (f.objekt !== null && passes(f.objekt));
      });
      return { features: matched.slice(offset, offset + limit), numberMatched: matched.length, version };
    },

    /** One feature of a collection, or notFound. */
    async feature(id: string, featureId: string): Promise<{ version: number; feature: OgcFeature }> {
      const { version, geladen: data } = await sammlung(id);
      const feature = data.byId.get(featureId);
      if (!feature) throw new AppError('notFound', `No feature ${featureId} in ${id}`);
      return { version, feature };
    },

    /** The public listings and their data version (the downloads). */
    async objekte(): Promise<{ version: number; objekte: Objekt[] }> {
      const version = await objektVersion();
      return { version, objekte: await objekteAt(version) };
    },

    /** The funding programmes as open-data records. */
    async foerderungen() {
      return (await selectFmMatrix(db)).map((f) => openDataRecord(FOERDER_FELDER, f, kontext));
    },

    /** The listings' open-data records. */
    objektRecords: (list: readonly Objekt[]) => list.map((o) => openDataRecord(OBJEKT_FELDER, o, kontext)),
  };
}

/** Whether an extent meets a bbox (edges included): a point inside it, an area overlapping it. */
function meets(extent: Extent, bbox: readonly [number, number, number, number]): boolean {
  const box: Extent = [...bbox];
  if (extent[0] === extent[2] && extent[1] === extent[3]) return containsXY(box, extent[0] ?? 0, extent[1] ?? 0);
  return intersects(extent, box);
}

/** Records as CSV (lib/csv.ts: BOM, ';', CRLF) with the fields' labels in `lang` as the header. */
export function csvText<T>(
  felder: readonly OpenDataFeld<T>[],
  records: readonly Record<string, OpenDataWert>[],
  lang: Lang,
): string {
  const zeile = (values: readonly OpenDataWert[]) =>
    csvLine(values.map((v) => (typeof v === 'boolean' ? String(v) : v)));
  return (
    CSV_BOM +
    zeile(felder.map((f) => f.label[lang])) +
    records.map((r) => zeile(felder.map((f) => r[f.key] ?? null))).join('')
  );
}

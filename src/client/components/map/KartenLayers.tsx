import type BaseLayer from 'ol/layer/Base';
import Layer from 'ol/layer/Layer';
import type Source from 'ol/source/Source';
import TileSource from 'ol/source/Tile';
import VectorSource from 'ol/source/Vector';
import { useEffect, useMemo, useRef } from 'react';
import type { Karte } from '../../../shared/schemas/reference';
import { useThemenlayerInfo } from '../../data/map';
import { karteLayer } from './karteLayers';
import { useMap } from './MapProvider';

/** Whether a karte's source draws: not yet asked, loading fine, or unreachable (then it stays silent). */
export type KartenStatus = 'idle' | 'ok' | 'failed';

/** Tile errors in a row, without a single tile loaded, after which a source counts as unreachable. */
const FAILURES_BEFORE_SILENCE = 3;

/**
 * Watches a layer's source; when it fails to load (spec 8) the layer is left without source, silently,
 * and `report` says so. Returns the cleanup.
 */
function watchSource(layer: Layer<Source>, report: (status: KartenStatus) => void): () => void {
  const source = layer.getSource();
  if (!source) return () => {};
  let loaded = 0;
  let failed = 0;
  const ok = () => {
    loaded++;
    if (loaded === 1) report('ok');
  };
  const error = () => {
    failed++;
    if (loaded === 0 && failed >= FAILURES_BEFORE_SILENCE) {
      layer.setSource(null);
      report('failed');
    }
  };
  const vectorError = () => {
    layer.setSource(null);
    report('failed');
  };
  if (source instanceof TileSource) {
    source.on('tileloadend', ok);
    source.on('tileloaderror', error);
    return () => {
      source.un('tileloadend', ok);
      source.un('tileloaderror', error);
    };
  }
  if (source instanceof VectorSource) {
    source.on('featuresloadend', ok);
    source.on('featuresloaderror', vectorError);
    return () => {
      source.un('featuresloadend', ok);
      source.un('featuresloaderror', vectorError);
    };
  }
  return () => {};
}

/**
 * The karte layers of a map (basemaps, overlays, borders), built once per list of kartes and switched on
 * and off by id. Sources that fail are silenced and reported through `onStatus`.
 */
export function KartenLayers({
  karten,
  active,
  onStatus,
}: {
  karten: readonly Karte[];
  /** Ids of the kartes to draw. */
  active: ReadonlySet<number>;
  onStatus?: (karteId: number, status: KartenStatus) => void;
}) {
  const map = useMap();
  const report = useRef(onStatus);
  report.current = onStatus;
  const themen = useThemenlayerInfo(karten);
  const layers = useMemo(
    () =>
      karten.flatMap((karte) => {
        const layer = karteLayer(karte, themen);
        return layer ? [{ karte, layer }] : [];
      }),
    [karten, themen],
  );

  useEffect(() => {
    const cleanups: (() => void)[] = [];
    for (const { karte, layer } of layers) {
      map.addLayer(layer);
      if (layer instanceof Layer) {
        cleanups.push(watchSource(layer as Layer<Source>, (status) => report.current?.(karte.id, status)));
      }
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
      for (const { layer } of layers) map.removeLayer(layer as BaseLayer);
    };
  }, [map, layers]);

  useEffect(() => {
    for (const { karte, layer } of layers) layer.setVisible(active.has(karte.id));
  }, [layers, active]);

  return null;
}

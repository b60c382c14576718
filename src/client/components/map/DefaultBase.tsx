import { useCallback, useMemo, useState } from 'react';
import type { Karte } from '../../../shared/schemas/reference';
import { useBezirke, useKarten, useOrte } from '../../data/map';
import { KartenLayers, type KartenStatus } from './KartenLayers';
import { karteLayer } from './karteLayers';
import { AustriaOutline } from './MapLayers';
import { PlaceLabels } from './PlaceLabels';

/**
 * What a map shows before anyone chooses layers: the first basemap administrators list, and every border
 * layer (the location search's starting choice; kartes whose source cannot be built here are left out).
 */
export function defaultKarten(karten: readonly Karte[]): { basemap: Karte | undefined; borders: Karte[] } {
  const usable = karten.filter((k) => karteLayer(k) !== null);
  return { basemap: usable.find((k) => k.gruppe === 'basemap'), borders: usable.filter((k) => k.gruppe === 'border') };
}

/**
 * The base of a map without a layer panel (the detail view's map): Austria's outline, the default basemap
 * and borders, and the gazetteer's place labels while the basemap does not draw (unreachable, as offline,
 * or none configured), so a location is seen among places even without a tile server.
 */
export function DefaultBase() {
  const karten = useKarten().data;
  const orte = useOrte().data;
  const bezirke = useBezirke().data;
  const { basemap, borders } = useMemo(() => defaultKarten(karten ?? []), [karten]);
  const shown = useMemo(() => (basemap ? [basemap, ...borders] : borders), [basemap, borders]);
  const active = useMemo(() => new Set(shown.map((k) => k.id)), [shown]);
  const [basemapDraws, setBasemapDraws] = useState(false);
  const onStatus = useCallback(
    (id: number, status: KartenStatus) => {
      if (id === basemap?.id) setBasemapDraws(status === 'ok');
    },
    [basemap],
  );
  return (
    <>
      <AustriaOutline />
      <KartenLayers karten={shown} active={active} onStatus={onStatus} />
      <PlaceLabels orte={orte ?? []} bezirke={bezirke ?? []} visible={!basemapDraws} />
    </>
  );
}

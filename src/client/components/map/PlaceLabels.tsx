import { useEffect } from 'react';
import { useMapLayer } from './MapProvider';
import { type PlaceInput, placeFeatures, placeLabelLayer } from './placeLabels';

/**
 * Place labels of the offline base map from the gazetteer (spec 7 GET /api/ort). Shown while no basemap
 * draws (none chosen, or its tile server unreachable) — a basemap has labels of its own.
 */
export function PlaceLabels({
  orte,
  bezirke,
  visible,
}: {
  orte: readonly PlaceInput[];
  bezirke: readonly { name: string }[];
  visible: boolean;
}) {
  const layer = useMapLayer(() => placeLabelLayer([]));
  useEffect(() => {
    const source = layer.getSource();
    source?.clear(true);
    source?.addFeatures(placeFeatures(orte, bezirke));
  }, [layer, orte, bezirke]);
  useEffect(() => layer.setVisible(visible), [layer, visible]);
  return null;
}

import { useEffect } from 'react';
import austria from 'world-geojson/countries/austria.json';
import {
  type Locatable,
  MARKER_FIT,
  markerFeatures,
  markerLayer,
  markerStyleFunction,
  markersExtent,
  outlineLayer,
} from './layers';
import { useMap, useMapLayer } from './MapProvider';

/** The offline base map: Austria's outline (world-geojson), added once for the map's lifetime. */
export function AustriaOutline() {
  useMapLayer(() => outlineLayer(austria));
  return null;
}

/**
 * Markers of objects at their WKT `standort` (spec 4 map component: selectedobjects and icon). When the
 * items change the markers are replaced and the view fits them with padding 70 px and max zoom 17 (or
 * `maxZoom`). The layer is created once; React only swaps its features and, for a new icon, its style.
 */
export function ObjektMarkers({
  items,
  icon,
  maxZoom = MARKER_FIT.maxZoom,
}: {
  items: readonly Locatable[];
  icon?: string | null;
  maxZoom?: number;
}) {
  const map = useMap();
  const layer = useMapLayer(() => markerLayer(icon));

  useEffect(() => layer.setStyle(markerStyleFunction(icon)), [layer, icon]);

  useEffect(() => {
    const features = markerFeatures(items);
    const source = layer.getSource();
    source?.clear();
    source?.addFeatures(features);
    const extent = markersExtent(features);
    if (!extent) return;
    const fitView = () => map.getView().fit(extent, { ...MARKER_FIT, maxZoom, size: map.getSize() });
    // Before the map is attached it has no size; fit once it has one.
    if (map.getSize()) fitView();
    else map.once('change:size', fitView);
  }, [map, layer, items, maxZoom]);
  return null;
}

import { useEffect, useMemo } from 'react';
import { DefaultBase } from '../../../components/map/DefaultBase';
import type { Locatable } from '../../../components/map/layers';
import { ObjektMarkers } from '../../../components/map/MapLayers';
import { MapProvider, MapView, useMap, useMapLayer } from '../../../components/map/MapProvider';
import { objektExtent, outlineLayer, readOutline, readPoint } from '../../../lib/objektGeometry';

/**
 * The plot outline of one object on the page's map. Added after the markers, it fits the view to the
 * outline and the point together, so a plot is seen whole rather than only its marker.
 */
export function ObjektOutline({
  polygon,
  standort,
  objektart,
}: {
  polygon: string | null;
  standort: string | null;
  objektart: number;
}) {
  const map = useMap();
  useMapLayer(() => outlineLayer(polygon, objektart));
  useEffect(() => {
    const outline = readOutline(polygon);
    if (!outline) return;
    const extent = objektExtent(readPoint(standort), outline);
    if (!extent) return;
    const fitView = () => map.getView().fit(extent, { padding: [40, 40, 40, 40], maxZoom: 17, size: map.getSize() });
    if (map.getSize()) fitView();
    else map.once('change:size', fitView);
  }, [map, polygon, standort]);
  return null;
}

/**
 * How close the detail view's map starts on an object without plot outline: the neighbourhood with its
 * places, not one street (the visitor zooms in; a plot outline is fitted whole instead).
 */
const DETAIL_MAX_ZOOM = 13;

/**
 * The detail view's map: the default basemap and borders (place labels while no basemap draws), the
 * object's marker and its plot outline.
 */
export default function DetailMap({
  id,
  standort,
  polygon,
  objektart,
  label,
  height = 320,
}: {
  id: string;
  standort: string | null;
  polygon: string | null;
  objektart: number;
  label: string;
  height?: number;
}) {
  const items = useMemo<Locatable[]>(() => [{ id, standort }], [id, standort]);
  return (
    <MapProvider>
      <DefaultBase />
      <ObjektMarkers items={items} maxZoom={DETAIL_MAX_ZOOM} />
      <ObjektOutline polygon={polygon} standort={standort} objektart={objektart} />
      <MapView label={label} height={height} />
    </MapProvider>
  );
}

import { Attribution, ScaleLine, Zoom } from 'ol/control';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import OlMap from 'ol/Map';
import { fromLonLat } from 'ol/proj';
import View from 'ol/View';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGION_EXTENT, VIEW_LIMITS } from './layers';

/** A map view from the URL query: zoom and centre (lon/lat). */
export interface InitialView {
  zoom: number;
  center: readonly [number, number] | readonly number[];
}

/** Labels of the map's own buttons, in the page language. */
export interface MapControlLabels {
  zoomIn: string;
  zoomOut: string;
  attribution: string;
}

/**
 * The map of the map pages (spec 9 'Map'): web-mercator, zoom 6 to 23, rotation disabled, the view held
 * inside the map extent; zoom buttons, a scale bar and a collapsible attribution. It starts at the view of
 * the URL, else on the regional bounding box once the map has a size.
 */
export function createKartenMap(initial: InitialView | null, labels: MapControlLabels): OlMap {
  const valid = initial && initial.center.length === 2;
  const view = new View({
    ...VIEW_LIMITS,
    constrainOnlyCenter: true,
    ...(valid ? { zoom: initial.zoom, center: fromLonLat([...initial.center]) } : {}),
  });
  const map = new OlMap({
    view,
    controls: [
      new Zoom({ zoomInTipLabel: labels.zoomIn, zoomOutTipLabel: labels.zoomOut }),
      new ScaleLine({ units: 'metric' }),
      new Attribution({ collapsible: true, collapsed: true, tipLabel: labels.attribution }),
    ],
    interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
  });
  if (!valid) {
    const fit = () => view.fit(REGION_EXTENT, { size: map.getSize(), padding: [24, 24, 24, 24] });
    map.once('change:size', fit);
  }
  return map;
}

/**
 * The create function a MapProvider takes: the map of createKartenMap starting at `initial` (the region
 * when null), its buttons labelled in the page language; made once per component.
 */
export function useCreateKartenMap(initial: InitialView | null = null): () => OlMap {
  const { t } = useTranslation();
  const [create] = useState(
    () => () =>
      createKartenMap(initial, {
        zoomIn: t('standortsuche.map.zoomIn'),
        zoomOut: t('standortsuche.map.zoomOut'),
        attribution: t('standortsuche.map.attribution'),
      }),
  );
  return create;
}

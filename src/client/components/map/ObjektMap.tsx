import Feature from 'ol/Feature';
import type Geometry from 'ol/geom/Geometry';
import VectorLayer from 'ol/layer/Vector';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import VectorSource from 'ol/source/Vector';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { viewQuery } from '../../../shared/domain/mapview';
import { routePath } from '../../../shared/domain/routes';
import { useObjekteByIds } from '../../data/sammlung';
import { useLang } from '../../hooks/useLang';
import { useCreateKartenMap } from './createKartenMap';
import type { Locatable } from './layers';
import { AustriaOutline, ObjektMarkers } from './MapLayers';
import { MapProvider, MapView, useMap, useMapLayer } from './MapProvider';
import { OUTLINE_MIN_ZOOM, objektLonLat, objektOutline, outlineStyle } from './objektStyle';

export interface ObjektMapProps {
  /** Spec 4 selectedobjects: ids of the objects drawn (default none). */
  selectedobjects?: readonly string[];
  /** Spec 4 icon: the marker image (default /img/defaultmarker.png). */
  icon?: string | null;
  /** Spec 4 updatetrigger: any value; a change makes the map re-measure its size (e.g. after a tab opened). */
  updatetrigger?: unknown;
  /** Spec 4 clickInteraction: a click on a marker opens the detail view in a new tab (default false). */
  clickInteraction?: boolean;
  /** CSS height of the map. */
  height?: number | string;
  className?: string;
}

/**
 * The reusable map of spec 4 (detail view, editor, collection page): the offline base map, a marker per
 * selected object and, zoomed in, its highlighted outline. When `selectedobjects` changes the markers are
 * replaced and the view fits them with padding 70 px and max zoom 17.
 */
export function ObjektMap(props: ObjektMapProps) {
  const create = useCreateKartenMap();
  return (
    <MapProvider create={create}>
      <ObjektMapContent {...props} />
    </MapProvider>
  );
}

function ObjektMapContent({
  selectedobjects = [],
  icon = null,
  updatetrigger,
  clickInteraction = false,
  height = 360,
  className,
}: ObjektMapProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const map = useMap();
  // The selected objects only (a collection's own call answers them), never the whole list.
  const objekte = useObjekteByIds(selectedobjects);
  const key = selectedobjects.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the markers change with the ids and their locations only
  const items: Locatable[] = useMemo(() => {
    const byId = new Map((objekte.data ?? []).map((o) => [o.id, o]));
    return selectedobjects.flatMap((id) => {
      const objekt = byId.get(id);
      return objekt ? [{ id, standort: objekt.standort, label: objekt.ort }] : [];
    });
  }, [key, objekte.data]);
  const itemsKey = items.map((i) => `${i.id}@${i.standort}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new array with the same markers must not refit the view
  const stableItems = useMemo(() => items, [itemsKey]);

  // Spec 4: the selected objects' outlines (plot polygons), in their type colour, once zoomed in.
  const outlines = useMapLayer(
    () =>
      new VectorLayer({
        source: new VectorSource<Feature<Geometry>>(),
        minZoom: OUTLINE_MIN_ZOOM - 1e-6,
        zIndex: 1.9,
        properties: { name: 'outlines' },
      }),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the outlines change with the selected objects only
  useEffect(() => {
    const byId = new Map((objekte.data ?? []).map((o) => [o.id, o]));
    const features = selectedobjects.flatMap((id) => {
      const objekt = byId.get(id);
      const geometry = objekt ? objektOutline(objekt) : null;
      if (!objekt || !geometry) return [];
      const feature = new Feature<Geometry>(geometry);
      feature.setStyle(outlineStyle(objekt.objektart, false));
      return [feature];
    });
    const source = outlines.getSource();
    source?.clear(true);
    source?.addFeatures(features);
  }, [outlines, key, objekte.data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measures exactly when the trigger changes
  useEffect(() => {
    map.updateSize();
  }, [map, updatetrigger]);

  useEffect(() => {
    if (!clickInteraction) return;
    const onClick = (event: MapBrowserEvent) => {
      const feature = map.forEachFeatureAtPixel(event.pixel, (f) => f, {
        hitTolerance: 3,
        layerFilter: (l) => l.get('name') === 'markers',
      });
      const id = feature?.getId();
      const objekt = objekte.data?.find((o) => o.id === id);
      const lonLat = objekt ? objektLonLat(objekt) : null;
      if (!objekt || !lonLat) return;
      const href = `${routePath('detailansicht', lang, { objektId: objekt.id })}?${viewQuery({ zoom: 15, center: lonLat })}`;
      window.open(href, '_blank', 'noopener');
    };
    const onMove = (event: MapBrowserEvent) => {
      const hit = map.hasFeatureAtPixel(event.pixel, {
        hitTolerance: 3,
        layerFilter: (l) => l.get('name') === 'markers',
      });
      const viewport = map.getViewport();
      if (viewport) viewport.style.cursor = hit ? 'pointer' : '';
    };
    map.on('singleclick', onClick);
    map.on('pointermove', onMove);
    return () => {
      map.un('singleclick', onClick);
      map.un('pointermove', onMove);
    };
  }, [map, clickInteraction, objekte.data, lang]);

  return (
    <>
      <AustriaOutline />
      <ObjektMarkers items={stableItems} icon={icon} />
      <MapView
        label={t('standortsuche.map.objektMapLabel', { count: stableItems.length })}
        height={height}
        className={className}
      />
    </>
  );
}

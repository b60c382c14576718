import 'ol/ol.css';
import { VisuallyHidden } from '@mantine/core';
import type BaseLayer from 'ol/layer/Base';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGION_EXTENT, VIEW_LIMITS } from './layers';

/**
 * One OpenLayers map per page, created once and handed down through context (STYLE.md 'The map lives
 * outside render'). Components add layers to it in effects and never re-create it; `MapView` attaches
 * it to the DOM by ref and detaches it on unmount.
 */
const MapContext = createContext<OlMap | null>(null);

/** The page's map; throws outside a MapProvider so a misplaced component fails loudly. */
export function useMap(): OlMap {
  const map = useContext(MapContext);
  if (!map) throw new Error('useMap() needs a <MapProvider>');
  return map;
}

/**
 * A layer created once (from `create`) and on the page's map while the component is mounted: the
 * components' common way to add what they draw.
 */
export function useMapLayer<L extends BaseLayer>(create: () => L): L {
  const map = useMap();
  const [layer] = useState(create);
  useEffect(() => {
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, layer]);
  return layer;
}

function createMap(): OlMap {
  const view = new View({ ...VIEW_LIMITS, constrainOnlyCenter: true });
  const map = new OlMap({ view });
  view.fit(REGION_EXTENT, { size: [800, 500] });
  return map;
}

/**
 * Creates the map on first render. It is not disposed on unmount (StrictMode re-runs effects on the
 * same instance); detached from the DOM by MapView, it is garbage like any other object.
 * `create` builds a page's own map (its view, controls and interactions) instead of the default one.
 */
export function MapProvider({ children, create }: { children: ReactNode; create?: () => OlMap }) {
  const [map] = useState(create ?? createMap);
  return <MapContext.Provider value={map}>{children}</MapContext.Provider>;
}

/**
 * The element the map draws into; `label` names the map for screen readers; `height` is any CSS height.
 * It takes keyboard focus: the arrow keys pan and +/- zoom (OpenLayers listens on the target element),
 * which the description tells screen-reader users.
 */
export function MapView({
  label,
  className,
  height = 360,
}: {
  label: string;
  className?: string;
  height?: number | string;
}) {
  const { t } = useTranslation();
  const map = useMap();
  const target = useRef<HTMLElement>(null);
  const hintId = useId();
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    map.setTarget(element);
    // The container may get its final size after layout (fonts, grid); keep the canvas in step.
    const observer = new ResizeObserver(() => map.updateSize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      map.setTarget(undefined);
    };
  }, [map]);
  return (
    <>
      <section
        ref={target}
        className={className}
        style={{ height }}
        aria-label={label}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map is operated with the keyboard (pan, zoom, measure)
        tabIndex={0}
        data-testid="ol-map"
      />
      <VisuallyHidden id={hintId}>{t('standortsuche.map.keyboardHint')}</VisuallyHidden>
    </>
  );
}

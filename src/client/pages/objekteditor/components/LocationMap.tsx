import { Alert, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconCurrentLocation, IconPencil, IconPolygon, IconTrash } from '@tabler/icons-react';
import type { Coordinate } from 'ol/coordinate';
import type { DrawEvent } from 'ol/interaction/Draw';
import type { ModifyEvent } from 'ol/interaction/Modify';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { fromLonLat } from 'ol/proj';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/domain/format';
import type { Lang } from '../../../../shared/domain/routes';
import { ortsucheResponseSchema } from '../../../../shared/schemas/suche';
import { AustriaOutline } from '../../../components/map/MapLayers';
import { MapProvider, MapView, useMap } from '../../../components/map/MapProvider';
import { api } from '../../../data/client';
import { useLang } from '../../../hooks/useLang';
import {
  lonLatOf,
  objektExtent,
  outlineStyle,
  readOutline,
  readPoint,
  writeOutline,
  writePoint,
} from '../../../lib/objektGeometry';
import classes from '../Editor.module.css';
import { createEditTools, type EditTools, pointCoordinate, showPoint, showWkt } from './mapEditing';

type Mode = 'point' | 'outline';

export interface LocationMapProps {
  standort: string;
  polygon: string;
  objektart: number | null;
  address: { plz: string; ort: string; strasse: string };
  editable: boolean;
  onStandort: (wkt: string) => void;
  onPolygon: (wkt: string | null) => void;
  standortError: ReactNode;
  polygonError: ReactNode;
}

/** The editor's map: only this object, on the offline base map (spec 2: edit-objekt/admin-objekt). */
export default function LocationMap(props: LocationMapProps) {
  return (
    <MapProvider>
      <AustriaOutline />
      <LocationEditor {...props} />
    </MapProvider>
  );
}

/** A coordinate with five decimals in the page language's format. */
const coordinate = (value: number, lang: Lang) => formatNumber(value, lang, 5, 5);

/**
 * Point and outline editing (spec 2 'map with location'; issue 5: click or drag the point, address
 * lookup, outline drawn and edited for plots). Map events become WKT through the form's setters; WKT
 * arriving from outside (loading, the address lookup) is drawn unless it is what the map just wrote.
 */
function LocationEditor({
  standort,
  polygon,
  objektart,
  address,
  editable,
  onStandort,
  onPolygon,
  standortError,
  polygonError,
}: LocationMapProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const map = useMap();
  // WCAG 2.3.3: with reduced motion the map jumps to a found place instead of gliding there.
  const reducedMotion = useReducedMotion();
  const [tools] = useState<EditTools>(() => createEditTools(objektart));
  const [mode, setMode] = useState<Mode>('point');
  const [lookupBusy, setLookupBusy] = useState(false);
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);
  const written = useRef<{ standort: string | null; polygon: string | null }>({ standort: null, polygon: null });
  const live = useRef({ mode, editable, onStandort, onPolygon });
  live.current = { mode, editable, onStandort, onPolygon };
  const hasOutline = polygon.trim() !== '';

  /** Places the point at a map coordinate and reports its WKT. */
  const placePoint = (coordinate: Coordinate) => {
    showPoint(tools, coordinate);
    const wkt = writePoint(coordinate);
    written.current.standort = wkt;
    live.current.onStandort(wkt);
  };
  const placePointRef = useRef(placePoint);
  placePointRef.current = placePoint;

  // Layers, interactions and listeners: once per map.
  useEffect(() => {
    const { outlineLayer, pointLayer, translate, draw, modify, outlineSource } = tools;
    map.addLayer(outlineLayer);
    map.addLayer(pointLayer);
    map.addInteraction(translate);
    map.addInteraction(modify);
    map.addInteraction(draw);
    const reportOutline = (wkt: string | null) => {
      written.current.polygon = wkt ?? '';
      live.current.onPolygon(wkt);
    };
    const onClick = (event: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>) => {
      if (live.current.editable && live.current.mode === 'point') placePointRef.current(event.coordinate);
    };
    const onPointerMove = (event: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>) => {
      const target = map.getTargetElement();
      if (!target || event.dragging) return;
      const overPoint =
        live.current.editable &&
        live.current.mode === 'point' &&
        map.hasFeatureAtPixel(event.pixel, { layerFilter: (l) => l === pointLayer });
      target.style.cursor = overPoint ? 'grab' : live.current.editable ? 'crosshair' : '';
    };
    const onTranslateEnd = () => {
      const coordinate = pointCoordinate(tools);
      if (coordinate) placePointRef.current(coordinate);
    };
    const onDrawStart = () => outlineSource.clear();
    const onDrawEnd = (event: DrawEvent) => {
      const geometry = event.feature.getGeometry();
      const wkt = geometry ? writeOutline(geometry as Parameters<typeof writeOutline>[0]) : null;
      if (!wkt) setTimeout(() => outlineSource.clear(), 0);
      reportOutline(wkt);
    };
    const onModifyEnd = (event: ModifyEvent) => {
      const geometry = event.features.item(0)?.getGeometry();
      reportOutline(geometry ? writeOutline(geometry as Parameters<typeof writeOutline>[0]) : null);
    };
    map.on('click', onClick);
    map.on('pointermove', onPointerMove);
    translate.on('translateend', onTranslateEnd);
    draw.on('drawstart', onDrawStart);
    draw.on('drawend', onDrawEnd);
    modify.on('modifyend', onModifyEnd);
    return () => {
      map.un('click', onClick);
      map.un('pointermove', onPointerMove);
      translate.un('translateend', onTranslateEnd);
      draw.un('drawstart', onDrawStart);
      draw.un('drawend', onDrawEnd);
      modify.un('modifyend', onModifyEnd);
      map.removeInteraction(draw);
      map.removeInteraction(modify);
      map.removeInteraction(translate);
      map.removeLayer(pointLayer);
      map.removeLayer(outlineLayer);
    };
  }, [map, tools]);

  // Which tool is on: dragging the point in point mode; drawing (no outline yet) and moving corners in outline mode.
  useEffect(() => {
    tools.translate.setActive(editable && mode === 'point');
    tools.draw.setActive(editable && mode === 'outline' && !hasOutline);
    tools.modify.setActive(editable && mode === 'outline');
  }, [tools, editable, mode, hasOutline]);

  useEffect(() => tools.outlineLayer.setStyle(outlineStyle(objektart)), [tools, objektart]);

  // WKT from outside (load, reset, lookup) → map.
  useEffect(() => {
    if (standort === written.current.standort) return;
    written.current.standort = standort;
    showWkt(tools, 'standort', standort);
  }, [tools, standort]);
  useEffect(() => {
    if (polygon === written.current.polygon) return;
    written.current.polygon = polygon;
    showWkt(tools, 'polygon', polygon);
  }, [tools, polygon]);

  // The first view: around what is stored, else the whole region (the map's default).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the values at mount matter
  useEffect(() => {
    const extent = objektExtent(readPoint(standort), readOutline(polygon));
    if (!extent) return;
    const fitView = () => map.getView().fit(extent, { padding: [60, 60, 60, 60], maxZoom: 18, size: map.getSize() });
    if (map.getSize()) fitView();
    else map.once('change:size', fitView);
  }, [map]);

  /** Spec 8: the address is looked up in the place search; on failure the point goes to the map centre. */
  const lookup = async () => {
    const q = (address.ort.trim() || address.plz.trim()).slice(0, 100);
    if (!q) {
      setMessage({ color: 'gold', text: t('objekt.editor.location.lookupNeedsPlace') });
      return;
    }
    setLookupBusy(true);
    setMessage(null);
    try {
      const answer = await api.get(
        `/ort/suche?${new URLSearchParams({ q, lang, limit: '1' })}`,
        ortsucheResponseSchema,
      );
      const hit = answer.results[0];
      if (!hit) throw new Error('no place found');
      const coordinate = fromLonLat([hit.lon, hit.lat]);
      placePoint(coordinate);
      map.getView().animate({ center: coordinate, zoom: 15, duration: reducedMotion ? 0 : 250 });
      setMessage({ color: 'petrol', text: t('objekt.editor.location.lookupFound', { name: hit.name }) });
    } catch {
      const center = map.getView().getCenter();
      if (center) placePoint(center);
      setMessage({ color: 'orange', text: t('objekt.editor.location.lookupFailed') });
    } finally {
      setLookupBusy(false);
    }
  };

  const clearOutline = () => {
    tools.outlineSource.clear();
    written.current.polygon = '';
    onPolygon(null);
  };

  const point = readPoint(standort);
  const lonLat = point ? lonLatOf(point.getCoordinates()) : null;

  return (
    <Stack gap="xs" data-testid="location-map">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          disabled={!editable}
          data={[
            { value: 'point', label: t('objekt.editor.location.modePoint') },
            { value: 'outline', label: t('objekt.editor.location.modeOutline') },
          ]}
          data-testid="map-mode"
        />
        <Button
          variant="light"
          leftSection={<IconCurrentLocation size={18} aria-hidden />}
          onClick={lookup}
          loading={lookupBusy}
          disabled={!editable}
          data-testid="map-lookup"
        >
          {t('objekt.editor.location.lookup')}
        </Button>
      </Group>
      {editable && (
        <Text size="sm" c="gray.7">
          {mode === 'point' ? t('objekt.editor.location.pointHelp') : t('objekt.editor.location.outlineHelp')}
        </Text>
      )}
      {message && (
        <Alert
          color={message.color}
          variant="light"
          role="alert"
          withCloseButton
          onClose={() => setMessage(null)}
          data-testid="map-message"
        >
          {message.text}
        </Alert>
      )}
      <div className={classes.map} data-mode={mode}>
        <MapView label={t('objekt.editor.location.mapLabel')} height="clamp(300px, 55vh, 460px)" />
      </div>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Badge
            variant="light"
            color={lonLat ? 'petrol' : 'gray'}
            leftSection={<IconCurrentLocation size={12} aria-hidden />}
            tt="none"
            data-testid="map-point-status"
          >
            {lonLat
              ? t('objekt.editor.location.pointSet', {
                  lat: coordinate(lonLat.lat, lang),
                  lon: coordinate(lonLat.lon, lang),
                })
              : t('objekt.editor.location.pointMissing')}
          </Badge>
          <Badge
            variant="light"
            color={hasOutline ? 'petrol' : 'gray'}
            leftSection={<IconPolygon size={12} aria-hidden />}
            tt="none"
            data-testid="map-outline-status"
          >
            {hasOutline ? t('objekt.editor.location.outlineSet') : t('objekt.editor.location.outlineMissing')}
          </Badge>
        </Group>
        {editable && hasOutline && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => {
                clearOutline();
                setMode('outline');
              }}
              data-testid="outline-redraw"
            >
              {t('objekt.editor.location.outlineRedraw')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={clearOutline}
              data-testid="outline-clear"
            >
              {t('objekt.editor.location.outlineClear')}
            </Button>
          </Group>
        )}
      </Group>
      {standortError && (
        <Text c="red" size="sm" role="alert" data-testid="error-standort">
          {standortError}
        </Text>
      )}
      {polygonError && (
        <Text c="red" size="sm" role="alert" data-testid="error-polygon">
          {polygonError}
        </Text>
      )}
    </Stack>
  );
}

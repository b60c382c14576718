import { Text, VisuallyHidden } from '@mantine/core';
import type { Extent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjektKurz } from '../../../../shared/schemas/objekt';
import { BezirkZahlenLayer } from '../../../components/map/BezirkZahlenLayer';
import { defaultKarten } from '../../../components/map/DefaultBase';
import type { HoverStore } from '../../../components/map/hoverStore';
import { KartenLayers, type KartenStatus } from '../../../components/map/KartenLayers';
import { AustriaOutline } from '../../../components/map/MapLayers';
import { useMap } from '../../../components/map/MapProvider';
import { MarkerPopup } from '../../../components/map/MarkerPopup';
import { MeasureTool } from '../../../components/map/MeasureTool';
import type { MeasureMode } from '../../../components/map/measure';
import { ObjektLayerView } from '../../../components/map/ObjektLayerView';
import { PlaceLabels } from '../../../components/map/PlaceLabels';
import type { GebietModus } from '../gebietDraw';
import { needsLoginDialog } from '../objektInfo';
import classes from '../Standortsuche.module.css';
import { useStandortsucheDaten } from '../standortsucheContext';
import { isVorschauPin, type VorschauPin } from '../vorschau';
import { GebietLayer } from './GebietLayer';
import { LayerPanel, OFFLINE_BASEMAP } from './LayerPanel';
import { MapTools } from './MapTools';
import { MapViewSync, type MovedState } from './MapViewSync';
import { ObjektPopup } from './ObjektPopup';
import { UmkreisDialog } from './UmkreisDialog';
import { VorschauPopup } from './VorschauPopup';

/** The marker popup keeps clear of the zoom buttons (left) and the tool bar (right), 12 + 40 px wide each. */
const POPUP_INSET = { top: 8, right: 60, bottom: 8, left: 60 };

/**
 * Everything on the search map: the offline base (Austria outline, place labels), the karte layers, the
 * object layer, measuring, the tool bar and the layer panel; the view is kept in the URL.
 */
export function SearchMap({
  hoverStore,
  onObjektClick,
  onExtent,
  mapView,
}: {
  hoverStore: HoverStore;
  onObjektClick: (objekt: Pick<ObjektKurz, 'id' | 'status'>) => void;
  onExtent: (extent: Extent) => void;
  mapView: ReactNode;
}) {
  const { t } = useTranslation();
  const map = useMap();
  const data = useStandortsucheDaten();
  const { karten, query, session, viewer } = data;

  const [basemap, setBasemap] = useState<number | typeof OFFLINE_BASEMAP>(
    () => defaultKarten(karten).basemap?.id ?? OFFLINE_BASEMAP,
  );
  const [overlays, setOverlays] = useState<ReadonlySet<number>>(
    () => new Set(defaultKarten(karten).borders.map((k) => k.id)),
  );
  const [status, setStatus] = useState<ReadonlyMap<number, KartenStatus>>(new Map());
  const [layersOpen, setLayersOpen] = useState(false);
  const [measureMode, setMeasureMode] = useState<MeasureMode | null>(null);
  const [clearToken, setClearToken] = useState(0);
  const [measured, setMeasured] = useState<{ label: string; count: number } | null>(null);
  // Drawing an area filter (issue 25); measuring and drawing exclude each other.
  const [gebietModus, setGebietModus] = useState<GebietModus | null>(null);
  const [umkreisOpen, setUmkreisOpen] = useState(false);
  const [drawReady, setDrawReady] = useState<GebietModus | null>(null);
  const drawing = measureMode !== null || gebietModus !== null;
  const chooseMeasure = useCallback((mode: MeasureMode | null) => {
    setGebietModus(null);
    setMeasureMode(mode);
  }, []);
  const chooseGebiet = useCallback((modus: GebietModus | null) => {
    setMeasureMode(null);
    setGebietModus(modus);
  }, []);
  const { setFilter } = query;
  const setGebiet = useCallback((gebiet: string) => setFilter({ gebiet }), [setFilter]);
  const endGebiet = useCallback(() => setGebietModus(null), []);

  const activeKarten = useMemo(() => {
    const ids = new Set(overlays);
    if (basemap !== OFFLINE_BASEMAP) ids.add(basemap);
    return ids;
  }, [basemap, overlays]);
  const basemapDraws = basemap !== OFFLINE_BASEMAP && status.get(basemap) === 'ok';

  const onStatus = useCallback((id: number, next: KartenStatus) => {
    setStatus((current) => (current.get(id) === next ? current : new Map(current).set(id, next)));
  }, []);
  const toggle = useCallback((id: number, on: boolean) => {
    setOverlays((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const setView = query.setView;
  const onMoved = useCallback(
    ({ view, extent }: MovedState) => {
      setView(view);
      onExtent(extent);
    },
    [setView, onExtent],
  );

  const onDrawn = useCallback(
    (revision: number) => {
      const target = map.getTargetElement();
      if (!target) return;
      target.dataset.drawnRevision = String(revision);
      target.dataset.objektCount = String(data.shownIds.size);
      if (!target.dataset.firstDrawn && data.all.length > 0) {
        target.dataset.firstDrawn = String(Math.round(performance.now()));
        performance.mark('standortsuche:objekte-drawn');
      }
    },
    [map, data.shownIds, data.all.length],
  );

  // By extent, an answer of district counts only draws no pins: the first of those counts as first drawn.
  const counted = data.bezirkZahlen.length > 0;
  useEffect(() => {
    const target = map.getTargetElement();
    if (!counted || !target || target.dataset.firstDrawn) return;
    map.once('rendercomplete', () => {
      if (target.dataset.firstDrawn) return;
      target.dataset.firstDrawn = String(Math.round(performance.now()));
      performance.mark('standortsuche:objekte-drawn');
    });
  }, [map, counted]);

  // Anonymous visitors: the grey pins of listings shown with login beside the objects (issue 21).
  const { vorschauPins, vorschauShown } = data;
  const pins: readonly (ObjektKurz | VorschauPin)[] = useMemo(
    () => (vorschauPins.length === 0 ? data.all : [...data.all, ...vorschauPins]),
    [data.all, vorschauPins],
  );
  const pinIds = useMemo(
    () => (vorschauPins.length === 0 ? data.shownIds : new Set([...data.shownIds, ...vorschauShown.map((p) => p.id)])),
    [data.shownIds, vorschauPins, vorschauShown],
  );

  // The marker popup: the objects by id and where a shown one stands.
  const byId = useMemo(() => new Map(pins.map((o) => [o.id, o])), [pins]);
  const { lonLats } = data;
  const coordinateOf = useCallback(
    (id: string) => {
      const pin = pinIds.has(id) ? byId.get(id) : undefined;
      if (pin && isVorschauPin(pin)) return fromLonLat([pin.vorschau.lon, pin.vorschau.lat]);
      const lonLat = pin ? lonLats.get(id) : undefined;
      return lonLat ? fromLonLat(lonLat) : null;
    },
    [lonLats, pinIds, byId],
  );

  return (
    <>
      <AustriaOutline />
      <PlaceLabels orte={data.orte} bezirke={data.bezirke} visible={!basemapDraws} />
      <KartenLayers karten={karten} active={activeKarten} onStatus={onStatus} />
      <ObjektLayerView
        objekte={pins}
        visibleIds={pinIds}
        favoriten={viewer.favoriten}
        greyLocked={!session.isLoggedIn}
        hoverStore={hoverStore}
        dimmed={drawing}
        onObjektClick={drawing ? undefined : onObjektClick}
        onDrawn={onDrawn}
      />
      <BezirkZahlenLayer zahlen={data.bezirkZahlen} enabled={!drawing} />
      <MarkerPopup hoverStore={hoverStore} enabled={!drawing} coordinateOf={coordinateOf} inset={POPUP_INSET}>
        {(id, close) => {
          const objekt = byId.get(id);
          if (objekt && isVorschauPin(objekt)) {
            return <VorschauPopup pin={objekt} bezirke={data.bezirke} onOpen={onObjektClick} onClose={close} />;
          }
          return objekt ? (
            <ObjektPopup
              objekt={objekt}
              lonLat={lonLats.get(id) ?? null}
              locked={needsLoginDialog(objekt, session.isLoggedIn)}
              onOpen={onObjektClick}
              onClose={close}
            />
          ) : null;
        }}
      </MarkerPopup>
      <MeasureTool
        mode={measureMode}
        clearToken={clearToken}
        onMeasured={(label, count) => setMeasured({ label, count })}
      />
      <GebietLayer
        gebiet={query.filter.gebiet}
        modus={gebietModus}
        onGebiet={setGebiet}
        onEnde={endGebiet}
        onBereit={setDrawReady}
      />
      <MapViewSync urlView={query.view} onMoved={onMoved} />

      <div className={classes.mapFrame}>
        {mapView}
        <MapTools
          layersOpen={layersOpen}
          onLayers={() => setLayersOpen((o) => !o)}
          mode={measureMode}
          onMode={chooseMeasure}
          canClear={measured !== null}
          onClear={() => {
            setClearToken((n) => n + 1);
            setMeasured(null);
          }}
          gebietModus={gebietModus}
          onGebietModus={chooseGebiet}
          onUmkreis={() => setUmkreisOpen(true)}
        />
        {gebietModus && drawReady === gebietModus && (
          <div className={classes.measureHint} data-testid="gebiet-hint">
            <Text size="sm" fw={600}>
              {t(`standortsuche.gebiet.hint.${gebietModus}`)}
            </Text>
          </div>
        )}
        {measureMode && (
          <>
            <div className={classes.measureHint} data-testid="measure-hint">
              <Text size="sm" fw={600}>
                {t(`standortsuche.tools.${measureMode}Hint`)}
              </Text>
              <Text size="xs" className={classes.keyboardOnly}>
                {t('standortsuche.tools.keyboardHint')}
              </Text>
            </div>
            <div
              className={`${classes.crosshair} ${classes.keyboardOnly}`}
              aria-hidden="true"
              data-testid="measure-crosshair"
            />
          </>
        )}
        {measured && (
          <div className={classes.measureResult} data-testid="measure-result">
            {measured.label}
          </div>
        )}
        <VisuallyHidden aria-live="polite">
          {measured ? t('standortsuche.tools.measured', { value: measured.label }) : ''}
        </VisuallyHidden>
        <UmkreisDialog opened={umkreisOpen} onClose={() => setUmkreisOpen(false)} onGebiet={setGebiet} />
        {layersOpen && (
          <LayerPanel
            karten={karten}
            basemap={basemap}
            onBasemap={setBasemap}
            overlays={overlays}
            onToggle={toggle}
            status={status}
            onClose={() => setLayersOpen(false)}
          />
        )}
      </div>
    </>
  );
}

import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bboxParam } from '../../../../../shared/domain/ausschnitt';
import { DEFAULT_KARTEN_FILTER } from '../../../../../shared/domain/kartenfilter';
import type { BezirkAnzahl, ObjektKurz } from '../../../../../shared/schemas/objekt';
import { AusschnittStatus } from '../../../../components/map/AusschnittStatus';
import { BezirkZahlenLayer } from '../../../../components/map/BezirkZahlenLayer';
import { useCreateKartenMap } from '../../../../components/map/createKartenMap';
import { AustriaOutline } from '../../../../components/map/MapLayers';
import { MapProvider, MapView } from '../../../../components/map/MapProvider';
import { ObjektLayerView } from '../../../../components/map/ObjektLayerView';
import { useMapMoves } from '../../../../components/map/useMapMoves';
import { useAusschnitt } from '../../../../data/map';
import classes from './ObjektPickerMap.module.css';

const NO_OBJEKTE: readonly ObjektKurz[] = [];
const NO_COUNTS: readonly BezirkAnzahl[] = [];

interface PinsProps {
  linked: ReadonlySet<string>;
  onToggle: (objekt: ObjektKurz) => void;
}

/**
 * The linked objects picked on the map: the objects as pins, the linked ones marked with the star the
 * search map uses for favourites; a click on a pin links or unlinks it. `objekte` is the whole list below
 * the portal's threshold; null above it, where the map asks for its section as it moves, as the map page
 * does (the default map filters), and shows the district counts when the server answers with those — a
 * click on one zooms in. Loaded lazily (OpenLayers).
 */
export default function ObjektPickerMap({
  objekte,
  linked,
  onToggle,
  height = 420,
}: PinsProps & { objekte: readonly ObjektKurz[] | null; height?: number }) {
  const { t } = useTranslation();
  const create = useCreateKartenMap();
  return (
    <MapProvider create={create}>
      <AustriaOutline />
      <div className={classes.frame}>
        <MapView label={t('admin.kampagnen.objekte.mapLabel')} height={height} />
        {objekte ? (
          <ObjektLayerView objekte={objekte} visibleIds={null} favoriten={linked} onObjektClick={onToggle} />
        ) : (
          <SectionPins linked={linked} onToggle={onToggle} />
        )}
      </div>
    </MapProvider>
  );
}

/** Above the threshold: the pins (or district counts) of the map's section, its loading and error line. */
function SectionPins({ linked, onToggle }: PinsProps) {
  const { t } = useTranslation();
  // The section rounded outward (small moves reuse the answer); undefined until the map has a size.
  const [bbox, setBbox] = useState<string>();
  useMapMoves(({ extent: [minLon = 0, minLat = 0, maxLon = 0, maxLat = 0] }) =>
    setBbox(bboxParam([minLon, minLat, maxLon, maxLat])),
  );
  const ausschnitt = useAusschnitt(true, bbox, DEFAULT_KARTEN_FILTER);
  const zahlen = ausschnitt.data?.bezirke ?? NO_COUNTS;
  return (
    <>
      <ObjektLayerView
        objekte={ausschnitt.data?.objekte ?? NO_OBJEKTE}
        visibleIds={null}
        favoriten={linked}
        onObjektClick={onToggle}
      />
      <BezirkZahlenLayer zahlen={zahlen} enabled />
      <AusschnittStatus ausschnitt={ausschnitt} className={classes.status} />
      {zahlen.length > 0 && (
        <Text size="sm" c="dimmed" mt="xs" data-testid="kampagne-objekte-zahlen">
          {t('admin.kampagnen.objekte.mapCounts')}
        </Text>
      )}
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Objekt } from '../../../../../shared/schemas/objekt';
import { createKartenMap } from '../../../../components/map/createKartenMap';
import { AustriaOutline } from '../../../../components/map/MapLayers';
import { MapProvider, MapView } from '../../../../components/map/MapProvider';
import { ObjektLayerView } from '../../../../components/map/ObjektLayerView';

/**
 * The linked objects picked on the map: every object as its pin, the linked ones marked with the star
 * the search map uses for favourites; a click on a pin links or unlinks it. Loaded lazily (OpenLayers).
 */
export default function ObjektPickerMap({
  objekte,
  linked,
  onToggle,
  height = 420,
}: {
  objekte: readonly Objekt[];
  linked: ReadonlySet<string>;
  onToggle: (id: string) => void;
  height?: number;
}) {
  const { t } = useTranslation();
  const [create] = useState(
    () => () =>
      createKartenMap(null, {
        zoomIn: t('standortsuche.map.zoomIn'),
        zoomOut: t('standortsuche.map.zoomOut'),
        attribution: t('standortsuche.map.attribution'),
      }),
  );
  return (
    <MapProvider create={create}>
      <AustriaOutline />
      <ObjektLayerView objekte={objekte} visibleIds={null} favoriten={linked} onObjektClick={(o) => onToggle(o.id)} />
      <MapView label={t('admin.kampagnen.objekte.mapLabel')} height={height} />
    </MapProvider>
  );
}

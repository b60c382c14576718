import { useTranslation } from 'react-i18next';
import type { Locatable } from '../../../components/map/layers';
import { AustriaOutline, ObjektMarkers } from '../../../components/map/MapLayers';
import { MapProvider, MapView } from '../../../components/map/MapProvider';
import classes from '../WissenDetail.module.css';

/** The small map of an article's linked objects: offline outline of Austria and one marker per object. */
export default function ObjekteMap({
  items,
  icon,
  height = 360,
}: {
  items: readonly Locatable[];
  icon: string | null;
  height?: number;
}) {
  const { t } = useTranslation();
  return (
    <MapProvider>
      <AustriaOutline />
      <ObjektMarkers items={items} icon={icon} />
      <MapView label={t('knowhow.map.label', { count: items.length })} className={classes.map} height={height} />
    </MapProvider>
  );
}

/**
 * Drawing an area on the map (issue 25): loaded on demand when the visitor starts drawing, so the map
 * page's first chunk does not carry it. Draw is the measuring tool's interaction, already in its own chunk.
 */
import type { Coordinate } from 'ol/coordinate';
import type Circle from 'ol/geom/Circle';
import type Polygon from 'ol/geom/Polygon';
import Draw from 'ol/interaction/Draw';
import type OlMap from 'ol/Map';
import { toLonLat } from 'ol/proj';
import {
  checkedGebiet,
  distanzInMetern,
  ECKEN_MAX,
  type Gebiet,
  type LonLat,
  RADIUS_MAX,
  RADIUS_MIN,
} from '../../../shared/domain/gebiet';

export type GebietModus = 'polygon' | 'kreis';

const lonLat = (coordinate: Coordinate): LonLat => {
  const [lon = 0, lat = 0] = toLonLat(coordinate);
  return [lon, lat];
};

/**
 * The area of a drawn circle: Draw's circle lies in web-mercator, whose metres are not the ground's, so
 * the radius is the great-circle distance from the centre to the edge point east of it, kept in 100 m–100 km.
 */
function kreisVon(circle: Circle): Gebiet | null {
  const [x = 0, y = 0] = circle.getCenter();
  const center = lonLat([x, y]);
  const radius = Math.round(distanzInMetern(center, lonLat([x + circle.getRadius(), y])));
  return checkedGebiet({ art: 'kreis', center, radius: Math.min(Math.max(radius, RADIUS_MIN), RADIUS_MAX) });
}

/** The area of a drawn polygon (its outer ring in lon/lat), or null when it is no valid area. */
const polygonVon = (polygon: Polygon): Gebiet | null =>
  checkedGebiet({ art: 'polygon', ring: (polygon.getCoordinates()[0] ?? []).map(lonLat) });

/**
 * Adds a draw interaction of the mode to the map; `onDrawn` gets the finished area (null when it is not a
 * valid one). Returns what removes it again and what aborts the sketch (Escape).
 */
export function startGebietDraw(map: OlMap, modus: GebietModus, onDrawn: (gebiet: Gebiet | null) => void) {
  const draw = new Draw({
    type: modus === 'kreis' ? 'Circle' : 'Polygon',
    maxPoints: modus === 'polygon' ? ECKEN_MAX : undefined,
    stopClick: true,
  });
  draw.on('drawend', (event) => {
    const geometry = event.feature.getGeometry();
    onDrawn(modus === 'kreis' ? kreisVon(geometry as Circle) : polygonVon(geometry as Polygon));
  });
  map.addInteraction(draw);
  return {
    abort: () => draw.abortDrawing(),
    remove: () => map.removeInteraction(draw),
  };
}

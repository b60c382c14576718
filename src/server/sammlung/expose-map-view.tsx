import { Circle, G, Image, Path, Polygon, Rect, Svg, Text, View } from '@react-pdf/renderer';
import { labelWidth, type MapScene } from './expose-map-scene';
import { COLOR, FONT } from './expose-style';

/** The portal's pin (the logo's shape), tip at the origin, about 15 × 19 pt. */
const PIN = 'M0 0c-1-.9-10.6-9.3-10.6-17.5C-10.6-23.8-5.9-28.8 0-28.8S10.6-23.8 10.6-17.5C10.6-9.3 1-.9 0 0Z';

function ScaleBar({ scene }: { scene: MapScene }) {
  const { length, label } = scene.scale;
  const x = 8;
  const y = scene.height - 12;
  const half = length / 2;
  return (
    <G>
      <Rect
        x={x - 4}
        y={y - 10}
        width={length + 8 + label.length * 3.6 + 6}
        height={17}
        fill="#ffffff"
        fillOpacity={0.85}
        rx={2}
      />
      <Rect x={x} y={y} width={half} height={3} fill={COLOR.text} />
      <Rect x={x + half} y={y} width={half} height={3} fill="#ffffff" stroke={COLOR.text} strokeWidth={0.6} />
      <Text x={x + length + 5} y={y + 3.5} fill={COLOR.text} style={{ fontSize: 7, fontFamily: FONT }}>
        {label}
      </Text>
    </G>
  );
}

function NorthArrow({ width }: { width: number }) {
  const x = width - 14;
  return (
    <G>
      <Circle cx={x} cy={17} r={9} fill="#ffffff" fillOpacity={0.85} />
      <Polygon points={`${x},9 ${x + 4},20 ${x},17.5 ${x - 4},20`} fill={COLOR.navy} />
      <Text x={x - 2.4} y={27.5} fill={COLOR.navy} style={{ fontSize: 6.5, fontFamily: FONT, fontWeight: 700 }}>
        N
      </Text>
    </G>
  );
}

function Locator({ locator }: { locator: NonNullable<MapScene['locator']> }) {
  const [x1, y1, x2, y2] = locator.rect;
  return (
    <G>
      <Rect x={4} y={4} width={locator.width} height={locator.height} fill={COLOR.foreign} />
      <G transform="translate(4, 4)">
        <Path d={locator.land} fill="#ffffff" stroke={COLOR.border} strokeWidth={0.5} />
        <Rect
          x={x1}
          y={y1}
          width={x2 - x1}
          height={y2 - y1}
          fill={COLOR.gold}
          fillOpacity={0.35}
          stroke="#c29100"
          strokeWidth={0.8}
        />
      </G>
      {/* The frame last: it covers the border line where the outline runs along the box's edge. */}
      <Rect x={4} y={4} width={locator.width} height={locator.height} fill="none" stroke="#ffffff" strokeWidth={1.5} />
    </G>
  );
}

/** The plot outline at its own scale in the bottom right corner (above the base map's credit, if any). */
function PlotInset({
  plot,
  width,
  height,
  color,
  bottom,
}: {
  plot: NonNullable<MapScene['plot']>;
  width: number;
  height: number;
  color: string;
  bottom: number;
}) {
  const x = width - plot.size - 6;
  const y = height - plot.size - bottom;
  return (
    <G>
      <Rect x={x} y={y} width={plot.size} height={plot.size} fill="#ffffff" stroke={COLOR.border} strokeWidth={0.6} />
      <G transform={`translate(${x}, ${y})`}>
        <Path d={plot.path} fill={color} fillOpacity={0.3} stroke={color} strokeWidth={1.2} />
        <Rect x={4} y={plot.size - 6} width={plot.scale.length} height={1.6} fill={COLOR.text} />
        <Text
          x={6 + plot.scale.length}
          y={plot.size - 3.8}
          fill={COLOR.text}
          style={{ fontSize: 5.5, fontFamily: FONT }}
        >
          {plot.scale.label}
        </Text>
      </G>
    </G>
  );
}

/** The base map's credit in small type in the bottom right corner. */
function Credit({ text, width, height }: { text: string; width: number; height: number }) {
  const size = 5.5;
  const w = labelWidth(text, size) + 6;
  return (
    <G>
      <Rect x={width - w} y={height - 9} width={w} height={9} fill="#ffffff" fillOpacity={0.85} />
      <Text
        x={width - 3}
        y={height - 2.8}
        textAnchor="end"
        fill={COLOR.text}
        style={{ fontSize: size, fontFamily: FONT }}
      >
        {text}
      </Text>
    </G>
  );
}

/** A base map under a map: the tiles of its frame as one image, and their credit. */
export interface Basemap {
  image: Buffer;
  attribution: string;
}

/**
 * A map image drawn from a scene (expose-map-scene.ts) as vector graphics: land and border — or, with a
 * base map, its tiles and their credit —, places with names, other properties grey, the property's pin(s)
 * and plot outline, scale bar and north arrow. The base map covers exactly the scene's frame (both in Web
 * Mercator), so the drawing lies on it where it belongs.
 */
export function MapView({ scene, basemap }: { scene: MapScene; basemap?: Basemap }) {
  const { width, height } = scene;
  const drawing = (
    <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      {basemap ? null : <Rect x={0} y={0} width={width} height={height} fill={COLOR.foreign} />}
      {basemap ? null : <Path d={scene.land} fill={COLOR.land} stroke={COLOR.border} strokeWidth={1} />}
      {scene.places.map((p) => (
        <Circle key={`${p.x},${p.y}`} cx={p.x} cy={p.y} r={1.5} fill={COLOR.place} />
      ))}
      {scene.labels.map((l) => (
        // A ground of its own keeps a name legible on tiles and where it crosses the border line.
        <Rect
          key={`halo ${l.x},${l.y}`}
          x={l.x - 1.5}
          y={l.y - 6.2}
          width={l.width + 3}
          height={8.4}
          rx={1.5}
          fill={basemap ? '#ffffff' : COLOR.land}
          fillOpacity={basemap ? 0.75 : 0.9}
        />
      ))}
      {scene.labels.map((l) => (
        <Text key={`${l.x},${l.y}`} x={l.x} y={l.y} fill="#3e4c59" style={{ fontSize: 7, fontFamily: FONT }}>
          {l.text}
        </Text>
      ))}
      {scene.neighbours.map(([x, y]) => (
        <Circle key={`${x},${y}`} cx={x} cy={y} r={2.8} fill={COLOR.neighbour} stroke="#ffffff" strokeWidth={0.8} />
      ))}
      {scene.outline ? (
        <Path
          d={scene.outline}
          fill={scene.pins[0]?.color ?? COLOR.brand}
          fillOpacity={0.25}
          stroke={scene.pins[0]?.color ?? COLOR.brand}
          strokeWidth={1.2}
        />
      ) : null}
      {scene.pins.map((p) =>
        p.number === undefined ? (
          <G key={`${p.x},${p.y}`} transform={`translate(${p.x}, ${p.y}) scale(0.72)`}>
            <Path d={PIN} fill={p.color} stroke="#ffffff" strokeWidth={2.2} />
            <Circle cx={0} cy={-17.5} r={4.2} fill="#ffffff" />
          </G>
        ) : (
          <G key={`${p.number}`}>
            <Circle cx={p.x} cy={p.y} r={6.5} fill={p.color} stroke="#ffffff" strokeWidth={1.2} />
            <Text
              x={p.x - (p.number >= 10 ? 3.6 : 1.9)}
              y={p.y + 2.4}
              fill="#ffffff"
              style={{ fontSize: 6.5, fontFamily: FONT, fontWeight: 700 }}
            >
              {String(p.number)}
            </Text>
          </G>
        ),
      )}
      {scene.locator ? <Locator locator={scene.locator} /> : null}
      {scene.plot ? (
        <PlotInset
          plot={scene.plot}
          width={width}
          height={height}
          color={scene.pins[0]?.color ?? COLOR.brand}
          bottom={basemap ? 14 : 6}
        />
      ) : null}
      <NorthArrow width={width} />
      <ScaleBar scene={scene} />
      {basemap ? <Credit text={basemap.attribution} width={width} height={height} /> : null}
      <Rect x={0} y={0} width={width} height={height} fill="none" stroke={COLOR.rule} strokeWidth={1} />
    </Svg>
  );
  if (!basemap) return drawing;
  return (
    <View style={{ width, height }}>
      <Image src={basemap.image} style={{ position: 'absolute', top: 0, left: 0, width, height }} />
      {drawing}
    </View>
  );
}

import { Circle, G, Path, Polygon, Rect, Svg, Text } from '@react-pdf/renderer';
import type { MapScene } from './expose-map-scene';
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
      <Rect
        x={4}
        y={4}
        width={locator.width}
        height={locator.height}
        fill={COLOR.foreign}
        stroke="#ffffff"
        strokeWidth={1.5}
      />
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
    </G>
  );
}

/** The plot outline at its own scale in the bottom right corner. */
function PlotInset({
  plot,
  width,
  height,
  color,
}: {
  plot: NonNullable<MapScene['plot']>;
  width: number;
  height: number;
  color: string;
}) {
  const x = width - plot.size - 6;
  const y = height - plot.size - 6;
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

/**
 * A map image drawn from a scene (expose-map-scene.ts) as vector graphics: land and border, places with
 * names, other properties grey, the property's pin(s) and plot outline, scale bar and north arrow.
 */
export function MapView({ scene }: { scene: MapScene }) {
  const { width, height } = scene;
  return (
    <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <Rect x={0} y={0} width={width} height={height} fill={COLOR.foreign} />
      <Path d={scene.land} fill={COLOR.land} stroke={COLOR.border} strokeWidth={1} />
      {scene.places.map((p) => (
        <Circle key={`${p.x},${p.y}`} cx={p.x} cy={p.y} r={1.5} fill={COLOR.place} />
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
        <PlotInset plot={scene.plot} width={width} height={height} color={scene.pins[0]?.color ?? COLOR.brand} />
      ) : null}
      <NorthArrow width={width} />
      <ScaleBar scene={scene} />
      <Rect x={0} y={0} width={width} height={height} fill="none" stroke={COLOR.rule} strokeWidth={1} />
    </Svg>
  );
}

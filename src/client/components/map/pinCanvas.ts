import type { FrameState } from 'ol/Map';
import { markerScale, OBJEKT_SPRITE, SPRITE_CELL, zoomForResolution } from './objektStyle';

/**
 * A fast Canvas renderer of object pins, for OpenLayers' custom-layer hook (`new Layer({ render })`).
 * Where the browser draws WebGL in software (no GPU), OpenLayers' WebGL and Canvas vector layers need
 * seconds or hundreds of milliseconds for 50,000 pins; this renderer needs a few milliseconds:
 *  - positions are typed arrays in web-mercator, sorted north to south, so pins further south overlap
 *    those behind them as on a real map;
 *  - a pin whose tip falls into a screen cell (CELL_PX) that already holds a tip is not drawn — it would
 *    be covered by the pin drawn there — so a dense view costs at most one draw per cell;
 *  - the sprite is pre-scaled once per marker size, each pin is one `drawImage`.
 * The pins drawn last are remembered for hit detection.
 */

/** Screen cell in CSS pixels within which only one pin tip is drawn. */
export const CELL_PX = 6;

/** The pins to draw: web-mercator positions sorted north to south, sprite cell and filter flag per pin. */
export interface PinData {
  ids: readonly string[];
  xs: Float64Array;
  ys: Float64Array;
  sprite: Uint8Array;
  /** 1 = passes the filters. */
  on: Uint8Array;
}

export const EMPTY_PINS: PinData = {
  ids: [],
  xs: new Float64Array(0),
  ys: new Float64Array(0),
  sprite: new Uint8Array(0),
  on: new Uint8Array(0),
};

/** Pins sorted north to south (larger y first), so later draws overlap earlier ones like perspective. */
export function sortedPins(
  items: readonly { id: string; x: number; y: number; sprite: number; on: boolean }[],
): PinData {
  const order = items.map((_, i) => i).sort((a, b) => (items[b]?.y ?? 0) - (items[a]?.y ?? 0));
  const data: PinData = {
    ids: order.map((i) => items[i]?.id ?? ''),
    xs: new Float64Array(order.length),
    ys: new Float64Array(order.length),
    sprite: new Uint8Array(order.length),
    on: new Uint8Array(order.length),
  };
  order.forEach((from, to) => {
    const item = items[from];
    if (!item) return;
    data.xs[to] = item.x;
    data.ys[to] = item.y;
    data.sprite[to] = item.sprite;
    data.on[to] = item.on ? 1 : 0;
  });
  return data;
}

/** What the last frame drew, in CSS pixels: pin tips and the pin size, for hit detection. */
interface Drawn {
  count: number;
  index: Int32Array;
  px: Float32Array;
  py: Float32Array;
  width: number;
  height: number;
}

export class PinCanvas {
  readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D;
  private readonly image: HTMLImageElement;
  private readonly sheets = new Map<number, HTMLCanvasElement>();
  private occupied = new Uint8Array(0);
  /** The pins of the last frame (hit detection reads ids from the data that was drawn). */
  private drawnPins: PinData = EMPTY_PINS;
  private drawn: Drawn = {
    count: 0,
    index: new Int32Array(0),
    px: new Float32Array(0),
    py: new Float32Array(0),
    width: 0,
    height: 0,
  };

  constructor(
    private readonly getPins: () => PinData,
    private readonly getOpacity: () => number,
    onImageLoad: () => void,
  ) {
    this.canvas = document.createElement('canvas');
    this.canvas.style.cssText = 'position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none';
    this.canvas.className = 'ol-layer objekt-pins';
    const context = this.canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    this.context = context;
    this.image = new Image();
    this.image.addEventListener('load', () => {
      this.sheets.clear();
      onImageLoad();
    });
    this.image.src = OBJEKT_SPRITE;
  }

  /** The sprite scaled to device pixels for a marker scale (cached per 0.05 step). */
  private sheet(scale: number, pixelRatio: number): HTMLCanvasElement | null {
    if (!this.image.complete || this.image.naturalWidth === 0) return null;
    const key = Math.round(scale * 20) * 10 + pixelRatio;
    let sheet = this.sheets.get(key);
    if (!sheet) {
      const factor = (Math.round(scale * 20) / 20) * 0.5 * pixelRatio;
      sheet = document.createElement('canvas');
      sheet.width = Math.max(1, Math.round(this.image.naturalWidth * factor));
      sheet.height = Math.max(1, Math.round(this.image.naturalHeight * factor));
      const context = sheet.getContext('2d');
      if (!context) return null;
      context.imageSmoothingQuality = 'high';
      context.drawImage(this.image, 0, 0, sheet.width, sheet.height);
      this.sheets.set(key, sheet);
    }
    return sheet;
  }

  /** Draws the frame; returns the canvas (OpenLayers puts it into the map). */
  render(frameState: FrameState): HTMLCanvasElement {
    const [cssWidth = 0, cssHeight = 0] = frameState.size;
    const ratio = frameState.pixelRatio;
    const width = Math.round(cssWidth * ratio);
    const height = Math.round(cssHeight * ratio);
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width;
      this.canvas.height = height;
    }
    const context = this.context;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, width, height);
    this.drawn.count = 0;

    const pins = this.getPins();
    this.drawnPins = pins;
    const sheet = this.sheet(markerScale(zoomForResolution(frameState.viewState.resolution)), ratio);
    if (!sheet || pins.ids.length === 0) return this.canvas;
    const cellWidth = sheet.width / (this.image.naturalWidth / SPRITE_CELL[0]);
    const cellHeight = sheet.height;

    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = frameState.coordinateToPixelTransform;
    const cell = CELL_PX * ratio;
    const columns = Math.ceil(width / cell) + 1;
    const rows = Math.ceil((height + cellHeight) / cell) + 1;
    if (this.occupied.length < columns * rows) this.occupied = new Uint8Array(columns * rows);
    else this.occupied.fill(0, 0, columns * rows);
    const n = pins.ids.length;
    if (this.drawn.index.length < n) {
      this.drawn.index = new Int32Array(n);
      this.drawn.px = new Float32Array(n);
      this.drawn.py = new Float32Array(n);
    }
    const halfWidth = cellWidth / 2;
    const { xs, ys, sprite, on } = pins;
    const drawn = this.drawn;
    context.globalAlpha = this.getOpacity();
    for (let i = 0; i < n; i++) {
      if (on[i] !== 1) continue;
      const x = xs[i] as number;
      const y = ys[i] as number;
      const px = (a * x + c * y + e) * ratio;
      const py = (b * x + d * y + f) * ratio;
      // Off screen (a pin reaches up from its tip).
      if (px < -halfWidth || px > width + halfWidth || py < 0 || py > height + cellHeight) continue;
      const slot = Math.floor((px + halfWidth) / cell) + Math.floor(py / cell) * columns;
      if (this.occupied[slot] === 1) continue;
      this.occupied[slot] = 1;
      context.drawImage(
        sheet,
        (sprite[i] as number) * cellWidth,
        0,
        cellWidth,
        cellHeight,
        Math.round(px - halfWidth),
        Math.round(py - cellHeight),
        cellWidth,
        cellHeight,
      );
      drawn.index[drawn.count] = i;
      drawn.px[drawn.count] = px / ratio;
      drawn.py[drawn.count] = py / ratio;
      drawn.count++;
    }
    context.globalAlpha = 1;
    drawn.width = cellWidth / ratio;
    drawn.height = cellHeight / ratio;
    return this.canvas;
  }

  /** The id of the topmost pin drawn under a CSS pixel (with a small tolerance), or null. */
  hit(pixel: readonly number[], tolerance = 2): string | null {
    const [x = 0, y = 0] = pixel;
    const { count, index, px, py, width, height } = this.drawn;
    const half = width / 2 + tolerance;
    for (let k = count - 1; k >= 0; k--) {
      const tipX = px[k] as number;
      const tipY = py[k] as number;
      if (x >= tipX - half && x <= tipX + half && y <= tipY + tolerance && y >= tipY - height - tolerance) {
        return this.drawnPins.ids[index[k] as number] ?? null;
      }
    }
    return null;
  }
}

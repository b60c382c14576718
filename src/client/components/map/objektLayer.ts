import { boundingExtent, containsCoordinate, type Extent } from 'ol/extent';
import Feature from 'ol/Feature';
import type Geometry from 'ol/geom/Geometry';
import Point from 'ol/geom/Point';
import type BaseLayer from 'ol/layer/Base';
import Layer from 'ol/layer/Layer';
import VectorLayer from 'ol/layer/Vector';
import WebGLVectorLayer from 'ol/layer/WebGLVector';
import type OlMap from 'ol/Map';
import type { Pixel } from 'ol/pixel';
import { fromLonLat } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import type Style from 'ol/style/Style';
import { getContext } from 'ol/webgl';
import {
  CLUSTER_DISTANCE,
  CLUSTER_MAX_ZOOM,
  clusterStyle,
  DECORATION_Z_INDEX,
  DIMMED_OPACITY,
  hoverStyles,
  type KartenObjekt,
  OBJEKT_Z_INDEX,
  OUTLINE_MIN_ZOOM,
  objektLonLat,
  objektOutline,
  outlineStyle,
  spriteIndex,
  starStyle,
  webglObjektStyle,
  zoomForResolution,
} from './objektStyle';
import { EMPTY_PINS, PinCanvas, type PinData, sortedPins } from './pinCanvas';

/**
 * How pins are drawn: OpenLayers' WebGL vector layer where the browser has a graphics card, else the
 * fast Canvas renderer (pinCanvas.ts). Software WebGL (SwiftShader, llvmpipe — e.g. headless browsers,
 * virtual machines) rasterises every pin on the CPU and takes seconds for 50,000 pins.
 */
export type ObjektRenderer = 'webgl' | 'canvas';

const SOFTWARE_GL = /swiftshader|llvmpipe|software|softpipe|basic render/i;

/** WebGL with instanced drawing on real graphics hardware, else Canvas. */
export function defaultRenderer(): ObjektRenderer {
  try {
    const gl = getContext(document.createElement('canvas'));
    if (!gl?.getExtension('ANGLE_instanced_arrays')) return 'canvas';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return SOFTWARE_GL.test(name) ? 'canvas' : 'webgl';
  } catch {
    return 'canvas';
  }
}

/** One object on the map: its location in web-mercator, sprite cell and filter flag. */
interface Entry {
  objekt: KartenObjekt;
  x: number;
  y: number;
  sprite: number;
  /** Passes the filters. */
  on: boolean;
  /** Drawn as a pin: passes the filters and stands in no cluster. */
  drawn: boolean;
  /** The pin feature of the WebGL renderer. */
  feature?: Feature<Point>;
}

type PinSource = VectorSource<Feature<Point>>;

/**
 * The object layer of a map (spec 4 'Marker', spec 9 z-index 2) and its decorations, kept outside React:
 * components call its setters from effects and it changes only what changed. Filtering never rebuilds
 * pins: it flips their filter flags and redraws once.
 */
export class ObjektLayer {
  readonly renderer: ObjektRenderer;
  /** The pins (z-index 2). */
  readonly layer: BaseLayer;
  /** Stars of favourites, the hovered pin and the selected object's outline (z-index 3). */
  readonly decorations: VectorLayer<VectorSource<Feature<Geometry>>>;
  /**
   * Below CLUSTER_MAX_ZOOM: objects whose pins would crowd each other as one disc with their number
   * (issue 21 part 3); their pins, stars and hover dots are not drawn meanwhile.
   */
  readonly clusters: VectorLayer<Cluster<Feature<Point>>>;

  private readonly entries = new Map<string, Entry>();
  private readonly source: PinSource | null = null;
  private readonly pinCanvas: PinCanvas | null = null;
  private pins: PinData = EMPTY_PINS;
  private pinIndex = new Map<string, number>();
  private readonly decorationSource = new VectorSource<Feature<Geometry>>({ useSpatialIndex: false });
  private visible: ReadonlySet<string> | null = null;
  private favoriten: ReadonlySet<string> = new Set();
  private greyLocked = false;
  private dimmed = false;
  private hovered: string | null = null;
  private selected: string | null = null;
  private revision = 0;
  private starredIds = '';
  /** The filtered objects' points the clusters are made of. */
  private readonly clusterPoints = new VectorSource<Feature<Point>>();
  private readonly clusterSource = new Cluster<Feature<Point>>({
    source: this.clusterPoints,
    distance: CLUSTER_DISTANCE,
  });
  private clusterActive = false;
  private clustered: ReadonlySet<string> = new Set();
  private clusterCount = 0;

  constructor(renderer: ObjektRenderer = defaultRenderer()) {
    this.renderer = renderer;
    const properties = { name: 'objekte', renderer };
    if (renderer === 'webgl') {
      this.source = new VectorSource<Feature<Point>>({ useSpatialIndex: false });
      this.layer = new WebGLVectorLayer({
        source: this.source,
        style: webglObjektStyle(),
        variables: { opacity: 1 },
        zIndex: OBJEKT_Z_INDEX,
        properties,
      });
    } else {
      const pinCanvas = new PinCanvas(
        () => this.pins,
        () => (this.dimmed ? DIMMED_OPACITY : 1),
        () => this.layer.changed(),
      );
      this.pinCanvas = pinCanvas;
      this.layer = new Layer({
        render: (frameState) => pinCanvas.render(frameState),
        zIndex: OBJEKT_Z_INDEX,
        properties,
      });
    }
    this.clusters = new VectorLayer({
      source: this.clusterSource,
      style: (feature) => {
        const members = (feature.get('features') as Feature[]).length;
        return members > 1 ? clusterStyle(members) : undefined;
      },
      maxZoom: CLUSTER_MAX_ZOOM,
      zIndex: DECORATION_Z_INDEX,
      properties: { name: 'objekt-clusters' },
    });
    // The clusters are made anew for each resolution and each change of the points.
    this.clusterSource.on('change', () => this.updateClustered());
    this.decorations = new VectorLayer({
      source: this.decorationSource,
      style: (feature, resolution) => this.decorationStyle(feature as Feature<Geometry>, resolution),
      zIndex: DECORATION_Z_INDEX,
      properties: { name: 'objekt-decorations' },
    });
  }

  /** Both layers, to add to or remove from a map. */
  get layers(): BaseLayer[] {
    return [this.layer, this.clusters, this.decorations];
  }

  /** Counts changes of the pins; the page shows it as a data attribute for tests and the benchmark. */
  get drawRevision(): number {
    return this.revision;
  }

  /** How many clusters of more than one object are drawn (0 from CLUSTER_MAX_ZOOM on). */
  get clusterAnzahl(): number {
    return this.clusterCount;
  }

  /** The ids of the objects drawn with a star (shown favourites), space-separated. */
  get starred(): string {
    return this.starredIds;
  }

  /** Whether the pins' last draw shows the latest change (WebGL builds its buffers asynchronously). */
  get drawComplete(): boolean {
    if (this.layer instanceof WebGLVectorLayer) return this.layer.getRenderer()?.ready !== false;
    return true;
  }

  /**
   * Spec 4 'Map features follow the store': adds pins of new objects, updates those whose object changed
   * (by identity — the query cache keeps unchanged objects identical) and removes deleted ones.
   */
  setObjekte(objekte: readonly KartenObjekt[]): void {
    const seen = new Set<string>();
    const added: Feature<Point>[] = [];
    let changed = false;
    for (const objekt of objekte) {
      seen.add(objekt.id);
      const existing = this.entries.get(objekt.id);
      if (existing?.objekt === objekt) continue;
      changed = true;
      if (existing) this.removeEntry(objekt.id, existing);
      const lonLat = objektLonLat(objekt);
      if (!lonLat) continue;
      const [x, y] = fromLonLat(lonLat) as [number, number];
      const entry: Entry = {
        objekt,
        x,
        y,
        sprite: spriteIndex(objekt, this.greyLocked),
        on: this.isVisible(objekt.id),
        drawn: false,
      };
      entry.drawn = entry.on && !this.clustered.has(objekt.id);
      if (this.source) {
        entry.feature = this.pinFeature(entry);
        added.push(entry.feature);
      }
      this.entries.set(objekt.id, entry);
    }
    for (const [id, entry] of this.entries) {
      if (seen.has(id)) continue;
      changed = true;
      this.removeEntry(id, entry);
    }
    if (added.length > 0) this.source?.addFeatures(added);
    if (!changed) return;
    this.rebuildPins();
    this.rebuildClusterPoints();
    this.refreshDecorations();
    this.redraw();
  }

  /** The filter result: ids of objects to show, or null for all. */
  setVisible(ids: ReadonlySet<string> | null): void {
    this.visible = ids;
    let changed = false;
    for (const [id, entry] of this.entries) {
      const on = this.isVisible(id);
      if (entry.on === on) continue;
      entry.on = on;
      changed = true;
    }
    if (changed) this.rebuildClusterPoints();
    changed = this.applyDrawn() || changed;
    this.refreshDecorations();
    if (!changed) return;
    this.redraw();
    // User timing for the benchmark: the filter reached the layer.
    performance.mark('objekte:visible');
  }

  /** Favourites ('objekt.{id}') get a star. */
  setFavoriten(favoriten: ReadonlySet<string>): void {
    this.favoriten = favoriten;
    this.refreshDecorations();
  }

  /** Spec 4: for anonymous viewers objects shown with login (180620002) are grey. */
  setGreyLocked(greyLocked: boolean): void {
    if (greyLocked === this.greyLocked) return;
    this.greyLocked = greyLocked;
    for (const [id, entry] of this.entries) {
      entry.sprite = spriteIndex(entry.objekt, greyLocked);
      entry.feature?.set('sprite', entry.sprite, true);
      const index = this.pinIndex.get(id);
      if (index !== undefined) this.pins.sprite[index] = entry.sprite;
    }
    this.refreshDecorations();
    this.redraw();
  }

  /** Spec 4: 35 % opacity in the dimmed mode. */
  setDimmed(dimmed: boolean): void {
    if (dimmed === this.dimmed) return;
    this.dimmed = dimmed;
    if (this.layer instanceof WebGLVectorLayer)
      this.layer.updateStyleVariables({ opacity: dimmed ? DIMMED_OPACITY : 1 });
    else this.layer.changed();
    this.refreshDecorations();
  }

  /** The hovered object (from the map or the list) shows an extra dot. */
  setHovered(id: string | null): void {
    if (id === this.hovered) return;
    this.hovered = id;
    this.refreshDecorations();
  }

  /** The selected object (route objektId) shows its highlighted outline when zoomed in. */
  setSelected(id: string | null): void {
    if (id === this.selected) return;
    this.selected = id;
    this.refreshDecorations();
  }

  /** Clustering is on below CLUSTER_MAX_ZOOM; the page reports the view's zoom after each change. */
  setZoom(zoom: number): void {
    const active = zoom < CLUSTER_MAX_ZOOM;
    if (active === this.clusterActive) return;
    this.clusterActive = active;
    this.updateClustered();
  }

  /** The cluster under a pixel (more than one object): the extent of its objects and their number, or null. */
  clusterAtPixel(map: OlMap, pixel: Pixel): { extent: Extent; size: number } | null {
    if (!this.clusterActive) return null;
    let found: { extent: Extent; size: number } | null = null;
    map.forEachFeatureAtPixel(
      pixel,
      (feature) => {
        const members = feature.get('features') as Feature<Point>[] | undefined;
        if (!members || members.length < 2) return undefined;
        const extent = boundingExtent(members.map((m) => m.getGeometry()?.getCoordinates() ?? [0, 0]));
        found = { extent, size: members.length };
        return true;
      },
      { layerFilter: (layer) => layer === this.clusters, hitTolerance: 2 },
    );
    return found;
  }

  /** The number of objects of the largest cluster standing inside an extent (0 when none is drawn). */
  largestClusterIn(extent: Extent): number {
    if (!this.clusterActive) return 0;
    let largest = 0;
    for (const cluster of this.clusterSource.getFeatures()) {
      const size = (cluster.get('features') as Feature<Point>[]).length;
      const point = cluster.getGeometry() as Point | undefined;
      if (size > largest && point && containsCoordinate(extent, point.getCoordinates())) largest = size;
    }
    return largest;
  }

  /** The shown object whose pin is under a pixel, or null. */
  objektAtPixel(map: OlMap, pixel: Pixel): KartenObjekt | null {
    let id: string | null = null;
    map.forEachFeatureAtPixel(
      pixel,
      (feature) => {
        if (feature.get('kind') !== 'hover' && feature.get('on') !== 1) return undefined;
        id = (feature.get('objekt') as KartenObjekt).id;
        return true;
      },
      { layerFilter: (layer) => layer === this.layer || layer === this.decorations, hitTolerance: 2 },
    );
    if (id === null && this.pinCanvas) id = this.pinCanvas.hit(pixel);
    return id === null ? null : (this.entries.get(id)?.objekt ?? null);
  }

  /** The location of an object in map coordinates, if it is on the map. */
  coordinateOf(id: string): [number, number] | null {
    const entry = this.entries.get(id);
    return entry ? [entry.x, entry.y] : null;
  }

  private isVisible(id: string): boolean {
    return this.visible === null || this.visible.has(id);
  }

  private pinFeature(entry: Entry): Feature<Point> {
    const feature = new Feature<Point>(new Point([entry.x, entry.y]));
    feature.setId(entry.objekt.id);
    feature.setProperties({ objekt: entry.objekt, sprite: entry.sprite, on: entry.drawn ? 1 : 0 }, true);
    return feature;
  }

  /** The points of the filtered objects, which the cluster source groups. */
  private rebuildClusterPoints(): void {
    const points: Feature<Point>[] = [];
    for (const [id, entry] of this.entries) {
      if (!entry.on) continue;
      const point = new Feature<Point>(new Point([entry.x, entry.y]));
      point.setId(id);
      points.push(point);
    }
    this.clusterPoints.clear(true);
    this.clusterPoints.addFeatures(points);
  }

  /** The objects standing in a cluster of several, from the cluster source's current clusters. */
  private updateClustered(): void {
    const next = new Set<string>();
    let count = 0;
    if (this.clusterActive) {
      for (const cluster of this.clusterSource.getFeatures()) {
        const members = cluster.get('features') as Feature<Point>[];
        if (members.length < 2) continue;
        count++;
        for (const member of members) next.add(member.getId() as string);
      }
    }
    this.clusterCount = count;
    if (next.size === this.clustered.size && [...next].every((id) => this.clustered.has(id))) return;
    this.clustered = next;
    if (!this.applyDrawn()) return;
    this.refreshDecorations();
    this.redraw();
  }

  /** Brings every pin's drawn flag in line with the filters and the clusters; true when one changed. */
  private applyDrawn(): boolean {
    let changed = false;
    for (const [id, entry] of this.entries) {
      const drawn = entry.on && !this.clustered.has(id);
      if (entry.drawn === drawn) continue;
      entry.drawn = drawn;
      changed = true;
      entry.feature?.set('on', drawn ? 1 : 0, true);
      const index = this.pinIndex.get(id);
      if (index !== undefined) this.pins.on[index] = drawn ? 1 : 0;
    }
    return changed;
  }

  private removeEntry(id: string, entry: Entry): void {
    if (entry.feature) this.source?.removeFeature(entry.feature);
    this.entries.delete(id);
  }

  /** The Canvas renderer's arrays, sorted north to south. */
  private rebuildPins(): void {
    if (!this.pinCanvas) return;
    this.pins = sortedPins(
      [...this.entries.values()].map((e) => ({ id: e.objekt.id, x: e.x, y: e.y, sprite: e.sprite, on: e.drawn })),
    );
    this.pinIndex = new Map(this.pins.ids.map((id, i) => [id, i]));
  }

  private redraw(): void {
    this.revision++;
    // Source and layer revisions tell the renderers to rebuild from the current flags.
    this.source?.changed();
    this.layer.changed();
  }

  /** Rebuilds the few decoration features: stars of shown favourites, the hovered pin, the selected outline. */
  private refreshDecorations(): void {
    const decorations: Feature<Geometry>[] = [];
    const starred: string[] = [];
    for (const favorit of this.favoriten) {
      const entry = this.entries.get(favorit.replace(/^objekt\./, ''));
      if (!entry?.drawn) continue;
      decorations.push(this.decoration(entry, 'star'));
      starred.push(entry.objekt.id);
    }
    this.starredIds = starred.join(' ');
    const hovered = this.hovered ? this.entries.get(this.hovered) : undefined;
    if (hovered?.drawn) decorations.push(this.decoration(hovered, 'hover'));
    const selected = this.selected ? this.entries.get(this.selected) : undefined;
    const outline = selected ? objektOutline(selected.objekt) : null;
    if (selected && outline) {
      const feature = this.decoration(selected, 'outline');
      feature.setGeometry(outline);
      decorations.push(feature);
    }
    this.decorationSource.clear(true);
    this.decorationSource.addFeatures(decorations);
  }

  private decoration(entry: Entry, kind: 'star' | 'hover' | 'outline'): Feature<Geometry> {
    const feature = new Feature<Geometry>(new Point([entry.x, entry.y]));
    feature.setProperties({ objekt: entry.objekt, sprite: entry.sprite, kind, on: entry.drawn ? 1 : 0 }, true);
    return feature;
  }

  private decorationStyle(feature: Feature<Geometry>, resolution: number): Style | Style[] | undefined {
    const zoom = zoomForResolution(resolution);
    const objekt = feature.get('objekt') as KartenObjekt;
    switch (feature.get('kind')) {
      case 'star':
        return starStyle(zoom);
      case 'hover':
        return hoverStyles(feature.get('sprite') as number, zoom);
      case 'outline':
        return zoom >= OUTLINE_MIN_ZOOM ? outlineStyle(objekt.objektart, this.dimmed) : undefined;
      default:
        return undefined;
    }
  }
}

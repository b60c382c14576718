import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePointWkt } from '../../shared/domain/geo';
import { STATUS } from '../../shared/domain/objekt';
import { objekt } from '../db/schema';
import type { ObjektRecord } from '../objekt/queries';
import { getVisibleObjekte } from '../objekt/service';
import { buildTestApp, type TestApp } from '../test/helper';
import { pdfImageList, pdfToPngs, pdfToText } from '../test/pdf';
import { startTileServer, type TileServerMode } from '../test/tile-server';
import { createBasemaps, tileCover } from './expose-basemap';
import { project } from './expose-map';
import { locationScene, OVERVIEW, overviewFrame, overviewScene, propertyFrame } from './expose-map-scene';
import { MAP_SIZE } from './expose-page';

const quiet = { warn() {}, debug() {} } as unknown as FastifyBaseLogger;
const CREDIT = 'Grundkarte: Testkacheln';

/** The centre of the red pixels within `radius` px of (x, y) of a JPEG, and how many there are. */
async function redAround(image: Uint8Array, x: number, y: number, radius = 12) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let py = Math.max(0, Math.floor(y - radius)); py < Math.min(info.height, y + radius); py++) {
    for (let px = Math.max(0, Math.floor(x - radius)); px < Math.min(info.width, x + radius); px++) {
      const i = (py * info.width + px) * info.channels;
      const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
      if (r > 200 && g < 90 && b < 90) {
        sx += px + 0.5;
        sy += py + 0.5;
        n++;
      }
    }
  }
  return { x: sx / n, y: sy / n, n, width: info.width };
}

/** A URL of 127.0.0.1 where nothing listens. */
async function closedPortUrl() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/tiles/{z}/{y}/{x}.png`;
}

describe('base maps from a tile service line up with the drawing', () => {
  // A property near Petronell-Carnuntum, a point 8 km north-east of it, and the region's far corners.
  const home: [number, number] = [16.8612, 48.1085];
  const nearby: [number, number] = [16.95, 48.16];
  const corners: [number, number][] = [
    [14.55, 48.95],
    [17.0, 47.5],
  ];
  let server: Awaited<ReturnType<typeof startTileServer>>;
  let dataDir: string;
  beforeAll(async () => {
    server = await startTileServer([home, nearby, ...corners]);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-tiles-'));
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('puts each position of the tiles on the pixel where the map draws it, on the location map and the overview', async () => {
    const basemaps = createBasemaps({ url: server.url, attribution: CREDIT, dataDir, log: quiet, userAgent: 'test' });
    const color = '#e03131';
    const location = locationScene({
      lon: home[0],
      lat: home[1],
      polygon: null,
      color,
      places: [],
      neighbours: [nearby],
      lang: 'de',
      ...MAP_SIZE.location,
    });
    const overview = overviewScene({
      pins: [home, ...corners].map(([lon, lat]) => ({ lon, lat, color })),
      places: [],
      bezirke: new Map(),
      lang: 'de',
      ...MAP_SIZE.overview,
    });
    const overviewBox = overviewFrame(MAP_SIZE.overview.width, MAP_SIZE.overview.height);
    const frames = new Map([
      ['home', location.frame],
      [OVERVIEW, overviewBox],
    ]);
    const { basemaps: maps, complete } = await basemaps.forExpose(frames, 10_000);
    expect(complete).toBe(true);
    expect(maps.attribution).toBe(CREDIT);

    // Where the drawing puts each position (pin tips, the grey neighbour) in pt, and where the tiles have it.
    const expected: [string, Uint8Array | undefined, number, number][] = [
      ['location: pin', maps.images.home, location.pins[0]?.x ?? -1, location.pins[0]?.y ?? -1],
      ['location: neighbour', maps.images.home, ...(location.neighbours[0] ?? [-1, -1])],
      ...overview.pins.map((p, i): [string, Uint8Array | undefined, number, number] => [
        `overview: pin ${i + 1}`,
        maps.images[OVERVIEW],
        p.x,
        p.y,
      ]),
    ];
    for (const [name, image, x, y] of expected) {
      if (!image) throw new Error(`no base map for ${name}`);
      const ptWidth = name.startsWith('overview') ? overview.width : location.width;
      const scale = (await sharp(image).metadata()).width / ptWidth;
      const dot = await redAround(image, x * scale, y * scale);
      expect(dot.n, name).toBeGreaterThan(20);
      expect(Math.abs(dot.x - x * scale), name).toBeLessThanOrEqual(1);
      expect(Math.abs(dot.y - y * scale), name).toBeLessThanOrEqual(1);
    }
    // The image is the frame at the tiles' own resolution: between 1.4 and 2.8 pixels per point.
    for (const [frame, image] of [
      [location.frame, maps.images.home],
      [overviewBox, maps.images[OVERVIEW]],
    ] as const) {
      const meta = await sharp(image).metadata();
      expect(meta.width / frame.width).toBeGreaterThan(1.4);
      expect(meta.width / frame.width).toBeLessThan(2.9);
      expect(meta.height / meta.width).toBeCloseTo(frame.height / frame.width, 2);
    }
    // The projection is Web Mercator: a latitude halfway across the overview's box is not halfway up it.
    const [, middle] = project(overviewBox, 16, (overviewBox.minLat + overviewBox.maxLat) / 2);
    expect(Math.abs(middle - overviewBox.height / 2)).toBeGreaterThan(1);
  });
});

/** Public properties of different types, a plot first. */
async function chooseObjekte(t: TestApp): Promise<ObjektRecord[]> {
  const rows = await t.db
    .selectDistinctOn([objekt.objektart], { id: objekt.id })
    .from(objekt)
    .where(and(eq(objekt.status, STATUS.OHNE_LOGIN), eq(objekt.istabgelaufen, false)))
    .orderBy(objekt.objektart, objekt.id);
  const records = await getVisibleObjekte(
    t.db,
    null,
    rows.slice(0, 3).map((r) => r.id),
  );
  if (records.length < 3) throw new Error('the demo data has fewer than 3 public properties of different types');
  return records;
}

/** The pixel size of a frame's base map. */
const sizeOf = (cover: ReturnType<typeof tileCover>) => `${cover.width}x${cover.height}`;
const imageSizes = (pdf: Buffer) => pdfImageList(pdf).map((i) => `${i.width}x${i.height}`);

describe('the exposé on a base map', () => {
  let server: Awaited<ReturnType<typeof startTileServer>>;
  let t: TestApp;
  let objekte: ObjektRecord[];

  beforeAll(async () => {
    server = await startTileServer();
    t = await buildTestApp('pglite', { EXPOSE_TILE_URL: server.url, EXPOSE_TILE_ATTRIBUTION: CREDIT });
    objekte = await chooseObjekte(t);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('shows the tiles under each map with their credit, kept on disk and in memory after the first exposé', async () => {
    const [first] = objekte as [ObjektRecord];
    const frame = propertyFrame(first);
    if (!frame) throw new Error('the chosen property has no position');
    const de = await t.app.inject({ url: `/api/expose?ids=${first.row.id}&lang=de` });
    expect(de.statusCode).toBe(200);
    pdfToPngs(de.rawPayload, 'test-results/expose/basemap-de-single');
    expect(imageSizes(de.rawPayload)).toContain(sizeOf(tileCover(frame)));
    expect(pdfToText(de.rawPayload)).toContain(CREDIT);
    const asked = server.state.requests;
    expect(asked).toBeGreaterThan(3);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'kacheln'), { recursive: true }).length).toBeGreaterThan(asked);

    // The English exposé is another document, but its map is the same: no tile is asked for again.
    const en = await t.app.inject({ url: `/api/expose?ids=${first.row.id}&lang=en` });
    expect(en.statusCode).toBe(200);
    expect(imageSizes(en.rawPayload)).toContain(sizeOf(tileCover(frame)));
    expect(server.state.requests).toBe(asked);
  });

  it('puts a collection’s overview and every location map on the tiles', async () => {
    const ids = objekte.map((o) => o.row.id).join(',');
    const res = await t.app.inject({ url: `/api/expose?ids=${ids}&lang=en` });
    expect(res.statusCode).toBe(200);
    pdfToPngs(res.rawPayload, 'test-results/expose/basemap-en-collection');
    const sizes = imageSizes(res.rawPayload);
    const overview = tileCover(overviewFrame(MAP_SIZE.overview.width, MAP_SIZE.overview.height));
    expect(pdfImageList(res.rawPayload).filter((i) => i.page === 1)).toHaveLength(1);
    expect(sizes[0]).toBe(sizeOf(overview));
    for (const o of objekte) {
      const frame = propertyFrame(o);
      if (frame) expect(sizes).toContain(sizeOf(tileCover(frame)));
    }
    const credits = pdfToText(res.rawPayload).split(CREDIT).length - 1;
    expect(credits).toBe(1 + objekte.filter((o) => parsePointWkt(o.standort ?? '')).length);
  });
});

describe('the exposé when the tile service fails', () => {
  const cases: [string, TileServerMode | 'down'][] = [
    ['answers 500', 'error'],
    ['answers 404', 'missing'],
    ['is unreachable', 'down'],
    ['does not answer in time', 'hang'],
  ];
  for (const [name, mode] of cases) {
    it(`still renders every map, drawn without tiles, when the tile service ${name}`, async () => {
      const server = await startTileServer();
      server.state.mode = mode === 'down' ? 'ok' : mode;
      const url = mode === 'down' ? await closedPortUrl() : server.url;
      const t = await buildTestApp('pglite', { EXPOSE_TILE_URL: url, EXPOSE_TILE_ATTRIBUTION: CREDIT });
      try {
        const objekte = await chooseObjekte(t);
        const ids = objekte.map((o) => o.row.id).join(',');
        // A tile server that never answers would hold the exposé forever but for the tiles' timeout.
        const res = await t.app.inject({ url: `/api/expose?ids=${ids}&lang=de` });
        expect(res.statusCode).toBe(200);
        pdfToPngs(res.rawPayload, `test-results/expose/basemap-failing-${mode}`);
        // No base map and no credit for one; the drawn maps with their own sources instead.
        expect(pdfImageList(res.rawPayload)).toHaveLength(0);
        const text = pdfToText(res.rawPayload);
        expect(text).not.toContain(CREDIT);
        expect(text).toContain('Ortsdaten: GeoNames');
        if (mode === 'error' || mode === 'hang') {
          // A failing service is left alone for a while: the next exposé does not wait for it again.
          const asked = server.state.requests;
          const next = await t.app.inject({ url: `/api/expose?ids=${objekte[0]?.row.id}&lang=en` });
          expect(next.statusCode).toBe(200);
          expect(server.state.requests).toBe(asked);
        }
      } finally {
        await t.close();
        await server.close();
      }
    });
  }

  it('keeps the base map where the tile service has only some tiles (404 beyond its coverage), white in the gaps', async () => {
    const server = await startTileServer();
    server.state.mode = 'patchy';
    const t = await buildTestApp('pglite', { EXPOSE_TILE_URL: server.url, EXPOSE_TILE_ATTRIBUTION: CREDIT });
    try {
      const objekte = await chooseObjekte(t);
      const res = await t.app.inject({ url: `/api/expose?ids=${objekte.map((o) => o.row.id).join(',')}&lang=de` });
      expect(res.statusCode).toBe(200);
      pdfToPngs(res.rawPayload, 'test-results/expose/basemap-patchy');
      const overview = tileCover(overviewFrame(MAP_SIZE.overview.width, MAP_SIZE.overview.height));
      expect(overview.tiles.some(([x]) => x % 2 === 1)).toBe(true);
      expect(imageSizes(res.rawPayload)).toContain(sizeOf(overview));
      expect(pdfToText(res.rawPayload)).toContain(CREDIT);
    } finally {
      await t.close();
      await server.close();
    }
  });
});

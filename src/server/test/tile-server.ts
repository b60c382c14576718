import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * How the test tile server answers: tiles, a server error, nothing (a hanging request), not found, or
 * tiles with gaps (404 for every tile of an odd column, as a national basemap has none beyond its border).
 */
export type TileServerMode = 'ok' | 'error' | 'hang' | 'missing' | 'patchy';

/** The slippy-map formula (OSM wiki), written apart from the code under test: the pixel of lon/lat at zoom z. */
function pixelOf(lon: number, lat: number, z: number): [number, number] {
  const n = 256 * 2 ** z;
  const phi = (lat * Math.PI) / 180;
  return [((lon + 180) / 360) * n, ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n];
}

function lonLatOf(px: number, py: number, z: number): [number, number] {
  const n = 256 * 2 ** z;
  return [(px / n) * 360 - 180, (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / n))) * 180) / Math.PI];
}

/**
 * One 256 px tile that looks like a plain base map: a paper ground, a graticule continuous across tiles
 * (every 0.05° from zoom 10 on, else every 0.5°) and the tile's name in a corner; each marker position is a
 * red dot of radius 4 px, so a test can find where a position landed in a composed image.
 */
async function renderTile(z: number, x: number, y: number, markers: readonly [number, number][]): Promise<Buffer> {
  const step = z >= 10 ? 0.05 : 0.5;
  const [west, north] = lonLatOf(x * 256, y * 256, z);
  const [east, south] = lonLatOf(x * 256 + 256, y * 256 + 256, z);
  const lines: string[] = [];
  for (let lon = Math.ceil(west / step) * step; lon < east; lon += step) {
    const px = pixelOf(lon, 0, z)[0] - x * 256;
    lines.push(`M${px.toFixed(2)} 0V256`);
  }
  for (let lat = Math.ceil(south / step) * step; lat < north; lat += step) {
    const py = pixelOf(0, lat, z)[1] - y * 256;
    lines.push(`M0 ${py.toFixed(2)}H256`);
  }
  const dots = markers
    .map(([lon, lat]) => pixelOf(lon, lat, z))
    .map(([px, py]) => [px - x * 256, py - y * 256])
    .filter(([px = 0, py = 0]) => px > -8 && px < 264 && py > -8 && py < 264)
    .map(([px, py]) => `<circle cx="${px}" cy="${py}" r="4" fill="#ff0000"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#efece4"/>
    <path d="${lines.join('')}" stroke="#c9c2b2" stroke-width="1" fill="none"/>
    <text x="6" y="14" font-family="DejaVu Sans" font-size="9" fill="#a89f8c">${z}/${x}/${y}</text>
    ${dots.join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * An XYZ tile server on 127.0.0.1 for tests (no test may depend on the internet): `/tiles/{z}/{y}/{x}.png`,
 * basemap.at's order. `mode` changes how it answers; `requests` counts the tile requests it received.
 */
export async function startTileServer(markers: readonly [number, number][] = []) {
  const state = { mode: 'ok' as TileServerMode, requests: 0 };
  const server = http.createServer(async (request, response) => {
    const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
    if (!match) return response.writeHead(404).end();
    state.requests++;
    if (state.mode === 'hang') return;
    if (state.mode === 'error') return response.writeHead(500).end('tile renderer down');
    if (state.mode === 'missing') return response.writeHead(404).end();
    const [z, y, x] = match.slice(1).map(Number) as [number, number, number];
    if (state.mode === 'patchy' && x % 2 === 1) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png' }).end(await renderTile(z, x, y, markers));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tiles/{z}/{y}/{x}.png`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

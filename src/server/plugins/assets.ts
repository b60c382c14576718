import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { type Encoding, negotiateEncoding } from '../lib/encoded-body';
import { AppError } from './errors';

/** The kinds of file Vite writes into assets/ (scripts, styles, fonts, imported images). */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.wasm': 'application/wasm',
};

/** Vite puts a content hash into every file name under assets/: a changed file gets a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const COPIES: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

type Asset = Partial<Record<Encoding, Buffer>>;

/**
 * The hashed build output (dist/client/assets), served from memory: a page's first visit asks for its
 * entry and every chunk of its screen at once, six at a time over HTTP/1.1, so each of these requests
 * should cost the server as little as a route that answers from memory. A file and the .br and .gz copies
 * the build wrote beside it (vite.config.ts) are read on first request and kept — they never change while
 * the server runs, and all of them together are a few megabytes. Only names the directory held at start
 * are served; the copies themselves are not addressable.
 */
export const assetRoutes: FastifyPluginAsync<{ dir: string }> = async (app, { dir }) => {
  const names = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const assets = new Map<string, Promise<Asset>>();

  async function read(name: string): Promise<Asset> {
    const asset: Asset = { identity: await fs.promises.readFile(path.join(dir, name)) };
    for (const [encoding, suffix] of Object.entries(COPIES) as [Encoding, string][]) {
      if (names.has(name + suffix)) asset[encoding] = await fs.promises.readFile(path.join(dir, name + suffix));
    }
    return asset;
  }

  function load(name: string): Promise<Asset> {
    let asset = assets.get(name);
    if (!asset) {
      asset = read(name);
      // A failed read is tried again by the next request rather than remembered.
      asset.catch(() => assets.delete(name));
      assets.set(name, asset);
    }
    return asset;
  }

  app.get<{ Params: { file: string } }>(
    '/assets/:file',
    { compress: false, schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      const type = CONTENT_TYPES[path.extname(file)];
      if (!type || !names.has(file)) throw new AppError('unknownEndpoint', `No route GET ${request.url}`);
      const asset = await load(file);
      const wanted = negotiateEncoding(request.headers['accept-encoding']);
      const encoding = asset[wanted] ? wanted : 'identity';
      reply.header('cache-control', IMMUTABLE).header('vary', 'Accept-Encoding').type(type);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(asset[encoding]);
    },
  );
};

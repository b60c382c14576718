import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../../shared/domain/richtext';
import { LANGS } from '../../shared/domain/routes';
import { storedFileRoutes } from '../storage/routes';
import type { FileStore } from '../storage/store';
import { assetRoutes } from './assets';
import { AppError } from './errors';
import { createPreloads } from './preloads';
import type { Viewer } from './session';

/** What the page head needs; built by slug/meta.ts. */
export interface HeadMeta {
  lang: string;
  title: string;
  description: string;
  type: 'website' | 'article';
  image?: string;
  /** The image is what the page shows largest on arrival: preloaded (slug/meta.ts). */
  preloadImage?: boolean;
  twinPath: string | null;
  /** Describes what only the requesting session may see: private to its browser. */
  personal?: boolean;
}

/**
 * Writes lang, title, description, canonical and hreflang alternates and the Open Graph tags into the
 * built index.html, so a crawled or shared page has them without running any script; `extra` (the page's
 * preload links) goes into the head as well.
 */
export function injectMeta(html: string, meta: HeadMeta, publicUrl: string, pathname: string, extra = '') {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(publicUrl + pathname)}" />`,
    `<meta property="og:site_name" content="Standortportal Niederösterreich" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:url" content="${escapeHtml(publicUrl + pathname)}" />`,
    `<meta property="og:locale" content="${meta.lang === 'en' ? 'en_GB' : 'de_AT'}" />`,
  ];
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(publicUrl + meta.image)}" />`);
  if (meta.image && meta.preloadImage) {
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(meta.image)}" fetchpriority="high" />`);
  }
  if (meta.twinPath !== null) {
    for (const lang of LANGS) {
      tags.push(
        `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(`${publicUrl}/${lang}${meta.twinPath}`)}" />`,
      );
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${publicUrl}/de${meta.twinPath}`)}" />`);
  }
  // Replacement functions, never strings: a replacement string expands `$'`, `$\`` and `$&`, which user
  // text (a path, an object's name) may contain.
  const head = [...tags, ...(extra ? [extra] : [])].join('\n    ');
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(meta.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${head}\n  </head>`);
}

/**
 * Serves images and documents (from DATA_DIR, or from the bucket: storage/routes.ts), the built client, and index.html (with meta) for every
 * other GET that is not an API call. Unknown /api paths answer a JSON 404, never the SPA page.
 */
export const spaPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      /** Where uploads are stored. */
      store: FileStore;
      clientDir?: string;
      publicUrl: string;
      /**
       * Head of a page; `search`: its query string (the results view's title names the text searched);
       * `viewer`: the caller's session (a detail page describes what the caller may see).
       */
      metaFor: (pathname: string, search: string, viewer: Viewer | null) => Promise<HeadMeta>;
    },
  ) => {
    const { spec } = opts.store;
    if (spec.kind === 's3') await app.register(storedFileRoutes, { store: opts.store });
    const dataDir = spec.kind === 'disk' ? spec.dataDir : null;
    for (const dir of dataDir ? ['bilder', 'dokumente'] : []) {
      const root = path.join(dataDir as string, dir);
      fs.mkdirSync(root, { recursive: true });
      await app.register(fastifyStatic, {
        root,
        prefix: `/${dir}/`,
        decorateReply: false,
        maxAge: '7d',
        // Uploaded documents are downloaded, never rendered inside the portal's origin.
        setHeaders: (res) => {
          if (dir === 'dokumente') res.header('content-disposition', 'attachment');
        },
      });
    }
    const indexFile = opts.clientDir && path.join(opts.clientDir, 'index.html');
    const index = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
    const preloads = opts.clientDir ? createPreloads(opts.clientDir) : () => '';
    if (opts.clientDir && index) {
      // The files beside index.html (icons, images of public/) and index.html itself are revalidated on
      // every use. The hashed build output under assets/ is left to the registration below: a route of
      // this one per file would shadow it and lose its caching headers.
      await app.register(fastifyStatic, {
        root: opts.clientDir,
        prefix: '/',
        index: false,
        wildcard: false,
        globIgnore: ['assets/**'],
        decorateReply: false,
        setHeaders: (reply, filePath) => {
          if (filePath.endsWith('.html')) reply.header('cache-control', 'no-cache');
        },
      });
      // The hashed build output: immutable for a year, brotli/gzip copies as the build wrote them (assets.ts).
      await app.register(assetRoutes, { dir: path.join(opts.clientDir, 'assets') });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPage = request.method === 'GET' && !url.startsWith('/api/') && url !== '/api' && !path.extname(url);
      if (!isPage || !index) throw new AppError('unknownEndpoint', `No route ${request.method} ${url}`);
      const meta = await opts.metaFor(url, request.url.slice(url.length), request.viewer);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', meta.personal ? 'private, no-cache' : 'no-cache')
        .send(injectMeta(index, meta, opts.publicUrl, url, preloads(url)));
    });
  },
);

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '../../shared/domain/routes';
import { PROJECT_ROOT } from '../paths';
import { TEST_INDEX_HTML, writeClientBuild } from '../test/client-build';
import { buildTestApp, type TestApp } from '../test/helper';
import { screenModule } from './preloads';

/** A manifest as Vite writes it: the entry and the funding compass share a vendor chunk. */
const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_vendor-B.js'], css: ['assets/index-C.css'] },
  '_vendor-B.js': { file: 'assets/vendor-B.js' },
  '_shared-D.js': { file: 'assets/shared-D.js', imports: ['_vendor-B.js'], css: ['assets/index-C.css'] },
  '_icons-E.js': { file: 'assets/icons-E.js' },
  'pages/foerderkompass/index.tsx': {
    file: 'assets/foerderkompass-F.js',
    isDynamicEntry: true,
    imports: ['_shared-D.js', '_icons-E.js'],
    css: ['assets/foerderkompass-G.css'],
  },
  '../../virtual:catalogue/de-rest': { file: 'assets/de-rest-H.js', isDynamicEntry: true },
  '../../virtual:catalogue/de-admin': { file: 'assets/de-admin-J.js', isDynamicEntry: true },
  'pages/admin/glossar/index.tsx': { file: 'assets/admin-glossar-K.js', isDynamicEntry: true },
  'pages/detailansicht/index.tsx': { file: 'assets/detailansicht-I.js', isDynamicEntry: true },
};

describe('the screen modules the preloads name', () => {
  it('exist for every screen but the home page (which is part of the entry chunk)', () => {
    for (const name of ROUTE_NAMES.filter((n) => n !== 'home')) {
      const file = path.join(PROJECT_ROOT, 'src/client', screenModule(name));
      expect(fs.existsSync(file), `${name} → ${file}`).toBe(true);
    }
  });
});

describe('preloading the screen of the requested page', () => {
  let t: TestApp;
  let build: ReturnType<typeof writeClientBuild>;
  beforeAll(async () => {
    build = writeClientBuild({ 'index.html': TEST_INDEX_HTML, '.vite/manifest.json': JSON.stringify(MANIFEST) });
    t = await buildTestApp('pglite', {}, { clientDir: build.dir });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it("names the funding compass's chunk, its imports and its stylesheet, but not what the entry loads", async () => {
    const html = (await t.app.inject({ url: '/en/foerderkompass?art=zuschuss' })).body;
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded.sort()).toEqual(['/assets/foerderkompass-F.js', '/assets/icons-E.js', '/assets/shared-D.js']);
    expect(html).toContain('<link rel="stylesheet" href="/assets/foerderkompass-G.css" />');
    expect(html).not.toContain('index-C.css');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it("adds the rest of the German catalogue to a German screen's preloads (an English page has its catalogue whole)", async () => {
    const preloads = async (url: string) =>
      [...(await t.app.inject({ url })).body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(await preloads('/de/foerderkompass')).toContain('/assets/de-rest-H.js');
    expect(await preloads('/en/foerderkompass')).not.toContain('/assets/de-rest-H.js');
  });

  it("adds the administrators' texts to a German admin screen's preloads only", async () => {
    const preloads = async (url: string) =>
      [...(await t.app.inject({ url })).body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(await preloads('/de/admin/glossar')).toEqual([
      '/assets/admin-glossar-K.js',
      '/assets/de-rest-H.js',
      '/assets/de-admin-J.js',
    ]);
    expect(await preloads('/en/admin/glossar')).toEqual(['/assets/admin-glossar-K.js']);
    expect(await preloads('/de/foerderkompass')).not.toContain('/assets/de-admin-J.js');
  });

  it('names the API answer the funding compass and the detail view paint with, as the API client fetches it', async () => {
    const fetchPreloads = async (url: string) =>
      [
        ...(await t.app.inject({ url })).body.matchAll(
          /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" \/>/g,
        ),
      ].map((m) => m[1]);
    expect(await fetchPreloads('/de/foerderkompass')).toEqual(['/api/fm_matrix']);
    const id = 'a0000000-0000-4000-8000-000000000001';
    expect(await fetchPreloads(`/en/standortsuche/${id}`)).toEqual([`/api/objekt/${id}`]);
    expect(await fetchPreloads('/de/glossar')).toEqual([]);
  });

  it('adds nothing to the home page or to paths that are no screen', async () => {
    for (const url of ['/de/home', '/de/gibt-es-nicht']) {
      expect((await t.app.inject({ url })).body).not.toContain('modulepreload');
    }
  });
});

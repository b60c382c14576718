import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../shared/domain/objekt';
import { buildSeedPdf } from './db/seed/kampagnen';
import {
  fmMatrixInput,
  glossarInput,
  kampagneInput,
  objektInput,
  pngImage,
  profileInput,
  slugInput,
} from './test/factories';
import { testDbKinds } from './test/helper';
import { TRUNCATED_MULTIPART } from './test/hostile';
import { casesFor, violates } from './test/hostile-cases';
import { buildMatrixApp, type Caller, type MatrixContext, send } from './test/matrix';
import { PERMISSION_TABLE } from './test/permission-table';
import { endpointInput, endpointKey, endpoints } from './test/routes';

const SENTINEL = 'sentinel: must never be served or deleted';

/** Fails with every problem listed, one a line (a long array would be cut short in the diff). */
function expectNone(failures: string[]) {
  expect(failures.length, `\n${failures.join('\n')}\n`).toBe(0);
}

describe.each(testDbKinds())('hostile input on %s', (kind) => {
  let ctx: MatrixContext;
  const stats = { cases: 0, refused: 0, accepted: 0, serverErrors: 0 };
  const sentinel = () => path.join(ctx.t.config.dataDir, 'sentinel.txt');

  beforeAll(async () => {
    ctx = await buildMatrixApp(kind);
    fs.writeFileSync(sentinel(), SENTINEL);
  });
  afterAll(async () => {
    console.log(
      `Hostile input on ${kind}: ${stats.cases} cases, ${stats.refused} refused with a 4xx, ` +
        `${stats.accepted} accepted as legitimate, ${stats.serverErrors} answered with a 5xx`,
    );
    await ctx?.t.close();
  });

  /** Files of the data dir outside the upload folders: no upload may add one. */
  const filesOutsideStorage = () =>
    fs
      .readdirSync(ctx.t.config.dataDir, { recursive: true, withFileTypes: true })
      .map((f) => path.relative(ctx.t.config.dataDir, path.join(f.parentPath, f.name)))
      .filter((f) => !/^(bilder|dokumente|outbox)(\/|$)/.test(f))
      .sort();

  /** Checks one answer: never a 5xx, errors as JSON, a 4xx where the input must be refused. */
  function judge(res: Response, mustRefuse: boolean, where: string, failures: string[]) {
    stats.cases++;
    const status = res.statusCode;
    if (status >= 400) stats.refused++;
    else stats.accepted++;
    if (status >= 500) {
      stats.serverErrors++;
      failures.push(`${where}: ${status} ${res.body.slice(0, 200)}`);
    } else if (mustRefuse && status < 400) failures.push(`${where}: accepted (${status}) what its schema refuses`);
    if (status >= 400 && !(res.headers['content-type'] ?? '').includes('application/json')) {
      failures.push(`${where}: ${status} without a JSON error body`);
    } else if (status >= 400 && !res.json().error?.code) failures.push(`${where}: error body without a code`);
  }

  it.each(['admin', 'anonymous'] as const)(
    'answers hostile bodies, queries and parameters with a 4xx (or accepts legitimate ones), never a 5xx, as %s',
    async (role) => {
      const failures: string[] = [];
      let caller: Caller | null = null;
      for (const endpoint of endpoints(ctx.t.app)) {
        const input = endpointInput(ctx.t.app, endpoint);
        const key = endpointKey(endpoint);
        const entry = PERMISSION_TABLE[key];
        if (!input || (!input.body && !Object.keys(input.query).length && !Object.keys(input.params).length)) continue;
        if (!entry) {
          failures.push(`${key}: no valid request to start from (add it to the permission table)`);
          continue;
        }
        // A fresh session per endpoint: some calls end it (terms, logout, account deletion).
        if (!caller || (role === 'admin' && !caller.agent.jar.has('sid'))) caller = await ctx.ownCaller(role);
        const base = await entry.call(ctx, caller, await ctx.objekt(STATUS.ENTWURF));
        if (input.body && base.payload !== undefined && violates(input.body, base.payload)) {
          failures.push(`${key}: the oracle refuses the valid request it starts from`);
        }
        for (const c of casesFor(endpoint, base, input)) {
          const res = await send(caller.agent, c.call).catch((error: Error) => error);
          if (res instanceof Error) failures.push(`${key} ${c.label}: the answer broke off (${res.message})`);
          else judge(res, c.mustRefuse, `${key} ${c.label}`, failures);
          if (role === 'admin' && !caller.agent.jar.has('sid')) caller = await ctx.ownCaller(role);
        }
      }
      expectNone(failures);
    },
    // A sweep over every route of the API (thousands of requests), not a speed check.
    180_000,
  );

  it('stores uploads under names of its own, whatever they are called or contain', async () => {
    const failures: string[] = [];
    const before = filesOutsideStorage();
    const png = await pngImage();
    const pdf = buildSeedPdf('Upload');
    const { id: objektId } = await ctx.objekt(STATUS.ENTWURF);
    const kampagne = (await ctx.admin.post('/api/admin/kampagnen')).json().id;
    const targets = [
      { url: `/api/objekt/${objektId}/bilder`, data: png, type: 'image/png', name: /^[0-9a-f-]{36}\.webp$/ },
      { url: `/api/admin/kampagnen/${kampagne}/bilder`, data: png, type: 'image/png', name: /^[0-9a-f-]{36}\.webp$/ },
      {
        url: `/api/admin/kampagnen/${kampagne}/pdfs`,
        data: pdf,
        type: 'application/pdf',
        name: /^[\p{L}\p{N}_-]+\.pdf$/u,
      },
    ];
    const names = [
      '../../etc/passwd',
      '..\\..\\windows\\win.ini',
      '/etc/passwd',
      '..%2F..%2Fsentinel.txt',
      'a\u0000b.png',
      '<script>alert(1)</script>.png',
      'Rechnung\u202egnp.exe',
      `${'n'.repeat(1000)}.png`,
    ];
    for (const target of targets) {
      // A harmless file under a hostile name is legitimate: stored under a name the server makes up.
      for (const filename of names) {
        const res = await ctx.admin.upload(target.url, filename, target.data, target.type);
        judge(res, false, `${target.url} named ${JSON.stringify(filename)}`, failures);
        const stored = res.statusCode === 201 ? (res.json().s3filename ?? res.json().file) : '';
        if (res.statusCode === 201 && !target.name.test(stored)) failures.push(`${target.url}: stored as ${stored}`);
      }
      // Content that is no image or PDF is refused, whatever it claims to be.
      const contents: [string, Buffer, string][] = [
        ['garbage', Buffer.from('not an image at all'), 'image/png'],
        [
          'SVG with script',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          'image/svg+xml',
        ],
        ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), 'text/html'],
        ['empty', Buffer.alloc(0), target.type],
        ['the other pool type', target.type === 'application/pdf' ? png : pdf, target.type],
      ];
      for (const [label, data, type] of contents) {
        if (label === 'the other pool type' && target.url.includes('/objekt/')) continue; // properties take both
        judge(await ctx.admin.upload(target.url, 'datei.png', data, type), true, `${target.url} ${label}`, failures);
      }
      const notMultipart = await ctx.admin.request({ method: 'POST', url: target.url, payload: { file: 'x' } });
      judge(notMultipart, true, `${target.url} JSON instead of multipart`, failures);
      for (const [label, payload] of TRUNCATED_MULTIPART) {
        const res = await ctx.admin.request({
          method: 'POST',
          url: target.url,
          payload,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        });
        judge(res, true, `${target.url} ${label}`, failures);
      }
    }
    // Before the campaign is looked up: an unknown one with a broken body is refused, not a 5xx.
    for (const pool of ['bilder', 'pdfs']) {
      const [label, payload] = TRUNCATED_MULTIPART[0] as [string, string];
      const url = `/api/admin/kampagnen/999999/${pool}`;
      const headers = { 'content-type': 'multipart/form-data; boundary=x' };
      judge(await ctx.admin.request({ method: 'POST', url, payload, headers }), true, `${url} ${label}`, failures);
    }
    expectNone(failures);
    expect(fs.readFileSync(sentinel(), 'utf8')).toBe(SENTINEL);
    expect(filesOutsideStorage()).toEqual(before);
  });

  it('serves and deletes no file outside its folders, however the path is written', async () => {
    const failures: string[] = [];
    const paths = [
      '/bilder/..%2f..%2fsentinel.txt',
      '/bilder/240/..%2F..%2Fsentinel.txt',
      '/bilder/240/../../sentinel.txt',
      '/dokumente/%2e%2e/sentinel.txt',
      '/dokumente/..%5csentinel.txt',
      '/dokumente/....//sentinel.txt',
      '/bilder/240/%00',
      '/assets/..%2f..%2f..%2fsentinel.txt',
      '/api/docs/static/..%2f..%2f..%2f..%2fpackage.json',
    ];
    for (const url of paths) {
      const res = await ctx.admin.get(url);
      judge(res, true, `GET ${url}`, failures);
      if (res.body.includes(SENTINEL) || res.body.includes('"devDependencies"')) {
        failures.push(`GET ${url} served the file`);
      }
    }
    expectNone(failures);
    // The hostile parameters of the deletions above (pool files, images) reached for it too.
    expect(fs.readFileSync(sentinel(), 'utf8')).toBe(SENTINEL);
  });

  it('answers hostile page paths with a page or a 4xx, never a 5xx, and escapes them', async () => {
    const failures: string[] = [];
    const paths = [
      '/de/%00',
      '/de/standortsuche/%00',
      '/de/glossar/99999999999',
      '/de/foerderkompass/2147483648',
      '/de/wissen/99999999999',
      '/de/wissen/1e400',
      '/de/%ED%A0%80',
      '/de/%FF',
      "/de/glossar/1'%20OR%201=1",
      `/de/${'x'.repeat(10_000)}`,
      '/de/standortsuche/"><script>alert(1)</script>',
      '/de/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    ];
    for (const url of paths) {
      const res = await ctx.callers.anonymous.agent.get(url);
      stats.cases++;
      if (res.statusCode >= 500) failures.push(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (/<script>alert|"><script/.test(res.body)) failures.push(`GET ${url}: the path came back unescaped`);
    }
    expectNone(failures);
  });

  describe('stored markup', () => {
    const SCRIPT = '<script>alert(1)</script>';
    const RICH = `<p onclick="alert(1)">Text</p>${SCRIPT}<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><iframe src="https://evil.example/"></iframe><svg onload=alert(1)></svg>`;
    const UNSAFE = /<script|onerror|onclick|onload|javascript:|<iframe|<svg/i;
    /** The server-rendered page of a path: markup from the database must arrive escaped. */
    async function page(url: string) {
      const res = await ctx.callers.anonymous.agent.get(url);
      stats.cases++;
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body, url).not.toMatch(/<script>alert|<img src=x onerror|<svg onload/);
      return res.body;
    }
    /** A JSON answer is data for the client, never a page a browser would render. */
    function isJsonData(res: Response) {
      stats.cases++;
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }

    // The description is text with <br> breaks: the server keeps nothing else of it on write (issue 23,
    // finding 9), and the client runs it through DOMPurify before it shows it (detailansicht/DetailBody.tsx).
    it('escapes a property’s texts in its page and hands the API only clean descriptions', async () => {
      const { id } = await ctx.objekt(STATUS.ENTWURF);
      const objekt = objektInput({
        objektname: `${SCRIPT} Halle`,
        ort: '"><img src=x onerror=alert(1)>',
        detailbeschreibung: RICH,
        uebersetzung: { objektname_en: `${SCRIPT} hall`, detailbeschreibung_en: RICH, lageerreichbarkeit_en: 'B1' },
      });
      expect((await ctx.admin.put(`/api/objekt/${id}`, { objekt })).statusCode).toBe(200);
      const released = await ctx.admin.post(`/api/objekt/${id}/status`, {
        aktion: 'statusSetzen',
        status: STATUS.OHNE_LOGIN,
      });
      expect(released.statusCode).toBe(200);
      expect(await page(`/de/standortsuche/${id}`)).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Halle');
      await page(`/en/standortsuche/${id}`);
      const data = await ctx.callers.anonymous.agent.get(`/api/objekt/${id}`);
      isJsonData(data);
      expect(data.json().detailbeschreibung).not.toMatch(UNSAFE);
      expect(data.json().uebersetzung.detailbeschreibung_en).not.toMatch(UNSAFE);
      expect((await ctx.callers.anonymous.agent.get('/sitemap.xml')).body).not.toContain('<script');
    });

    it('keeps profile fields as data: no page of the server shows them', async () => {
      const saved = await ctx.callers.user.agent.put('/api/account', { ...profileInput(), firstName: SCRIPT });
      expect(saved.statusCode).toBe(200);
      isJsonData(await ctx.callers.user.agent.get('/api/userdata'));
      isJsonData(await ctx.admin.get(`/api/admin/benutzer/${ctx.users.user.id}`));
    });

    it('sanitises rich text of glossary, funding and campaign entries, and escapes their titles in pages', async () => {
      const glossar = await ctx.admin.post(
        '/api/admin/glossar',
        glossarInput({ titel_de: SCRIPT, beschreibung_de: RICH }),
      );
      expect(glossar.statusCode).toBe(201);
      expect(glossar.json().beschreibung_de).not.toMatch(UNSAFE);
      expect(await page(`/de/glossar/${glossar.json().id}`)).toContain('&lt;script&gt;');

      const fm = await ctx.admin.post(
        '/api/admin/fm_matrix',
        fmMatrixInput({ kurzbeschreibung_de: SCRIPT, detailbeschreibung_de: RICH }),
      );
      expect(fm.statusCode).toBe(201);
      expect(fm.json().detailbeschreibung_de).not.toMatch(UNSAFE);
      await page(`/de/foerderkompass/${fm.json().id}`);

      const id = (await ctx.admin.post('/api/admin/kampagnen')).json().id;
      const input = {
        ...kampagneInput([], ''),
        header: SCRIPT,
        metatitle: SCRIPT,
        textdetail: RICH,
        modul1text: RICH,
        newstext: RICH,
      };
      expect((await ctx.admin.put(`/api/admin/kampagnen/${id}`, input)).statusCode).toBe(200);
      const kampagne = (await ctx.callers.anonymous.agent.get('/api/kampagnen'))
        .json()
        .find((k: { id: number }) => k.id === id);
      for (const field of ['textdetail', 'modul1text', 'newstext']) expect(kampagne[field], field).not.toMatch(UNSAFE);
      await page(`/de/wissen/${id}`);

      const slug = await ctx.admin.post(
        '/api/admin/slug',
        slugInput({ slug: 'xss-probe', title: SCRIPT, description: RICH }),
      );
      expect(slug.statusCode).toBe(201);
      await page('/xss-probe');
    });
  });
});

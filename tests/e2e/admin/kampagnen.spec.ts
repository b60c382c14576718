import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fromLonLat } from 'ol/proj';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentContext } from '../content/helpers';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, submitLogin } from '../support/login';
import { type Portal, startPortal } from '../support/portal';

/** A PNG on disk (the file picker takes paths). */
async function pngFile(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sp-e2e-kampagne-')), 'gewerbepark.png');
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f9e44' } })
    .png()
    .toFile(file);
  return file;
}

/** Types into a rich text field (the tiptap editor inside the field's wrapper). */
async function typeRichText(page: Page, testId: string, text: string) {
  const editor = page.getByTestId(testId).locator('.ProseMirror');
  await editor.click();
  await editor.pressSequentially(text);
}

/** Chooses an option of a Mantine Select by its visible label. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('campaign administration', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an admin creates a campaign with two modules and an image, previews it, features it; the home carousel shows it', async () => {
    const header = `E2E Kampagne ${Date.now()}`;
    const context = await contentContext(browser, baseUrl);
    const page = await context.newPage();

    // /neu creates the campaign on the server and replaces the URL with its id (after login).
    await page.goto(`${baseUrl}/de/admin/kampagnen/neu`);
    await page.waitForURL(/\/de\/login\?next=/);
    await submitLogin(page, DEMO_ADMIN);
    await page.waitForURL(/\/de\/admin\/kampagnen\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await page.getByTestId('kampagne-editor').waitFor();

    await page.getByTestId('kampagne-header').fill(header);
    await page.getByTestId('kampagne-headersub').fill('Ein Beitrag aus dem Browsertest');

    // The image goes into the pool with its own progress, then appears as a thumbnail.
    await page.getByTestId('kampagne-tab-dateien').click();
    await page
      .getByTestId('dropzone-poolbilder')
      .locator('input[type="file"]')
      .setInputFiles(await pngFile());
    await page.getByTestId('poolbild').first().waitFor({ timeout: 60_000 });

    // Module 1: image then text; module 2: text only.
    await page.getByTestId('kampagne-tab-module').click();
    await page.getByTestId('modul1-anzeige').check();
    await choose(page, 'modul1-typ', 'Bild, dann Text');
    await choose(page, 'modul1-bild', 'Bild 1');
    await typeRichText(page, 'modul1-text', 'Erstes Modul mit Bild');
    await page.getByTestId('modul2-control').click();
    await page.getByTestId('modul2-anzeige').check();
    await choose(page, 'modul2-typ', 'Nur Text');
    await typeRichText(page, 'modul2-text', 'Zweites Modul nur Text');

    // The preview renders the unsaved values with the article page's component.
    await page.getByTestId('kampagne-view').getByText('Vorschau', { exact: true }).click();
    const preview = page.getByTestId('kampagne-preview');
    await expect(preview.getByTestId('article-title').textContent()).resolves.toBe(header);
    await expect(preview.getByTestId('modul-1').textContent()).resolves.toContain('Erstes Modul mit Bild');
    await expect(preview.getByTestId('modul-1').locator('img').getAttribute('src')).resolves.toMatch(
      /^\/bilder\/1920\/[0-9a-f-]+\.webp$/,
    );
    await expect(preview.getByTestId('modul-2').textContent()).resolves.toContain('Zweites Modul nur Text');
    await snapshot(page, 'admin-kampagne-preview');

    // Publish and feature it, first in the carousel; save.
    await page.getByTestId('kampagne-view').getByText('Bearbeiten', { exact: true }).click();
    await page.getByTestId('kampagne-tab-allgemein').click();
    await page.getByTestId('kampagne-aktiv').check();
    await page.getByTestId('kampagne-titelseite').check();
    await page.getByTestId('kampagne-reihenfolge').fill('0');
    await page.getByTestId('editor-save').click();
    await page.getByText('Gespeichert').first().waitFor();
    // The form takes the saved values in the same step; on a busy machine it may render a moment later.
    await expect
      .poll(() => page.getByTestId('editor-savebar').textContent(), { timeout: 10_000 })
      .not.toContain('Ungespeichert');

    // The list shows it as active and featured.
    await page.goto(`${baseUrl}/de/admin/kampagnen`);
    const row = page.locator(`[data-testid="kampagnen-row"][data-id="${id}"]`);
    await expect(row.textContent()).resolves.toMatch(/Aktiv.*Startseite/);

    // The home carousel features it (first, order 0), and the article shows both modules.
    await page.goto(`${baseUrl}/de/home`);
    const slide = page.getByTestId('carousel-slide').filter({ hasText: header });
    await slide.waitFor({ state: 'attached' });
    await expect(page.getByTestId('carousel-slide').first().textContent()).resolves.toContain(header);
    await slide.getByRole('link').click();
    await page.waitForURL(new RegExp(`/de/wissen/${id}$`));
    await expect(page.getByTestId('modul-1').textContent()).resolves.toContain('Erstes Modul mit Bild');
    await expect(page.getByTestId('modul-2').textContent()).resolves.toContain('Zweites Modul nur Text');
    await context.close();
  });

  it('leaving a new campaign’s editor without saving leaves no empty “(ohne Titel)” campaign behind', async () => {
    const context = await contentContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/admin/kampagnen`);
    await page.waitForURL(/\/de\/login\?next=/);
    await submitLogin(page, DEMO_ADMIN);
    await page.getByTestId('kampagnen-create').click();
    await page.waitForURL(/\/de\/admin\/kampagnen\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await page.getByTestId('kampagne-editor').waitFor();
    const status = () => page.evaluate(async (url) => (await fetch(url)).status, `/api/admin/kampagnen/${id}`);
    expect(await status()).toBe(200);

    // Back to the list without touching anything: the campaign is gone, on the server and in the list.
    await page.getByTestId('editor-back').click();
    await page.waitForURL(/\/de\/admin\/kampagnen$/);
    await expect.poll(status).toBe(404);
    await page.reload();
    await page.getByTestId('kampagnen-row').first().waitFor();
    expect(await page.locator(`[data-testid="kampagnen-row"][data-id="${id}"]`).count()).toBe(0);
    await snapshot(page, 'admin-kampagnen-neu-verlassen');
    await context.close();
  });
});

interface Ausschnitt {
  objekte: { id: string; objektname: string; plz: string; ort: string; standort: string | null }[];
  bezirke: { bezirk: string; anzahl: number; lon: number; lat: number }[];
}

/** An admin's browser that reaches no tile server, with the object calls its pages make. */
async function adminContext(browser: Browser, baseUrl: string): Promise<{ context: BrowserContext; calls: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1400 } });
  await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const calls: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/(objekt|standortsammlung)/.test(url.pathname))
      calls.push(decodeURIComponent(url.pathname + url.search));
  });
  return { context, calls };
}

/** Logs the demo administrator in through a new campaign's editor; gives the page on the editor's objects tab. */
async function openObjekteTab(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/de/admin/kampagnen/neu`);
  await page.waitForURL(/\/de\/login\?next=/);
  await submitLogin(page, DEMO_ADMIN);
  await page.waitForURL(/\/de\/admin\/kampagnen\/\d+$/);
  await page.getByTestId('kampagne-header').fill(`E2E Objekte ${Date.now()}`);
  await page.getByTestId('kampagne-tab-objekte').click();
  return page;
}

/** A text as a regular expression that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Types into the linked objects' list and chooses the first option; gives its label. */
async function linkFirstMatch(page: Page, text: string): Promise<string> {
  const input = page.getByTestId('kampagne-objekte');
  await input.click();
  await input.pressSequentially(text);
  const option = page.getByRole('option').first();
  await option.waitFor();
  const label = (await option.textContent()) ?? '';
  await option.click();
  await page.keyboard.press('Escape');
  return label;
}

const wholeList = (calls: string[]) => calls.filter((c) => c === '/api/objekt' || c.startsWith('/api/objekt?'));
const pills = (page: Page) => page.locator('.mantine-MultiSelect-pill').allTextContents();

describe('the campaign editor’s object picker below the threshold', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('matches the whole object list in the browser, as before', async () => {
    const { context, calls } = await adminContext(browser, baseUrl);
    const page = await openObjekteTab(context, baseUrl);
    const label = await linkFirstMatch(page, 'Tulln');
    expect(label).toMatch(/Tulln/);
    expect(await pills(page)).toEqual([label]);
    expect(wholeList(calls)).toEqual(['/api/objekt']);
    expect(calls.filter((c) => c.startsWith('/api/objekt/suche') || c.startsWith('/api/objekt/ausschnitt'))).toEqual(
      [],
    );
    await context.close();
  });

  it('marks a linked object the public does not see in the picker and the preview; visitors never get it', async () => {
    const { context } = await adminContext(browser, baseUrl);
    const page = await openObjekteTab(context, baseUrl);
    const id = Number(page.url().split('/').pop());
    const header = await page.getByTestId('kampagne-header').inputValue();
    // A deactivated and a public object of the demo data, from the administrator's object list.
    const objekte = await page.evaluate(
      async () =>
        (await (await fetch('/api/objekt')).json()) as {
          id: string;
          objektnummer: string;
          objektname: string;
          plz: string;
          ort: string;
          status: number;
          istabgelaufen: boolean;
        }[],
    );
    const deaktiviert = objekte.find((o) => o.status === 180620004 && !o.istabgelaufen);
    const oeffentlich = objekte.find((o) => o.status === 180620003 && !o.istabgelaufen);
    if (!deaktiviert || !oeffentlich) throw new Error('the demo data has no deactivated or no public object');
    const label = (o: typeof deaktiviert) => `${o.objektnummer} · ${o.objektname} – ${o.plz} ${o.ort}`;

    // The picker says which object the public does not see, in its option and in its pill.
    expect(await linkFirstMatch(page, deaktiviert.objektnummer)).toBe(
      `${label(deaktiviert)} · nicht öffentlich (Deaktiviert)`,
    );
    expect(await linkFirstMatch(page, oeffentlich.objektnummer)).toBe(label(oeffentlich));
    expect(await pills(page)).toEqual([`${label(deaktiviert)} · nicht öffentlich (Deaktiviert)`, label(oeffentlich)]);
    await snapshot(page, 'admin-kampagne-picker-nicht-oeffentlich');

    // The preview shows both objects, the deactivated one marked, and counts it in its header.
    await page.getByTestId('kampagne-view').getByText('Vorschau', { exact: true }).click();
    const preview = page.getByTestId('kampagne-preview');
    await expect.poll(() => preview.getByTestId('linked-objekt').count()).toBe(2);
    const card = (o: typeof deaktiviert) => preview.getByTestId('linked-objekt').filter({ hasText: o.objektname });
    expect(await card(deaktiviert).getByTestId('linked-objekt-sichtbarkeit').textContent()).toBe(
      'nicht öffentlich (Deaktiviert)',
    );
    expect(await card(oeffentlich).getByTestId('linked-objekt-sichtbarkeit').count()).toBe(0);
    expect(await preview.getByTestId('kampagne-preview-nicht-oeffentlich').textContent()).toBe(
      '1 verknüpftes Objekt nicht öffentlich',
    );
    await preview.getByTestId('linked-objekte').scrollIntoViewIfNeeded();
    await snapshot(page, 'admin-kampagne-preview-nicht-oeffentlich');

    // Published: a visitor's article links the public object only; the server never names the other.
    await page.getByTestId('kampagne-view').getByText('Bearbeiten', { exact: true }).click();
    await page.getByTestId('kampagne-tab-allgemein').click();
    await page.getByTestId('kampagne-aktiv').check();
    await page.getByTestId('editor-save').click();
    await expect.poll(() => page.getByTestId('editor-savebar').textContent()).not.toContain('Ungespeichert');

    const visitor = await contentContext(browser, baseUrl);
    const article = await visitor.newPage();
    await article.goto(`${baseUrl}/de/wissen/${id}`);
    await expect.poll(() => article.getByTestId('article-title').textContent()).toBe(header);
    await expect.poll(() => article.getByTestId('linked-objekt').count()).toBe(1);
    expect(await article.getByTestId('linked-objekt').textContent()).toContain(oeffentlich.objektname);
    expect(await article.getByTestId('linked-objekt-sichtbarkeit').count()).toBe(0);
    const publicLinks = await article.evaluate(
      async (kampagne) =>
        ((await (await fetch('/api/kampagnen')).json()) as { id: number; objekte: string[] }[]).find(
          (k) => k.id === kampagne,
        )?.objekte,
      id,
    );
    expect(publicLinks).toEqual([oeffentlich.id]);
    await snapshot(article, 'wissen-kampagne-besucher-ohne-nicht-oeffentliche');
    await visitor.close();

    // The administrator's own view of the article still shows both, the deactivated one marked.
    await page.goto(`${baseUrl}/de/wissen/${id}`);
    await expect.poll(() => page.getByTestId('linked-objekt').count()).toBe(2);
    expect(await page.getByTestId('linked-objekt-sichtbarkeit').allTextContents()).toEqual([
      'nicht öffentlich (Deaktiviert)',
    ]);
    await context.close();
  });
});

describe('the campaign editor’s object picker by extent (more objects than the threshold)', () => {
  let browser: Browser;
  let portal: Portal;
  // As the map journey by extent (map/ausschnitt.spec.ts): thresholds the demo data passes, district counts region-wide.
  const ENV = { MAP_EXTENT_FROM: '100', MAP_EXTENT_MAX: '150' };

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(ENV), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /** The pixel of a lon/lat on the picker's map (its element carries centre and resolution). */
  async function pixelOf(page: Page, lon: number, lat: number): Promise<[number, number]> {
    const map = page.getByTestId('ol-map');
    const box = await map.boundingBox();
    const [cx = 0, cy = 0] = ((await map.getAttribute('data-center')) ?? '').split(',').map(Number);
    const resolution = Number(await map.getAttribute('data-resolution'));
    if (!box || !resolution) throw new Error('no map');
    const [x = 0, y = 0] = fromLonLat([lon, lat]);
    return [box.x + box.width / 2 + (x - cx) / resolution, box.y + box.height / 2 - (y - cy) / resolution];
  }

  /** The answer of the map's last section call. */
  async function lastSection(page: Page, calls: string[]): Promise<Ausschnitt> {
    const call = calls.filter((c) => c.startsWith('/api/objekt/ausschnitt?')).at(-1) ?? '';
    return page.evaluate(async (url) => (await (await fetch(url)).json()) as Ausschnitt, call);
  }

  it('searches on the server, draws the map by section, links by pin, and labels the saved links by id', async () => {
    const { context, calls } = await adminContext(browser, portal.baseUrl);
    const page = await openObjekteTab(context, portal.baseUrl);
    const map = page.getByTestId('ol-map');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // Region-wide the map shows district counts; typing asks the server.
    await expect.poll(async () => Number(await map.getAttribute('data-bezirk-zahlen'))).toBeGreaterThan(5);
    await page.getByTestId('kampagne-objekte-zahlen').waitFor();
    const label = await linkFirstMatch(page, 'Tulln');
    expect(calls).toContain('/api/objekt/suche?q=Tulln&limit=15');
    expect(await pills(page)).toEqual([label]);
    await snapshot(page, 'admin-kampagne-objekte-ausschnitt-de');

    // A district's count zooms in: the section's objects come as pins; a click on one links it (a star).
    const { bezirke } = await lastSection(page, calls);
    const largest = bezirke.reduce((a, b) => (b.anzahl > a.anzahl ? b : a));
    await map.scrollIntoViewIfNeeded();
    await page.mouse.click(...(await pixelOf(page, largest.lon, largest.lat)));
    await expect.poll(() => map.getAttribute('data-bezirk-zahlen'), { timeout: 20_000 }).toBe('0');
    await expect.poll(async () => (await lastSection(page, calls)).objekte.length).toBeGreaterThan(0);
    const box = await map.boundingBox();
    if (!box) throw new Error('no map');
    const section = await lastSection(page, calls);
    const pins = await Promise.all(
      section.objekte.flatMap((o) => {
        const m = /POINT\s*\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)/i.exec(o.standort ?? '');
        return m ? [pixelOf(page, Number(m[1]), Number(m[2])).then((pixel) => ({ objekt: o, pixel }))] : [];
      }),
    );
    // A pin well inside the map, with no other pin near it.
    const target = pins.find(
      ({ objekt, pixel: [x, y] }) =>
        x > box.x + 60 &&
        x < box.x + box.width - 60 &&
        y > box.y + 60 &&
        y < box.y + box.height - 60 &&
        pins.every((p) => p.objekt === objekt || Math.hypot(p.pixel[0] - x, p.pixel[1] - y) > 40),
    );
    if (!target) throw new Error('no lone pin in the section');
    const { id, objektname, plz, ort } = target.objekt;
    await page.mouse.click(target.pixel[0], target.pixel[1] - 12);
    await expect.poll(async () => ((await map.getAttribute('data-starred')) ?? '').split(' ')).toContain(id);
    await expect.poll(() => pills(page)).toEqual([label, `${objektname} – ${plz} ${ort}`]);
    await snapshot(page, 'admin-kampagne-objekte-pins-de');

    // Saved and opened again: the links' labels come by id, in the order linked, now each with its
    // object number (a pin of the map section carries none).
    await page.getByTestId('editor-save').click();
    await expect.poll(() => page.getByTestId('editor-savebar').textContent()).not.toContain('Ungespeichert');
    const before = calls.length;
    await page.reload();
    await page.getByTestId('kampagne-tab-objekte').click();
    const numbered = new RegExp(`^NOE-\\d{4}-\\d{4} · ${escapeRegExp(`${objektname} – ${plz} ${ort}`)}$`);
    await expect.poll(() => pills(page)).toEqual([label, expect.stringMatching(numbered)]);
    expect(calls.slice(before).some((c) => c.startsWith('/api/standortsammlung?ids=') && c.includes(id))).toBe(true);
    // Never the whole list, neither in the editor nor for the map.
    expect(wholeList(calls)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

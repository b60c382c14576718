import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inGebiet, parseGebiet } from '../../../src/shared/domain/gebiet';
import { parsePointWkt } from '../../../src/shared/domain/geo';
import { launchBrowser, offlineVisitor, openMap as openMapOf, snapshot, waitForMapDrawn } from '../support/browser';
import { DEMO_OWNER, submitLogin } from '../support/login';

/** What the journey reads of GET /api/objekt. */
interface ApiObjekt {
  id: string;
  status: number;
  standort: string | null;
}

/** Status 'shown without login': the objects an anonymous visitor's list holds. */
const OHNE_LOGIN = 180620003;

/**
 * Issue 25: an area drawn on the map (or a circle around a place, chosen with the keyboard) filters the
 * list and the map, travels in the address and survives a reload. Written so that a later step (saving the
 * search, then the account page) can go on from `withDrawnArea`'s page.
 */
describe('draw-area search on the map', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  let objekte: ApiObjekt[];

  beforeAll(async () => {
    browser = await launchBrowser();
    objekte = (await (await fetch(`${baseUrl}/api/objekt`)).json()) as ApiObjekt[];
  });
  afterAll(() => browser?.close());

  /** How many of the visitor's listed objects lie in the address's area (the list with ignoreExtent). */
  function expectedInside(page: Page): number {
    const text = new URL(page.url()).searchParams.get('gebiet');
    const gebiet = text ? parseGebiet(text) : null;
    if (!gebiet) throw new Error(`no valid area in ${page.url()}`);
    const inside = inGebiet(gebiet);
    return objekte.filter((o) => {
      const point = o.standort ? parsePointWkt(o.standort) : null;
      return o.status === OHNE_LOGIN && point !== null && inside([point.lon, point.lat]);
    }).length;
  }
  const listCount = async (page: Page) =>
    Number((await page.getByTestId('list-count').textContent())?.replace(/\D/g, ''));

  const openMap = (context: BrowserContext, query: string, lang = 'de') => openMapOf(context, baseUrl, query, lang);

  /** Draws a polygon by clicking four corners on the map's canvas (a double click closes it). */
  async function drawPolygon(page: Page) {
    const box = await page.getByTestId('ol-map').boundingBox();
    if (!box) throw new Error('no map');
    await page.getByTestId('tool-gebiet-polygon').click();
    await page.getByTestId('gebiet-hint').waitFor();
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    for (const [x, y] of [at(0.2, 0.2), at(0.6, 0.25), at(0.55, 0.8)]) await page.mouse.click(x, y);
    await page.mouse.dblclick(...at(0.25, 0.7));
  }

  /** The map of the whole list (ignoreExtent) with a polygon drawn on it; the list shows the objects inside. */
  async function withDrawnArea(context: BrowserContext): Promise<Page> {
    const page = await openMap(context, '?zoom=9&center=15.9,48.3&ignoreExtent=true');
    const before = await listCount(page);
    await drawPolygon(page);
    await page.getByTestId('map-gebiet-filter').filter({ hasText: 'Gebiet: Polygon' }).waitFor();
    expect(new URL(page.url()).searchParams.get('gebiet')).toMatch(/^polygon,/);
    const inside = expectedInside(page);
    expect(inside).toBeGreaterThan(0);
    expect(inside).toBeLessThan(before);
    await expect.poll(() => listCount(page)).toBe(inside);
    return page;
  }

  it('draws a polygon: list and address follow it, a reload keeps it, the chip removes it', async () => {
    const context = await offlineVisitor(browser, baseUrl);
    const page = await withDrawnArea(context);
    const all = objekte.filter((o) => o.status === OHNE_LOGIN).length;
    await snapshot(page, 'map-gebiet-polygon-de');
    const address = page.url();

    await page.reload();
    await waitForMapDrawn(page);
    expect(page.url()).toBe(address);
    await page.getByTestId('map-gebiet-filter').waitFor();
    await expect.poll(() => listCount(page)).toBe(expectedInside(page));

    await page.getByTestId('map-gebiet-filter').click();
    await page.getByTestId('map-gebiet-filter').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('gebiet')).toBe(false);
    await expect.poll(() => listCount(page)).toBe(all);
    await context.close();
  });

  it('saves the drawn search: logged in on the way, it is listed on the account page and opens the same area', async () => {
    const context = await offlineVisitor(browser, baseUrl);
    const page = await withDrawnArea(context);
    await page.reload();
    await page.getByTestId('map-gebiet-filter').waitFor();
    const gebiet = new URL(page.url()).searchParams.get('gebiet');
    const name = `Gebiet E2E ${Date.now()}`;

    await page.getByTestId('save-search').click();
    await page.waitForURL(/\/de\/login/);
    await submitLogin(page, DEMO_OWNER);
    const dialog = page.getByRole('dialog', { name: 'Suche speichern' });
    await dialog.waitFor();
    await page.getByTestId('save-search-name').fill(name);
    await page.getByTestId('save-search-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('suchauftrag').filter({ hasText: name });
    await row.waitFor();
    await snapshot(page, 'map-gebiet-gespeichert-de');

    const href = await row.getByTestId('suchauftrag-open').getAttribute('href');
    expect(new URLSearchParams(href?.split('?')[1]).get('gebiet')).toBe(gebiet);
    await row.getByTestId('suchauftrag-open').click();
    await waitForMapDrawn(page);
    await page.getByTestId('map-gebiet-filter').filter({ hasText: 'Gebiet: Polygon' }).waitFor();
    await context.close();
  });

  it('sets a circle around a place with the keyboard only (English), and Escape cancels drawing', async () => {
    const context = await offlineVisitor(browser, baseUrl);
    const page = await openMap(context, '?zoom=9&center=15.9,48.3&ignoreExtent=true', 'en');
    await page.getByTestId('tool-gebiet-kreis').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('gebiet-hint').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('gebiet-hint').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('gebiet')).toBe(false);

    await page.getByTestId('tool-gebiet-umkreis').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Radius around a place' });
    await dialog.waitFor();
    await page.keyboard.type('Tulln');
    await dialog
      .page()
      .getByRole('option', { name: /^Tulln/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: '10 km' }).waitFor();
    // The arrow keys move the highlight (from the chosen radius, or from none) until it is on 10 km.
    const highlighted = () =>
      page.locator('[data-combobox-selected]').evaluateAll((options) => options.map((o) => o.textContent).join());
    for (let step = 0; step < 6 && (await highlighted()) !== '10 km'; step++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await snapshot(page, 'map-gebiet-umkreis-dialog-en');
    await dialog.getByRole('button', { name: 'Apply radius' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    expect(new URL(page.url()).searchParams.get('gebiet')).toMatch(/^kreis,16\.\d+,48\.\d+,10000$/);
    await page
      .getByTestId('map-gebiet-filter')
      .filter({ hasText: /^Area: circle 10 km around Tulln/ })
      .waitFor();
    await expect.poll(() => listCount(page)).toBe(expectedInside(page));
    await snapshot(page, 'map-gebiet-kreis-en');

    // On a phone the summary and the tool bar still fit.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('map-gebiet-filter').waitFor();
    await snapshot(page, 'map-gebiet-kreis-phone-en');
    await context.close();
  });

  it("searches 'Tulln 10 km' in the home page's search box and lands on the map with that circle", async () => {
    const context = await offlineVisitor(browser, baseUrl);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de`);
    await page.getByTestId('search-input').fill('Tulln 10 km');
    const option = page.getByTestId('search-option').filter({ hasText: 'Umkreis 10 km' }).first();
    await option.waitFor();
    await snapshot(page, 'search-umkreis-option-de');
    await expect.poll(() => page.getByTestId('search-option').filter({ hasNotText: 'Umkreis 10 km' }).count()).toBe(0);
    await option.click();
    await page.waitForURL(/\/de\/standortsuche\?.*gebiet=kreis/);
    await waitForMapDrawn(page);
    expect(new URL(page.url()).searchParams.get('gebiet')).toMatch(/^kreis,16\.\d+,48\.\d+,10000$/);
    await page
      .getByTestId('map-gebiet-filter')
      .filter({ hasText: /^Gebiet: Kreis 10 km um Tulln/ })
      .waitFor();
    await snapshot(page, 'map-gebiet-aus-suche-de');
    await context.close();
  });
});

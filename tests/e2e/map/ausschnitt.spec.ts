import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openMap as openMapOf, snapshot } from '../support/browser';
import { type Portal, startPortal } from '../support/portal';

const BUERO = 180620001;
/** Demo data: 266 public objects. Thresholds low enough for the map to load by extent, with district counts region-wide. */
const ENV = { MAP_EXTENT_FROM: '100', MAP_EXTENT_MAX: '150' };

interface Ausschnitt {
  anzahl: number;
  objekte: { id: string; objektart: number }[];
  bezirke: { bezirk: string; anzahl: number }[];
}

describe('location search by extent (more objects than the threshold)', () => {
  let browser: Browser;
  let portal: Portal;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(ENV), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const api = async <T>(path: string) => (await (await fetch(`${portal.baseUrl}/api${path}`)).json()) as T;

  /** A visitor whose browser reaches no tile server, and the object calls the page makes. */
  async function visitor(): Promise<{ context: BrowserContext; calls: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookiesAccepted', value: 'false', url: portal.baseUrl }]);
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const calls: string[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/objekt')) calls.push(url.pathname + url.search);
    });
    return { context, calls };
  }

  const openMap = (context: BrowserContext, query = '') => openMapOf(context, portal.baseUrl, query);

  it('shows district counts for the whole region, pins and a list once zoomed into a district, and filters on the server', async () => {
    const { oeffentlich } = await api<{ oeffentlich: number }>('/objekt/anzahl');
    const { context, calls } = await visitor();
    const page = await openMap(context);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // Region-wide: too many for a list; the districts with their counts, on the map and beside it.
    await page.getByTestId('list-zoom-in').waitFor();
    expect(await page.getByTestId('result-count').textContent()).toBe(`${oeffentlich} Immobilien`);
    const districts = page.getByTestId('bezirk-zahlen').getByRole('button');
    expect(await districts.count()).toBeGreaterThan(5);
    expect(Number(await page.getByTestId('ol-map').getAttribute('data-bezirk-zahlen'))).toBe(await districts.count());
    await snapshot(page, 'map-ausschnitt-bezirke-de');
    // The whole list is never requested.
    expect(calls.filter((c) => c === '/api/objekt' || c.startsWith('/api/objekt?'))).toEqual([]);

    // Choosing a district zooms the map in: its section's objects come as pins and rows.
    const first = districts.first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^.+: \d+ Immobilien – hineinzoomen$/);
    const zoomBefore = Number(new URL(page.url()).searchParams.get('zoom') ?? 0);
    await first.click();
    await page.getByTestId('objekt-row').first().waitFor({ timeout: 20_000 });
    expect(Number(new URL(page.url()).searchParams.get('zoom'))).toBeGreaterThan(zoomBefore);
    const listed = Number((await page.getByTestId('list-count').textContent())?.replace(/\D/g, ''));
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThan(oeffentlich);
    await expect.poll(() => page.getByTestId('ol-map').getAttribute('data-objekt-count')).toBe(String(listed));
    const sectionCall = calls.filter((c) => c.startsWith('/api/objekt/ausschnitt?bbox=')).at(-1) ?? '';
    const answer = await api<Ausschnitt>(sectionCall.replace('/api', ''));
    expect(answer.anzahl).toBe(listed);

    // A filter is applied by the server: offices only, and the list shows offices only.
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-type-180620001').click();
    await page.getByTestId('filter-apply').click();
    await expect.poll(() => calls.some((c) => c.includes(`selectedType=${BUERO}`))).toBe(true);
    await expect
      .poll(async () => new Set(await page.getByTestId('objekt-row-type').allTextContents()))
      .toEqual(new Set(['Büro']));
    await snapshot(page, 'map-ausschnitt-buero-de');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the home page's search box finds properties on the server and opens one, never loading the whole list", async () => {
    // A property of Tulln, found by the server as the box will ask for it; the box is given the last
    // digits of its number (a numeric text searches object numbers).
    const [ziel] = await api<{ id: string; objektnummer: string }[]>('/objekt/suche?q=Tulln&lang=de&limit=5');
    if (!ziel) throw new Error('the demo data has no property in Tulln');
    const { context, calls } = await visitor();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${portal.baseUrl}/de/home`);
    const input = page.getByTestId('search-input');
    await input.click();
    const digits = ziel.objektnummer.replace(/\D/g, '').slice(-4);
    await input.pressSequentially(digits, { delay: 30 });
    const option = page.getByRole('option', { name: new RegExp(ziel.objektnummer) });
    await option.waitFor();
    expect(
      calls.some(
        (c) => new URL(c, portal.baseUrl).searchParams.get('q') === digits && c.startsWith('/api/objekt/suche?'),
      ),
    ).toBe(true);
    await option.click();
    await page.waitForURL((url) => url.pathname === `/de/standortsuche/${ziel.id}`);
    expect(calls.filter((c) => c === '/api/objekt' || c.startsWith('/api/objekt?'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('barrier-free: counts per district while too many match, the list once the filters narrow it', async () => {
    const offices = await api<Ausschnitt>(`/objekt/ausschnitt?ignoreExtent=true&selectedType=${BUERO}`);
    expect(offices.bezirke).toEqual([]);
    const { context } = await visitor();
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/en/standortsuche?barrierefrei=true`);
    const counts = page.getByTestId('bezirk-zahlen');
    await counts.waitFor();
    expect(await counts.getByRole('listitem').count()).toBeGreaterThan(5);
    await page.goto(`${portal.baseUrl}/en/standortsuche?barrierefrei=true&selectedType=${BUERO}`);
    await page.getByTestId('objekt-list').waitFor();
    expect(await page.getByTestId('result-count').textContent()).toBe(`${offices.anzahl} properties`);
    await context.close();
  });
});

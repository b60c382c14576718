import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { forcePinRenderer, launchBrowser, offlineVisitor, snapshot } from '../support/browser';

interface ApiObjekt {
  id: string;
  status: number;
  objektart: number;
  standort: string | null;
  owner: number | null;
  flaecheinqm: number | null;
  istteilbar: boolean;
  kleinsteflaecheinqm: number | null;
  istmietobjekt: boolean;
  mietpreisproqm: number | null;
}

const GRUNDSTUECK = 180620000;
const BUERO = 180620001;
const MIT_LOGIN = 180620002;
const NICHT_ANZEIGEN = 180620000;

/**
 * Spec 9, written out: an office to rent outside price class 1 (up to 8 €/m²) — no price given (class 0),
 * or 8.1–12, 12.1–15, from 15.1 €/m².
 */
const officeRentNotClass1 = (o: ApiObjekt) => {
  const p = o.mietpreisproqm;
  return p === null || p === 0 || (p >= 8.1 && p <= 12) || (p >= 12.1 && p <= 15) || p >= 15.1;
};

/**
 * Spec 9, written out: a plot in area class 0 (0–3,000 m²) or 1 (3,001–10,000 m²); a divisible plot
 * counts with every area from its smallest part up to the whole.
 */
const plotUpTo10000 = (o: ApiObjekt) => {
  const low = o.istteilbar && o.kleinsteflaecheinqm !== null ? o.kleinsteflaecheinqm : o.flaecheinqm;
  const high = o.flaecheinqm ?? low;
  if (low === null || high === null) return false;
  return low <= 3000 || (low <= 10000 && high >= 3001);
};

/** The lon/lat of a WKT point. */
function lonLat(wkt: string | null): [number, number] {
  const m = /POINT\s*\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)/i.exec(wkt ?? '');
  if (!m) throw new Error(`no point: ${wkt}`);
  return [Number(m[1]), Number(m[2])];
}

describe('location search map', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  let objekte: ApiObjekt[];

  beforeAll(async () => {
    browser = await launchBrowser();
    objekte = (await (await fetch(`${baseUrl}/api/objekt`)).json()) as ApiObjekt[];
  });
  afterAll(() => browser?.close());

  // A visitor whose browser reaches no tile server: the map draws its offline base, silent about the rest.
  const visitor = () => offlineVisitor(browser, baseUrl);

  /** Opens the map (optionally with a query) and waits until the objects are drawn. */
  async function openMap(context: BrowserContext, query = '', lang = 'de'): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/${lang}/standortsuche${query}`);
    await page.waitForSelector('[data-testid=ol-map][data-first-drawn]', { timeout: 60_000 });
    return page;
  }

  /** Waits until the object layer has drawn a newer revision than `before`. */
  async function waitForRedraw(page: Page, before: number) {
    await page.waitForFunction(
      (b) => Number(document.querySelector<HTMLElement>('[data-testid=ol-map]')?.dataset.drawnRevision) > b,
      before,
    );
  }
  const drawnRevision = async (page: Page) =>
    Number(await page.getByTestId('ol-map').getAttribute('data-drawn-revision'));

  /** The pixel of the map's centre, where a pin stands when the view is centred on its object. */
  async function mapCentre(page: Page): Promise<[number, number]> {
    const box = await page.getByTestId('ol-map').boundingBox();
    if (!box) throw new Error('no map');
    return [box.x + box.width / 2, box.y + box.height / 2];
  }

  it('opens the map, draws the objects and lists those in view; filters change the list and the URL', async () => {
    const context = await visitor();
    const page = await openMap(context);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    const all = objekte.length;
    expect(await page.getByTestId('result-count').textContent()).toBe(`${all} Immobilien`);
    await page.getByTestId('objekt-row').first().waitFor();
    expect(await page.getByTestId('ol-map').getAttribute('data-objekt-count')).toBe(String(all));

    // Type: offices only.
    const before = await drawnRevision(page);
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-type-180620001').click();
    await waitForRedraw(page, before);
    const offices = objekte.filter((o) => o.objektart === BUERO).length;
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${offices} Immobilien` })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('selectedType')).toBe(String(BUERO));
    expect(await page.getByTestId('filter-count').textContent()).toBe('1');
    await snapshot(page, 'map-filter-buero-de');
    await page.getByTestId('filter-apply').click();
    const types = await page.getByTestId('objekt-row-type').allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['Büro']));

    // Offices to rent without price class 1 (up to 8 €/m²): exactly those are counted.
    const rented = objekte.filter((o) => o.objektart === BUERO && o.istmietobjekt && officeRentNotClass1(o)).length;
    expect(rented).toBeGreaterThan(0);
    expect(rented).toBeLessThan(offices);
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-mode').getByText('Mieten').click();
    await page.getByTestId('filter-preis-1').click();
    await page.waitForURL(/mieteOrKauf=miete/);
    await page.waitForURL(/selectedPreis=0%2C2%2C3%2C4|selectedPreis=0,2,3,4/);
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${rented} Immobilien` })
      .waitFor();

    // Reset removes every filter from the URL: the count is back to all and the list shows every type again.
    await page.getByTestId('filter-reset').click();
    await page.waitForURL((url) => !/selectedType|mieteOrKauf|selectedPreis/.test(url.search));
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${all} Immobilien` })
      .waitFor();
    await page.getByTestId('filter-apply').click();
    await expect
      .poll(async () => new Set(await page.getByTestId('objekt-row-type').allTextContents()).size, { timeout: 15_000 })
      .toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters plots by area class: the count, the URL and the list follow (selectedFlaeche)', async () => {
    const context = await visitor();
    const page = await openMap(context);
    const plots = objekte.filter((o) => o.objektart === GRUNDSTUECK);
    const small = plots.filter(plotUpTo10000).length;
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(plots.length);

    // The area classes are the chosen type's: they appear once plots are chosen, every class selected.
    await page.getByTestId('filter-toggle').click();
    expect(await page.getByTestId('filter-flaeche').count()).toBe(0);
    await page.getByTestId('filter-type-180620000').click();
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${plots.length} Immobilien` })
      .waitFor();
    expect(await page.getByTestId('filter-flaeche').textContent()).toContain('3.001');

    // Plots up to 10,000 m²: the three larger classes off.
    for (const index of [2, 3, 4]) await page.getByTestId(`filter-flaeche-${index}`).click();
    await page.waitForURL(/selectedFlaeche=0%2C1|selectedFlaeche=0,1/);
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${small} Immobilien` })
      .waitFor();
    expect(await page.getByTestId('filter-count').textContent()).toBe('2');
    await snapshot(page, 'map-filter-flaeche-de');

    // The list of all results holds those plots and no other object.
    await page.getByTestId('filter-apply').click();
    await page.getByTestId('filter-ignore-extent').click();
    await page
      .getByTestId('list-count')
      .filter({ hasText: `(${small})` })
      .waitFor();
    const listed = await page
      .getByTestId('objekt-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-objekt-id')));
    expect(listed.length).toBeGreaterThan(0);
    const wanted = new Set(plots.filter(plotUpTo10000).map((o) => o.id));
    expect(listed.filter((id) => id === null || !wanted.has(id))).toEqual([]);

    // Reloading the URL keeps the filter.
    await page.reload();
    await page.waitForSelector('[data-testid=ol-map][data-first-drawn]', { timeout: 60_000 });
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${small} Immobilien` })
      .waitFor();
    await context.close();
  });

  it('lists only the objects in the map section unless all results are asked for', async () => {
    const context = await visitor();
    const target = objekte.find((o) => o.standort) as ApiObjekt;
    const [lon, lat] = lonLat(target.standort);
    const page = await openMap(context, `?zoom=17&center=${lon},${lat}`);
    const listed = Number((await page.getByTestId('list-count').textContent())?.replace(/\D/g, ''));
    expect(listed).toBeGreaterThanOrEqual(1);
    expect(listed).toBeLessThan(objekte.length);
    await page.getByTestId('filter-ignore-extent').click();
    await page
      .getByTestId('list-count')
      .filter({ hasText: `(${objekte.length})` })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('ignoreExtent')).toBe('true');

    // A map section without objects: the message and the seekers' notice.
    await page.getByTestId('filter-ignore-extent').click();
    await page.goto(`${baseUrl}/de/standortsuche?zoom=14&center=9.9,47.3`);
    await page.getByTestId('list-empty').waitFor();
    expect(await page.getByTestId('list-empty').textContent()).toContain('Keine Ergebnisse in diesem Kartenausschnitt');
    await page.getByTestId('seeker-notice').waitFor();
    await context.close();
  });

  // Headless Chromium draws WebGL in software, so the page picks the Canvas pin renderer; the WebGL
  // layer (chosen on graphics hardware) is forced once to check it behaves the same.
  it.each(['canvas', 'webgl'] as const)(
    'opens the detail view of a clicked marker in a new tab with zoom 15 and the centre (%s)',
    async (renderer) => {
      const context = await visitor();
      await forcePinRenderer(context, renderer);
      const target = objekte.find((o) => o.standort && o.status !== MIT_LOGIN) as ApiObjekt;
      const [lon, lat] = lonLat(target.standort);
      const page = await openMap(context, `?zoom=18&center=${lon},${lat}`);
      expect(await page.getByTestId('ol-map').getAttribute('data-objekt-renderer')).toBe(renderer);
      const [x, y] = await mapCentre(page);
      // The pin stands on its location: its body is just above the point.
      await page.mouse.move(x, y - 12);
      await page.waitForFunction(() => document.querySelector('[data-hovered]') !== null);
      expect(await page.getByTestId('ol-map').evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer');
      const [tab] = await Promise.all([context.waitForEvent('page'), page.mouse.click(x, y - 12)]);
      await tab.waitForLoadState('domcontentloaded');
      const url = new URL(tab.url());
      expect(url.pathname).toBe(`/de/standortsuche/${target.id}`);
      expect(url.searchParams.get('zoom')).toBe('15');
      const [clon, clat] = (url.searchParams.get('center') ?? '').split(',').map(Number);
      expect(clon).toBeCloseTo(lon, 5);
      expect(clat).toBeCloseTo(lat, 5);
      await context.close();
    },
  );

  it('shows the login dialog instead of the detail view when an anonymous visitor clicks a grey object', async () => {
    const context = await visitor();
    const grey = objekte.find((o) => o.standort) as ApiObjekt;
    // An anonymous visitor gets no grey objects from the server; a stale list (e.g. after a logout) can hold one.
    await context.route(/\/api\/objekt$/, async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as ApiObjekt[];
      await route.fulfill({ response, json: list.map((o) => (o.id === grey.id ? { ...o, status: MIT_LOGIN } : o)) });
    });
    const [lon, lat] = lonLat(grey.standort);
    const page = await openMap(context, `?zoom=18&center=${lon},${lat}`);
    const [x, y] = await mapCentre(page);
    let opened = false;
    context.on('page', () => {
      opened = true;
    });
    await page.mouse.click(x, y - 12);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Anmeldung erforderlich');
    await snapshot(page, 'map-grey-object-de');
    await page.getByTestId('grey-object-ok').click();
    await dialog.waitFor({ state: 'detached' });
    expect(opened).toBe(false);

    // The same from the list: the row opens the dialog, not the link.
    const row = page.locator(`[data-objekt-id="${grey.id}"]`);
    expect(await row.textContent()).toContain('Mit Login');
    await row.getByTestId('objekt-row-link').click();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/de/standortsuche');
    await context.close();
  });

  it('measures a line geodesically with a live label', async () => {
    const context = await visitor();
    const page = await openMap(context, '?zoom=12&center=15.62,48.2');
    const box = await page.getByTestId('ol-map').boundingBox();
    if (!box) throw new Error('no map');
    await page.getByTestId('tool-measure-line').click();
    expect(await page.getByTestId('tool-measure-line').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('measure-hint').waitFor();
    await page.mouse.click(box.x + 200, box.y + 300);
    await page.mouse.dblclick(box.x + 500, box.y + 300);
    const result = await page.getByTestId('measure-result').textContent();
    // 300 px at zoom 12 near 48.2° N: about 300 × 38.2 m × cos(48.2°) ≈ 7.6 km.
    expect(result).toMatch(/^\d+(,\d+)? km$/);
    const km = Number(result?.replace(' km', '').replace(',', '.'));
    expect(km).toBeGreaterThan(7);
    expect(km).toBeLessThan(8.3);
    await snapshot(page, 'map-measure-line-de');
    await page.getByTestId('tool-measure-clear').click();
    await page.getByTestId('measure-result').waitFor({ state: 'detached' });
    await context.close();
  });

  it('switches layers in the layer panel; unreachable sources stay silent', async () => {
    const context = await visitor();
    const page = await openMap(context, '', 'en');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.getByTestId('tool-layers').click();
    const panel = page.getByTestId('layer-panel');
    await panel.waitFor();
    // Layers carry the titles their administrator gave them, the English ones on an English page.
    expect(await panel.textContent()).toContain('Flood areas HQ100');
    expect(await panel.textContent()).not.toContain('Hochwasser HQ100');
    expect(await panel.textContent()).toContain('Reachability (isochrones)');
    expect(await panel.textContent()).not.toMatch(/Grundstücksgrenzen|Parcel boundaries/); // adminsOnly
    const flood = page.getByTestId('layer-hq100');
    await page.getByTestId('layer-hq100').click();
    expect(await flood.isChecked()).toBe(true);
    await page.getByTestId('basemap-offline').click();
    expect(await page.getByTestId('basemap-offline').isChecked()).toBe(true);
    await page.getByTestId('map-legend').waitFor();
    await snapshot(page, 'map-layers-en');
    await page.getByTestId('layer-hq100').click();
    expect(await flood.isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows favourites and own properties to a logged-in owner; meineimmobilien sets onlyProperties', async () => {
    const context = await visitor();
    await context.request.get(`${baseUrl}/api/userdata`);
    const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const login = await context.request.post(`${baseUrl}/api/login`, {
      data: { username: 'eigentuemer@standortportal.at', password: 'Standort!Owner2026' },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(login.ok()).toBe(true);
    const user = (await (await context.request.get(`${baseUrl}/api/userdata`)).json()) as {
      id: number;
      favoriten: string[];
    };
    const mine = (await (await context.request.get(`${baseUrl}/api/objekt`)).json()) as ApiObjekt[];
    const own = mine.filter((o) => o.owner === user.id && o.status !== NICHT_ANZEIGEN).length;

    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/meineimmobilien`);
    await page.waitForURL(/\/de\/standortsuche\?onlyProperties=true/);
    await page.waitForSelector('[data-testid=ol-map][data-first-drawn]', { timeout: 60_000 });
    await page
      .getByTestId('result-count')
      .filter({ hasText: new RegExp(`^${own} Immobilie`) })
      .waitFor();

    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-own').click();
    await page.getByTestId('filter-favs').click();
    await page.waitForURL(/favsOnly=true/);
    // Favourites the map shows: those the owner may see in a shown status (180620002, 180620003).
    const favs = mine.filter(
      (o) => user.favoriten.includes(`objekt.${o.id}`) && o.status >= MIT_LOGIN && o.status <= 180620003,
    ).length;
    expect(favs).toBeGreaterThan(0);
    await page
      .getByTestId('result-count')
      .filter({ hasText: new RegExp(`^${favs} Immobilie`) })
      .waitFor();

    // Entering the map from another page drops favourites-only and properties-only, keeps the rest.
    await page.getByTestId('filter-type-180620000').click();
    await page.waitForURL(/selectedType=180620000/);
    await page.goto(`${baseUrl}/de/glossar`);
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Standortsuche' })
      .click();
    await page.waitForURL(/selectedType=180620000/);
    expect(new URL(page.url()).searchParams.get('favsOnly')).toBeNull();
    await context.close();
  });

  it('offers the list and the filters without a map in the barrier-free version', async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/standortsuche?barrierefrei=true`);
    await page.getByTestId('objekt-list').waitFor();
    expect(await page.getByTestId('ol-map').count()).toBe(0);
    expect(await page.getByTestId('objekt-row').count()).toBe(Math.min(50, objekte.length));
    // Keyboard: the type choices are radio inputs; Space chooses the focused one.
    await page.getByTestId('filter-type-180620000').locator('input').focus();
    await page.keyboard.press('Space');
    await page.waitForURL(/selectedType=180620000/);
    const plots = objekte.filter((o) => o.objektart === GRUNDSTUECK).length;
    await page
      .getByTestId('result-count')
      .filter({ hasText: `${plots} Immobilien` })
      .waitFor();
    await snapshot(page, 'map-barrierefrei-de');
    await context.close();
  });
});

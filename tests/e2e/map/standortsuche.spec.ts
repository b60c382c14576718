import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { forcePinRenderer, launchBrowser, offlineVisitor, openMap as openMapOf, snapshot } from '../support/browser';

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

/** Spec 9, written out: an office's rent per m² in price class 1, up to 8 €/m² (0 or none is class 0). */
const rentUpTo8 = (o: ApiObjekt) => o.mietpreisproqm !== null && o.mietpreisproqm > 0 && o.mietpreisproqm <= 8;

/** The smallest area a plot is offered with: a divisible plot's smallest part, else its whole area. */
const smallestArea = (o: ApiObjekt) =>
  o.istteilbar && o.kleinsteflaecheinqm !== null ? o.kleinsteflaecheinqm : o.flaecheinqm;

/**
 * Spec 9, written out: a plot in area class 0 (0–3,000 m²) or 1 (3,001–10,000 m²); a divisible plot
 * counts with every area from its smallest part up to the whole.
 */
const plotUpTo10000 = (o: ApiObjekt) => {
  const low = smallestArea(o);
  const high = o.flaecheinqm ?? low;
  if (low === null || high === null) return false;
  return low <= 3000 || (low <= 10000 && high >= 3001);
};

/** Of the objects a filter must leave out, the one nearest above its bound (by the value given). */
function nearestAbove(objekte: readonly ApiObjekt[], value: (o: ApiObjekt) => number | null, bound: number) {
  const above = objekte.filter((o) => (value(o) ?? 0) > bound);
  const nearest = above.sort((a, b) => (value(a) ?? 0) - (value(b) ?? 0))[0];
  if (!nearest) throw new Error(`no object above ${bound}`);
  return nearest;
}

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

  const openMap = (context: BrowserContext, query = '', lang = 'de') => openMapOf(context, baseUrl, query, lang);

  /** Waits until the object layer has drawn a newer revision than `before`. */
  async function waitForRedraw(page: Page, before: number) {
    await page.waitForFunction(
      (b) => Number(document.querySelector<HTMLElement>('[data-testid=ol-map]')?.dataset.drawnRevision) > b,
      before,
    );
  }
  const drawnRevision = async (page: Page) =>
    Number(await page.getByTestId('ol-map').getAttribute('data-drawn-revision'));

  /**
   * The ids of every row of the list beside the map, in order: the list is virtualised (only the rows in
   * view are in the page), so it is scrolled to each row not seen yet.
   */
  async function listedIds(page: Page): Promise<string[]> {
    const list = page.getByTestId('objekt-list');
    const rows = list.locator('li');
    await rows.first().waitFor();
    const total = Number(await rows.first().getAttribute('aria-setsize'));
    const rowHeight = await rows.first().evaluate((li) => (li as HTMLElement).offsetHeight);
    const ids = new Map<number, string>();
    for (let position = 1; position <= total; position++) {
      if (ids.has(position)) continue;
      await list.evaluate((el, top) => el.scrollTo({ top }), (position - 1) * rowHeight);
      await list.locator(`li[aria-posinset="${position}"]`).waitFor();
      const seen = await rows.evaluateAll((items) =>
        items.map((li) => [
          Number(li.getAttribute('aria-posinset')),
          li.querySelector('[data-objekt-id]')?.getAttribute('data-objekt-id') ?? '',
        ]),
      );
      for (const [at, id] of seen) ids.set(Number(at), String(id));
    }
    return [...ids.entries()].sort(([a], [b]) => a - b).map(([, id]) => id);
  }

  /**
   * The result count, the map's pins and the list of all results hold exactly these objects (the filter
   * panel closed); returns the listed ids.
   */
  async function expectResults(page: Page, expected: readonly ApiObjekt[], countText: string): Promise<string[]> {
    await page
      .getByTestId('result-count')
      .filter({ hasText: new RegExp(`^${countText}$`) })
      .waitFor();
    await expect.poll(() => page.getByTestId('ol-map').getAttribute('data-objekt-count')).toBe(String(expected.length));
    if (!new URL(page.url()).searchParams.has('ignoreExtent')) await page.getByTestId('filter-ignore-extent').click();
    await page
      .getByTestId('list-count')
      .filter({ hasText: `(${expected.length})` })
      .waitFor();
    const listed = await listedIds(page);
    expect([...listed].sort()).toEqual(expected.map((o) => o.id).sort());
    return listed;
  }

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

    // Offices to rent up to 8 €/m² (price class 1 only): exactly those are counted, drawn and listed; the
    // office to rent nearest above 8 €/m² is not among them.
    const forRent = objekte.filter((o) => o.objektart === BUERO && o.istmietobjekt);
    const cheap = forRent.filter(rentUpTo8);
    const justAbove = nearestAbove(forRent, (o) => o.mietpreisproqm, 8);
    expect(cheap.length).toBeGreaterThan(1);
    expect(justAbove.mietpreisproqm).toBeLessThanOrEqual(12);
    await page.getByTestId('filter-toggle').click();
    const param = (name: string) => new URL(page.url()).searchParams.get(name);
    await page.getByTestId('filter-mode').getByText('Mieten').click();
    await expect.poll(() => param('mieteOrKauf')).toBe('miete');
    for (const index of [0, 2, 3, 4]) await page.getByTestId(`filter-preis-${index}`).click();
    await expect.poll(() => param('selectedPreis')).toBe('1');
    await page.getByTestId('filter-apply').click();
    expect(await expectResults(page, cheap, `${cheap.length} Immobilien`)).not.toContain(justAbove.id);
    await page.getByTestId('filter-ignore-extent').click();
    await page.getByTestId('filter-toggle').click();

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

  // The count as each language writes it; the second area class's lower bound as each formats it.
  const AREA_JOURNEY = [
    { lang: 'de', properties: (n: number) => `${n} Immobilien`, bound: '3.001' },
    { lang: 'en', properties: (n: number) => `${n} properties`, bound: '3,001' },
  ] as const;

  it.each(AREA_JOURNEY)(
    'filters plots by area class: the count, the URL, the map and the list follow (selectedFlaeche, $lang)',
    async ({ lang, properties, bound }) => {
      const context = await visitor();
      const page = await openMap(context, '', lang);
      const plots = objekte.filter((o) => o.objektart === GRUNDSTUECK);
      const small = plots.filter(plotUpTo10000);
      const justAbove = nearestAbove(plots, smallestArea, 10000);
      expect(small.length).toBeGreaterThan(1);
      expect(small.length).toBeLessThan(plots.length);

      // The area classes are the chosen type's: they appear once plots are chosen, every class selected.
      await page.getByTestId('filter-toggle').click();
      expect(await page.getByTestId('filter-flaeche').count()).toBe(0);
      await page.getByTestId('filter-type-180620000').click();
      await page
        .getByTestId('result-count')
        .filter({ hasText: properties(plots.length) })
        .waitFor();
      expect(await page.getByTestId('filter-flaeche').textContent()).toContain(bound);

      // Plots up to 10,000 m²: the three larger classes off. Exactly those plots are counted, drawn and
      // listed; the plot nearest above 10,000 m² is not among them.
      for (const index of [2, 3, 4]) await page.getByTestId(`filter-flaeche-${index}`).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('selectedFlaeche')).toBe('0,1');
      expect(await page.getByTestId('filter-count').textContent()).toBe('2');
      await snapshot(page, `map-filter-flaeche-${lang}`);
      await page.getByTestId('filter-apply').click();
      expect(await expectResults(page, small, properties(small.length))).not.toContain(justAbove.id);

      // Reloading the URL keeps the filter.
      await page.reload();
      await page.waitForSelector('[data-testid=ol-map][data-first-drawn]', { timeout: 60_000 });
      await page
        .getByTestId('result-count')
        .filter({ hasText: properties(small.length) })
        .waitFor();
      await context.close();
    },
  );

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
    // Favourites-only is switched off while properties-only is on: it is usable once the page shows that off.
    await page.getByTestId('filter-favs').locator('input:not([disabled])').waitFor({ state: 'attached' });
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

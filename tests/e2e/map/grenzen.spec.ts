import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, offlineVisitor, snapshot } from '../support/browser';
import { newBluePixels, settled } from '../support/pixels';

interface ApiKarte {
  id: number;
  title: string;
  title_en: string | null;
  gruppe: string;
  stylejson: { type: string; level?: string };
}

describe('region and district borders on the search map (spec 9)', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  let borders: ApiKarte[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const karten = (await (await fetch(`${baseUrl}/api/karte`)).json()) as ApiKarte[];
    borders = karten.filter((k) => k.gruppe === 'border' && k.stylejson.type === 'vector-local');
  });
  afterAll(() => browser?.close());

  // A visitor whose browser reaches no tile server: the map draws its offline base, silent about the rest.
  const visitor = () => offlineVisitor(browser, baseUrl);

  async function openMap(context: BrowserContext, lang: string, zoom: number, center: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/${lang}/standortsuche?zoom=${zoom}&center=${center}`);
    await page.waitForSelector('[data-testid=ol-map][data-first-drawn]', { timeout: 60_000 });
    await page.getByTestId('tool-layers').click();
    await page.getByTestId('layer-panel').waitFor();
    await page.getByTestId('basemap-offline').click();
    return page;
  }

  /**
   * Border layers start switched on (spec 9 draws the borders from zoom 6): switches one off, waits until
   * the map has settled without it, switches it on again and waits until its lines show. Returns how
   * many pixels turned blue.
   */
  async function switchOn(page: Page, karte: ApiKarte): Promise<number> {
    const map = page.getByTestId('ol-map');
    const checkbox = page.getByTestId(`grenze-${karte.id}`);
    expect(await checkbox.isDisabled()).toBe(false);
    expect(await checkbox.isChecked()).toBe(true);
    await checkbox.uncheck();
    const before = await settled(map);
    await checkbox.check();
    expect(await checkbox.isChecked()).toBe(true);
    let drawn = 0;
    await expect
      .poll(async () => {
        drawn = await newBluePixels(map, before);
        return drawn;
      })
      .toBeGreaterThan(800);
    return drawn;
  }

  /** Closes the layer panel and saves a picture of the settled map for a human look. */
  async function picture(page: Page, name: string) {
    await page.getByTestId('layer-panel').getByRole('button').first().click();
    await page.getByTestId('layer-panel').waitFor({ state: 'detached' });
    await settled(page.getByTestId('ol-map'));
    await snapshot(page, name);
  }

  it('offers both border layers under the titles the administrator gave them, in German and English', () => {
    expect(borders.map((k) => [k.title, k.title_en, k.stylejson.level])).toEqual(
      expect.arrayContaining([
        ['Regionsgrenzen', 'Regional borders', 'region'],
        ['Bezirksgrenzen', 'District borders', 'bezirk'],
      ]),
    );
  });

  const TITLES = {
    de: { shown: ['Regionsgrenzen', 'Bezirksgrenzen', 'Hochwasser HQ30'], other: 'Flood areas HQ30' },
    en: { shown: ['Regional borders', 'District borders', 'Flood areas HQ30'], other: 'Hochwasser HQ30' },
  };

  for (const lang of ['de', 'en'] as const) {
    it(`draws the region and district borders at zoom 7 and 11 (${lang})`, async () => {
      const context = await visitor();
      const region = borders.find((k) => k.stylejson.level === 'region') as ApiKarte;
      const bezirk = borders.find((k) => k.stylejson.level === 'bezirk') as ApiKarte;

      // Zoom 7: all of Lower Austria with its five regions.
      let page = await openMap(context, lang, 7, '15.75,48.25');
      const panel = page.getByTestId('layer-panel');
      const text = (await panel.textContent()) ?? '';
      // Each layer under its administrator's title in the page's language.
      for (const title of TITLES[lang].shown) expect(text).toContain(title);
      expect(text).not.toContain(TITLES[lang].other);
      expect(text).not.toMatch(/Keine Grenzdaten|No border data/);
      const regionPixels = await switchOn(page, region);
      const bezirkPixels = await switchOn(page, bezirk);
      // The district lines add the borders inside the regions.
      expect(bezirkPixels).toBeGreaterThan(regionPixels / 4);
      await picture(page, `map-grenzen-z7-${lang}`);
      await page.close();

      // Zoom 11: where the districts of Baden, Mödling and Sankt Pölten (Land) meet.
      page = await openMap(context, lang, 11, '16.1,48.05');
      await switchOn(page, bezirk);
      await switchOn(page, region);
      await picture(page, `map-grenzen-z11-${lang}`);
      await context.close();
    });
  }

  it('names where reachability would come from when no isochrone layer exists', async () => {
    const context = await visitor();
    for (const [lang, hint] of [
      ['de', 'als Themenkarte der Art GeoJSON'],
      ['en', 'as a thematic map of the kind GeoJSON'],
    ]) {
      const page = await openMap(context, lang as string, 8, '15.75,48.25');
      const row = page.getByTestId('layer-erreichbarkeit');
      expect(await row.isDisabled()).toBe(true);
      expect(await page.getByTestId('layer-panel').textContent()).toContain(hint);
      await page.close();
    }
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, offlineVisitor, openMap, snapshot } from '../support/browser';
import { newBluePixels, settled } from '../support/pixels';

interface ApiThemenlayer {
  id: number;
  art: string;
  quelle: string;
}

/**
 * The demo flood layer HQ100 drawn by the portal itself (issue #27): a visitor whose browser reaches no map
 * service opens the location search where the demo river runs, switches on the demo HQ100 layer in the
 * layer panel, and the map draws its areas in blue; the legend names it as demo data.
 */
describe('imported thematic layers on the search map', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  let center: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const layers = (await (await fetch(`${baseUrl}/api/themenlayer`)).json()) as ApiThemenlayer[];
    const hq100 = layers.find((l) => l.art === 'hq100' && l.quelle.includes('Demodaten'));
    if (!hq100) throw new Error('no demo HQ100 layer');
    // Where the band lies: the middle of its bounding box, from the layer's own answer for Lower Austria.
    const fc = (await (
      await fetch(`${baseUrl}/api/themenlayer/${hq100.id}/flaechen?bbox=14,47.3,17.5,49.2&zoom=12`)
    ).json()) as { features: { geometry: { coordinates: number[][][] | number[][][][] } }[] };
    const punkte = fc.features.flatMap((f) => f.geometry.coordinates.flat(3)) as number[];
    const lons = punkte.filter((_, i) => i % 2 === 0);
    const lats = punkte.filter((_, i) => i % 2 === 1);
    center = `${(Math.min(...lons) + Math.max(...lons)) / 2},${(Math.min(...lats) + Math.max(...lats)) / 2}`;
  });
  afterAll(() => browser?.close());

  const TEXTS = {
    de: { title: 'Hochwasser HQ100 (Demodaten)', wms: 'Hochwasser HQ100', demo: 'Demodaten' },
    en: { title: 'Flood areas HQ100 (demo data)', wms: 'Flood areas HQ100', demo: 'Demo data' },
  };

  for (const lang of ['de', 'en'] as const) {
    it(`draws the demo HQ100 layer offline when switched on, with its legend (${lang})`, async () => {
      const context = await offlineVisitor(browser, baseUrl);
      const page = await openMap(context, baseUrl, `?zoom=13&center=${center}`, lang);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const map = page.getByTestId('ol-map');
      const panel = page.getByTestId('layer-panel');
      await page.getByTestId('tool-layers').click();
      await panel.waitFor();
      await page.getByTestId('basemap-offline').click();
      const text = (await panel.textContent()) ?? '';
      // The imported layer and the WMS of the same theme, each under its own title.
      expect(text).toContain(TEXTS[lang].title);
      expect(text).toContain(TEXTS[lang].wms);
      // The picture before, without the panel over the map.
      await panel.getByRole('button').first().click();
      await panel.waitFor({ state: 'detached' });
      const before = await settled(map);

      await page.getByTestId('tool-layers').click();
      const areas = page.waitForResponse((r) => /\/api\/themenlayer\/\d+\/flaechen\?bbox=.*&zoom=13$/.test(r.url()));
      const row = page.getByTestId('themenlayer-hq100');
      await row.click();
      expect(await row.isChecked()).toBe(true);
      const answer = await areas;
      expect(answer.status()).toBe(200);
      expect(((await answer.json()) as { features: unknown[] }).features.length).toBeGreaterThan(0);
      // The legend names the layer drawn, as demo data, with its source.
      const legend = page.getByTestId('map-legend');
      await expect.poll(async () => (await legend.textContent()) ?? '').toContain(TEXTS[lang].demo);
      expect(await legend.textContent()).toContain(TEXTS[lang].title);
      await page
        .getByTestId(/^legend-themenlayer-/)
        .first()
        .scrollIntoViewIfNeeded();
      await snapshot(page, `map-themenlayer-legend-${lang}`);

      await panel.getByRole('button').first().click();
      await panel.waitFor({ state: 'detached' });
      let drawn = 0;
      await expect
        .poll(async () => {
          drawn = await newBluePixels(map, before);
          return drawn;
        })
        .toBeGreaterThan(2000);
      await settled(map);
      await snapshot(page, `map-themenlayer-hq100-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

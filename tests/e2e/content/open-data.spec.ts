import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { contentContext } from './helpers';

/** Serious or critical WCAG 2.1 AA violations of a page, one line each (as the accessibility scans judge). */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

describe('open data', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    ['de', 'Offene Daten', 'Spaltennamen', 'Kennung;Objektnummer;Name'],
    ['en', 'Open data', 'column names', 'Identifier;Listing number;Name'],
  ] as const)(
    'leads from the footer to the open-data page (%s) whose downloads answer',
    async (lang, link, text, header) => {
      const context = await contentContext(browser, baseUrl);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${baseUrl}/${lang}/home`);
      await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(`${baseUrl}/${lang}/offene-daten`);
      await page.getByRole('heading', { level: 1, name: link }).waitFor();
      expect(await page.title()).toContain(link);
      expect(await page.locator('main').textContent()).toContain(text);
      expect(await page.getByTestId('od-ogc-url').textContent()).toBe(`${baseUrl}/ogc`);
      expect(await page.getByTestId('od-attribution').textContent()).toContain('CC BY 4.0');
      await snapshot(page, `open-data-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Each download link answers with its type and a plausible body (fetched as the link says).
      const hrefOf = async (key: string) => (await page.getByTestId(`od-download-${key}`).getAttribute('href')) ?? '';
      const geojson = await page.request.get(`${baseUrl}${await hrefOf('objekteGeojson')}`);
      expect(geojson.headers()['content-type']).toMatch(/^application\/geo\+json/);
      const collection = (await geojson.json()) as { type: string; features: { geometry: { type: string } }[] };
      expect(collection.type).toBe('FeatureCollection');
      expect(collection.features.length).toBeGreaterThan(100);
      expect(collection.features[0]?.geometry.type).toBe('Point');
      const csv = await page.request.get(`${baseUrl}${await hrefOf('objekteCsv')}`);
      expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers()['content-disposition']).toContain(`standortportal-objekte-${lang}.csv`);
      const lines = (await csv.text()).split('\r\n').filter(Boolean);
      expect(lines[0]?.replace('\uFEFF', '').startsWith(header)).toBe(true);
      expect(lines.length - 1).toBe(collection.features.length);
      const foerderungen = await page.request.get(`${baseUrl}${await hrefOf('foerderungenJson')}`);
      expect(foerderungen.headers()['content-type']).toMatch(/^application\/json/);
      expect(((await foerderungen.json()) as unknown[]).length).toBeGreaterThan(10);
      const foerderCsv = await page.request.get(`${baseUrl}${await hrefOf('foerderungenCsv')}`);
      expect(foerderCsv.headers()['content-type']).toBe('text/csv; charset=utf-8');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('browses the OGC API in HTML from the landing page to a collection, its items and one feature', async () => {
    const context = await contentContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/offene-daten`);
    await page.getByTestId('od-ogc-link').click();
    await page.waitForURL(`${baseUrl}/ogc?f=html`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'open-data-ogc-landing');
    await page.getByRole('link', { name: 'Collections' }).first().click();
    await page.getByRole('heading', { level: 2, name: 'Gewerbeimmobilien' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Bezirke Niederösterreichs' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Gewerbeimmobilien' }).getByRole('link').click();
    await page.locator('main a[href*="/items?f=html"]').first().click();
    await page.getByText(/\d+ Treffer \/ matches, 10 auf dieser Seite/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'open-data-ogc-items');
    await page.getByRole('link', { name: 'Nächste Seite / Next page' }).click();
    await page.waitForURL(/offset=10/);
    await page.locator('main ol a').first().click();
    await page.locator('th', { hasText: 'objektnummer' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'open-data-ogc-feature');
    await context.close();
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';

/** How long a transition of 300 ms (as a component would declare it) really takes on this page, in s. */
function transitionSeconds(page: Page): Promise<number> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.transition = 'opacity 300ms ease';
    document.body.append(probe);
    const seconds = Number.parseFloat(getComputedStyle(probe).transitionDuration);
    probe.remove();
    return seconds;
  });
}

/** The root font size, the text colour and whether the page is flagged barrier-free. */
function look(page: Page) {
  return page.evaluate(() => ({
    fontSize: getComputedStyle(document.documentElement).fontSize,
    textColor: getComputedStyle(document.body).color,
    flagged: document.documentElement.hasAttribute('data-barrierefrei'),
  }));
}

/**
 * The barrier-free version (spec 2): switched on and off from the footer, carried over to pages linked
 * without a query, larger type, black text, no motion, the map search as a list; and reduced motion
 * honoured for visitors who ask for it. Screenshots of each page land in test-results/.
 */
describe('barrier-free version', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function context(options: { reducedMotion?: 'reduce'; width?: number } = {}): Promise<BrowserContext> {
    const ctx = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      reducedMotion: options.reducedMotion ?? 'no-preference',
    });
    await ctx.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    await ctx.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    return ctx;
  }

  it('switches on from the footer, carries over, enlarges and stills the pages, and switches back', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/de/home`);
    await page.getByTestId('featured-carousel').waitFor();
    const normal = await look(page);
    expect(normal).toMatchObject({ fontSize: '16px', flagged: false });
    expect(await transitionSeconds(page)).toBe(0.3);
    expect(await page.getByTestId('featured-carousel').getAttribute('data-rotating')).toBe('true');

    await page.getByTestId('footer-barrierefrei').click();
    await page.waitForURL(/barrierefrei=true/);
    await expect.poll(async () => (await look(page)).flagged).toBe(true);
    const on = await look(page);
    expect(on).toMatchObject({ fontSize: '18px', textColor: 'rgb(0, 0, 0)' });
    expect(await transitionSeconds(page)).toBe(0);
    // The carousel stands still: no rotation, its slides announced politely instead.
    expect(await page.getByTestId('featured-carousel').getAttribute('data-rotating')).toBeNull();
    await snapshot(page, 'barrierefrei-home-de');

    // A link without a query keeps the flag (spec 2 'Navigation behaviour').
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Förderkompass' })
      .click();
    await page.waitForURL(/\/de\/foerderkompass\?barrierefrei=true/);
    await page.getByTestId('result-count').waitFor();
    // No flash of the normal version while the flag is carried over.
    expect((await look(page)).fontSize).toBe('18px');
    await snapshot(page, 'barrierefrei-foerderkompass-de');

    await page.getByTestId('footer-barrierefrei').click();
    await page.waitForURL((url) => !url.searchParams.has('barrierefrei'));
    await expect.poll(async () => (await look(page)).fontSize).toBe('16px');
    expect((await look(page)).flagged).toBe(false);
    await ctx.close();
  });

  it('offers the location search as a filterable list, also on a phone, in both languages', async () => {
    const ctx = await context({ width: 390 });
    const page = await ctx.newPage();
    // Plots in German, offices in English (the filter of the first run is remembered).
    for (const [lang, type] of [
      ['de', 180620000],
      ['en', 180620001],
    ] as const) {
      await page.goto(`${baseUrl}/${lang}/standortsuche?barrierefrei=true`);
      await page.getByTestId('objekt-list').waitFor();
      expect(await page.getByTestId('ol-map').count()).toBe(0);
      const before = await page.getByTestId('result-count').textContent();
      await page.getByTestId(`filter-type-${type}`).locator('input').focus();
      await page.keyboard.press('Space');
      await page.waitForURL(new RegExp(`selectedType=${type}`));
      await expect.poll(() => page.getByTestId('result-count').textContent()).not.toBe(before);
      await snapshot(page, `barrierefrei-standortsuche-${lang}-mobile`);
    }
    await ctx.close();
  });

  it('honours prefers-reduced-motion without the barrier-free flag', async () => {
    const ctx = await context({ reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/en/home`);
    await page.getByTestId('featured-carousel').waitFor();
    expect(await page.getByTestId('featured-carousel').getAttribute('data-rotating')).toBeNull();
    expect(await transitionSeconds(page)).toBeLessThanOrEqual(0.001);
    await ctx.close();
  });
});

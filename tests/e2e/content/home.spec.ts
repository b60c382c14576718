import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { contentContext } from './helpers';

describe('home carousel', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('advances every 15 s and is at most 400 px high', async () => {
    const context = await contentContext(browser, baseUrl);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${baseUrl}/de/home`);
    const carousel = page.getByTestId('featured-carousel');
    await carousel.waitFor();
    expect(await carousel.getAttribute('data-active-index')).toBe('0');
    const active = page.locator('[data-testid="carousel-slide"][data-active]');
    const first = await active.getByRole('heading').textContent();
    expect((await active.boundingBox())?.height).toBeLessThanOrEqual(400);

    await page.clock.runFor(14_000);
    expect(await carousel.getAttribute('data-active-index')).toBe('0');
    await page.clock.runFor(1_000);
    await page.locator('[data-testid="featured-carousel"][data-active-index="1"]').waitFor();
    expect(await active.getByRole('heading').textContent()).not.toBe(first);
    await snapshot(page, 'home-carousel-de');

    // The pause button stops the rotation.
    await page.getByTestId('carousel-pause').click();
    await page.mouse.move(0, 0);
    await page.getByTestId('carousel-pause').blur();
    await page.clock.runFor(30_000);
    expect(await carousel.getAttribute('data-active-index')).toBe('1');
    await context.close();
  });

  it('is 500 px on small and 250 px on smaller screens, and hidden on the smallest', async () => {
    for (const [width, height] of [
      [900, 500],
      [700, 250],
    ] as const) {
      const context = await contentContext(browser, baseUrl, width);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/de/home`);
      const slide = page.locator('[data-testid="carousel-slide"][data-active]');
      await slide.waitFor();
      expect(Math.round((await slide.boundingBox())?.height ?? 0)).toBe(height);
      await context.close();
    }
    const context = await contentContext(browser, baseUrl, 375);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/home`);
    await page.getByTestId('featured-list').waitFor();
    expect(await page.getByTestId('featured-carousel').isVisible()).toBe(false);
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';

describe('portal shell', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('opens /, lands on /de/home, switches to English and opens the overlay dialog', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/de\/home$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.title()).not.toBe('');
    await snapshot(page, 'home-de');

    await page.getByTestId('lang-switch').click();
    await page.waitForURL(/\/en\/home$/);
    await page.getByText('Funding compass').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await snapshot(page, 'home-en');

    await page.getByTestId('footer-imprint').click();
    const dialog = page.getByTestId('overlay-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/Imprint/);
    await snapshot(page, 'overlay-imprint-en');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('writes the page title and description into the first HTML response', async () => {
    const html = await (await fetch(`${baseUrl}/en/foerderkompass`)).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<title>[^<]*[Ff]unding[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  });

  it('sets contactShown when the contact panel is closed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/home`);
    await page.getByTestId('footer-contact').click();
    await page.getByTestId('overlay-dialog').waitFor();
    await page
      .getByTestId('overlay-dialog')
      .getByRole('button', { name: /schließen|close/i })
      .first()
      .click();
    await page.getByTestId('overlay-dialog').waitFor({ state: 'detached' });
    const cookie = (await context.cookies()).find((c) => c.name === 'contactShown');
    expect(cookie?.value).toBe('true');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(359);
    expect(days).toBeLessThan(361);
    await context.close();
  });
});

import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';

describe('favourites, collections and the exposé', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('logs in, adds three favourites, builds a collection, shares its link and downloads the exposé', async () => {
    const objekte = (await (await fetch(`${baseUrl}/api/objekt`)).json()) as { id: string; objektname: string }[];
    const picked = objekte.slice(0, 3);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/login`);
    await page.getByTestId('login-username').fill('eigentuemer@standortportal.at');
    await page.getByTestId('login-password').fill('Standort!Owner2026');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/de\/home$/);

    for (const o of picked) {
      await page.goto(`${baseUrl}/de/standortsuche/${o.id}`);
      const favorit = page.getByTestId('favorit-toggle');
      await favorit.waitFor();
      if ((await favorit.getAttribute('aria-pressed')) !== 'true') {
        await favorit.click();
        await page.waitForFunction(
          () => document.querySelector('[data-testid="favorit-toggle"]')?.getAttribute('aria-pressed') === 'true',
        );
      }
      await page.getByTestId('sammlung-toggle').click();
    }
    const favoriten = await page.evaluate(
      async () => (await (await fetch('/api/userdata')).json()).favoriten as string[],
    );
    for (const o of picked) expect(favoriten).toContain(`objekt.${o.id}`);

    await page.getByTestId('sammlung-indicator').click();
    await page.waitForURL(/\/de\/standortsammlung\//);
    await page.getByTestId('sammlung-cards').waitFor();
    expect(await page.getByTestId('sammlung-cards').locator('h3').count()).toBe(3);
    await page.getByTestId('sammlung-name').fill('Meine Auswahl');
    await page.getByTestId('sammlung-save').click();
    await page.getByTestId('sammlungen').getByText('Meine Auswahl').waitFor();
    await snapshot(page, 'sammlung-de');
    const link = page.url();

    const fresh = await browser.newContext();
    const anonymous = await fresh.newPage();
    await anonymous.goto(link);
    await anonymous.getByTestId('sammlung-cards').waitFor();
    for (const o of picked) await anonymous.getByText(o.objektname).first().waitFor();
    const [download] = await Promise.all([
      anonymous.waitForEvent('download'),
      anonymous.getByTestId('expose-de').click(),
    ]);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await fresh.close();
    await context.close();
  });
});

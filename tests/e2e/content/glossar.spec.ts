import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { contentContext } from './helpers';

describe('glossary', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('opens an entry via the A–Z bar, follows a see-also link and an automatic link', async () => {
    const context = await contentContext(browser, baseUrl);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${baseUrl}/de/glossar`);
    await page.getByTestId('glossar-list').waitFor();
    // Letters without entries are disabled.
    expect(await page.getByTestId('az-Q').isDisabled()).toBe(true);
    await page.getByTestId('az-F').click();
    await page.locator('#glossar-F').getByRole('link', { name: 'Flächenwidmungsplan', exact: true }).click();
    await page.waitForURL(/\/de\/glossar\/\d+$/);
    const title = page.getByTestId('glossar-detail-title');
    await title.filter({ hasText: 'Flächenwidmungsplan' }).waitFor();
    expect(await page.title()).toContain('Flächenwidmungsplan');
    const detail = page.getByTestId('glossar-detail');
    expect(await detail.textContent()).toContain('Englisch: Zoning plan');
    await snapshot(page, 'glossar-detail-de');

    // See also: 'Örtliches Raumordnungsprogramm' is listed under the zoning plan.
    const seeAlso = page.getByTestId('see-also').getByRole('link', { name: 'Örtliches Raumordnungsprogramm' });
    await seeAlso.click();
    await title.filter({ hasText: 'Örtliches Raumordnungsprogramm' }).waitFor();

    // Terms of other entries in a description link to them (here 'Flächenwidmungsplan').
    const auto = detail.locator('a[data-glossar-id]', { hasText: 'Flächenwidmungsplan' }).first();
    await auto.click();
    await title.filter({ hasText: 'Flächenwidmungsplan' }).waitFor();

    // Back returns to the previous entry.
    await page.goBack();
    await title.filter({ hasText: 'Örtliches Raumordnungsprogramm' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters the list and shows English titles in English', async () => {
    const context = await contentContext(browser, baseUrl, 375);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/glossar`);
    await page.getByTestId('glossar-filter').fill('land register');
    const list = page.getByTestId('glossar-list');
    await list.getByRole('link', { name: 'Land register', exact: true }).waitFor();
    const names = await list.getByRole('link').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(10);
    expect(await page.getByTestId('az-Z').isDisabled()).toBe(true);
    await list.getByRole('link', { name: 'Land register', exact: true }).click();
    await page.getByTestId('glossar-detail-title').filter({ hasText: 'Land register' }).waitFor();
    expect(await page.getByTestId('glossar-detail').textContent()).toContain('German: Grundbuch');
    await snapshot(page, 'glossar-detail-en-375');
    await context.close();
  });
});

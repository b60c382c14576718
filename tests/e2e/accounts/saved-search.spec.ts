import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_OWNER, submitLogin } from '../support/login';

/**
 * Saved searches (issue #25 part 2): on the map a filter is set and the search saved — an anonymous
 * visitor logs in on the way — and it appears on the account page, where it is renamed, its alerts'
 * frequency changed and it is deleted after a confirmation; in English from the funding compass.
 */
describe('saving a search and managing it on the account page', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    return context.newPage();
  };
  /** Chooses an option of a Mantine select by its text. */
  const choose = async (page: Page, select: Locator, option: string) => {
    await select.click();
    await page.getByRole('option', { name: option }).click();
  };
  const row = (page: Page, name: string) => page.getByTestId('suchauftrag').filter({ hasText: name });

  it('de: a map search with a filter, saved after logging in; renamed, switched to weekly, deleted', async () => {
    const page = await newPage();
    const name = `Büros E2E ${Date.now()}`;
    await page.goto(`${baseUrl}/de/standortsuche`);
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-type-180620001').click();
    await page.getByTestId('filter-apply').click();
    await page.waitForURL(/selectedType=180620001/);
    await snapshot(page, 'saved-search-map-de');

    // Not logged in: the link leads through the login to the account page's save dialog.
    await page.getByTestId('save-search').click();
    await page.waitForURL(/\/de\/login/);
    await submitLogin(page, DEMO_OWNER);
    const dialog = page.getByRole('dialog', { name: 'Suche speichern' });
    await dialog.waitFor();
    await page.getByTestId('save-search-name').fill(name);
    await choose(page, page.getByTestId('save-search-frequenz'), 'Sofort');
    await snapshot(page, 'saved-search-dialog-de');
    await page.getByTestId('save-search-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, name).waitFor();
    expect(new URL(page.url()).search).toBe('');
    const open = row(page, name).getByTestId('suchauftrag-open');
    expect(await open.getAttribute('href')).toMatch(/^\/de\/standortsuche\?selectedType=180620001/);
    expect(await row(page, name).getByTestId('suchauftrag-frequenz').inputValue()).toBe('Sofort');
    await snapshot(page, 'saved-search-list-de');

    // Renamed in place, then weekly; both kept after a reload.
    await row(page, name).getByTestId('suchauftrag-rename').click();
    await page.getByTestId('suchauftrag-name').fill(`${name} umbenannt`);
    await page.getByTestId('suchauftrag-name').press('Enter');
    const renamed = row(page, `${name} umbenannt`);
    await renamed.getByTestId('suchauftrag-open').waitFor();
    const patched = page.waitForResponse(
      (r) => r.url().includes('/api/suchauftraege/') && r.request().method() === 'PATCH',
    );
    await choose(page, renamed.getByTestId('suchauftrag-frequenz'), 'Wöchentlich');
    await patched;
    await page.reload();
    expect(await renamed.getByTestId('suchauftrag-frequenz').inputValue()).toBe('Wöchentlich');

    // Opening it shows the search with its filter.
    await renamed.getByTestId('suchauftrag-open').click();
    await page.waitForURL(/\/de\/standortsuche\?selectedType=180620001/);
    await page.getByTestId('filter-count').waitFor();
    await page.goBack();

    // Deleted only after the confirmation.
    await renamed.getByTestId('suchauftrag-delete').click();
    await page.getByRole('dialog', { name: `„${name} umbenannt“ löschen?` }).waitFor();
    await snapshot(page, 'saved-search-delete-de');
    await page.getByTestId('cancel-delete').click();
    await renamed.waitFor();
    await renamed.getByTestId('suchauftrag-delete').click();
    await page.getByTestId('confirm-delete').click();
    await renamed.waitFor({ state: 'detached' });
    await snapshot(page, 'saved-search-empty-de');
    await page.context().close();
  });

  it('en: a funding compass filter saved by a logged-in user, then deleted', async () => {
    const page = await newPage();
    const name = `Grants E2E ${Date.now()}`;
    await page.goto(`${baseUrl}/en/login`);
    await submitLogin(page, DEMO_OWNER);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${baseUrl}/en/foerderkompass?art=zuschuss`);
    await page.getByTestId('save-search').click();
    await page.getByRole('dialog', { name: 'Save search' }).waitFor();
    expect(await page.getByTestId('save-search-name').inputValue()).toBe('My search');
    await page.getByTestId('save-search-name').fill(name);
    await page.getByTestId('save-search-submit').click();
    await row(page, name).waitFor();
    expect(await row(page, name).getByTestId('suchauftrag-open').getAttribute('href')).toBe(
      '/en/foerderkompass?art=zuschuss',
    );
    expect(await row(page, name).getByTestId('suchauftrag-frequenz').inputValue()).toBe('Daily');
    await snapshot(page, 'saved-search-list-en');
    await row(page, name).getByTestId('suchauftrag-delete').click();
    await page.getByTestId('confirm-delete').click();
    await row(page, name).waitFor({ state: 'detached' });
    await page.context().close();
  });
});

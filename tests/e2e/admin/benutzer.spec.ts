import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, submitLogin } from '../support/login';

describe('user management', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an administrator finds a user, changes the company, saves and sees it in the list', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await ctx.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/de/admin/benutzer`);
    await page.waitForURL(/\/de\/login\?next=/);
    await submitLogin(page, DEMO_ADMIN);
    await page.waitForURL(/\/de\/admin\/benutzer/);

    // The search waits for a pause in typing, then asks the server; one user is left.
    await page.getByTestId('user-search').fill('Gruber');
    await page.waitForURL(/q=Gruber/);
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
    expect(await page.getByTestId('user-total').textContent()).toBe('1 Benutzer');

    const company = `Gruber Liegenschaften & Söhne GmbH ${Date.now()}`;
    await page.getByTestId('user-open').click();
    await page.getByTestId('user-companyName').fill(company);
    await page.getByTestId('user-save').click();
    await page.getByText('Die Änderungen an Thomas Gruber wurden gespeichert.').waitFor();
    await page.getByTestId('user-editor-close').click();
    // Saved, so closing does not ask 'Zurück ohne Speichern?'.
    await page.getByTestId('user-form').waitFor({ state: 'detached' });

    await expect.poll(() => page.getByTestId('user-row').first().textContent()).toContain(company);
    await snapshot(page, 'admin-benutzer');
    await page.reload();
    await page.getByTestId('user-row').first().waitFor();
    expect(await page.getByTestId('user-row').first().textContent()).toContain(company);
    await ctx.close();
  });
});

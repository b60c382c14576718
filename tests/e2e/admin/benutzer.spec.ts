import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, submitLogin } from '../support/login';
import { cookieContext, submitRegistration } from '../support/owner';

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

  it('an administrator verifies two new registrations at once, then locks both; their own row cannot be chosen', async () => {
    // Two people register and do not open their verification mails.
    const stamp = Date.now();
    const emails = [`sammel-a-${stamp}@example.at`, `sammel-b-${stamp}@example.at`];
    for (const email of emails) {
      const ctx = await cookieContext(browser);
      const page = await ctx.newPage();
      await page.goto(`${baseUrl}/en/login`);
      await page.getByTestId('mode-toggle').click();
      await submitRegistration(page, { username: email, password: 'Sammel!Aktion2026' }, 'en');
      await ctx.close();
    }

    const ctx = await cookieContext(browser);
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/en/admin/benutzer`);
    await page.waitForURL(/\/en\/login\?next=/);
    await submitLogin(page, DEMO_ADMIN);
    await page.waitForURL(/\/en\/admin\/benutzer/);
    await page.getByTestId('user-search').fill(`sammel-`);
    await page.waitForURL(/q=sammel-/);
    await page.getByTestId('user-filter-state').click();
    await page.getByRole('option', { name: 'Not verified' }).click();
    await expect.poll(() => page.url()).toMatch(/state=unbestaetigt/);
    await expect.poll(() => page.getByTestId('user-row').count()).toBeGreaterThanOrEqual(2);
    const rows = emails.map((email) => page.getByTestId('user-row').filter({ hasText: email }));

    for (const row of rows) await row.getByTestId('user-select').check();
    expect(await page.getByTestId('user-bulk-bar').textContent()).toContain('2 selected');
    await page.getByTestId('user-bulk-verify').click();
    await page.getByText('Verify 2 users?').waitFor();
    await page.getByTestId('user-action-confirm').click();
    await page.getByText('2 users changed.').first().waitFor();
    // Verified, they leave the filtered list, and the selection is gone.
    await expect.poll(() => rows[0]?.count()).toBe(0);
    expect(await page.getByTestId('user-bulk-bar').count()).toBe(0);

    await page.getByTestId('user-filter-state').click();
    await page.getByRole('option', { name: 'Active' }).click();
    await expect.poll(() => page.url()).toMatch(/state=aktiv/);
    for (const row of rows) await row.getByTestId('user-select').check();
    await page.getByTestId('user-bulk-lock').click();
    await page.getByText('Lock 2 users?').waitFor();
    await snapshot(page, 'admin-benutzer-bulk-en');
    await page.getByTestId('user-action-confirm').click();
    await page.getByText('2 users changed.').first().waitFor();
    await page.getByTestId('user-filter-state').click();
    await page.getByRole('option', { name: 'Locked' }).click();
    await expect.poll(() => page.url()).toMatch(/state=gesperrt/);
    for (const row of rows) await expect.poll(() => row.getByTestId('badge-locked').count()).toBe(1);

    // The administrator's own row: no checkbox to choose, no lock or delete in its menu.
    await page.getByTestId('user-filter-state').click();
    await page.getByRole('option', { name: 'Active' }).click();
    await page.getByTestId('user-search').fill(DEMO_ADMIN.username);
    const own = page.getByTestId('user-row').filter({ hasText: DEMO_ADMIN.username });
    await expect.poll(() => own.count()).toBe(1);
    expect(await own.getByTestId('user-select').isDisabled()).toBe(true);
    await own.getByTestId('user-menu').click();
    await page.getByTestId('user-reset').waitFor();
    expect(await page.getByTestId('user-lock').count()).toBe(0);
    expect(await page.getByTestId('user-delete').count()).toBe(0);
    await ctx.close();
  });
});

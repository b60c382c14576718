import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, submitLogin } from '../support/login';
import { cookieContext, newPersonContext, submitRegistration } from '../support/owner';

/** The demo administrator on the user list (logged in on the way), in a fresh 1280 × 900 context. */
async function userList(browser: Browser, baseUrl: string) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await ctx.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
  const page = await ctx.newPage();
  await page.goto(`${baseUrl}/de/admin/benutzer`);
  await page.waitForURL(/\/de\/login\?next=/);
  await submitLogin(page, DEMO_ADMIN);
  await page.waitForURL(/\/de\/admin\/benutzer/);
  return { ctx, page };
}

/** Searches the list and waits until only rows naming `text` are shown. */
async function search(page: Page, text: string) {
  await page.getByTestId('user-search').fill(text);
  await page.waitForURL(new RegExp(`q=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
  await expect
    .poll(async () => {
      const rows = await page.getByTestId('user-row').allTextContents();
      return rows.length > 0 && rows.every((row) => row.includes(text));
    })
    .toBe(true);
}

/** Chooses an option of a Mantine Select by its visible label. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('user management', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an administrator finds a user, changes the company, saves and sees it in the list', async () => {
    const { ctx, page } = await userList(browser, baseUrl);

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
      const ctx = await newPersonContext(browser);
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
    // Another user's row offers unlocking and deleting.
    await rows[0]?.getByTestId('user-menu').click();
    await page.getByTestId('user-unlock').waitFor();
    expect(await page.getByTestId('user-delete').count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.getByTestId('user-unlock').waitFor({ state: 'detached' });

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

  it('raising a user to administrator asks first: cancelling keeps the stored level, confirming saves it', async () => {
    const { ctx, page } = await userList(browser, baseUrl);
    const email = 'neu@standortportal.at';
    await search(page, email);
    const id = await page.getByTestId('user-row').getAttribute('data-id');
    const storedLevel = () =>
      page.evaluate(
        async (url) => ((await (await fetch(url)).json()) as { userlevel: number }).userlevel,
        `/api/admin/benutzer/${id}`,
      );
    expect(await storedLevel()).toBe(1);

    await page.getByTestId('user-open').click();
    await choose(page, 'user-userlevel', 'Stufe 7 · Administrator');
    await page.getByTestId('user-save').click();
    const dialog = page.getByRole('dialog', { name: 'Zum Administrator machen?' });
    await dialog.waitFor();
    await snapshot(page, 'admin-benutzer-stufe-bestaetigen');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await storedLevel()).toBe(1);
    expect(await page.getByTestId('user-row').textContent()).toContain('Stufe 1 · Registriert');

    await page.getByTestId('user-save').click();
    await page.getByTestId('user-raise-confirm').click();
    await page.getByText(`Die Änderungen an ${email} wurden gespeichert.`).waitFor();
    expect(await storedLevel()).toBe(7);
    await expect.poll(() => page.getByTestId('user-row').textContent()).toContain('Stufe 7 · Administrator');

    // Lowering it again asks nothing (and leaves the demo user as it was).
    await choose(page, 'user-userlevel', 'Stufe 1 · Registriert');
    await page.getByTestId('user-save').click();
    await expect.poll(storedLevel).toBe(1);
    expect(await page.getByRole('dialog', { name: 'Zum Administrator machen?' }).count()).toBe(0);
    await ctx.close();
  });

  it('filters the list by level and by state, and keeps the filters in the URL', async () => {
    const { ctx, page } = await userList(browser, baseUrl);
    await search(page, 'standortportal.at');
    const rows = () => page.getByTestId('user-row').allTextContents();
    const named = async (email: string) => (await rows()).some((row) => row.includes(email));

    await choose(page, 'user-filter-level', 'Stufe 9 · Administrator');
    await page.waitForURL(/level=9/);
    await expect.poll(async () => (await rows()).every((row) => row.includes('Stufe 9 · Administrator'))).toBe(true);
    expect(await named(DEMO_ADMIN.username)).toBe(true);
    expect(await named('eigentuemer@standortportal.at')).toBe(false);

    await choose(page, 'user-filter-level', 'Stufe 1 · Registriert');
    await choose(page, 'user-filter-state', 'Nicht bestätigt');
    await page.waitForURL(/level=1.*state=unbestaetigt|state=unbestaetigt.*level=1/);
    await expect
      .poll(async () =>
        (await rows()).every((row) => row.includes('Stufe 1 · Registriert') && row.includes('Nicht bestätigt')),
      )
      .toBe(true);
    expect(await named('neu@standortportal.at')).toBe(true);
    expect(await named('eigentuemer@standortportal.at')).toBe(false);
    await snapshot(page, 'admin-benutzer-filter');

    // Reloaded, the page keeps both filters and their answer.
    await page.reload();
    await page.getByTestId('user-row').first().waitFor();
    expect(await page.getByTestId('user-filter-level').inputValue()).toBe('Stufe 1 · Registriert');
    expect(await page.getByTestId('user-filter-state').inputValue()).toBe('Nicht bestätigt');
    expect(await named('neu@standortportal.at')).toBe(true);
    expect(await named('eigentuemer@standortportal.at')).toBe(false);

    await choose(page, 'user-filter-state', 'Aktiv');
    await page.waitForURL(/state=aktiv/);
    await expect.poll(() => named('eigentuemer@standortportal.at')).toBe(true);
    expect(await named('neu@standortportal.at')).toBe(false);
    await ctx.close();
  });
});

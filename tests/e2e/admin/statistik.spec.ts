import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCsv } from '../../../src/server/test/csv';
import { objektInput } from '../../../src/server/test/factories';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, submitLogin } from '../support/login';

describe('statistics', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function context(): Promise<BrowserContext> {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await ctx.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    return ctx;
  }

  /** The administrator, asked to log in on the statistics screen, logs in and is back on it. */
  async function adminOnStatistics() {
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/de/admin/statistik`);
    await page.waitForURL(/\/de\/login\?next=/);
    await submitLogin(page, DEMO_ADMIN);
    await page.waitForURL(/\/de\/admin\/statistik$/);
    return { ctx, page };
  }

  it('an administrator filters the log by login and downloads exactly those rows as CSV', async () => {
    const { ctx, page } = await adminOnStatistics();
    // The year of log rows is aggregated on the single embedded-database connection: allow it time.
    await expect
      .poll(() => page.getByTestId('statistik-table').locator('tbody tr').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);

    await page.getByTestId('statistik-filter-action').click();
    await page.getByRole('option', { name: 'Anmeldung', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => {
        const actions = await page
          .getByTestId('statistik-table')
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
        return actions.length > 0 && actions.every((a) => a === 'login');
      })
      .toBe(true);
    // The admin's own login of a moment ago is the newest row.
    const first = page.getByTestId('statistik-table').locator('tbody tr').first();
    await expect.poll(() => first.textContent()).toContain(DEMO_ADMIN.username);
    const totalText = (await page.getByTestId('statistik-total').textContent()) ?? '';
    const total = Number(totalText.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);
    await snapshot(page, 'statistik-admin-login-filter');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statistik-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^statistik-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const rows = parseCsv(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'logtime',
      'action',
      'actionName',
      'email',
      'objektnummer',
      'objekt',
      'details',
      'data1',
      'data2',
      'data3',
    ]);
    expect(rows.length - 1).toBe(total);
    expect(rows.slice(1).every((r) => r[1] === 'login' && r[2] === 'Anmeldung')).toBe(true);
    expect(rows[1]?.[3]).toBe(DEMO_ADMIN.username);
    await ctx.close();
  });

  /** An API call with the page's session and CSRF token, as the portal's client makes it. */
  async function api(page: Page, method: string, url: string, data?: unknown) {
    const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await page.request.fetch(`${baseUrl}${url}`, { method, headers: { 'x-xsrf-token': token }, data });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  }

  it('the audit trail of a deleted property: filtered by its number, with the saved fields old → new in both languages', async () => {
    const { ctx, page } = await adminOnStatistics();

    // A property created, saved with a new name and price, and deleted (through the API, as the editor does).
    const id = randomUUID();
    const name = `E2E Protokollhalle ${Date.now()}`;
    const created = await api(page, 'PUT', `/api/objekt/${id}`, {
      objekt: objektInput({ objektname: name }),
      bestaetigung: true,
    });
    const nummer: string = created.objektnummer;
    await api(page, 'PUT', `/api/objekt/${id}`, {
      // The description as the editor sends it back (as stored: line breaks as <br>), so only these two change.
      objekt: objektInput({
        objektname: `${name} Nord`,
        kaufpreis: 650000,
        detailbeschreibung: 'Ebenes Grundstück.<br>Voll aufgeschlossen.',
      }),
    });
    await api(page, 'DELETE', `/api/objekt/${id}`);

    const table = page.getByTestId('statistik-table');
    const actions = () =>
      table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByTestId('statistik-filter-objektnummer').fill(nummer);
    await expect.poll(actions).toEqual(['objektDeleted', 'objektSaved', 'objektCreated']);
    const saved = table.locator('tbody tr[data-action="objektSaved"]');
    await expect.poll(() => saved.textContent()).toContain('Immobilie gespeichert');
    const feld = saved.locator('[data-feld="objektname"]');
    expect(await feld.textContent()).toBe(`Objektname: ${name} → ${name} Nord`);
    expect(await saved.locator('[data-feld="kaufpreis"]').textContent()).toMatch(
      /^Kaufpreis gesamt in €: 720\.000 → 650\.000$/,
    );
    expect(await saved.textContent()).toContain('(gelöscht)');
    expect(await table.locator('tbody tr[data-action="objektDeleted"]').textContent()).toContain('Immobilie gelöscht');
    // Filtering by the acting user as well keeps the rows; another user's address empties the table.
    await page.getByTestId('statistik-filter-user').fill(DEMO_ADMIN.username);
    await expect.poll(actions).toEqual(['objektDeleted', 'objektSaved', 'objektCreated']);
    await snapshot(page, 'statistik-audit-de');
    await page.getByTestId('statistik-filter-user').fill('niemand@example.test');
    await expect.poll(() => page.getByText('Keine Einträge').count()).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/en/admin/statistik`);
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByTestId('statistik-filter-objektnummer').fill(nummer);
    await expect.poll(actions).toEqual(['objektDeleted', 'objektSaved', 'objektCreated']);
    const savedEn = table.locator('tbody tr[data-action="objektSaved"]');
    await expect.poll(() => savedEn.textContent()).toContain('Property saved');
    expect(await savedEn.locator('[data-feld="objektname"]').textContent()).toBe(
      `Property name: ${name} → ${name} Nord`,
    );
    expect(await savedEn.textContent()).toContain('(deleted)');
    await page.getByTestId('statistik-filter-action').click();
    await page.getByRole('option', { name: 'Property saved', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(actions).toEqual(['objektSaved']);
    await snapshot(page, 'statistik-audit-en');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statistik-csv').click()]);
    const rows = parseCsv(fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, ''));
    expect(rows.slice(1).map((r) => [r[2], r[4], r[5], r[6]])).toEqual([
      [
        'Property saved',
        nummer,
        `${name} Nord`,
        `Property name: ${name} → ${name} Nord\nTotal purchase price in €: 720,000 → 650,000`,
      ],
    ]);
    await ctx.close();
  });

  it('the public panel shows the charts without login', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/statistik/panel`);
    await expect
      .poll(() => page.getByTestId('chart-per-day').locator('svg.recharts-surface').count())
      .toBeGreaterThan(0);
    for (const id of ['chart-per-action', 'chart-registrations', 'chart-top-objekte', 'chart-top-suchtexte']) {
      expect(await page.getByTestId(id).isVisible(), id).toBe(true);
    }
    await expect.poll(() => page.locator('body').textContent()).toContain('Zugriffe pro Tag');
    // The numbers behind a chart are available as a table.
    await page.getByTestId('chart-per-action').getByRole('button', { name: 'Zahlen als Tabelle zeigen' }).click();
    expect(await page.getByTestId('chart-per-action').locator('table tbody tr').count()).toBe(5);
    // Mantine's responsive grids bring <style> tags (with '@media'); only the visible figures count.
    const figures = await page.getByTestId('statistik-charts').evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const style of copy.querySelectorAll('style')) style.remove();
      return copy.textContent ?? '';
    });
    expect(figures).not.toContain('@');
    expect(figures).not.toMatch(/undefined|NaN/);
    await snapshot(page, 'statistik-panel');
    await ctx.close();
  });
});

import fs from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, submitLogin } from '../support/login';

/** Reads the CSV export (separator ;, CRLF records, quoted fields with doubled quotes) into rows. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ';' && c !== '\r')) {
      field += c;
    } else {
      row.push(field);
      field = '';
      if (c === '\r') {
        rows.push(row);
        row = [];
        i++;
      }
    }
  }
  return rows;
}

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

  it('an administrator filters the log by login and downloads exactly those rows as CSV', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/de/admin/statistik`);
    await page.waitForURL(/\/de\/login\?next=/);
    await submitLogin(page, DEMO_ADMIN);
    await page.waitForURL(/\/de\/admin\/statistik$/);
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
    const rows = csvRows(fs.readFileSync(file, 'utf8'));
    expect(rows[0]).toEqual(['logtime', 'action', 'email', 'objekt', 'data1', 'data2', 'data3']);
    expect(rows.length - 1).toBe(total);
    expect(rows.slice(1).every((r) => r[1] === 'login')).toBe(true);
    expect(rows[1]?.[2]).toBe(DEMO_ADMIN.username);
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

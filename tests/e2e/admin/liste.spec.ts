import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, submitLogin } from '../support/login';

/** The demo data's hidden objects (status 180620000): nobody else's journey uses them. */
const HIDDEN = 180620000;
const DRAFT = 180620001;

describe('admin list: the review queue from its count, bulk status changes, and the maintenance notice', () => {
  let browser: Browser;
  let admin: Page;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    admin = await context.newPage();
    await admin.goto(`${baseUrl}/de/login?next=/de/admin/liste`);
    await submitLogin(admin, DEMO_ADMIN);
    await admin.waitForURL(/\/de\/admin\/liste$/);
  });
  afterAll(() => browser?.close());

  const rows = (page: Page) => page.getByTestId('admin-row');
  const countOf = async (page: Page) =>
    Number(((await page.getByTestId('review-count').textContent()) ?? '').match(/\d+/)?.[0]);

  /** Opens the queue from its count and checks that it lists exactly what waits, oldest first. */
  async function openQueue(page: Page, lang: 'de' | 'en') {
    await page.goto(`${baseUrl}/${lang}/admin/liste`);
    await page.getByTestId('review-count').waitFor();
    const waiting = await countOf(page);
    expect(waiting).toBeGreaterThan(1);
    await page.getByTestId('review-count').click();
    await page.waitForURL(/pruefung=true/);
    expect(page.url()).toContain('sort=eingang&dir=asc');
    await expect
      .poll(async () => (await page.getByTestId('admin-total').textContent()) ?? '')
      .toMatch(new RegExp(`^${waiting}\\b`));
    expect(await rows(page).count()).toBe(Math.min(waiting, 25));
    return waiting;
  }

  it('opens the queue from the count and asks for the count and a reason before a bulk rejection', async () => {
    for (const lang of ['de', 'en'] as const) {
      await openQueue(admin, lang);
      await snapshot(admin, `admin-queue-${lang}`);
      await rows(admin).nth(0).getByTestId('admin-select').check();
      await rows(admin).nth(1).getByTestId('admin-select').check();
      await admin.getByTestId('bulk-bar').waitFor();
      await admin.getByTestId('bulk-ablehnen').click();
      const dialog = admin.getByTestId('bulk-dialog');
      await dialog.getByTestId('bulk-count').waitFor();
      expect((await dialog.getByTestId('bulk-count').textContent()) ?? '').toContain('2');
      expect(await dialog.getByTestId('bulk-confirm').isDisabled()).toBe(true);
      await dialog.getByTestId('bulk-grundtext').fill(lang === 'de' ? 'Pläne fehlen' : 'Plans missing');
      expect(await dialog.getByTestId('bulk-confirm').isDisabled()).toBe(false);
      await snapshot(admin, `admin-bulk-reason-${lang}`);
      await admin.keyboard.press('Escape');
      await dialog.getByTestId('bulk-count').waitFor({ state: 'hidden' });
    }
  });

  it('refuses a bulk change one object may not take, changing none, and applies an allowed one to all', async () => {
    await admin.goto(`${baseUrl}/de/admin/liste?status=${HIDDEN}&pageSize=100`);
    await rows(admin).first().waitFor();
    const hidden = await rows(admin).count();
    expect(hidden).toBeGreaterThanOrEqual(2);
    const ids = [await rows(admin).nth(0).getAttribute('data-id'), await rows(admin).nth(1).getAttribute('data-id')];
    for (const id of ids) await admin.locator(`[data-id="${id}"]`).getByTestId('admin-select').check();

    // Release is only for objects under review: refused for both, nothing changes.
    await admin.getByTestId('bulk-freigeben').click();
    const dialog = admin.getByTestId('bulk-dialog');
    await dialog.getByTestId('bulk-confirm').click();
    await dialog.getByTestId('bulk-error').waitFor();
    expect((await dialog.getByTestId('bulk-error').textContent()) ?? '').toMatch(
      /Nicht möglich für: NOE-\d{4}-\d{4}, NOE-/,
    );
    await snapshot(admin, 'admin-bulk-refused-de');
    await admin.keyboard.press('Escape');
    expect(await rows(admin).count()).toBe(hidden);

    // Set status: both become drafts at once.
    await admin.getByTestId('bulk-statusSetzen').click();
    await dialog.getByTestId('bulk-status-select').click();
    await admin.getByRole('option', { name: 'Entwurf', exact: true }).click();
    await dialog.getByTestId('bulk-confirm').click();
    await admin.getByText('2 Objekte geändert.').waitFor();
    await expect.poll(() => rows(admin).count()).toBe(hidden - 2);
    await snapshot(admin, 'admin-bulk-done-de');

    // Back to hidden, as the demo data had them.
    await admin.goto(`${baseUrl}/de/admin/liste?status=${DRAFT}&pageSize=100`);
    for (const id of ids) await admin.locator(`[data-id="${id}"]`).getByTestId('admin-select').check();
    await admin.getByTestId('bulk-statusSetzen').click();
    await dialog.getByTestId('bulk-status-select').click();
    await admin.getByRole('option', { name: 'Nicht anzeigen', exact: true }).click();
    await dialog.getByTestId('bulk-confirm').click();
    await admin.getByText('2 Objekte geändert.').waitFor();
    await admin.goto(`${baseUrl}/de/admin/liste?status=${HIDDEN}&pageSize=100`);
    await expect.poll(() => rows(admin).count()).toBe(hidden);
  });

  it('shows the maintenance notice on a marked public screen until the mark is removed', async () => {
    await admin.goto(`${baseUrl}/de/admin/wartung`);
    await admin.getByTestId('wartung-foerderkompass').check();
    await admin.getByTestId('wartung-save').click();
    await admin.getByText('Gespeichert. Die markierten Seiten zeigen den Hinweis.').waitFor();
    await snapshot(admin, 'admin-wartung-de');

    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${baseUrl}/de/foerderkompass`);
    await visitor.getByTestId('wartung-notice').waitFor();
    await visitor.getByText('Diese Funktion wird überarbeitet').waitFor();
    expect(await visitor.getByTestId('wartung-notice').isVisible()).toBe(true);
    await snapshot(visitor, 'wartung-foerderkompass-de');
    await visitor.goto(`${baseUrl}/en/foerderkompass`);
    await visitor.getByTestId('wartung-notice').waitFor();
    await snapshot(visitor, 'wartung-foerderkompass-en');
    // Other screens stay open.
    await visitor.goto(`${baseUrl}/de/glossar`);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    expect(await visitor.getByTestId('wartung-notice').count()).toBe(0);

    await admin.getByTestId('wartung-foerderkompass').uncheck();
    await admin.getByTestId('wartung-save').click();
    await admin.getByTestId('wartung-save').and(admin.locator(':disabled')).waitFor();
    await visitor.goto(`${baseUrl}/de/foerderkompass`);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => visitor.getByTestId('wartung-notice').count()).toBe(0);
    await visitor.close();
  });
});

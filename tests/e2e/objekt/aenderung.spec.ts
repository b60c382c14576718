import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { objektInput } from '../../../src/server/test/factories';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, DEMO_OWNER, type Login, submitLogin } from '../support/login';

/** A PNG of one colour, as bytes and as a file (the drop zone takes paths). */
async function png(colour: string) {
  const data = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sp-e2e-aenderung-')), `bild-${colour.slice(1)}.png`);
  fs.writeFileSync(file, data);
  return { data, file };
}

interface Oeffentlich {
  objektname: string;
  kaufpreis: number | null;
  bilder: { msid: string }[];
}

describe('revisions of a released property', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function loggedIn(user: Login, lang: 'de' | 'en', width = 1280): Promise<{ ctx: BrowserContext; page: Page }> {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    await ctx.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/${lang}/login?next=${encodeURIComponent(`/${lang}/home`)}`);
    await submitLogin(page, user);
    await page.waitForURL(new RegExp(`/${lang}/home$`));
    return { ctx, page };
  }

  /** An API call with the page's session and CSRF token, as the portal's client makes it. */
  async function api(page: Page, method: string, url: string, options: Record<string, unknown> = {}) {
    const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await page.request.fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'x-xsrf-token': token },
      ...options,
    });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  }

  const oeffentlich = async (id: string) => (await (await fetch(`${baseUrl}/api/objekt/${id}`)).json()) as Oeffentlich;

  it('keeps the public version while the owner’s change waits; the agency reviews the diff and releases it', async () => {
    const name = `E2E Gewerbegrund ${Date.now()}`;
    const newName = `${name} – geteilt`;
    const id = randomUUID();
    const first = await png('#2f9e44');
    const second = await png('#e8590c');

    // --- a released listing of the owner with one image (made through the API)
    const owner = await loggedIn(DEMO_OWNER, 'de');
    await api(owner.page, 'PUT', `/api/objekt/${id}`, {
      data: { objekt: objektInput({ objektname: name }), bestaetigung: true },
    });
    await api(owner.page, 'POST', `/api/objekt/${id}/bilder`, {
      multipart: { file: { name: 'erstes.png', mimeType: 'image/png', buffer: first.data } },
    });
    await api(owner.page, 'POST', `/api/objekt/${id}/status`, { data: { aktion: 'einreichen' } });
    const admin = await loggedIn(DEMO_ADMIN, 'de');
    await api(admin.page, 'POST', `/api/objekt/${id}/status`, { data: { aktion: 'freigeben', status: 180620003 } });
    const before = await oeffentlich(id);
    expect(before).toMatchObject({ objektname: name, kaufpreis: 720000 });
    expect(before.bilder).toHaveLength(1);

    // --- the owner edits name, price and adds an image in the editor
    const { page } = owner;
    await page.goto(`${baseUrl}/de/admin/objekt/${id}`);
    await page.getByTestId('aenderung-hint').waitFor();
    await page.getByTestId('editor-objektname').fill(newName);
    await page.getByTestId('editor-kaufpreis').fill('650000');
    await page.getByTestId('editor-save').click();
    await page.getByText('Ihre Änderung wurde gespeichert und wird von unserem Team geprüft.').first().waitFor();
    await page.getByTestId('images-dropzone').locator('input[type="file"]').setInputFiles(second.file);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="bild-item"]').length === 2, null, {
      timeout: 60_000,
    });
    await page.getByTestId('aenderung-banner').getByText('Änderung in Prüfung').waitFor();
    await snapshot(page, 'aenderung-owner-editor-de');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('aenderung-banner').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/aenderung-owner-banner-phone-de.png' });

    // --- anyone else still sees the released version: API, list and public page
    // Only the date of the last confirmation moves: the owner's save confirms the listing.
    expect({ ...(await oeffentlich(id)), bestaetigtam: null }).toEqual({ ...before, bestaetigtam: null });
    const visitorCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await visitorCtx.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    const visitor = await visitorCtx.newPage();
    await visitor.goto(`${baseUrl}/de/standortsuche/${id}`);
    await expect(visitor.getByTestId('detail-title').textContent()).resolves.toBe(name);

    // --- the agency: the review queue marks the change; the review shows the diff; release it
    const a = admin.page;
    await a.goto(`${baseUrl}/de/admin/liste?q=${encodeURIComponent(name)}`);
    const row = a.locator(`[data-testid="admin-row"][data-id="${id}"]`);
    await row.getByTestId('admin-aenderung').click();
    await a.waitForURL(new RegExp(`/de/admin/objekt/${id}#aenderung$`));
    const review = a.getByTestId('aenderung-review');
    await review.waitFor();
    await expect(review.locator('[data-feld="objektname"]').textContent()).resolves.toContain(newName);
    await expect(review.locator('[data-feld="kaufpreis"]').textContent()).resolves.toMatch(/720\.000.*650\.000/);
    expect(await review.getByTestId('aenderung-added').locator('img').count()).toBe(1);
    await review.scrollIntoViewIfNeeded();
    await snapshot(a, 'aenderung-admin-review-de');
    await review.getByTestId('aenderung-release').click();
    await a.getByTestId('aenderung-release-confirm').click();
    await a.getByText('Die Änderung wurde freigegeben und ist jetzt online.').first().waitFor();
    await a.getByTestId('history-table').getByText('Änderung freigegeben').waitFor();

    // --- the public page shows the new version
    const after = await oeffentlich(id);
    expect(after).toMatchObject({ objektname: newName, kaufpreis: 650000 });
    expect(after.bilder).toHaveLength(2);
    await visitor.reload();
    await expect(visitor.getByTestId('detail-title').textContent()).resolves.toBe(newName);
    await snapshot(visitor, 'aenderung-public-after-de');

    // --- in English: a second change is rejected with a reason the owner reads, then withdrawn
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/en/admin/objekt/${id}`);
    await page.getByTestId('editor-objektname').fill(`${newName} (v3)`);
    await page.getByTestId('editor-save').click();
    await page.getByTestId('aenderung-banner').getByText('Change under review').waitFor();
    await snapshot(page, 'aenderung-owner-editor-en');
    await a.goto(`${baseUrl}/en/admin/objekt/${id}`);
    await a.getByTestId('aenderung-review').getByText('Review the change').waitFor();
    await snapshot(a, 'aenderung-admin-review-en');
    await a.getByTestId('aenderung-reject').click();
    await a.getByTestId('aenderung-reject-confirm').click();
    await a.getByText('Obligatory input').first().waitFor();
    await a.getByTestId('aenderung-reject-grund').fill('Please keep the registered name.');
    await a.getByTestId('aenderung-reject-confirm').click();
    await a.getByText('The change has been rejected.').first().waitFor();
    await page.reload();
    await expect(page.getByTestId('aenderung-grund').textContent()).resolves.toContain(
      'Please keep the registered name.',
    );
    await snapshot(page, 'aenderung-owner-rejected-en');
    await page.getByTestId('aenderung-withdraw').click();
    await page.getByTestId('aenderung-withdraw-confirm').click();
    await page.getByText('The change has been withdrawn.').first().waitFor();
    await expect(page.getByTestId('editor-objektname').inputValue()).resolves.toBe(newName);
    expect((await oeffentlich(id)).objektname).toBe(newName);

    await Promise.all([owner.ctx.close(), admin.ctx.close(), visitorCtx.close()]);
  }, 300_000);
});

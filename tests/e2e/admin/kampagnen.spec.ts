import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentContext } from '../content/helpers';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, submitLogin } from '../support/login';

/** A PNG on disk (the file picker takes paths). */
async function pngFile(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sp-e2e-kampagne-')), 'gewerbepark.png');
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f9e44' } })
    .png()
    .toFile(file);
  return file;
}

/** Types into a rich text field (the tiptap editor inside the field's wrapper). */
async function typeRichText(page: Page, testId: string, text: string) {
  const editor = page.getByTestId(testId).locator('.ProseMirror');
  await editor.click();
  await editor.pressSequentially(text);
}

/** Chooses an option of a Mantine Select by its visible label. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('campaign administration', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an admin creates a campaign with two modules and an image, previews it, features it; the home carousel shows it', async () => {
    const header = `E2E Kampagne ${Date.now()}`;
    const context = await contentContext(browser, baseUrl);
    const page = await context.newPage();

    // /neu creates the campaign on the server and replaces the URL with its id (after login).
    await page.goto(`${baseUrl}/de/admin/kampagnen/neu`);
    await page.waitForURL(/\/de\/login\?next=/);
    await submitLogin(page, DEMO_ADMIN);
    await page.waitForURL(/\/de\/admin\/kampagnen\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await page.getByTestId('kampagne-editor').waitFor();

    await page.getByTestId('kampagne-header').fill(header);
    await page.getByTestId('kampagne-headersub').fill('Ein Beitrag aus dem Browsertest');

    // The image goes into the pool with its own progress, then appears as a thumbnail.
    await page.getByTestId('kampagne-tab-dateien').click();
    await page
      .getByTestId('dropzone-poolbilder')
      .locator('input[type="file"]')
      .setInputFiles(await pngFile());
    await page.getByTestId('poolbild').first().waitFor({ timeout: 60_000 });

    // Module 1: image then text; module 2: text only.
    await page.getByTestId('kampagne-tab-module').click();
    await page.getByTestId('modul1-anzeige').check();
    await choose(page, 'modul1-typ', 'Bild, dann Text');
    await choose(page, 'modul1-bild', 'Bild 1');
    await typeRichText(page, 'modul1-text', 'Erstes Modul mit Bild');
    await page.getByTestId('modul2-control').click();
    await page.getByTestId('modul2-anzeige').check();
    await choose(page, 'modul2-typ', 'Nur Text');
    await typeRichText(page, 'modul2-text', 'Zweites Modul nur Text');

    // The preview renders the unsaved values with the article page's component.
    await page.getByTestId('kampagne-view').getByText('Vorschau', { exact: true }).click();
    const preview = page.getByTestId('kampagne-preview');
    await expect(preview.getByTestId('article-title').textContent()).resolves.toBe(header);
    await expect(preview.getByTestId('modul-1').textContent()).resolves.toContain('Erstes Modul mit Bild');
    await expect(preview.getByTestId('modul-1').locator('img').getAttribute('src')).resolves.toMatch(
      /^\/bilder\/1920\/[0-9a-f-]+\.webp$/,
    );
    await expect(preview.getByTestId('modul-2').textContent()).resolves.toContain('Zweites Modul nur Text');
    await snapshot(page, 'admin-kampagne-preview');

    // Publish and feature it, first in the carousel; save.
    await page.getByTestId('kampagne-view').getByText('Bearbeiten', { exact: true }).click();
    await page.getByTestId('kampagne-tab-allgemein').click();
    await page.getByTestId('kampagne-aktiv').check();
    await page.getByTestId('kampagne-titelseite').check();
    await page.getByTestId('kampagne-reihenfolge').fill('0');
    await page.getByTestId('editor-save').click();
    await page.getByText('Gespeichert').first().waitFor();
    // The form takes the saved values in the same step; on a busy machine it may render a moment later.
    await expect
      .poll(() => page.getByTestId('editor-savebar').textContent(), { timeout: 10_000 })
      .not.toContain('Ungespeichert');

    // The list shows it as active and featured.
    await page.goto(`${baseUrl}/de/admin/kampagnen`);
    const row = page.locator(`[data-testid="kampagnen-row"][data-id="${id}"]`);
    await expect(row.textContent()).resolves.toMatch(/Aktiv.*Startseite/);

    // The home carousel features it (first, order 0), and the article shows both modules.
    await page.goto(`${baseUrl}/de/home`);
    const slide = page.getByTestId('carousel-slide').filter({ hasText: header });
    await slide.waitFor({ state: 'attached' });
    await expect(page.getByTestId('carousel-slide').first().textContent()).resolves.toContain(header);
    await slide.getByRole('link').click();
    await page.waitForURL(new RegExp(`/de/wissen/${id}$`));
    await expect(page.getByTestId('modul-1').textContent()).resolves.toContain('Erstes Modul mit Bild');
    await expect(page.getByTestId('modul-2').textContent()).resolves.toContain('Zweites Modul nur Text');
    await context.close();
  });
});

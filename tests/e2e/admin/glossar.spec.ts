import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, submitLogin } from '../support/login';

describe('admin glossary editor', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function loggedInAdmin(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/login?next=/de/admin/glossar`);
    await submitLogin(page, DEMO_ADMIN);
    await page.waitForURL(/\/de\/admin\/glossar$/);
    return page;
  }

  it('edits title and description, asks before leaving unsaved, and the public glossary shows the change', async () => {
    const page = await loggedInAdmin();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const stamp = Date.now();
    const newTitle = `Altlastenfläche ${stamp}`;
    const newText = `Eine belastete Fläche, neu beschrieben am ${stamp}.`;

    // --- the list: search, open the entry
    await page.getByTestId('glossar-table').waitFor();
    await page.getByTestId('glossar-search').fill('Altlast');
    await page.getByTestId('glossar-table').getByRole('link', { name: 'Altlast', exact: true }).click();
    await page.waitForURL(/\/de\/admin\/glossar\/\d+$/);
    const id = page.url().split('/').pop();
    await page.getByTestId('glossar-editor').waitFor();

    // --- edit the German title and type into the rich text editor
    await page.getByTestId('glossar-titel_de').fill(newTitle);
    const editor = page.getByTestId('glossar-beschreibung_de').locator('.ProseMirror');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(newText);
    await page.getByTestId('editor-savebar').getByText('Ungespeicherte Änderungen').waitFor();

    // --- leaving with unsaved changes asks first; 'stay' keeps the edits
    await page.getByTestId('editor-back').click();
    const dialog = page.getByTestId('leave-dialog');
    await dialog.getByText('Zurück ohne Speichern?').waitFor();
    expect(await page.getByText('Bitte bestätigen oder verwerfen Sie Ihre Änderungen.').isVisible()).toBe(true);
    await snapshot(page, 'admin-glossar-leave');
    await page.getByTestId('leave-stay').click();
    await dialog.getByText('Zurück ohne Speichern?').waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(new RegExp(`/de/admin/glossar/${id}$`));
    expect(await page.getByTestId('glossar-titel_de').inputValue()).toBe(newTitle);

    // --- save
    await page.getByTestId('editor-save').click();
    await page.getByText('Gespeichert', { exact: true }).waitFor();
    await page.getByTestId('editor-title').filter({ hasText: newTitle }).waitFor();
    expect(await page.getByTestId('editor-savebar').textContent()).not.toContain('Ungespeicherte Änderungen');
    await snapshot(page, 'admin-glossar-saved');

    // --- the public entry, reached inside the app (its cached data was refreshed) and after a reload
    await page.getByRole('link', { name: 'Im Glossar ansehen' }).click();
    await page.waitForURL(new RegExp(`/de/glossar/${id}$`));
    const title = page.getByTestId('glossar-detail-title');
    await title.filter({ hasText: newTitle }).waitFor();
    expect(await page.getByTestId('glossar-detail').textContent()).toContain(newText);
    await page.reload();
    await title.filter({ hasText: newTitle }).waitFor();
    expect(await page.getByTestId('glossar-detail').textContent()).toContain(newText);

    // --- after saving, leaving the editor does not ask
    await page.goto(`${baseUrl}/de/admin/glossar/${id}`);
    await page.getByTestId('glossar-editor').waitFor();
    await page.getByTestId('editor-back').click();
    // A freshly loaded entry is not 'dirty' (e.g. from normalising its HTML), so nothing blocks.
    await page.waitForURL(/\/de\/admin\/glossar$/);
    await page.getByTestId('glossar-table').waitFor();
    expect(await page.getByText('Zurück ohne Speichern?').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});

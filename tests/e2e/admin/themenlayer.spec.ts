import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { geojsonFile, square } from '../../../src/server/test/layer-files';
import de from '../../../src/shared/i18n/de.json' with { type: 'json' };
import en from '../../../src/shared/i18n/en.json' with { type: 'json' };
import { launchBrowser, openDialog, snapshot } from '../support/browser';
import { DEMO_ADMIN, submitLogin } from '../support/login';

/** Squares of 2 km in MGI / Austria Lambert (EPSG:31287) around Vienna's south-west, one per index. */
const squares = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ ring: square(625_000 + i * 5_000, 480_000, 2_000) }));

/**
 * The thematic layers of the site check (issue #27): the administrator opens the page from the admin menu,
 * creates the layer 'HQ100 Test' from a GeoJSON file in EPSG:31287 (named by its `crs` member) and reads the
 * report; in English replaces its file (one without `crs`, the system chosen in the dialog) and sees the
 * new count, is told in words what is wrong with a file that is not JSON, and deletes the layer.
 */
describe('thematic layers (issue #27)', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');
  const t = de.admin.themenlayer;
  const tEn = en.admin.themenlayer;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    page = await context.newPage();
    await page.goto(`${baseUrl}/de/login?next=/de/admin/liste`);
    await submitLogin(page, DEMO_ADMIN);
    await page.waitForURL(`${baseUrl}/de/admin/liste`);
  });
  afterAll(() => browser?.close());

  /** No serious or critical WCAG 2.1 A/AA violation on the page as it is. */
  const axe = async () => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  const row = () => page.getByTestId('themenlayer-table').locator('tr', { hasText: 'HQ100 Test' });
  const reportValue = (key: string) => page.getByTestId(`themenlayer-report-${key}`).locator('dd').textContent();
  const choose = async (testId: string, option: string) => {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  it('de: from the admin menu, a new layer of kind hq100 from GeoJSON in EPSG:31287, with its report and row', async () => {
    await page.getByTestId('admin-nav-themenlayer').click();
    await page.waitForURL(`${baseUrl}/de/admin/themenlayer`);
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await page.getByTestId('themenlayer-table').waitFor();
    await snapshot(page, 'admin-themenlayer-list-de');
    await axe();

    await page.getByTestId('themenlayer-create').click();
    const dialog = page.getByRole('dialog', { name: t.createTitle });
    await dialog.waitFor();
    // The shared schema's messages, translated: required fields, and zoning's category attribute.
    await page.getByTestId('themenlayer-next').click();
    expect(await dialog.getByText(de.error.required).count()).toBe(3);
    await choose('themenlayer-art', t.arten.widmung);
    await page.getByTestId('themenlayer-kategorie-feld').waitFor();
    await page.getByTestId('themenlayer-next').click();
    await dialog.getByText(t.validation.kategorieFeld).waitFor();
    await snapshot(page, 'admin-themenlayer-form-de');
    await choose('themenlayer-art', t.arten.hq100);
    await page.getByTestId('themenlayer-kategorie-feld').waitFor({ state: 'detached' });
    await page.getByTestId('themenlayer-name').fill('HQ100 Test');
    await page.getByTestId('themenlayer-quelle').fill('Testdaten');
    await page.getByTestId('themenlayer-next').click();

    await page
      .getByTestId('themenlayer-dropzone')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'hq100.geojson',
        mimeType: 'application/geo+json',
        buffer: geojsonFile(squares(2), 31287),
      });
    await page.getByTestId('themenlayer-result').getByTestId('themenlayer-report').waitFor();
    expect(await reportValue('gelesen')).toBe('2');
    expect(await reportValue('importiert')).toBe('2');
    expect(await reportValue('repariert')).toBe('0');
    expect(await reportValue('verworfen')).toBe('0');
    expect(await reportValue('srid')).toBe('MGI / Austria Lambert (EPSG:31287)');
    expect(await page.getByTestId('themenlayer-report-layer').textContent()).toBe('„HQ100 Test“ hat jetzt 2 Flächen.');
    // The layer exists: the dialog offers only to close, not to go back and import the file once more.
    expect(await page.getByTestId('themenlayer-back').count()).toBe(0);
    await snapshot(page, 'admin-themenlayer-report-de');
    await axe();

    await page.getByTestId('themenlayer-close').click();
    await dialog.waitFor({ state: 'detached' });
    await row().waitFor();
    expect(await row().getByTestId('themenlayer-flaechen').textContent()).toBe('2');
    expect(await row().textContent()).toContain(t.arten.hq100);
    expect(await row().textContent()).toContain('Testdaten');
  });

  it('en: replaces the file after the confirmation, the system chosen in the dialog; the row shows the new count', async () => {
    await page.goto(`${baseUrl}/en/admin/themenlayer`);
    await page.getByRole('heading', { level: 1, name: tEn.title }).waitFor();
    await row().waitFor();
    expect(await row().textContent()).toContain(tEn.arten.hq100);

    const confirm = page.getByRole('dialog', { name: tEn.replaceConfirmTitle });
    await openDialog(row().getByRole('button', { name: 'Replace the file of “HQ100 Test”' }), confirm);
    await confirm.getByText('The areas of “HQ100 Test” are replaced').waitFor();
    await snapshot(page, 'admin-themenlayer-replace-confirm-en');
    const dialog = page.getByRole('dialog', { name: 'Replace file: HQ100 Test' });
    await openDialog(page.getByTestId('themenlayer-replace-confirm'), dialog);
    await choose('themenlayer-replace-srid', 'MGI / Austria Lambert (EPSG:31287)');
    await page
      .getByTestId('themenlayer-dropzone')
      .locator('input[type=file]')
      .setInputFiles({ name: 'hq100-neu.json', mimeType: 'application/json', buffer: geojsonFile(squares(3)) });
    await page.getByTestId('themenlayer-result').getByTestId('themenlayer-report').waitFor();
    expect(await reportValue('importiert')).toBe('3');
    expect(await reportValue('srid')).toBe('MGI / Austria Lambert (EPSG:31287)');
    expect(await page.getByTestId('themenlayer-report-layer').textContent()).toBe('“HQ100 Test” now has 3 areas.');
    await snapshot(page, 'admin-themenlayer-replaced-en');
    await axe();
    await page.getByTestId('themenlayer-close').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row().getByTestId('themenlayer-flaechen').textContent()).toBe('3');
  });

  it('en: a file that is not JSON is refused in words; nothing is created', async () => {
    await page.getByTestId('themenlayer-create').click();
    const dialog = page.getByRole('dialog', { name: tEn.createTitle });
    await choose('themenlayer-art', tEn.arten.sonstige);
    await page.getByTestId('themenlayer-name').fill('Kaputt');
    await page.getByTestId('themenlayer-quelle').fill('Test');
    await page.getByTestId('themenlayer-next').click();
    await page
      .getByTestId('themenlayer-dropzone')
      .locator('input[type=file]')
      .setInputFiles({ name: 'kaputt.geojson', mimeType: 'application/geo+json', buffer: Buffer.from('kein JSON') });
    const error = page.getByTestId('themenlayer-error');
    await error.waitFor();
    expect(await error.textContent()).toContain(en.error.layerFileUnreadable);
    await snapshot(page, 'admin-themenlayer-invalid-en');
    await page.getByTestId('themenlayer-close').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('themenlayer-table').getByText('Kaputt').count()).toBe(0);
  });

  it('en: deletes the layer after the confirmation', async () => {
    await row().getByRole('button', { name: 'Delete “HQ100 Test”' }).click();
    await page.getByText('The thematic layer “HQ100 Test” is deleted').waitFor();
    await page.getByTestId('themenlayer-delete-confirm').click();
    await row().waitFor({ state: 'detached' });
    await page.getByText('Deleted: HQ100 Test').waitFor();
  });
});

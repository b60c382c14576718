import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, submitLogin } from '../support/login';

describe('URL management and map layers', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await ctx.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    // The machine has no internet: tile and WMS requests of the map preview fail at once.
    await ctx.route('**/*', (route) =>
      new URL(route.request().url()).hostname === new URL(baseUrl).hostname ? route.continue() : route.abort(),
    );
    page = await ctx.newPage();
    await page.goto(`${baseUrl}/de/admin/urlmanagement`);
    await page.waitForURL(/\/de\/login\?next=/);
    await submitLogin(page, DEMO_ADMIN);
    await page.waitForURL(/\/de\/admin\/urlmanagement$/);
  });
  afterAll(() => browser?.close());

  it('an admin adds a URL shortcut; visiting it lands on the target with the shortcut’s title', async () => {
    const slug = `e2e-kontakt-${Date.now()}`;
    const title = 'E2E Kurzlink zum Investorenservice';
    await page.getByTestId('slug-create').click();
    // A shortcut that shadows a portal page is refused in the form already.
    await page.getByTestId('slug-slug').fill('glossar');
    await page.getByTestId('slug-path').fill('/de/kontakt');
    await page.getByTestId('slug-title').fill(title);
    await page.getByTestId('slug-save').click();
    await expect.poll(() => page.getByText('Diese Adresse ist schon eine Seite des Portals').count()).toBe(1);

    await page.getByTestId('slug-slug').fill(slug);
    await page.getByTestId('slug-description').fill('Beratung für Betriebsansiedlungen in Niederösterreich.');
    await page.getByTestId('slug-save').click();
    await page.getByTestId(`slug-row-${slug}`).waitFor();
    await snapshot(page, 'admin-urlmanagement-saved');

    // Within the app (the router reads the shortcut list cached for the visit, refetched on save) …
    await page.getByRole('link', { name: `/${slug}` }).click();
    await page.waitForURL(/\/de\/kontakt$/);
    await expect.poll(() => page.title()).toBe(title);

    // … and on a fresh load, whose first HTML already carries the title.
    const res = await page.request.get(`${baseUrl}/${slug}`);
    expect(await res.text()).toContain(`<title>${title}</title>`);
    await page.goto(`${baseUrl}/${slug}`);
    await page.waitForURL(/\/de\/kontakt$/);
    await expect.poll(() => page.title()).toBe(title);
  });

  it('shows the validation message when a map layer’s JSON is invalid', async () => {
    await page.goto(`${baseUrl}/de/admin/karten`);
    await page.getByTestId('karten-table').waitFor();
    await page.locator('[data-testid^="karte-edit-"]').first().click();
    const json = page.getByTestId('karte-stylejson');
    await json.fill('{ "type": "xyz", "url": ');
    await page.getByTestId('karte-save').click();
    await expect.poll(() => page.getByText('Kein gültiges JSON').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('karte-preview-invalid').isVisible()).toBe(true);
    await snapshot(page, 'admin-karten-invalid-json');

    // A well-formed JSON that is no layer is refused with its own message; a valid one clears it.
    await json.fill('{ "type": "pmtiles", "url": "https://x" }');
    await page.getByTestId('karte-title').click();
    await expect.poll(() => page.getByText('Unbekannte Art').count()).toBeGreaterThan(0);
    await json.fill('{ "type": "xyz", "url": "https://tiles.example/{z}/{x}/{y}.png" }');
    await page.getByTestId('karte-title').click();
    await expect.poll(() => page.getByTestId('karte-preview-invalid').count()).toBe(0);

    // Closing with changes asks first; discarding leaves the layer as it was.
    await page.keyboard.press('Escape');
    await page.getByTestId('karte-discard').click();
    await expect.poll(() => page.getByTestId('karte-editor').count()).toBe(0);
  });

  it('an administrator gives a map layer an English title; English pages show it, German ones the title', async () => {
    const karten = (await (await page.request.get(`${baseUrl}/api/karte`)).json()) as { id: number; title: string }[];
    const natura = karten.find((k) => k.title === 'Natura 2000');
    if (!natura) throw new Error('no Natura 2000 layer');
    const edit = async (titleEn: string) => {
      await page.goto(`${baseUrl}/de/admin/karten`);
      await page.getByTestId(`karte-edit-${natura.id}`).click();
      await page.getByTestId('karte-title-en').fill(titleEn);
      await page.getByTestId('karte-save').click();
      await expect.poll(() => page.getByTestId('karte-editor').count()).toBe(0);
    };
    const panelText = async (lang: 'de' | 'en') => {
      await page.goto(`${baseUrl}/${lang}/standortsuche`);
      await page.getByTestId('tool-layers').click();
      return (await page.getByTestId('layer-panel').textContent()) ?? '';
    };
    await edit('E2E protected areas');
    try {
      expect(await panelText('en')).toContain('E2E protected areas');
      const german = await panelText('de');
      expect(german).toContain('Natura 2000');
      expect(german).not.toContain('E2E protected areas');
    } finally {
      await edit('Natura 2000');
    }
  });
});

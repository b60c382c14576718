import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { imageFiles } from '../support/files';
import { DEMO_OWNER, submitLogin } from '../support/login';

/** What a user types, and what the page shows afterwards, per language. */
const NUMBERS = {
  de: {
    ambiguous: '1.250',
    ambiguousMessage: 'Nicht eindeutig',
    refused: '1,250.5',
    refusedMessage: 'Keine gültige Zahl',
    flaeche: '1.250,5',
    hallenhoehe: '3,2',
    mietpreisproqm: '12,5',
    mietpreis: '15.631,25',
    detail: ['1.250,5 m²', '3,2 m', '12,50 €'],
    other: 'en',
    otherShows: { flaecheinqm: '1,250.5', hallenhoehe: '3.2', mietpreisproqm: '12.5', mietpreis: '15,631.25' },
    status: /in prüfung/i,
  },
  en: {
    ambiguous: '12,5',
    ambiguousMessage: 'Not a valid number',
    refused: '1.250,5',
    refusedMessage: 'Not a valid number',
    flaeche: '1,250.5',
    hallenhoehe: '3.2',
    mietpreisproqm: '12.5',
    mietpreis: '15,631.25',
    detail: ['1,250.5 m²', '3.2 m', '€12.50'],
    other: 'de',
    otherShows: { flaecheinqm: '1.250,5', hallenhoehe: '3,2', mietpreisproqm: '12,5', mietpreis: '15.631,25' },
    status: /under review/i,
  },
} as const;

describe('drafts, numbers in the page language and an honest save state', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function context(width = 1280): Promise<BrowserContext> {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    await ctx.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    return ctx;
  }

  /** The owner logs in on a new listing's editor (after the confirmation); answers the listing's id. */
  async function newListing(page: Page, lang: 'de' | 'en'): Promise<string> {
    await page.goto(`${baseUrl}/${lang}/admin/objekt/neu`);
    await page.getByTestId('login-username').waitFor();
    await submitLogin(page, DEMO_OWNER);
    await page.getByTestId('advertise-confirm').check();
    await page.getByTestId('advertise-continue').click();
    await page.waitForURL(new RegExp(`/${lang}/admin/objekt/[0-9a-f-]{36}$`));
    await page.getByTestId('objekt-editor').waitFor();
    return page.url().split('/').pop() ?? '';
  }

  const value = (page: Page, field: string) => page.getByTestId(`editor-${field}`).inputValue();
  const saveState = (page: Page) => page.getByTestId('editor-save-state').first().getAttribute('data-state');

  for (const lang of ['de', 'en'] as const) {
    const n = NUMBERS[lang];
    it(`${lang}: an owner saves a draft with decimals and images before any translation, reloads the same numbers, then submits`, async () => {
      const ctx = await context();
      const page = await ctx.newPage();
      const id = await newListing(page, lang);
      expect(await saveState(page)).toBe('new');

      await page.getByTestId('editor-objektart-180620001').click();
      await page.getByTestId('editor-objektname').fill(`E2E Halle ${lang} ${Date.now()}`);

      // Refused input names the problem as soon as the field is left; nothing is guessed.
      await page.getByTestId('editor-flaecheinqm').fill(n.ambiguous);
      await page.getByTestId('editor-objektname').click();
      await page.getByText(n.ambiguousMessage).first().waitFor();
      await page.getByTestId('editor-flaecheinqm').fill(n.refused);
      await page.getByTestId('editor-objektname').click();
      await page.getByText(n.refusedMessage).first().waitFor();

      await page.getByTestId('editor-flaecheinqm').fill(n.flaeche);
      await page.getByTestId('editor-hallenhoehe').fill(n.hallenhoehe);
      await page.getByTestId('editor-istmietobjekt').check();
      await page.getByTestId('editor-mietpreisproqm').fill(n.mietpreisproqm);
      // A total far from area × price per m² warns, without blocking.
      await page.getByTestId('editor-mietpreis').fill('125');
      await page.getByTestId('editor-warning-mietpreis').waitFor();
      await page.getByTestId('editor-mietpreis').fill(n.mietpreis);
      await page.getByTestId('editor-warning-mietpreis').waitFor({ state: 'detached' });

      // Three images before any translation: the first upload saves the draft.
      await page
        .getByTestId('images-dropzone')
        .locator('input[type="file"]')
        .setInputFiles(await imageFiles('halle', ['#2f9e44', '#1c7ed6', '#f08c00'], 'jpeg'));
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="bild-item"]').length === 3, null, {
        timeout: 60_000,
      });
      await expect.poll(() => saveState(page)).toBe('saved');
      await page.getByTestId('editor-save').click();
      await expect.poll(() => saveState(page)).toBe('saved');
      await page.getByTestId('editor-missing').getByTestId('missing-uebersetzung.objektname_en').waitFor();
      await snapshot(page, `objekt-entwurf-${lang}`);

      // Reload: exactly the numbers entered, in this language and in the other one.
      await page.reload();
      await page.getByTestId('objekt-editor').waitFor();
      expect(await value(page, 'flaecheinqm')).toBe(n.flaeche);
      expect(await value(page, 'hallenhoehe')).toBe(n.hallenhoehe);
      expect(await value(page, 'mietpreisproqm')).toBe(n.mietpreisproqm);
      expect(await value(page, 'mietpreis')).toBe(n.mietpreis);
      expect(await page.getByTestId('bild-item').count()).toBe(3);
      await page.goto(`${baseUrl}/${n.other}/admin/objekt/${id}`);
      await page.getByTestId('objekt-editor').waitFor();
      for (const [field, shown] of Object.entries(n.otherShows)) expect(await value(page, field)).toBe(shown);
      await page.goto(`${baseUrl}/${lang}/admin/objekt/${id}`);
      await page.getByTestId('objekt-editor').waitFor();

      // Submitting an incomplete draft marks what is missing instead of sending it.
      await page.getByTestId('action-einreichen').click();
      await expect.poll(() => page.getByTestId('editor-plz').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByTestId('action-confirm').count()).toBe(0);

      // The rest: address, district, location, description, then the translations through the missing list.
      await page.getByTestId('editor-plz').fill('3430');
      await page.getByTestId('editor-ort').fill('Tulln');
      await page.getByTestId('editor-bezirk').click();
      await page.getByRole('option', { name: 'Tulln', exact: true }).click();
      await page.getByTestId('editor-detailbeschreibung').fill('Helle Halle mit Rampe.\nNahe der B19.');
      await page.getByTestId('map-lookup').click();
      await expect.poll(() => page.getByTestId('map-point-status').textContent()).toMatch(/\d/);
      await page.getByTestId('missing-uebersetzung.objektname_en').click();
      await page.getByTestId('editor-objektname_en').fill(`E2E hall ${Date.now()}`);
      await page.getByTestId('editor-detailbeschreibung_en').fill('Bright hall with a ramp.\nClose to the B19.');
      await page.getByTestId('editor-save').click();
      await expect.poll(() => saveState(page)).toBe('saved');
      await expect
        .poll(() => page.getByTestId('editor-missing').textContent())
        .toMatch(lang === 'de' ? /Alles Nötige/ : /Everything needed/);
      await page.getByTestId('action-einreichen').click();
      await page.getByTestId('action-confirm').click();
      await page.getByTestId('editor-readonly').waitFor();
      await expect.poll(() => page.getByTestId('editor-status').textContent()).toMatch(n.status);

      // The detail view shows the same numbers in the page language.
      await page.goto(`${baseUrl}/${lang}/standortsuche/${id}`);
      for (const text of n.detail) await page.getByText(text, { exact: false }).first().waitFor();
      await snapshot(page, `objekt-entwurf-detail-${lang}`);
      await ctx.close();
    });
  }

  it('a failed save says so, and a reload offers the unsaved input back', async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    const id = await newListing(page, 'de');
    await page.getByTestId('editor-objektart-180620002').click();
    await page.getByTestId('editor-objektname').fill('Werkstatt mit Büro');
    await page.getByTestId('editor-flaecheinqm').fill('480,75');

    // The server fails: the badge must not claim anything was saved.
    await page.route(`**/api/objekt/${id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal"}}' })
        : route.fallback(),
    );
    await page.getByTestId('editor-save').click();
    await expect.poll(() => saveState(page)).toBe('failed');
    expect(await page.getByTestId('editor-save-state').first().textContent()).toContain('Speichern fehlgeschlagen');
    expect(await page.getByText('Alle Änderungen gespeichert').count()).toBe(0);
    await snapshot(page, 'objekt-speichern-fehlgeschlagen');

    // Reload: the input is offered back; restoring fills the form again.
    await page.reload();
    await page.getByTestId('local-draft').waitFor();
    expect(await value(page, 'objektname')).toBe('');
    await page.getByTestId('local-draft-restore').click();
    expect(await value(page, 'objektname')).toBe('Werkstatt mit Büro');
    expect(await value(page, 'flaecheinqm')).toBe('480,75');

    // Once the server answers again, saving clears the kept copy: the next reload offers nothing.
    await page.unroute(`**/api/objekt/${id}`);
    await page.getByTestId('editor-save').click();
    await expect.poll(() => saveState(page)).toBe('saved');
    await page.reload();
    await page.getByTestId('objekt-editor').waitFor();
    expect(await value(page, 'objektname')).toBe('Werkstatt mit Büro');
    expect(await page.getByTestId('local-draft').count()).toBe(0);
    await ctx.close();
  });

  it('shows the editor at phone width', async () => {
    const ctx = await context(390);
    const page = await ctx.newPage();
    await newListing(page, 'en');
    await page.getByTestId('editor-objektart-180620001').click();
    await page.getByTestId('editor-flaecheinqm').fill('1,250.5');
    await page.getByTestId('editor-istmietobjekt').check();
    await page.getByTestId('editor-mietpreisproqm').fill('12.5');
    await page.getByTestId('editor-mietpreis').fill('125');
    await page.getByTestId('editor-warning-mietpreis').waitFor();
    await snapshot(page, 'objekt-entwurf-phone-en');
    await ctx.close();
  });
});

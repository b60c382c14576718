import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { objektInput } from '../../../src/server/test/factories';
import { STATUS } from '../../../src/shared/domain/objekt';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, DEMO_OWNER, type Login, submitLogin } from '../support/login';
import { apiAs } from '../support/owner';

/**
 * The owner's own portal (issue 19 parts 1 and 4): 'Advertise a property' while logged in leads through the
 * confirmation into the editor; My portal → My properties lists every own listing with its status and the
 * actions that status allows, and they work.
 */
describe('the owner: advertising while logged in and My properties', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function context(width = 1280, height = 900): Promise<BrowserContext> {
    const ctx = await browser.newContext({ viewport: { width, height } });
    await ctx.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    return ctx;
  }

  /** A page logged in through the login form. */
  async function loggedIn(user: Login, lang: 'de' | 'en' = 'de', width?: number): Promise<Page> {
    const page = await (await context(width)).newPage();
    await page.goto(`${baseUrl}/${lang}/login`);
    await submitLogin(page, user);
    await page.waitForURL(new RegExp(`/${lang}/home$`));
    return page;
  }

  /** A new listing of the page's user, in progress. */
  async function listing(page: Page, name: string): Promise<string> {
    const id = randomUUID();
    await apiAs(page, 'PUT', `/api/objekt/${id}`, { objekt: objektInput({ objektname: name }), bestaetigung: true });
    return id;
  }

  for (const [lang, label] of [
    ['de', 'Immobilie inserieren'],
    ['en', 'Advertise a property'],
  ] as const) {
    it(`${lang}: a logged-in owner goes from the header's '${label}' through the confirmation into the editor`, async () => {
      const page = await loggedIn(DEMO_OWNER, lang);
      await page.locator('header').getByRole('link', { name: label }).click();
      await page.waitForURL(new RegExp(`/${lang}/admin/objekt/neu$`));
      await page.getByTestId('advertise-intro').waitFor();
      await page.getByTestId('advertise-confirm').check();
      await page.getByTestId('advertise-continue').click();
      await page.waitForURL(new RegExp(`/${lang}/admin/objekt/[0-9a-f-]{36}$`));
      await page.getByTestId('objekt-editor').waitFor();
      expect(await page.getByTestId('logged-in-card').count()).toBe(0);

      // The footer's link goes the same way; the footer and home page no longer ask to sign in.
      await page.goto(`${baseUrl}/${lang}/home`);
      await page.getByTestId('owners-mine').waitFor();
      expect(await page.getByTestId('owners-login').count()).toBe(0);
      expect(await page.getByTestId('footer-login').count()).toBe(0);
      expect(await page.getByTestId('registration-benefits').getByRole('link').count()).toBe(0);
      await page.getByTestId('footer-advertise').click();
      await page.waitForURL(new RegExp(`/${lang}/admin/objekt/neu$`));

      // A login link with next, opened while logged in, goes on to next.
      await page.goto(`${baseUrl}/${lang}/login?next=${encodeURIComponent(`/${lang}/konto/immobilien`)}`);
      await page.waitForURL(new RegExp(`/${lang}/konto/immobilien$`));
      await page.getByTestId('mine-list').waitFor();
      await page.context().close();
    }, 120_000);
  }

  it('asks an anonymous visitor of /de/meineimmobilien to log in instead of showing no properties', async () => {
    const page = await (await context()).newPage();
    await page.goto(`${baseUrl}/de/meineimmobilien`);
    await page.getByTestId('own-properties-login').waitFor();
    expect(page.url()).toContain('/de/standortsuche?onlyProperties=true');
    expect(await page.getByTestId('list-empty').count()).toBe(0);
    await page.getByTestId('own-properties-login-button').click();
    await page.waitForURL(/\/de\/login\?next=/);
    await submitLogin(page, DEMO_OWNER);
    await page.waitForURL(/\/de\/standortsuche\?onlyProperties=true/);
    await page.context().close();
  }, 120_000);

  it('lists own listings in every status with the actions each allows, and the actions work', async () => {
    const stamp = Date.now();
    const owner = await loggedIn(DEMO_OWNER);
    const admin = await loggedIn(DEMO_ADMIN);
    const inArbeit = await listing(owner, `E2E In Arbeit ${stamp}`);
    const inPruefung = await listing(owner, `E2E In Prüfung ${stamp}`);
    const oeffentlich = await listing(owner, `E2E Öffentlich ${stamp}`);
    const deaktiviert = await listing(owner, `E2E Deaktiviert ${stamp}`);
    for (const id of [inPruefung, oeffentlich, deaktiviert]) {
      await apiAs(owner, 'POST', `/api/objekt/${id}/status`, { aktion: 'einreichen' });
    }
    for (const id of [oeffentlich, deaktiviert]) {
      await apiAs(admin, 'POST', `/api/objekt/${id}/status`, { aktion: 'freigeben', status: STATUS.OHNE_LOGIN });
    }
    await apiAs(owner, 'POST', `/api/objekt/${deaktiviert}/status`, { aktion: 'deaktivieren', grund: 'vermietet' });
    await admin.context().close();

    // My portal → My properties (the user menu), not the map.
    await owner.getByTestId('user-menu').click();
    await owner.getByRole('menuitem', { name: 'Meine Immobilien' }).click();
    await owner.waitForURL(/\/de\/konto\/immobilien$/);
    const card = (id: string) => owner.locator(`[data-testid="mine-item"][data-id="${id}"]`);
    // A card's "more" menu; the menu of the previous card may still be fading out.
    const openMenu = async (c: Locator) => {
      await c.getByTestId('mine-more').click();
      const menu = owner.getByRole('menu');
      await expect.poll(() => menu.count()).toBe(1);
      return menu;
    };
    await card(inArbeit).waitFor();

    const expectations = [
      { id: inArbeit, status: 'In Bearbeitung', edit: 'Bearbeiten', primary: 'einreichen', menu: ['loeschen'] },
      { id: inPruefung, status: 'In Prüfung', edit: 'Ansehen', primary: null, menu: [] },
      {
        id: oeffentlich,
        status: 'Anzeigen ohne Login',
        edit: 'Bearbeiten',
        primary: null,
        menu: ['deaktivieren', 'loeschen'],
      },
      { id: deaktiviert, status: 'Deaktiviert', edit: 'Bearbeiten', primary: 'aktivieren', menu: ['loeschen'] },
    ];
    for (const e of expectations) {
      const c = card(e.id);
      expect(await c.getByTestId('mine-status').textContent()).toMatch(new RegExp(e.status, 'i'));
      expect(await c.getByTestId('mine-edit').textContent()).toBe(e.edit);
      expect(await c.getByTestId('mine-expiry').textContent()).toMatch(/^Läuft ab am /);
      expect(await c.getByTestId('mine-changed').textContent()).toMatch(/^Zuletzt geändert am /);
      for (const primary of ['einreichen', 'aktivieren']) {
        expect(await c.getByTestId(`mine-${primary}`).count(), `${e.status} ${primary}`).toBe(
          primary === e.primary ? 1 : 0,
        );
      }
      const menu = await openMenu(c);
      for (const action of ['deaktivieren', 'loeschen']) {
        expect(await menu.getByTestId(`mine-${action}`).count(), `${e.status} ${action}`).toBe(
          e.menu.includes(action) ? 1 : 0,
        );
      }
      expect(await menu.getByTestId('mine-duplizieren').count()).toBe(1);
      await owner.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
    }
    await snapshot(owner, 'meine-immobilien-de');

    // Duplicate: a copy in progress appears, with the images' order kept by the server (API test).
    await (await openMenu(card(oeffentlich))).getByTestId('mine-duplizieren').click();
    const copy = owner.locator('[data-testid="mine-item"]', { hasText: `E2E Öffentlich ${stamp} (Kopie)` });
    await copy.waitFor();
    expect(await copy.getByTestId('mine-status').textContent()).toMatch(/in bearbeitung/i);

    // Delete the copy: confirmed by typing the word.
    await (await openMenu(copy)).getByTestId('mine-loeschen').click();
    await owner.getByTestId('action-delete-word').fill('LÖSCHEN');
    await owner.getByTestId('action-confirm').click();
    await copy.waitFor({ state: 'detached' });

    // Deactivate the public one with a reason; activate the deactivated one (back through review).
    await (await openMenu(card(oeffentlich))).getByTestId('mine-deaktivieren').click();
    await owner.getByTestId('action-grund').click();
    await owner.getByRole('option', { name: 'Verkauft' }).click();
    await owner.getByTestId('action-confirm').click();
    await expect.poll(() => card(oeffentlich).getAttribute('data-status')).toBe(String(STATUS.DEAKTIVIERT));
    await card(deaktiviert).getByTestId('mine-aktivieren').click();
    await owner.getByTestId('action-confirm').click();
    await expect.poll(() => card(deaktiviert).getAttribute('data-status')).toBe(String(STATUS.IN_PRUEFUNG));

    // The preview of a listing in progress: its detail page, marked as visible to the owner only.
    const preview = (await openMenu(card(inArbeit))).getByTestId('mine-detail');
    expect(await preview.textContent()).toBe('Vorschau der Detailseite');
    await preview.click();
    await owner.waitForURL(new RegExp(`/de/standortsuche/${inArbeit}$`));
    expect(await owner.getByTestId('detail-not-public').textContent()).toContain('Vorschau – nur für Sie sichtbar');
    await snapshot(owner, 'objekt-vorschau-de');
    expect((await fetch(`${baseUrl}/api/objekt/${inArbeit}`)).status).toBe(404);
    await owner.getByTestId('detail-preview-edit').click();
    await owner.getByTestId('objekt-editor').waitFor();
    await owner.goto(`${baseUrl}/de/konto/immobilien`);

    // The editor's link back leads here, too.
    await card(inArbeit).getByTestId('mine-edit').click();
    await owner.getByTestId('objekt-editor').waitFor();
    await owner.getByTestId('editor-to-list').click();
    await owner.waitForURL(/\/de\/konto\/immobilien$/);
    await owner.context().close();

    // English, and a phone's width in both languages.
    for (const [lang, width] of [
      ['en', 1280],
      ['de', 390],
      ['en', 390],
    ] as const) {
      const page = await loggedIn(DEMO_OWNER, lang, width);
      await page.goto(`${baseUrl}/${lang}/konto/immobilien`);
      await page.locator(`[data-testid="mine-item"][data-id="${inArbeit}"]`).waitFor();
      if (lang === 'en') {
        expect(
          await page.locator(`[data-testid="mine-item"][data-id="${inArbeit}"]`).getByTestId('mine-edit').textContent(),
        ).toBe('Edit');
      }
      await snapshot(page, `meine-immobilien-${lang}-${width}`);
      await page.context().close();
    }
  }, 300_000);
});

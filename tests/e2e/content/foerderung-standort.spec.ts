import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BEZIRKSGRUPPEN } from '../../../src/shared/domain/foerdergebiet';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, DEMO_OWNER, submitLogin } from '../support/login';
import { loggedIn } from '../support/owner';
import { contentContext } from './helpers';

/** The Waldviertel's districts: the demo's border-region programme (Interreg) applies there. */
const WALDVIERTEL = BEZIRKSGRUPPEN.find((g) => g.id === 'nuts3:AT124')?.bezirke ?? [];

describe("funding for a property's site (issue #27 part 4)", () => {
  let browser: Browser;
  let objekt: { id: string; bezirk: string };
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
    // A public demo property in the Waldviertel, as an anonymous visitor finds it.
    const objekte = (await (await fetch(`${baseUrl}/api/objekt`)).json()) as { id: string; bezirk: string | null }[];
    const found = objekte.find((o) => o.bezirk !== null && WALDVIERTEL.includes(o.bezirk));
    if (!found?.bezirk) throw new Error('no public demo property in the Waldviertel');
    objekt = { id: found.id, bezirk: found.bezirk };
  });
  afterAll(() => browser?.close());

  it('shows a logged-in owner with a company profile the programmes of the district with match badges, and opens the compass for this site', async () => {
    const { ctx, page } = await loggedIn(browser, DEMO_OWNER, 'de');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/de/standortsuche/${objekt.id}`);

    const block = page.getByTestId('detail-foerderungen');
    await block.getByTestId('detail-foerderung').first().waitFor();
    expect(await block.getByRole('heading', { level: 2 }).textContent()).toBe('Förderungen für diesen Standort');
    expect(await block.getByTestId('detail-foerderungen-intro').textContent()).toMatch(
      /Förderprogramme gelten im Bezirk .+\. Gereiht nach Ihrem Firmenprofil\./,
    );
    // The demo owner is a small business planning investment and a site: the first programme fits both.
    const first = block.getByTestId('detail-foerderung').first();
    expect(await first.getByTestId('foerderung-treffer-groesse').textContent()).toBe(
      'passt zu Ihrer Unternehmensgröße',
    );
    expect(await first.getByTestId('foerderung-treffer-vorhaben').textContent()).toMatch(/^passt zu Ihrem Vorhaben: /);
    await block.scrollIntoViewIfNeeded();
    await snapshot(page, 'foerderung-standort-de');
    // On a phone the hint with the project types wraps instead of being cut off with an ellipsis.
    await page.setViewportSize({ width: 390, height: 844 });
    const hint = first.getByTestId('foerderung-treffer-vorhaben').locator('.mantine-Badge-label');
    await first.scrollIntoViewIfNeeded();
    const fits = await hint.evaluate((label) => ({ scroll: label.scrollWidth, client: label.clientWidth }));
    expect(fits.scroll).toBeLessThanOrEqual(fits.client + 1);
    await snapshot(page, 'foerderung-standort-phone-de');
    await page.setViewportSize({ width: 1280, height: 900 });

    await block.getByTestId('detail-foerderungen-kompass').click();
    await page.waitForURL(/\/de\/foerderkompass\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('bezirk')).toBe(objekt.bezirk);
    expect(params.get('groesse')).toBe('klein');
    expect(params.get('vorhaben')).toBe('investition,standort');
    // The district is a filter of its own the visitor sees and can clear.
    const bezirk = page.getByTestId('filter-bezirk');
    await expect.poll(() => bezirk.inputValue()).not.toBe('');
    await page.getByTestId('foerder-card').first().waitFor();
    await snapshot(page, 'foerderung-standort-kompass-de');
    await page.getByRole('button', { name: 'Standortfilter entfernen' }).click();
    await page.waitForURL((url) => !url.searchParams.has('bezirk'));

    // The profile the ranking used is the one on the account page.
    await page.goto(`${baseUrl}/de/konto`);
    const groesse = page.getByTestId('profile-unternehmensgroesse');
    await expect.poll(() => groesse.inputValue()).toBe('Kleinunternehmen (bis 49 Beschäftigte)');
    await page.getByTestId('profile-vorhaben').scrollIntoViewIfNeeded();
    await snapshot(page, 'foerderung-standort-konto-de');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("lets an administrator set a programme's districts, a region in one step", async () => {
    const programme = (await (await fetch(`${baseUrl}/api/fm_matrix`)).json()) as { id: number; name_de: string }[];
    const technopol = programme.find((p) => p.name_de === 'ecoplus Technopolprogramm');
    if (!technopol) throw new Error('no demo technopole programme');
    const context = await contentContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/login?next=/de/admin/foerdermatrix/${technopol.id}`);
    await submitLogin(page, DEMO_ADMIN);
    await page.waitForURL(new RegExp(`/de/admin/foerdermatrix/${technopol.id}$`));
    const bezirke = page.getByTestId('fm-bezirke');
    await bezirke.waitFor();
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Geltungsgebiet' }) });
    const pills = section.locator('.mantine-Pill-root');
    // The technopoles of the demo data: Krems, Wiener Neustadt, Wieselburg (Scheibbs) and Tulln.
    await expect.poll(() => pills.count()).toBe(4);
    await page.getByTestId('fm-region').click();
    await page.getByRole('option', { name: 'Hauptregion Waldviertel' }).click();
    await expect.poll(() => pills.count()).toBe(9);
    await bezirke.scrollIntoViewIfNeeded();
    await snapshot(page, 'foerderung-standort-admin-de');
    // A new programme applies everywhere until districts are chosen.
    await page.goto(`${baseUrl}/de/admin/foerdermatrix/neu`);
    await page.getByText('Gilt in: ganz Niederösterreich').first().waitFor();
    await context.close();
  });

  it('lists the programmes for an anonymous visitor in English, without match badges', async () => {
    const context = await contentContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/standortsuche/${objekt.id}`);
    const block = page.getByTestId('detail-foerderungen');
    await block.getByTestId('detail-foerderung').first().waitFor();
    expect(await block.getByRole('heading', { level: 2 }).textContent()).toBe('Funding for this site');
    expect(await block.getByTestId('foerderung-treffer-groesse').count()).toBe(0);
    expect(await block.getByTestId('foerderung-treffer-vorhaben').count()).toBe(0);
    const link = block.getByTestId('detail-foerderungen-kompass');
    expect(await link.textContent()).toMatch(/^Open in the funding compass/);
    expect(await link.getAttribute('href')).toBe(`/en/foerderkompass?bezirk=${objekt.bezirk}`);
    await block.scrollIntoViewIfNeeded();
    await snapshot(page, 'foerderung-standort-en');
    await context.close();
  });
});

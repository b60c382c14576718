import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEARCH_LOG_DEBOUNCE_MS } from '../../../src/shared/domain/search';
import { launchBrowser, requestsSeen, snapshot } from '../support/browser';

interface PublicObjekt {
  id: string;
  objektnummer: string;
  objektname: string;
}

describe('search box on home', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** Opens home and types into the search box like a visitor. */
  async function typeOnHome(text: string, lang = 'de', width = 1280): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${baseUrl}/${lang}/home`);
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially(text, { delay: 30 });
    return page;
  }

  it('finds a place and opens the location search at zoom 11 on it', async () => {
    const page = await typeOnHome('Modling');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const place = page.getByRole('option', { name: /^Mödling\s*Ort/ });
    await place.waitFor();
    expect(await page.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('group', { name: 'Orte' }).count()).toBe(1);
    await snapshot(page, 'search-home-place-de');
    await place.click();
    await page.waitForURL(/\/de\/standortsuche\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('zoom')).toBe('11');
    const [lon, lat] = (url.searchParams.get('center') ?? '').split(',').map(Number);
    expect(lon).toBeCloseTo(16.28921, 4);
    expect(lat).toBeCloseTo(48.08605, 4);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('picks a property with the keyboard and opens its detail view without zoom and center', async () => {
    const objekte = (await (await fetch(`${baseUrl}/api/objekt`)).json()) as PublicObjekt[];
    const objekt = objekte[0] as PublicObjekt;
    const digits = objekt.objektnummer.replace(/\D/g, '').slice(-4);
    const page = await typeOnHome(digits);
    const option = page.getByRole('option', { name: new RegExp(objekt.objektnummer) });
    await option.waitFor();
    // The results of the whole text are in (announced), not those of a shorter one that also list it.
    await expect.poll(() => page.getByTestId('search-status').textContent()).toMatch(/Ergebnis/);
    // Arrow down to the first result, Enter chooses it.
    await page.keyboard.press('ArrowDown');
    const active = await page.getByRole('combobox').getAttribute('aria-activedescendant');
    expect(active).toBe(await page.getByRole('option').first().getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/de/standortsuche/'));
    const url = new URL(page.url());
    expect(url.search).toBe('');
    expect(url.pathname).toMatch(/^\/de\/standortsuche\/[0-9a-f-]{36}$/);
    await page.close();
  });

  it('announces the number of results, says "No results", and closes with Escape', async () => {
    const page = await typeOnHome('Tulln', 'en', 375);
    const status = page.getByTestId('search-status');
    await page.getByRole('option').first().waitFor();
    await expect.poll(() => status.textContent()).toMatch(/^\d+ results?$/);
    await snapshot(page, 'search-home-en-375');
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    expect(await page.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');

    const input = page.getByTestId('search-input');
    await input.fill('');
    await input.pressSequentially('xyzzy', { delay: 30 });
    await page.getByText('No results').first().waitFor();
    await expect.poll(() => status.textContent()).toBe('No results');
    await page.close();
  });

  it("shows 'Fehler bei der Ortssuche' when the place search fails, keeping the other results", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let calls = 0;
    await page.route('**/api/ort/suche**', (route) => {
      calls++;
      return calls === 1
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":{"code":"internal","message":"x"}}',
          })
        : route.fulfill({ status: 200, contentType: 'application/json', body: '{"results":[],"serviceFailed":true}' });
    });
    await page.goto(`${baseUrl}/de/home`);
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('Tulln', { delay: 30 });
    await page.getByTestId('search-place-error').waitFor();
    expect(await page.getByTestId('search-place-error').textContent()).toBe('Fehler bei der Ortssuche');
    expect(await page.getByRole('group', { name: 'Immobilien' }).getByRole('option').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('search-status').textContent()).toMatch(/Fehler bei der Ortssuche$/);
    // The cadastral service failed (answer 200 with serviceFailed): the same message.
    await input.press('End');
    await input.pressSequentially('er', { delay: 30 });
    await expect.poll(() => calls).toBe(2);
    await page.getByTestId('search-place-error').waitFor();
    await page.close();
  });

  it('logs the typed text once typing pauses for a second (logtype start), not on Enter', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The page's timers run on a clock the test can move on: the pause passes at once, not in real seconds.
    await page.clock.install();
    const logged: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/textlog') && request.method() === 'POST') logged.push(request.postDataJSON());
    });
    await page.goto(`${baseUrl}/de/home`);
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('Tul', { delay: 30 });
    await input.pressSequentially('ln', { delay: 30 });
    await page.clock.runFor(SEARCH_LOG_DEBOUNCE_MS);
    await expect.poll(() => logged).toEqual([{ suchtext: 'Tulln', logtype: 'start' }]);
    // The first place found, chosen with the keyboard, opens the map.
    await page.getByRole('group', { name: 'Orte' }).getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/de\/standortsuche/);
    await page.clock.runFor(SEARCH_LOG_DEBOUNCE_MS * 2);
    await requestsSeen(page);
    expect(logged).toHaveLength(1);
    await page.close();
  });
});

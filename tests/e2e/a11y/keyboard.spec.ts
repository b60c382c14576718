import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForMailTo } from '../../../src/server/test/mail';
import { launchBrowser, snapshot } from '../support/browser';
import { byTestId, type Focused, focused, tabTo } from '../support/keyboard';

const OWNER = { username: 'eigentuemer@standortportal.at', password: 'Standort!Owner2026' };

/**
 * The main journeys with the keyboard only (WCAG 2.1.1): no click, no fill — Tab, Shift+Tab, Enter,
 * Space, arrow keys, Escape and typing. Every focus stop on the way must show a focus ring.
 */
describe('keyboard-only journeys', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const page = await context.newPage();
    return { context, page };
  }

  /** Logs in through the form with the keyboard; the next page is `next`. */
  async function keyboardLogin(page: Page, next: string) {
    await page.goto(`${baseUrl}/de/login?next=${encodeURIComponent(next)}`);
    await tabTo(page, byTestId('login-username'));
    await page.keyboard.type(OWNER.username);
    await tabTo(page, byTestId('login-password'));
    await page.keyboard.type(OWNER.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === next);
  }

  it('skips to the content, searches an object, opens it and marks it as favourite', async () => {
    const { context, page } = await newPage();
    const objekte = (await (await fetch(`${baseUrl}/api/objekt`)).json()) as { id: string; objektnummer: string }[];
    const { id, objektnummer } = objekte[0] ?? { id: '', objektnummer: '' };
    await keyboardLogin(page, '/de/home');
    await page.goto(`${baseUrl}/de/home`);
    await page.getByTestId('search-input').waitFor();

    // The first Tab stop is the skip link; it moves focus into the main landmark.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Zum Inhalt springen', ring: true });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    // The search box: the object number, its result, Enter opens the detail view.
    await tabTo(page, byTestId('search-input'));
    // Digits only search the object numbers (spec 5), e.g. '0057' finds NOE-2026-0057.
    await page.keyboard.type(objektnummer.replace(/^.*-/, ''));
    const option = page.getByTestId('search-option').filter({ hasText: objektnummer }).first();
    await option.waitFor();
    // The results of the whole number are in (announced), not those of a shorter one that also list it.
    await expect.poll(() => page.getByTestId('search-status').textContent()).toMatch(/Ergebnis/);
    while ((await option.getAttribute('data-combobox-selected')) === null) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/de/standortsuche/${id}`));
    await page.getByTestId('detailansicht').waitFor();
    // On the new screen focus starts at its content, not on the search box that is gone.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    // Favourite toggle by keyboard: pressed state and the server's list both change.
    const before = await page.evaluate(
      async () => ((await (await fetch('/api/userdata')).json()) as { favoriten: string[] }).favoriten,
    );
    await tabTo(page, byTestId('favorit-toggle'));
    const toggle = page.getByTestId('favorit-toggle').first();
    const wasPressed = (await toggle.getAttribute('aria-pressed')) === 'true';
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(String(!wasPressed));
    await expect
      .poll(async () =>
        page.evaluate(async () => ((await (await fetch('/api/userdata')).json()) as { favoriten: string[] }).favoriten),
      )
      .toEqual(wasPressed ? before.filter((f) => f !== `objekt.${id}`) : [...before, `objekt.${id}`]);
    // Put it back, so other journeys find the demo account as it was.
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(String(wasPressed));
    await context.close();
  });

  it('registers with the keyboard, captcha included', async () => {
    const { context, page } = await newPage();
    const email = `keyboard-${Date.now()}@example.at`;
    const password = 'Tastatur!Test2026';
    await page.goto(`${baseUrl}/de/login`);
    await tabTo(page, byTestId('mode-toggle'));
    await page.keyboard.press('Enter');
    await tabTo(page, byTestId('register-email'));
    await page.keyboard.type(email);
    await tabTo(page, byTestId('register-password'));
    await page.keyboard.type(password);
    await tabTo(page, byTestId('register-repeat'));
    await page.keyboard.type(password);
    await tabTo(page, byTestId('register-terms'));
    await page.keyboard.press('Space');
    expect(await page.getByTestId('register-terms').isChecked()).toBe(true);
    // The captcha widget's checkbox is an ordinary focus stop; Space starts the proof of work.
    await tabTo(page, (f) => f.widget === 'altcha-widget' && f.tag === 'input', { max: 10 });
    await page.keyboard.press('Space');
    await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 30_000 });
    await tabTo(page, byTestId('register-submit'));
    await page.keyboard.press('Enter');
    await page.getByText('Registrierung erfolgreich').waitFor();
    expect(await waitForMailTo(inject('dataDir'), email)).toContain('verify');
    await context.close();
  });

  it('filters the funding compass, opens a programme and closes it with Escape, focus returning', async () => {
    const { context, page } = await newPage();
    await page.goto(`${baseUrl}/de/foerderkompass`);
    const count = page.getByTestId('result-count');
    await count.filter({ hasText: /^(\d+) von \1 Programmen$/ }).waitFor();
    const total = Number((await count.textContent())?.split(' ')[0]);

    // A multi-select: open with ArrowDown, pick with Enter, close with Escape.
    await tabTo(page, byTestId('filter-schwerpunkte'));
    await page.keyboard.type('Nahversorgung');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.waitForURL(/schwerpunkt=nahversorgung/);
    await count.filter({ hasText: `1 von ${total} Programmen` }).waitFor();

    // A minimum above the maximum: the error is announced and tied to both fields.
    await tabTo(page, byTestId('filter-von'));
    await page.keyboard.type('5000');
    await tabTo(page, byTestId('filter-bis'));
    await page.keyboard.type('100');
    await page.getByTestId('range-error').waitFor();
    const errorId = await page.getByTestId('range-error').getAttribute('id');
    expect(await page.getByTestId('filter-bis').getAttribute('aria-describedby')).toContain(errorId);
    expect(await page.getByTestId('filter-bis').getAttribute('aria-invalid')).toBe('true');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
    await page.getByTestId('range-error').waitFor({ state: 'detached' });

    // The result opens in a drawer; Escape closes it and focus goes back to the result's link.
    const link = await tabTo(page, (f) => f.tag === 'a' && f.text.includes('Nahversorgungsförderung'));
    await page.keyboard.press('Enter');
    await page.getByTestId('foerder-detail').waitFor();
    await expect.poll(async () => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
    await snapshot(page, 'keyboard-foerder-drawer-de');
    await page.keyboard.press('Escape');
    await page.getByTestId('foerder-detail').waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).text).toBe(link.text);

    // The language switch keeps the page and its filter.
    await tabTo(page, byTestId('lang-switch'), { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/foerderkompass\?.*schwerpunkt=nahversorgung/);
    await count.filter({ hasText: `1 of ${total} programmes` }).waitFor();
    await context.close();
  });

  it('pans, zooms and measures the map with the keyboard', async () => {
    // The map element itself, not one of the zoom buttons inside it.
    const mapItself = (f: Focused) => f.tag === 'section' && f.testId === 'ol-map';
    const { context, page } = await newPage();
    await page.goto(`${baseUrl}/de/standortsuche?zoom=12&center=15.62,48.2`);
    await page.waitForSelector('[data-testid=ol-map][data-first-drawn]', { timeout: 60_000 });
    const view = () => {
      const url = new URL(page.url());
      const [lon] = (url.searchParams.get('center') ?? '').split(',').map(Number);
      return { zoom: Number(url.searchParams.get('zoom')), lon: lon ?? Number.NaN };
    };

    await tabTo(page, mapItself, { max: 120 });
    const start = view();
    // The address follows the view once its animation has ended: on a machine busy with the other journeys
    // that takes longer than the poll's default second.
    const settled = { timeout: 10_000 };
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => view().lon, settled).toBeGreaterThan(start.lon);
    await page.keyboard.press('+');
    await expect.poll(() => view().zoom, settled).toBeGreaterThan(start.zoom);
    await page.keyboard.press('-');
    await expect.poll(() => view().zoom, settled).toBeLessThan(start.zoom + 0.5);

    // Measure a line: the tool by keyboard, then points at the crosshair while panning.
    await tabTo(page, byTestId('tool-measure-line'), { max: 40 });
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('tool-measure-line').getAttribute('aria-pressed')).toBe('true');
    await tabTo(page, mapItself, { back: true, max: 40 });
    await page.getByTestId('measure-crosshair').waitFor();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Enter');
    const result = page.getByTestId('measure-result');
    await result.waitFor();
    expect(await result.textContent()).toMatch(/^\d+([.,]\d+)? k?m$/);
    await snapshot(page, 'keyboard-measure-de');
    await context.close();
  });
});

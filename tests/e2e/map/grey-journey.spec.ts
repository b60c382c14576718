import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decodeMail, waitForMailTo } from '../../../src/server/test/mail';
import { launchBrowser, snapshot } from '../support/browser';
import { submitLogin } from '../support/login';
import { cookieContext, newPersonContext, submitRegistration } from '../support/owner';

interface Vorschau {
  id: string;
  lon: number;
  lat: number;
}
interface ApiObjekt {
  id: string;
  flaecheinqm: number | null;
}

const CASES = {
  de: {
    title: 'Anmeldung erforderlich',
    more: /weitere Immobilien? nach Registrierung/,
  },
  en: {
    title: 'Login required',
    more: /more propert(y|ies) after registration/,
  },
} as const;

/**
 * Issue 21, the seeker's journey: an anonymous visitor sees a listing shown with login as a grey pin and
 * counted in the list, clicks it, gets the login dialog, registers from there (verifying the e-mail from
 * the portal's outbox) and, after the first login, lands on that listing's full detail view. Before
 * registering, its detail URL shows the dialog's content instead of 'not found'. The list's order is
 * chosen and kept in the URL.
 */
describe('the seeker’s journey to a listing shown with login', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  let vorschau: Vorschau[];
  beforeAll(async () => {
    browser = await launchBrowser();
    vorschau = ((await (await fetch(`${baseUrl}/api/objekt/vorschau`)).json()) as { objekte: Vorschau[] }).objekte;
  });
  afterAll(() => browser?.close());

  /**
   * A point inside a cluster's disc (navy, drawn at 88 % over the light offline map), relative to the map:
   * the centre of the first 5 × 5 block of disc-coloured pixels — off the white count in the disc's middle.
   * The page's pixel ratio is 1, so screenshot pixels are CSS pixels.
   */
  async function clusterDisc(map: Locator): Promise<[number, number]> {
    const { data, info } = await sharp(await map.screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const navy = (px: number, py: number) => {
      const i = (py * info.width + px) * info.channels;
      return (
        Math.abs((data[i] ?? 0) - 43) < 25 &&
        Math.abs((data[i + 1] ?? 0) - 76) < 25 &&
        Math.abs((data[i + 2] ?? 0) - 115) < 28
      );
    };
    // Clear of the zoom buttons (left) and the tool bar (right).
    for (let py = 2; py < info.height - 2; py++)
      for (let px = 70; px < info.width - 70; px++) {
        let block = true;
        for (let dy = -2; dy <= 2 && block; dy++)
          for (let dx = -2; dx <= 2 && block; dx++) block = navy(px + dx, py + dy);
        if (block) return [px, py];
      }
    throw new Error('no cluster disc on the map');
  }

  /**
   * On the registration the page went to: `next` leads to the listing; registers, follows the mail's
   * verification link, logs in and lands on the listing's full detail view (its contact instead of the
   * registration benefits).
   */
  async function registerAndComeBack(page: Page, lang: 'de' | 'en', id: string) {
    await page.waitForURL(/\/login\?/);
    const next = new URL(page.url()).searchParams.get('next') ?? '';
    expect(next.startsWith(`/${lang}/standortsuche/${id}`)).toBe(true);
    const login = { username: `suchende-${lang}-${Date.now()}@example.at`, password: 'Suche!Gewerbe2026' };
    await submitRegistration(page, login, lang);

    const mail = decodeMail(await waitForMailTo(inject('dataDir'), login.username, /./, 60_000));
    const link = /\/[a-z]{2}\/login\?verify=[\w-]+&next=[^\s"<>]+/.exec(mail)?.[0];
    expect(link, 'verification link with next').toBeDefined();
    await page.goto(`${baseUrl}${link}`);
    await page.getByTestId('verify-result').waitFor();
    await submitLogin(page, login);
    await page.waitForURL((url) => url.pathname === `/${lang}/standortsuche/${id}`);
    await page.getByTestId('detail-contact').waitFor();
    expect((await page.getByTestId('detail-title').textContent())?.trim()).toBeTruthy();
    expect(await page.getByTestId('detail-grey').count()).toBe(0);
    expect(await page.getByTestId('registration-benefits').count()).toBe(0);
  }

  /** The pixel of the map's centre, where the grey pin stands when the view is centred on it. */
  async function mapCentre(page: Page): Promise<[number, number]> {
    const box = await page.getByTestId('ol-map').boundingBox();
    if (!box) throw new Error('no map');
    return [box.x + box.width / 2, box.y + box.height / 2];
  }

  for (const [index, lang] of (['de', 'en'] as const).entries()) {
    const c = CASES[lang];
    it(`${lang}: grey pin → dialog → registration → back on the listing’s detail`, async () => {
      const grey = vorschau[index * 7] as Vorschau;
      const context = await newPersonContext(browser);
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      const page = await context.newPage();

      // --- the detail URL before login: the dialog's content, not 'not found'
      await page.goto(`${baseUrl}/${lang}/standortsuche/${grey.id}`);
      await page.getByTestId('detail-grey').waitFor();
      expect(await page.getByTestId('detail-grey-title').textContent()).toBe(c.title);
      await page.getByTestId('registration-benefits').waitFor();
      await snapshot(page, `grey-detail-${lang}`);

      // --- the map: the grey pin, counted in the list; a click shows the dialog
      await page.goto(`${baseUrl}/${lang}/standortsuche?zoom=17&center=${grey.lon},${grey.lat}`);
      await page.waitForSelector('[data-testid=ol-map][data-drawn-revision]', { timeout: 60_000 });
      await expect.poll(() => page.getByTestId('list-more-after-registration').textContent()).toMatch(c.more);
      const [x, y] = await mapCentre(page);
      await page.mouse.click(x, y - 12);
      const dialog = page.getByTestId('grey-object-dialog');
      await page.getByTestId('grey-object-register').waitFor();
      expect(await page.getByRole('dialog', { name: c.title }).count()).toBe(1);
      await snapshot(page, `grey-dialog-${lang}`);

      // --- registration from the dialog; the verification link leads back after login
      await page.getByTestId('grey-object-register').click();
      await dialog.waitFor({ state: 'detached' }).catch(() => undefined);
      await registerAndComeBack(page, lang, grey.id);
      await snapshot(page, `grey-after-registration-${lang}`);
      await context.close();
    });

    it(`${lang}: grey detail page → registration → back on the listing’s detail`, async () => {
      const grey = vorschau[index * 7 + 3] as Vorschau;
      const context = await newPersonContext(browser);
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${baseUrl}/${lang}/standortsuche/${grey.id}`);
      await page.getByTestId('detail-grey').waitFor();
      // Every way to sign in or register on the page comes back to the listing.
      const links = ['grey-object-login', 'grey-object-register', 'benefits-register'];
      for (const testId of links) {
        const href = (await page.getByTestId(testId).getAttribute('href')) ?? '';
        const url = new URL(href, baseUrl);
        expect(url.pathname, testId).toBe(`/${lang}/login`);
        expect(url.searchParams.get('next'), testId).toBe(`/${lang}/standortsuche/${grey.id}`);
        expect(url.searchParams.get('mode'), testId).toBe(testId === 'grey-object-login' ? null : 'register');
      }
      // German: the registration benefits' button; English: the registration in the dialog's text.
      await page.getByTestId(lang === 'de' ? 'benefits-register' : 'grey-object-register').click();
      await registerAndComeBack(page, lang, grey.id);
      await context.close();
    });
  }

  for (const lang of ['de', 'en'] as const) {
    it(`${lang}: clusters the markers at low zoom with their count, a click on one zooms until it splits, single pins from zoom 12`, async () => {
      const context = await cookieContext(browser);
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${baseUrl}/${lang}/standortsuche?zoom=8.5&center=15.7,48.25`);
      await page.waitForSelector('[data-testid=ol-map][data-first-drawn]', { timeout: 60_000 });
      const map = page.getByTestId('ol-map');
      const clusters = async () => Number(await map.getAttribute('data-clusters'));
      await expect.poll(clusters, { timeout: 30_000 }).toBeGreaterThan(0);
      await snapshot(page, `map-clusters-${lang}`);

      // A click on a cluster's disc fits the view to its objects: the zoom rises, the list narrows to that
      // part of the map, and no cluster in view holds as many objects as the one clicked (it split).
      // The listings in view: those listed, and those shown with login counted below the list.
      const listed = async () => {
        const shown = Number((await page.getByTestId('list-count').textContent())?.replace(/\D/g, ''));
        const more = page.getByTestId('list-more-after-registration');
        return shown + ((await more.count()) > 0 ? Number(await more.getAttribute('data-count')) : 0);
      };
      const zoomBefore = Number(new URL(page.url()).searchParams.get('zoom'));
      const listedBefore = await listed();
      const [x, y] = await clusterDisc(map);
      const box = await map.boundingBox();
      if (!box) throw new Error('no map');
      await page.mouse.click(box.x + x, box.y + y);
      await page.waitForURL((url) => Number(url.searchParams.get('zoom')) > zoomBefore);
      const opened = Number(await map.getAttribute('data-cluster-opened'));
      expect(opened).toBeGreaterThan(1);
      await expect.poll(listed).toBeLessThan(listedBefore);
      await expect.poll(listed).toBeGreaterThanOrEqual(opened);
      await expect.poll(async () => Number(await map.getAttribute('data-largest-cluster'))).toBeLessThan(opened);
      await snapshot(page, `map-cluster-opened-${lang}`);
      await page.goto(`${baseUrl}/${lang}/standortsuche?zoom=13&center=15.63,48.2`);
      await page.waitForSelector('[data-testid=ol-map][data-first-drawn]', { timeout: 60_000 });
      await expect.poll(clusters).toBe(0);
      await context.close();
    });
  }

  it('sorts the list by area, largest first, and keeps the choice in the URL', async () => {
    const objekte = (await (await fetch(`${baseUrl}/api/objekt`)).json()) as ApiObjekt[];
    const area = new Map(objekte.map((o) => [o.id, o.flaecheinqm]));
    const context = await cookieContext(browser);
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/standortsuche?ignoreExtent=true`);
    await page.getByTestId('objekt-row').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('list-sort').selectOption('flaeche-ab');
    await page.waitForURL(/sort=flaeche-ab/);
    const areas = async () =>
      (await page.getByTestId('objekt-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-objekt-id'))))
        .slice(0, 5)
        .map((id) => area.get(id ?? '') ?? null);
    await expect
      .poll(async () => {
        const shown = await areas();
        return shown.every((a, i) => i === 0 || (a ?? 0) <= (shown[i - 1] ?? 0));
      })
      .toBe(true);
    const largest = Math.max(...objekte.map((o) => o.flaecheinqm ?? 0));
    expect((await areas())[0]).toBe(largest);
    await snapshot(page, 'list-sorted-en');
    await page.reload();
    expect(await page.getByTestId('list-sort').inputValue()).toBe('flaeche-ab');
    await context.close();
  });
});

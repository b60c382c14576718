import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { objektInput } from '../../../src/server/test/factories';
import { STATUS } from '../../../src/shared/domain/objekt';
import type { Objekt } from '../../../src/shared/schemas/objekt';
import type { ObjektStatistikAntwort } from '../../../src/shared/schemas/objekt-statistik';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_OWNER, submitLogin } from '../support/login';
import { apiAs, cookieContext } from '../support/owner';

/**
 * Statistics for listers (issue #25 part 5): an owner sees each listing's figures on My properties — views
 * per week, exposés, favourites, collections — and switches the monthly summary mail on the account page.
 */
describe('the owner: figures of the own listings and the monthly summary', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function loggedIn(lang: 'de' | 'en', width?: number): Promise<Page> {
    const page = await (await cookieContext(browser, width)).newPage();
    await page.goto(`${baseUrl}/${lang}/login`);
    await submitLogin(page, DEMO_OWNER);
    await page.waitForURL(new RegExp(`/${lang}/home$`));
    return page;
  }

  for (const [lang, texts] of [
    [
      'de',
      {
        views: 'Aufrufe diese Woche',
        on: 'Sie erhalten ab jetzt die monatliche',
      },
    ],
    [
      'en',
      {
        views: 'views this week',
        on: 'You will receive the monthly summary',
      },
    ],
  ] as const) {
    it(`${lang}: My properties shows a listing's figures; the monthly summary is switched on the account page`, async () => {
      const page = await loggedIn(lang);
      await apiAs(page, 'PUT', '/api/account/statistik-mail', { statistikMail: false });
      // A new listing of the owner: one favourite, one collection; no views or enquiries yet, and the owner's
      // own exposé of it is not counted.
      const id = randomUUID();
      const name = `Statistikhalle ${lang} ${Date.now()}`;
      await apiAs(page, 'PUT', `/api/objekt/${id}`, { objekt: objektInput({ objektname: name }), bestaetigung: true });
      await apiAs(page, 'GET', `/api/expose?ids=${id}&lang=${lang}`);
      // A visitor downloads the exposé of one of the owner's released listings.
      const eigene = (await (await apiAs(page, 'GET', '/api/objekt?eigene=true')).json()) as Objekt[];
      const released = eigene.find((o) => o.status === STATUS.OHNE_LOGIN && !o.istabgelaufen);
      if (!released) throw new Error('the demo owner has no released listing');
      expect((await fetch(`${baseUrl}/api/expose?ids=${released.id}&lang=${lang}`)).status).toBe(200);
      await apiAs(page, 'POST', '/api/favoriten', { objektId: id });
      await apiAs(page, 'POST', '/api/standortsammlungen', { name: `Sammlung ${lang}`, objekte: [id] });

      await page.goto(`${baseUrl}/${lang}/konto/immobilien`);
      const card = page.locator(`[data-testid="mine-item"][data-id="${id}"]`);
      const block = card.getByTestId('mine-statistik');
      await block.waitFor();
      expect(await block.getByTestId('mine-statistik-week').textContent()).toContain(texts.views);
      expect(await block.getByTestId('mine-statistik-week').textContent()).toMatch(/^0\D/);
      expect(await block.getByTestId('mine-statistik-exposes').textContent()).toMatch(/^0\D/);
      expect(await block.getByTestId('mine-statistik-anfragen').textContent()).toMatch(/^0\D/);
      expect(await block.getByTestId('mine-statistik-favoriten').textContent()).toMatch(/^1\D/);
      expect(await block.getByTestId('mine-statistik-sammlungen').textContent()).toMatch(/^1\D/);
      // The chart's text alternative names every week's views.
      const chart = block.getByTestId('mine-statistik-chart');
      expect(await chart.getAttribute('role')).toBe('img');
      expect((await chart.getAttribute('aria-label'))?.split(': ').length).toBeGreaterThan(12);

      // The released listing's card shows the exposés the API counts, the visitor's among them; a demo
      // listing with logged views shows the views the API counts.
      const answer = (await (await apiAs(page, 'GET', '/api/objekt/statistik')).json()) as ObjektStatistikAntwort;
      const exposes = answer.objekte.find((o) => o.id === released.id)?.exposes ?? 0;
      expect(exposes).toBeGreaterThan(0);
      const releasedCard = page.locator(`[data-testid="mine-item"][data-id="${released.id}"]`);
      expect(await releasedCard.getByTestId('mine-statistik-exposes').textContent()).toMatch(
        new RegExp(`^${exposes}\\D`),
      );
      const viewed = answer.objekte.find((o) => o.aufrufe.some((v) => v > 0));
      if (viewed) {
        const weeks = viewed.aufrufe.reduce((sum, v) => sum + v, 0);
        const views = page.locator(
          `[data-testid="mine-item"][data-id="${viewed.id}"] [data-testid="mine-statistik-views"]`,
        );
        expect((await views.textContent())?.match(/^[\d.,]+/)?.[0].replace(/\D/g, '')).toBe(String(weeks));
      }
      expect(await page.getByTestId('mine-statistik-mail').textContent()).toContain(
        lang === 'de' ? 'Auf Wunsch' : 'On request',
      );
      await card.scrollIntoViewIfNeeded();
      await snapshot(page, `lister-statistik-${lang}-meine-immobilien`);

      // The account page: the summary is off, switched on (saved at once), and My properties says so.
      await page.getByTestId('mine-statistik-mail').getByRole('link').click();
      await page.waitForURL(new RegExp(`/${lang}/konto$`));
      const section = page.getByTestId('statistik-mail-section');
      const toggle = section.getByRole('switch');
      expect(await toggle.isChecked()).toBe(false);
      // The switch saves at once and shows the saved state.
      await toggle.click({ force: true });
      await page.getByText(texts.on).waitFor();
      expect(await toggle.isChecked()).toBe(true);
      await expect
        .poll(async () => (await (await apiAs(page, 'GET', '/api/userdata')).json()).statistikMail)
        .toBe(true);
      await section.scrollIntoViewIfNeeded();
      await snapshot(page, `lister-statistik-${lang}-konto`);
      await page.goto(`${baseUrl}/${lang}/konto/immobilien`);
      expect(await page.getByTestId('mine-statistik-mail').textContent()).toContain(
        lang === 'de' ? 'Sie erhalten diese Zahlen' : 'You receive these figures',
      );

      // Off again, for the next journey of the demo owner.
      await apiAs(page, 'PUT', '/api/account/statistik-mail', { statistikMail: false });
      await apiAs(page, 'DELETE', `/api/objekt/${id}`);
      await page.context().close();
    });
  }

  it('a phone shows the figures below the listing', async () => {
    const page = await loggedIn('de', 390);
    await page.goto(`${baseUrl}/de/konto/immobilien`);
    await page.getByTestId('mine-statistik').first().waitFor();
    const box = await page.getByTestId('mine-statistik').first().boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await snapshot(page, 'lister-statistik-de-phone');
    await page.context().close();
  });
});

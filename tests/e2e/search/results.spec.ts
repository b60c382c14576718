import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buildSearchIndex,
  foerderungSearchFields,
  glossarSearchFields,
  kampagneSearchFields,
  SEARCH_LOG_DEBOUNCE_MS,
  searchIndex,
} from '../../../src/shared/domain/search';
import type { FmMatrix, Glossar, Kampagne } from '../../../src/shared/schemas/content';
import type { ObjektSuchergebnis } from '../../../src/shared/schemas/suche';
import { launchBrowser, requestsSeen, snapshot } from '../support/browser';

type Lang = 'de' | 'en';

describe('results view of the search box', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const api = async <T>(path: string): Promise<T> => (await (await fetch(`${baseUrl}/api${path}`)).json()) as T;

  /** What the groups matched in the browser should count for a text, from the public lists. */
  async function expectedCounts(q: string, lang: Lang) {
    const [foerderungen, glossar, kampagnen] = await Promise.all([
      api<FmMatrix[]>('/fm_matrix'),
      api<Glossar[]>('/glossar'),
      api<Kampagne[]>('/kampagnen'),
    ]);
    const all = Number.POSITIVE_INFINITY;
    const objekte = await api<ObjektSuchergebnis>(`/objekt/suchergebnis?${new URLSearchParams({ q, lang })}`);
    return {
      objekte: objekte.anzahl,
      foerderungen: searchIndex(
        buildSearchIndex(foerderungen, (f) => foerderungSearchFields(f, lang)),
        q,
        all,
      ).length,
      glossar: searchIndex(
        buildSearchIndex(glossar, (g) => glossarSearchFields(g, lang)),
        q,
        all,
      ).length,
      kampagnen: searchIndex(
        buildSearchIndex(
          kampagnen.filter((k) => k.aktiv),
          kampagneSearchFields,
        ),
        q,
        all,
      ).length,
    };
  }

  async function typeAndEnter(text: string, lang: Lang): Promise<{ page: Page; logged: unknown[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Timers on a clock the test can move on: 'nothing sent later' is checked past the log's delay.
    await page.clock.install();
    const logged: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/textlog') && request.method() === 'POST') logged.push(request.postDataJSON());
    });
    await page.goto(`${baseUrl}/${lang}/home`);
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially(text, { delay: 30 });
    await page.keyboard.press('Enter');
    return { page, logged };
  }

  for (const lang of ['de', 'en'] as const) {
    it(`${lang}: "Halle" + Enter lists every match by kind, and "show all on the map" shows exactly those`, async () => {
      const want = await expectedCounts('Halle', lang);
      expect(want.objekte).toBeGreaterThan(10);
      const { page, logged } = await typeAndEnter('Halle', lang);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.waitForURL(`${baseUrl}/${lang}/suche?q=Halle`);
      await page.getByTestId('suche-summary').waitFor();
      // The search box's announcement of its closed list is gone: the results view says how many there are.
      await expect
        .poll(() => page.getByTestId('search-status').evaluateAll((nodes) => nodes.map((n) => n.textContent)))
        .toEqual(expect.arrayContaining(['']));
      expect(
        await page.getByTestId('search-status').evaluateAll((nodes) => nodes.filter((n) => n.textContent).length),
      ).toBe(0);

      for (const group of ['objekte', 'foerderungen', 'glossar', 'kampagnen'] as const) {
        const section = page.getByTestId(`suche-group-${group}`);
        if (want[group] === 0) {
          expect(await section.count(), group).toBe(0);
          continue;
        }
        expect(await section.getByTestId('suche-group-count').textContent(), group).toBe(`(${want[group]})`);
        expect(await section.getByTestId('suche-item').count(), group).toBe(Math.min(want[group], 10));
      }
      // The properties are paged: the second page has the next ones.
      const objekte = page.getByTestId('suche-group-objekte');
      const first = await objekte.getByTestId('suche-item').first().textContent();
      await objekte.getByRole('button', { name: '2', exact: true }).click();
      await expect.poll(() => objekte.getByTestId('suche-item').first().textContent()).not.toBe(first);

      const title = lang === 'de' ? '„Halle“ – Suchergebnisse' : '“Halle” – Search results';
      expect(await page.title()).toMatch(new RegExp(`^${title} \\| Standortportal`));
      // The first HTML of the shared URL has the same title and description.
      const html = await (await fetch(page.url())).text();
      expect(html).toContain(`<title>${await page.title()}</title>`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(html).toContain(`<meta name="description" content="${description}" />`);

      await snapshot(page, `search-results-${lang}`);
      // Enter sent no search log (spec 7), also not once the log's delay has passed.
      await page.clock.runFor(SEARCH_LOG_DEBOUNCE_MS * 2);
      await requestsSeen(page);
      expect(logged).toEqual([]);

      // A property opened from the results leads back to them, not to the map.
      const results = page.url();
      await objekte.getByTestId('suche-item').first().click();
      await page.getByTestId('detailansicht').waitFor();
      const back = page.getByTestId('detail-zurueck');
      expect(await back.textContent()).toBe(lang === 'de' ? 'Zu den Suchergebnissen' : 'Back to the search results');
      await back.click();
      await page.waitForURL(results);
      await page.getByTestId('suche-summary').waitFor();

      await page.getByTestId('suche-show-on-map').click();
      await page.waitForURL((url) => url.pathname === `/${lang}/standortsuche`);
      const url = new URL(page.url());
      expect(url.searchParams.get('q')).toBe('Halle');
      expect(url.searchParams.get('ignoreExtent')).toBe('true');
      await expect.poll(() => page.getByTestId('list-count').textContent()).toBe(`(${want.objekte})`);
      expect(await page.getByTestId('map-search-filter').isVisible()).toBe(true);
      await snapshot(page, `search-results-map-${lang}`);
      // Clearing the search shows the whole map again.
      await page.getByTestId('map-search-filter').click();
      await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
      await expect
        .poll(async () => Number((await page.getByTestId('list-count').textContent())?.replace(/\D/g, '')))
        .toBeGreaterThan(want.objekte);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('"xyzxyz" + Suchen says "Keine Ergebnisse" with suggestions and the seekers\' notice', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/de/home`);
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('xyzxyz', { delay: 30 });
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL(`${baseUrl}/de/suche?q=xyzxyz`);
    const none = page.getByTestId('suche-no-results');
    await none.waitFor();
    expect(await none.getByRole('heading', { level: 2 }).textContent()).toBe('Keine Ergebnisse');
    expect(await page.getByTestId('seeker-notice').isVisible()).toBe(true);
    await snapshot(page, 'search-results-none-de');
    await page.close();
  });

  it('choosing a suggestion from the list keeps opening it directly', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/de/home`);
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('Förderung', { delay: 30 });
    const option = page.getByRole('group', { name: 'Förderungen' }).getByRole('option').first();
    await option.waitFor();
    await option.click();
    await page.waitForURL((url) => url.pathname.startsWith('/de/foerderkompass/'));
    await page.close();
  });

  it('two typed characters show no result list at all (spec 5: results cleared)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.clock.install();
    await page.goto(`${baseUrl}/de/home`);
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('Tul', { delay: 30 });
    await page.getByRole('option').first().waitFor();
    await input.press('Backspace');
    await page.getByTestId('search-dropdown').waitFor({ state: 'hidden' });
    // Still nothing once every delay of the box has passed: no 'Keine Ergebnisse' for two characters.
    await page.clock.runFor(2000);
    await requestsSeen(page);
    expect(await page.getByText('Keine Ergebnisse').isVisible()).toBe(false);
    expect(await page.getByTestId('search-dropdown').isVisible()).toBe(false);
    await page.close();
  });

  it('the map drops an invalid zoom from the URL, and the password eye is labelled in German', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/de/standortsuche?zoom=2&selectedType=180620001`);
    await page.getByTestId('list-count').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('zoom')).not.toBe('2');
    expect(new URL(page.url()).searchParams.get('selectedType')).toBe('180620001');
    await page.goto(`${baseUrl}/de/login`);
    const eye = page.getByRole('button', { name: 'Passwort anzeigen oder verbergen' });
    await eye.first().waitFor({ state: 'attached' });
    expect(await page.getByRole('button', { name: 'Toggle password visibility' }).count()).toBe(0);
    await page.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { DEMO_OWNER } from '../support/login';
import { loggedIn } from '../support/owner';

/** Spec 4: shown without login (public). */
const OHNE_LOGIN = 180620003;

/** Title and description of the first HTML of a path, as a crawler or a link preview reads them. */
async function firstHtmlMeta(url: string) {
  return metaOf(await (await fetch(url)).text());
}

/** Title and description written into a page's HTML. */
function metaOf(html: string) {
  const decode = (s: string) =>
    s.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
  };
}

const pageMeta = async (page: Page) => ({
  title: await page.title(),
  description: (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
});

describe('title and description: the same in the first HTML and after the page rendered', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** Opens a path and waits until the page's own meta is applied (the title no longer the route's). */
  async function rendered(path: string, ready: (page: Page) => Promise<unknown>) {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${path}`);
    await ready(page);
    return page;
  }

  it("a property's detail view keeps the title and description the server wrote", async () => {
    const [objekt] = (await (await fetch(`${baseUrl}/api/objekt`)).json()) as { id: string }[];
    for (const lang of ['de', 'en']) {
      const path = `/${lang}/standortsuche/${objekt?.id}`;
      const first = await firstHtmlMeta(`${baseUrl}${path}`);
      expect(first.title).toMatch(/ – .+ \| Standortportal/);
      const page = await rendered(path, (p) => p.getByTestId('detailansicht').waitFor());
      await expect.poll(() => pageMeta(page)).toEqual(first);
      await page.close();
    }
  });

  it("a know-how article opened by its router URL has the article's title in the first HTML too", async () => {
    const path = '/de/wissen/RE-USE_Brachflaechenrecycling';
    const first = await firstHtmlMeta(`${baseUrl}${path}`);
    const generic = await firstHtmlMeta(`${baseUrl}/de/wissen/999999`);
    expect(first.title).not.toBe(generic.title);
    const page = await rendered(path, (p) => p.getByTestId('article').waitFor());
    await expect.poll(() => pageMeta(page)).toEqual(first);
    await page.close();
  });

  it("an owner's listing that is not public: the first HTML of their session names it as the page does", async () => {
    const { ctx, page } = await loggedIn(browser, DEMO_OWNER, 'de');
    const eigene = (await (await page.request.get(`${baseUrl}/api/objekt?eigene=true`)).json()) as {
      id: string;
      status: number;
    }[];
    const hidden = eigene.find((o) => o.status !== OHNE_LOGIN);
    if (!hidden) throw new Error('the demo owner has no listing that is not public');
    for (const lang of ['de', 'en']) {
      const path = `/${lang}/standortsuche/${hidden.id}`;
      // The first HTML as this session receives it (the context's cookies), and as anyone else does.
      const first = metaOf(await (await page.request.get(`${baseUrl}${path}`)).text());
      const anonymous = await firstHtmlMeta(`${baseUrl}${path}`);
      expect(anonymous.title).not.toBe(first.title);
      await page.goto(`${baseUrl}${path}`);
      await page.getByTestId('detail-title').waitFor();
      const name = (await page.getByTestId('detail-title').textContent()) ?? '';
      // Named first, then its place — which a draft may not have yet.
      expect([`${name} – `, `${name} | `].some((start) => first.title.startsWith(start))).toBe(true);
      await expect.poll(() => pageMeta(page)).toEqual(first);
      // Still so once the page's data has loaded (nothing left on the network).
      await page.waitForLoadState('networkidle');
      expect(await pageMeta(page)).toEqual(first);
    }
    await ctx.close();
  });

  it('the funding compass is described with the figure the registration benefits name', async () => {
    for (const [lang, claim, benefit] of [
      ['de', /^Mehr als ([\d.]+) Förderprogramme /, /Förderkompass mit mehr als ([\d.]+) Förderprogrammen/],
      ['en', /^More than ([\d,]+) funding programmes /, /Funding compass with more than ([\d,]+) programmes/],
    ] as const) {
      const path = `/${lang}/foerderkompass`;
      const first = await firstHtmlMeta(`${baseUrl}${path}`);
      const figure = claim.exec(first.description)?.[1];
      expect(figure, first.description).toBeDefined();
      const page = await rendered(path, (p) => p.getByTestId('foerder-card').first().waitFor());
      await expect.poll(() => pageMeta(page)).toEqual(first);
      await page.goto(`${baseUrl}/${lang}/home`);
      await page.getByTestId('registration-benefits').waitFor();
      await expect
        .poll(async () => benefit.exec((await page.getByTestId('registration-benefits').textContent()) ?? '')?.[1])
        .toBe(figure);
      await page.close();
    }
  });

  it('a URL shortcut keeps its own title and description after leading to its target', async () => {
    const first = await firstHtmlMeta(`${baseUrl}/foerderung`);
    expect(first.description).toBe('Förderprogramme für Betriebe in Niederösterreich finden und filtern.');
    const page = await rendered('/foerderung', (p) => p.waitForURL(/\/de\/foerderkompass/));
    await expect.poll(() => pageMeta(page)).toEqual(first);
    // Once the page's data and its own meta have loaded (nothing left on the network), still the same.
    await page.waitForLoadState('networkidle');
    expect(await pageMeta(page)).toEqual(first);
    await page.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Kampagne } from '../../../src/shared/schemas/content';
import { launchBrowser, snapshot } from '../support/browser';
import { contentContext } from './helpers';

describe('know-how', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  let kampagnen: Kampagne[];
  beforeAll(async () => {
    browser = await launchBrowser();
    kampagnen = (await (await fetch(`${baseUrl}/api/kampagnen`)).json()) as Kampagne[];
  });
  afterAll(() => browser?.close());

  it('lists the articles and opens one in English with the German-only note, modules, downloads and map', async () => {
    const context = await contentContext(browser, baseUrl);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The RE-USE article has custom modulsort 'K,1,2,3,D,4,V,N,5,6', downloads and linked objects.
    const reuse = kampagnen.find((k) => k.routerurl === 'RE-USE_Brachflaechenrecycling');
    expect(reuse).toBeDefined();
    if (!reuse) return;

    await page.goto(`${baseUrl}/en/wissen`);
    await page.getByText('Our know-how articles are available in German only.').waitFor();
    const cards = page.getByTestId('article-card');
    // The note shows before the articles have loaded; count only once the cards are there.
    await cards.first().waitFor();
    expect(await cards.count()).toBe(kampagnen.filter((k) => k.aktiv).length);
    await cards.filter({ hasText: reuse.header }).click();
    await page.waitForURL(new RegExp(`/en/wissen/${reuse.id}$`));

    await page.getByTestId('article-title').filter({ hasText: reuse.header }).waitFor();
    await page.getByText('Our know-how articles are available in German only.').waitFor();
    expect(await page.title()).toBe(reuse.metatitle);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(reuse.metadescription);

    // Modules in the order of modulsort: the downloads (D) come between module 3 and module 4.
    const order = await page
      .locator(
        '[data-testid^="modul-"], [data-testid="downloads"], [data-testid="veranstaltungen"], [data-testid="news"]',
      )
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(order).toEqual([
      'modul-0',
      'modul-1',
      'modul-2',
      'modul-3',
      'downloads',
      'modul-4',
      'veranstaltungen',
      'news',
    ]);

    // Spec 9: the display name drops the last 37 characters; the file is served under /dokumente/.
    const download = page.getByTestId('download-link').first();
    const file = reuse.poolpdf[0] ?? '';
    expect((await download.textContent())?.trim().startsWith(file.slice(0, -37))).toBe(true);
    expect(await download.getAttribute('href')).toBe(`/dokumente/${encodeURIComponent(file)}`);
    expect((await fetch(`${baseUrl}/dokumente/${encodeURIComponent(file)}`)).status).toBe(200);

    // Linked objects: a map (drawn offline on a canvas) and links to their detail view.
    await page.getByTestId('ol-map').locator('canvas').first().waitFor();
    const linked = page.getByTestId('linked-objekt');
    await linked.first().waitFor();
    expect(await linked.first().getAttribute('href')).toMatch(/^\/en\/standortsuche\/[\w-]+$/);
    await snapshot(page, 'wissen-detail-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sanitises rich text: no script, event handler or javascript: URL survives, only safe video iframes', async () => {
    const context = await contentContext(browser, baseUrl);
    const page = await context.newPage();
    const base = kampagnen.find((k) => k.aktiv) as Kampagne;
    const evil: Kampagne = {
      ...base,
      modulsort: 'K,1,2',
      modul0anzeige: true,
      modul0textposition: 'oben',
      textdetail:
        '<p>Intro</p><script>window.__pwned = "script"</script><img src="x" onerror="window.__pwned = \'onerror\'"><a href="javascript:window.__pwned = \'href\'" id="bad-link">klick</a>',
      modul1anzeige: true,
      modul1typ: 'video',
      modul1text:
        '<iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe><iframe src="https://evil.example/embed"></iframe><p onmouseover="window.__pwned = 1">Video</p>',
      modul2anzeige: true,
      modul2typ: 'video',
      modul2text: '<iframe src="https://evil.example/player"></iframe><p>kein erlaubtes Video</p>',
    };
    await page.route('**/api/kampagnen', (route) =>
      route.fulfill({ json: kampagnen.map((k) => (k.id === base.id ? evil : k)) }),
    );
    await page.goto(`${baseUrl}/de/wissen/${base.id}`);
    const article = page.getByTestId('article');
    await article.getByText('Intro').waitFor();
    // The shared allow-list keeps no id: the link is found by its text, and clicking it must run nothing.
    await article.getByText('klick', { exact: true }).click();
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await article.locator('script').count()).toBe(0);
    expect(await article.locator('[onerror], [onmouseover]').count()).toBe(0);
    expect(await article.locator('a[href^="javascript:"]').count()).toBe(0);
    const frames = article.locator('iframe');
    expect(await frames.count()).toBe(1);
    expect(await frames.first().getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    // A video module without an allowed player shows nothing.
    expect(await page.getByTestId('modul-2').count()).toBe(0);
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';

/**
 * A screen's first API answer is named in its HTML (server/plugins/preloads.ts): the browser starts it
 * with the page, and the client's own request takes that answer over instead of asking a second time.
 */
describe('the first data of a screen comes with its page', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** Opens a page and counts the requests for one API path until it has painted its data. */
  async function requestsFor(path: string, apiPath: string, ready: string): Promise<number> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === apiPath) requests++;
    });
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    expect(html).toContain(`<link rel="preload" href="${apiPath}" as="fetch" crossorigin="anonymous" />`);
    await page.goto(`${baseUrl}${path}`);
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    await context.close();
    return requests;
  }

  it('the funding compass asks for the funding matrix once', async () => {
    expect(await requestsFor('/de/foerderkompass', '/api/fm_matrix', '[data-testid=foerder-card]')).toBe(1);
  });

  it('the detail view asks for its property once', async () => {
    const [objekt] = (await (await fetch(`${baseUrl}/api/objekt`)).json()) as { id: string; objektname: string }[];
    if (!objekt) throw new Error('no public property in the demo data');
    const count = await requestsFor(`/de/standortsuche/${objekt.id}`, `/api/objekt/${objekt.id}`, 'h1');
    expect(count).toBe(1);
  });
});

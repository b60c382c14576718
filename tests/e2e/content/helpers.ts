import type { Browser, BrowserContext } from 'playwright-core';

/** A browser context that has already answered the cookie banner, so it covers nothing. */
export async function contentContext(browser: Browser, baseUrl: string, width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
  return context;
}

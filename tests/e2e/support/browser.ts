import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Headless Chromium without GPU and background traffic: the journeys and the page benchmarks start it so. */
export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, headless, with no background traffic (the machine has no internet). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS });
}

/** Saves a full-page screenshot under test-results/ for a human look. */
export async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

/**
 * A fresh visitor of the map pages (cookie choice made, 1280 × 900) whose browser reaches nothing but the
 * portal: tile and WMS servers fail, as they do on this machine, and the map must draw its offline base.
 */
export async function offlineVisitor(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'cookiesAccepted', value: 'false', url: baseUrl }]);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  return context;
}

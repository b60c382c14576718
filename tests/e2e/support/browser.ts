import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

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

/**
 * Clicks `trigger` until `dialog` shows (up to three clicks, 10 s each). A full-page screenshot resizes the
 * viewport and springs back; on a busy machine the layout can still move when a click aimed before it
 * lands, and the click then hits beside its button, as a user's would, who clicks again.
 */
export async function openDialog(trigger: Locator, dialog: Locator) {
  for (let attempt = 1; ; attempt++) {
    if (await dialog.isVisible()) return;
    await trigger.click();
    try {
      await dialog.waitFor({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
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

/**
 * Resolves once the test has seen every request the page sent until now: the page sends one more and the
 * test waits for it, as requests are reported in the order they were sent. For checks that something was
 * not sent, after the page's clock has been moved past the moment it would have gone out.
 */
export async function requestsSeen(page: Page): Promise<void> {
  await Promise.all([page.waitForRequest(/\/healthz$/), page.evaluate(() => fetch('/healthz').then(() => undefined))]);
}

/**
 * Makes the map draw its pins with the given renderer in this context: the page picks WebGL on graphics
 * hardware and Canvas where WebGL runs in software (client/components/map/objektLayer.ts), judged by the
 * renderer name WebGL reports, so the name is set here — a GPU's for WebGL, SwiftShader's for Canvas.
 * The journeys and the map benchmark compare both renderers in one browser this way.
 */
export async function forcePinRenderer(context: BrowserContext, renderer: 'webgl' | 'canvas'): Promise<void> {
  await context.addInitScript(
    (name: string) => {
      const RENDERER = 0x1f01;
      const UNMASKED_RENDERER_WEBGL = 0x9246;
      for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
        const getParameter = proto.getParameter;
        proto.getParameter = function (this: WebGLRenderingContext, pname: number) {
          return pname === RENDERER || pname === UNMASKED_RENDERER_WEBGL ? name : getParameter.call(this, pname);
        };
      }
    },
    renderer === 'webgl' ? 'ANGLE (graphics hardware)' : 'Google SwiftShader',
  );
}

/** Waits until the map page's map has drawn its objects for the first time. */
export async function waitForMapDrawn(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid=ol-map][data-first-drawn]', { timeout: 60_000 });
}

/** Opens the location search (optionally with a query) in a new page and waits until the objects are drawn. */
export async function openMap(context: BrowserContext, baseUrl: string, query = '', lang = 'de'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/${lang}/standortsuche${query}`);
  await waitForMapDrawn(page);
  return page;
}

/**
 * The Lighthouse part of `npm run bench:page`: a performance audit of one page in Debian's Chromium,
 * started by chrome-launcher with the flags the journeys use, on a fresh profile (cold cache).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { BROWSER_ARGS } from '../tests/e2e/support/browser';

/** What the bench reports of one audit. */
export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

/**
 * Audits `url` with Lighthouse's performance category. `formFactor` 'mobile' is Lighthouse's default
 * (a mid-range phone: 4× CPU slowdown and slow 4G, simulated); 'desktop' its desktop preset. Requests
 * to `blockedHosts` fail at once (the machine is offline; nothing outside the portal is wanted).
 */
export async function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
  blockedHosts: readonly string[],
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: BROWSER_ARGS,
    logLevel: 'error',
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        blockedUrlPatterns: blockedHosts.map((host) => `*://${host}/*`),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: lhr.categories.performance?.score ?? Number.NaN,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * The map page by extent (part of npm run bench:map): the built portal on an embedded database grown to
 * N objects (copies of the demo objects, scripts/bench-objekte.ts) — above the threshold, so the page
 * loads by extent (GET /api/objekt/anzahl → ausschnitt) and never the whole list. In headless Chromium:
 *  - navigation → the first answer drawn (district counts for the whole region), cold (the server builds
 *    its index on the first call) and warm,
 *  - choosing districts in the list until the section lists objects → pins and rows drawn,
 *  - filter change → the new section answer drawn (median, p95), and the longest main-thread task,
 *  - bytes of object data transferred (all /api/objekt… answers, compressed as sent).
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { openPglite } from '../src/server/db/client';
import { forcePinRenderer, launchBrowser } from '../tests/e2e/support/browser';
import { filterCycle, seededDataDir, spawnPortal, waitFor } from './bench-lib';
import { growObjekte } from './bench-objekte';

export interface ExtentResult {
  n: number;
  coldFirstDrawMs: number;
  warmFirstDrawMs: number;
  districtClicks: number;
  pinsDrawnMs: number;
  pins: number;
  filter: number[];
  longestTaskMs: number;
  objektBytes: number;
  wholeListRequested: boolean;
}

const FILTER_CHANGES = 12;

/** Opens the map and answers the time of the first drawn answer (the page's own mark). */
async function openMap(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/de/standortsuche`);
  await page.waitForSelector('[data-testid=ol-map][data-first-drawn]', { timeout: 180_000 });
  return Number(await page.getByTestId('ol-map').getAttribute('data-first-drawn'));
}

async function inBrowser(url: string, n: number): Promise<ExtentResult> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookiesAccepted', value: 'false', url }]);
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    // The Canvas renderer, as on machines without graphics hardware, whatever this one has.
    await forcePinRenderer(context, 'canvas');
    let objektBytes = 0;
    let wholeListRequested = false;
    context.on('requestfinished', async (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith('/api/objekt')) return;
      if (path === '/api/objekt') wholeListRequested = true;
      objektBytes += (await request.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize;
    });

    const coldFirstDrawMs = await openMap(await context.newPage(), url);
    const page = await context.newPage();
    const warmFirstDrawMs = await openMap(page, url);

    // Districts until the section is small enough to list its objects.
    let districtClicks = 0;
    const start = Date.now();
    while ((await page.getByTestId('objekt-row').count()) === 0) {
      if (districtClicks >= 6) throw new Error('no listed section after 6 district choices');
      // The click zooms the map; once it stands, the page asks for the new section. Wait for that answer,
      // then for it to be drawn: before it arrives, the old list's buttons are still there (and going).
      const answered = page.waitForResponse((res) => res.url().includes('/api/objekt/ausschnitt'), {
        timeout: 60_000,
      });
      await page.getByTestId('bezirk-zahlen').getByRole('button').first().click();
      districtClicks++;
      await answered;
      await page
        .waitForFunction(
          () =>
            document.querySelector('[data-testid=objekt-row]') !== null ||
            (document.querySelector('[data-testid=list-zoom-in]') !== null &&
              document.querySelector('[data-testid=ausschnitt-loading]') === null),
          undefined,
          { timeout: 60_000 },
        )
        .catch(() => undefined);
      await page.waitForTimeout(400);
    }
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('[data-testid=ol-map]')?.dataset.objektCount) > 0,
    );
    const pinsDrawnMs = Date.now() - start;
    const pins = Number(await page.getByTestId('ol-map').getAttribute('data-objekt-count'));

    const { samples: filter, longest: longestTaskMs, tasks } = await filterCycle(page, FILTER_CHANGES);
    if (process.env.BENCH_VERBOSE)
      console.log('by extent: long tasks', tasks, 'filter changes', filter.map(Math.round));
    await page.waitForTimeout(300);
    return {
      n,
      coldFirstDrawMs,
      warmFirstDrawMs,
      districtClicks,
      pinsDrawnMs,
      pins,
      filter,
      longestTaskMs,
      objektBytes,
      wholeListRequested,
    };
  } finally {
    await browser.close();
  }
}

/** Grows a copy of the demo database to `n` objects, starts the built portal on it and measures. */
export async function measureByExtent(n: number): Promise<ExtentResult> {
  const dataDir = await seededDataDir();
  try {
    const database = await openPglite(dataDir);
    try {
      await growObjekte(database.db, n);
    } finally {
      await database.close();
    }
    const portal = await spawnPortal(dataDir);
    try {
      await waitFor(portal, `${portal.url}/api/region`, performance.now());
      const anzahl = (await (await fetch(`${portal.url}/api/objekt/anzahl`)).json()) as { ausschnitt: boolean };
      if (!anzahl.ausschnitt) throw new Error(`with ${n} objects the map does not load by extent`);
      return await inBrowser(portal.url, n);
    } finally {
      await portal.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

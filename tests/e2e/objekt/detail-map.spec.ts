import type { Browser, Locator } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, offlineVisitor, snapshot } from '../support/browser';

/** Pixels of the map near one colour (within `tolerance` per channel). */
async function pixelsNear(map: Locator, [r, g, b]: [number, number, number], tolerance: number) {
  const { data, info } = await sharp(await map.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i + 2 < data.length; i += info.channels) {
    const near =
      Math.abs((data[i] ?? 0) - r) <= tolerance &&
      Math.abs((data[i + 1] ?? 0) - g) <= tolerance &&
      Math.abs((data[i + 2] ?? 0) - b) <= tolerance;
    if (near) count++;
  }
  return count;
}

/** The dark blue-grey of the offline place names (components/map/placeLabels.ts). */
const LABEL_TEXT: [number, number, number] = [44, 62, 85];
/** The district borders' blue at half opacity on white (spec 9), as the seeded border layer draws it. */
const BORDER_ON_WHITE: [number, number, number] = [141, 190, 234];

describe("the detail view's map without a tile server", () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the property among the place names and district borders, not a pin on white', async () => {
    // A listing of the demo data (the oldest; journeys add newer ones wherever they like), placed at its
    // town as the demo data places them.
    const objekte = (await (await fetch(`${baseUrl}/api/objekt`)).json()) as {
      id: string;
      polygon: string | null;
      erstelltam: string;
    }[];
    const point = objekte.filter((o) => o.polygon === null).sort((a, b) => a.erstelltam.localeCompare(b.erstelltam))[0];
    if (!point) throw new Error('no public object without plot outline');
    const ctx = await offlineVisitor(browser, baseUrl);
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/de/standortsuche/${point.id}`);
    const map = page.locator('.ol-viewport').first();
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => pixelsNear(map, LABEL_TEXT, 24)).toBeGreaterThan(40);
    await expect.poll(() => pixelsNear(map, BORDER_ON_WHITE, 30)).toBeGreaterThan(200);
    await snapshot(page, 'detail-map-offline');
    await ctx.close();
  });
});

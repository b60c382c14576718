import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfToText } from '../../../src/server/test/pdf';
import de from '../../../src/shared/i18n/de.json' with { type: 'json' };
import en from '../../../src/shared/i18n/en.json' with { type: 'json' };
import { launchBrowser, offlineVisitor, openMap, snapshot } from '../support/browser';

interface ApiObjekt {
  id: string;
  status: number;
  standort: string | null;
  polygon: unknown;
  inHq100?: boolean;
}

/** The lon/lat of a WKT point. */
function lonLat(wkt: string | null): [number, number] {
  const m = /POINT\s*\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)/i.exec(wkt ?? '');
  if (!m) throw new Error(`no point: ${wkt}`);
  return [Number(m[1]), Number(m[2])];
}

/**
 * The site check of issue #27 as a seeker meets it: a public demo plot inside the demo flood zone shows on its
 * detail page what it touches of each layer, with the "Demodaten" source and the disclaimer; on the map,
 * "outside HQ100" takes it out of the list; its exposé prints the same check. German and English, offline.
 */
describe('site check (issue #27)', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  let plot: ApiObjekt;

  beforeAll(async () => {
    browser = await launchBrowser();
    const objekte = (await (await fetch(`${baseUrl}/api/objekt`)).json()) as ApiObjekt[];
    const inFlood = objekte.find((o) => o.inHq100 && o.polygon && o.standort);
    if (!inFlood) throw new Error('the demo data has no public plot in the demo flood zone');
    plot = inFlood;
  });
  afterAll(() => browser?.close());

  for (const [lang, catalogue] of [
    ['de', de],
    ['en', en],
  ] as const) {
    const c = catalogue.standortcheck;

    it(`${lang}: the detail page shows the check, "outside HQ100" removes the plot from the map, the exposé prints the check`, async () => {
      const context = await offlineVisitor(browser, baseUrl);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/${lang}/standortsuche/${plot.id}`);
      const check = page.getByTestId('detail-standortcheck');
      await check.waitFor();
      await check.getByText(c.title, { exact: true }).waitFor();
      const text = (await check.textContent()) ?? '';
      expect(text).toContain(`${c.art.hq100}:`);
      expect(text).toMatch(new RegExp(c.anteil.replace('{{prozent}}', '\\d+')));
      expect(text).toContain(lang === 'de' ? 'Demodaten: Hochwasser HQ100' : 'Demo data: flood HQ100');
      expect(text).toContain(c.disclaimer);
      await check.scrollIntoViewIfNeeded();
      await snapshot(page, `standort-check-detail-${lang}`);
      const scan = await new AxeBuilder({ page }).include('[data-testid=detail-standortcheck]').analyze();
      expect(scan.violations.map((v) => v.id)).toEqual([]);

      // The exposé the seeker downloads from the detail page carries the same check.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('detail-expose').click()]);
      const pdf = fs.readFileSync(await download.path());
      const printed = pdfToText(pdf).replace(/\s+/g, ' ');
      expect(printed).toContain(c.title.toUpperCase());
      expect(printed).toContain(c.art.hq100);
      expect(printed).toContain(c.disclaimer.split(' ').slice(0, 5).join(' '));

      // On the map around the plot it is listed until "outside HQ100" is chosen.
      const [lon, lat] = lonLat(plot.standort);
      const map = await openMap(context, baseUrl, `?center=${lon},${lat}&zoom=14`, lang);
      const row = map.locator(`[data-objekt-id="${plot.id}"]`);
      await row.waitFor();
      await map.getByTestId('filter-toggle').click();
      await map.getByTestId('filter-ausserhalb-hq100').click();
      await snapshot(map, `standort-check-filter-${lang}`);
      await map.getByTestId('filter-apply').click();
      await row.waitFor({ state: 'detached' });
      expect(new URL(map.url()).searchParams.get('ausserhalbHq100')).toBe('true');
      await snapshot(map, `standort-check-map-${lang}`);
      await context.close();
    });
  }
});

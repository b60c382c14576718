import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { contentContext } from './helpers';

/** 'NÖ Nahversorgungsförderung' of the demo data is the only programme with the focus 'nahversorgung'. */
const PROGRAMM = 'NÖ Nahversorgungsförderung';

describe('funding compass', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('filters to a known programme, keeps the filter in the URL, opens it and returns with back', async () => {
    const context = await contentContext(browser, baseUrl);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${baseUrl}/de/foerderkompass`);
    const count = page.getByTestId('result-count');
    await count.filter({ hasText: /^(\d+) von \1 Programmen$/ }).waitFor();
    const total = Number((await count.textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(60);

    // Thematic focus: one code of the multi-select.
    await page.getByTestId('filter-schwerpunkte').click();
    await page.getByRole('option', { name: 'Nahversorgung & Ortskerne' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/schwerpunkt=nahversorgung/);
    await count.filter({ hasText: `1 von ${total} Programmen` }).waitFor();

    // Target group text (umlauts folded) and a project size inside the programme's range.
    await page.getByTestId('filter-zielgruppe').fill('Bäckereien');
    await page.getByTestId('filter-von').fill('20000');
    await page.waitForURL(
      (url) => url.searchParams.get('zielgruppe') === 'Bäckereien' && url.searchParams.get('von') === '20000',
    );
    await count.filter({ hasText: `1 von ${total}` }).waitFor();

    // Spec 5: a minimum greater than the maximum is rejected (message shown, range not applied).
    await page.getByTestId('filter-bis').fill('1000');
    await page.getByTestId('range-error').waitFor();
    expect(await page.getByTestId('range-error').textContent()).toMatch(/Mindestwert.*nicht größer.*Höchstwert/);
    await count.filter({ hasText: `1 von ${total}` }).waitFor();
    await page.getByTestId('filter-bis').fill('');
    await page.getByTestId('range-error').waitFor({ state: 'detached' });
    await snapshot(page, 'foerderkompass-filtered-de');

    const listUrl = page.url();
    expect(listUrl).toMatch(/schwerpunkt=nahversorgung/);
    await page.getByRole('link', { name: PROGRAMM }).click();
    await page.waitForURL(/\/de\/foerderkompass\/\d+\?.*schwerpunkt=nahversorgung/);
    const detail = page.getByTestId('foerder-detail');
    await detail.waitFor();
    expect(await detail.getByRole('heading', { level: 2 }).textContent()).toBe(PROGRAMM);
    expect(await page.getByTestId('foerder-range').textContent()).toMatch(/^5\.000\s€ bis 300\.000\s€$/);
    const link = page.getByTestId('foerder-link');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await page.title()).toContain(PROGRAMM);
    await snapshot(page, 'foerderkompass-detail-de');

    await page.goBack();
    await page.waitForURL(listUrl);
    await detail.waitFor({ state: 'detached' });
    await count.filter({ hasText: `1 von ${total}` }).waitFor();

    await page.getByTestId('clear-all').click();
    await count.filter({ hasText: `${total} von ${total}` }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens an entry from a deep link in English and ignores invalid query values', async () => {
    const context = await contentContext(browser, baseUrl);
    const page = await context.newPage();
    const matrix = (await (await fetch(`${baseUrl}/api/fm_matrix`)).json()) as {
      id: number;
      name_de: string;
      name_en: string;
    }[];
    const entry = matrix.find((e) => e.name_de === PROGRAMM);
    expect(entry).toBeDefined();

    await page.goto(`${baseUrl}/en/foerderkompass/${entry?.id}`);
    const detail = page.getByTestId('foerder-detail');
    await detail.waitFor();
    expect(await detail.getByRole('heading', { level: 2 }).textContent()).toBe(entry?.name_en);
    expect(await detail.textContent()).toContain('Funding body');
    await page.getByRole('button', { name: 'Close and return to the list' }).click();
    await page.waitForURL(/\/en\/foerderkompass$/);
    await detail.waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/en/foerderkompass?art=gratis&von=abc&groesse=riesig`);
    await page
      .getByTestId('result-count')
      .filter({ hasText: /^(\d+) of \1 programmes$/ })
      .waitFor();
    await context.close();
  });

  it('shows the empty state when no programme matches', async () => {
    const context = await contentContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/foerderkompass?zielgruppe=xyzzy`);
    await page.getByTestId('foerder-empty').waitFor();
    expect(await page.getByTestId('foerder-empty').textContent()).toContain('Kein passendes Förderprogramm');
    await context.close();
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { feedXml, type TestImmobilie } from '../../../src/server/openimmo/fixtures/feed';
import de from '../../../src/shared/i18n/de.json' with { type: 'json' };
import en from '../../../src/shared/i18n/en.json' with { type: 'json' };
import { launchBrowser, openDialog, snapshot } from '../support/browser';
import { DEMO_ADMIN, DEMO_BROKER, type Login, submitLogin } from '../support/login';

/**
 * The OpenImmo import of issue #26 part B: the demo broker goes from My properties to the import page,
 * uploads a feed of two commercial listings in Lower Austria and a flat, and reads the report with the
 * flat refused for its reason (de, then the same feed again in English: nothing changes). On the account
 * page the broker creates an API key, shown once, with which the test process imports by itself; an
 * administrator imports for the broker.
 */
describe('OpenImmo import (issue #26)', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  /** Keys of this run, so the listings are new however often the journeys run against one database. */
  const run = Date.now().toString(36);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** Two commercial listings in Lower Austria and one flat (refused: not commercial), as a broker exports them. */
  const feed = (tag: string) => {
    const objekte: TestImmobilie[] = [
      {
        obid: `${run}-${tag}-halle`,
        objektart: 'hallen_lager_prod',
        kauf: true,
        miete: false,
        kaufpreis: '890000',
        plz: '3430',
        ort: 'Tulln an der Donau',
        koordinaten: [16.0541, 48.3304],
        titel: `Lagerhalle Tulln ${tag}`,
        titelEn: `Warehouse Tulln ${tag}`,
        nutzflaeche: '1800',
        hallenhoehe: '8',
        kran: true,
      },
      { obid: `${run}-${tag}-buero`, titel: `Büro St. Pölten ${tag}`, kaltmiete: '4200', nutzflaeche: '320' },
      { obid: `${run}-${tag}-wohnung`, nutzungsart: 'WOHNEN', objektart: 'wohnung', titel: 'Wohnung Krems' },
    ];
    return feedXml('TEIL', objekte);
  };
  /** The feed as the file a broker picks in the drop zone. */
  const feedFile = (tag: string) => ({
    name: `feed-${tag}.xml`,
    mimeType: 'application/xml',
    buffer: Buffer.from(feed(tag)),
  });

  const loggedIn = async (login: Login, path: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/login?next=${encodeURIComponent(path)}`);
    await submitLogin(page, login);
    await page.waitForURL(`${baseUrl}${path}`);
    return page;
  };
  /** No serious or critical WCAG 2.1 A/AA violation on the page as it is. */
  const axe = async (page: Page) => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  const count = async (page: Page, which: string) =>
    Number(await page.getByTestId(`import-${which}`).locator('p').last().textContent());

  it('de: from My properties to the import; the report counts two new listings and refuses the flat', async () => {
    const page = await loggedIn(DEMO_BROKER, '/de/konto/immobilien');
    await page.getByTestId('mine-import').click();
    await page.waitForURL(`${baseUrl}/de/admin/import`);
    await page.getByRole('heading', { level: 1, name: 'OpenImmo-Import' }).waitFor();
    await page.getByText('höchstens 200 MB und 500 Objekte').waitFor();
    await snapshot(page, 'import-empty-de');

    await page.getByTestId('import-dropzone').locator('input[type=file]').setInputFiles(feedFile('de'));
    const bericht = page.getByTestId('import-result').getByTestId('import-bericht');
    await bericht.waitFor();
    expect(await count(page, 'created')).toBe(2);
    expect(await count(page, 'changed')).toBe(0);
    expect(await count(page, 'deactivated')).toBe(0);
    const refused = page.getByTestId('import-refused-row');
    expect(await refused.count()).toBe(1);
    expect(await refused.first().textContent()).toContain(`${run}-de-wohnung`);
    expect(await refused.getByTestId('import-refused-reason').textContent()).toBe(de.import.refused.notCommercial);
    expect(await page.getByTestId('import-result').getAttribute('aria-live')).toBe('polite');

    // The run is in the history; its report opens in a dialog.
    const lauf = page.getByTestId('import-lauf').filter({ hasText: 'feed-de.xml' });
    await lauf.waitFor();
    expect(await lauf.textContent()).toContain('2 / 0 / 0 / 0 / 1');
    await snapshot(page, 'import-report-de');
    await axe(page);
    await lauf.getByTestId('import-lauf-open').click();
    const dialog = page.getByRole('dialog', { name: 'Ergebnis des Imports: feed-de.xml' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('import-refused-reason').textContent()).toBe(de.import.refused.notCommercial);
    await snapshot(page, 'import-history-dialog-de');

    // The new listings are the broker's, waiting for the agency's review.
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/de/konto/immobilien`);
    await page.getByTestId('mine-list').getByText('Lagerhalle Tulln de').waitFor();
    await page.close();
  });

  it('en: the same feed again changes nothing; the refused flat has its English reason; a wrong file is named', async () => {
    const page = await loggedIn(DEMO_BROKER, '/en/admin/import');
    await page.getByRole('heading', { level: 1, name: 'OpenImmo import' }).waitFor();
    await page.getByTestId('import-dropzone').locator('input[type=file]').setInputFiles(feedFile('de'));
    await page.getByTestId('import-result').getByTestId('import-bericht').waitFor();
    expect(await count(page, 'created')).toBe(0);
    expect(await count(page, 'unchanged')).toBe(2);
    expect(await page.getByTestId('import-refused-reason').textContent()).toBe(en.import.refused.notCommercial);
    await snapshot(page, 'import-report-en');
    await axe(page);

    // Not XML: refused with the page's own words, nothing imported.
    await page.getByTestId('import-another').click();
    await page
      .getByTestId('import-dropzone')
      .locator('input[type=file]')
      .setInputFiles({ name: 'feed.xml', mimeType: 'application/xml', buffer: Buffer.from('<openimmo><anbieter>') });
    const error = page.getByTestId('import-error');
    await error.waitFor();
    expect(await error.textContent()).toContain(en.import.errors.importInvalid);
    await snapshot(page, 'import-invalid-en');
    await page.close();
  });

  it('the broker creates an API key, shown once; the test process imports with it; revoked, it is refused', async () => {
    const page = await loggedIn(DEMO_BROKER, '/de/konto');
    const section = page.getByTestId('api-keys-section');
    await section.getByTestId('api-key-name').fill(`Maklersoftware ${run}`);
    await section.getByTestId('api-key-create').click();
    const value = section.getByTestId('api-key-value');
    await value.waitFor();
    const key = (await value.textContent())?.trim() ?? '';
    expect(key).toMatch(/^sp_[\w-]{43}$/);
    await section.getByText(de.account.apiKeys.newWarning).waitFor();
    await snapshot(page, 'import-api-key-new-de');
    await axe(page);

    // Shown once: after 'stored' and a reload the key is nowhere on the page, its row is.
    await section.getByTestId('api-key-done').click();
    await page.reload();
    const row = section.getByTestId('api-key').filter({ hasText: `Maklersoftware ${run}` });
    await row.waitFor();
    expect(await row.getByTestId('api-key-last-used').textContent()).toBe(de.account.apiKeys.neverUsed);
    expect(await page.content()).not.toContain(key);

    // The broker's software: a multipart POST with the key and no cookie or CSRF header.
    const send = () => {
      const form = new FormData();
      form.append('file', new Blob([feed('api')], { type: 'application/xml' }), 'feed-api.xml');
      return fetch(`${baseUrl}/api/import/openimmo`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}` },
        body: form,
      });
    };
    const imported = await send();
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({ created: 2, changed: 0, refused: [{ reason: 'notCommercial' }] });
    await page.reload();
    await row.waitFor();
    expect(await row.getByTestId('api-key-last-used').textContent()).toMatch(/^Zuletzt verwendet am /);
    await snapshot(page, 'import-api-key-used-de');

    // Revoked after the confirmation: the next call is refused.
    const dialog = page.getByRole('dialog', { name: `API-Schlüssel „Maklersoftware ${run}“ widerrufen?` });
    await openDialog(row.getByTestId('api-key-revoke'), dialog);
    await page.getByTestId('api-key-revoke-confirm').click();
    await row.waitFor({ state: 'detached' });
    const refused = await send();
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe('apiKeyInvalid');
    await page.close();
  });

  it('an administrator chooses the broker and imports for them', async () => {
    const page = await loggedIn(DEMO_ADMIN, '/de/admin/liste');
    await page.getByTestId('admin-nav-import').click();
    await page.waitForURL(`${baseUrl}/de/admin/import`);
    // Without a broker the drop zone waits.
    await page.getByText('Wählen Sie zuerst den Makler.').waitFor();
    await page.getByTestId('import-makler').click();
    await page.getByRole('option', { name: 'Hofbauer Gewerbeimmobilien GmbH (makler@standortportal.at)' }).click();
    await page.getByTestId('import-dropzone').locator('input[type=file]').setInputFiles(feedFile('admin'));
    await page.getByTestId('import-result').getByTestId('import-bericht').waitFor();
    expect(await count(page, 'created')).toBe(2);
    await page.getByTestId('import-lauf').filter({ hasText: 'feed-admin.xml' }).waitFor();
    await snapshot(page, 'import-admin-de');
    await axe(page);
    await page.close();
  });
});

import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { imageFiles } from '../support/files';
import { DEMO_ADMIN, DEMO_OWNER, submitLogin } from '../support/login';

describe('advertising a property', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /**
   * A context that has answered the cookie banner and asks for reduced motion, so the editor's map jumps
   * to a found place at once and the outline is drawn on a map at rest.
   */
  async function context(): Promise<BrowserContext> {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await ctx.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    return ctx;
  }

  it('owner advertises a plot with images and outline, submits it; the admin releases it; visitors see it', async () => {
    const name = `E2E Betriebsgrundstück ${Date.now()}`;

    // --- the owner: 'Advertise a property' → login → confirmation → editor on a new id
    const ownerCtx = await context();
    const page = await ownerCtx.newPage();
    await page.goto(`${baseUrl}/de/home`);
    await page.getByRole('link', { name: 'Immobilie inserieren' }).first().click();
    await page.waitForURL(/\/de\/login\?next=/);
    await submitLogin(page, DEMO_OWNER);
    await page.waitForURL(/\/de\/admin\/objekt\/neu$/);
    await page.getByTestId('advertise-confirm').check();
    await page.getByTestId('advertise-continue').click();
    await page.waitForURL(/\/de\/admin\/objekt\/[0-9a-f-]{36}$/);
    const objektId = page.url().split('/').pop() ?? '';
    await page.getByTestId('objekt-editor').waitFor();
    await page.getByTestId('images-save-first').waitFor();

    // --- the form: every mandatory field, the point from the address, the outline drawn on the map
    await page.getByTestId('editor-objektart-180620000').click();
    await page.getByTestId('editor-objektname').fill(name);
    await page.getByTestId('editor-plz').fill('3430');
    await page.getByTestId('editor-ort').fill('Tulln');
    await page.getByTestId('editor-bezirk').click();
    await page.getByRole('option', { name: 'Tulln', exact: true }).click();
    await page.getByTestId('editor-flaecheinqm').fill('12500');
    await page.getByTestId('editor-istkaufobjekt').check();
    await page.getByTestId('editor-kaufpreisproqm').fill('85');
    await page
      .getByTestId('editor-detailbeschreibung')
      .fill('Ebenes, voll erschlossenes Grundstück.\nDirekt an der B19.');

    await page.getByTestId('map-lookup').click();
    await page.getByTestId('map-message').waitFor();
    await expect(page.getByTestId('map-point-status').textContent()).resolves.toMatch(/Standort: \d/);
    await page.getByTestId('map-mode').getByText('Grundstücksumriss').click();
    const map = page.locator('[data-testid="location-map"] [data-testid="ol-map"]');
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    if (!box) throw new Error('map not visible');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    for (const [dx, dy] of [
      [-70, -50],
      [70, -50],
      [70, 50],
      [-70, 50],
      [-70, -50],
    ] as const) {
      await page.mouse.click(cx + dx, cy + dy);
    }
    await expect(page.getByTestId('map-outline-status').textContent()).resolves.toBe('Umriss gesetzt');

    // A draft saves without the English texts; the side panel lists them as missing for submission.
    await page.getByTestId('editor-save').click();
    await page.getByText('Der Entwurf wurde angelegt').first().waitFor();
    await page.getByTestId('missing-uebersetzung.objektname_en').click();
    await page.getByTestId('editor-objektname_en').fill(`E2E business plot ${Date.now()}`);
    await page.getByTestId('editor-detailbeschreibung_en').fill('Level, fully serviced plot.\nRight on the B19.');
    await page.getByTestId('editor-save').click();
    await page.getByText('Das Objekt wurde gespeichert').first().waitFor();
    await expect(page.getByTestId('editor-status').textContent()).resolves.toMatch(/in bearbeitung/i);

    // --- images: two PNGs at once, each uploaded with its own progress; then reordered
    const files = await imageFiles('grundstueck', ['#2f9e44', '#1c7ed6'], 'png');
    await page.getByTestId('images-dropzone').locator('input[type="file"]').setInputFiles(files);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="bild-item"]').length === 2, null, {
      timeout: 60_000,
    });
    await page.getByTestId('bild-thumbnail-badge').waitFor();
    const order = () =>
      page.getByTestId('bild-item').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-msid')));
    const before = await order();
    await page.getByTestId('bild-down').first().click();
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="bild-item"]')?.getAttribute('data-msid') !== first,
      before[0],
    );
    expect(await order()).toEqual([before[1], before[0]]);
    await snapshot(page, 'objekt-editor-owner');

    // --- submit for review (confirmed by the dialog); under review the owner cannot edit
    await page.getByTestId('action-einreichen').click();
    await page.getByTestId('action-confirm').click();
    await page.getByTestId('editor-readonly').waitFor();
    await expect(page.getByTestId('editor-status').textContent()).resolves.toMatch(/in prüfung/i);
    const anonymousBefore = await fetch(`${baseUrl}/api/objekt/${objektId}`);
    expect(anonymousBefore.status).toBe(404);
    await ownerCtx.close();

    // --- the admin: the review queue comes first; release it publicly
    const adminCtx = await context();
    const admin = await adminCtx.newPage();
    await admin.goto(`${baseUrl}/de/admin/liste`);
    await admin.waitForURL(/\/de\/login/);
    await submitLogin(admin, DEMO_ADMIN);
    await admin.waitForURL(/\/de\/admin\/liste/);
    await admin.getByTestId('review-count').waitFor();
    const row = admin.locator(`[data-testid="admin-row"][data-id="${objektId}"]`);
    await row.waitFor();
    await row.getByTestId('admin-edit').click();
    await admin.waitForURL(new RegExp(`/de/admin/objekt/${objektId}$`));
    await admin.getByTestId('action-freigeben').click();
    await admin.getByTestId('action-status-180620003').click();
    await admin.getByTestId('action-confirm').click();
    await admin.getByText('Das Objekt wurde freigegeben.').first().waitFor();
    await expect(admin.getByTestId('editor-status').textContent()).resolves.toMatch(/anzeigen ohne login/i);
    await admin.getByTestId('history-table').getByText('Freigegeben').waitFor();
    await admin.getByTestId('history-table').getByText('Zur Prüfung eingereicht').waitFor();
    await adminCtx.close();

    // --- anyone: the object is public now, on the API and in the detail view
    const list = (await (await fetch(`${baseUrl}/api/objekt`)).json()) as { id: string }[];
    expect(list.some((o) => o.id === objektId)).toBe(true);
    const visitorCtx = await context();
    const visitor = await visitorCtx.newPage();
    await visitor.goto(`${baseUrl}/de/standortsuche/${objektId}`);
    await expect(visitor.getByTestId('detail-title').textContent()).resolves.toBe(name);
    await visitor.getByTestId('detail-gallery').locator('img').first().waitFor();
    await visitor.getByTestId('registration-benefits').waitFor();
    expect(await visitor.getByTestId('detail-contact').count()).toBe(0);
    await visitor.locator('[data-testid="ol-map"] canvas').first().waitFor();
    await snapshot(visitor, 'objekt-detail-public');
    await visitorCtx.close();
  }, 240_000);
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN } from '../support/login';
import { anonymousObjekt, cookieContext, loggedIn, photoFiles, registerOwner } from '../support/owner';

/**
 * The owner's journey of issue 19, end to end in each language: a new owner registers, advertises a
 * property from the header, fills it with decimals in the page's format, uploads photos before any
 * translation, saves the draft, translates, submits; the agency releases it; the public page shows
 * exactly the entered numbers. Then the owner edits the released listing: the public page keeps the
 * released version until the agency releases the change.
 */
const CASES = {
  de: {
    advertise: 'Immobilie inserieren',
    typed: { flaecheinqm: '1.250,5', hallenhoehe: '6,5', mietpreisproqm: '8,75', mietpreis: '10.941,88' },
    changedMietpreis: '11.000,5',
    shown: ['1.250,5 m²', '6,5 m', '8,75 €', '10.941,88 €'],
    shownAfterChange: '11.000,50 €',
    underReview: /in prüfung/i,
  },
  en: {
    advertise: 'Advertise a property',
    typed: { flaecheinqm: '1,250.5', hallenhoehe: '6.5', mietpreisproqm: '8.75', mietpreis: '10,941.88' },
    changedMietpreis: '11,000.5',
    shown: ['1,250.5 m²', '6.5 m', '€8.75', '€10,941.88'],
    shownAfterChange: '€11,000.50',
    underReview: /under review/i,
  },
} as const;

/** The numbers as stored: what anonymous GET /api/objekt/{id} must answer, in both languages. */
const STORED = { flaecheinqm: 1250.5, hallenhoehe: 6.5, mietpreisproqm: 8.75, mietpreis: 10941.88 };

const saveState = (page: Page) => page.getByTestId('editor-save-state').first().getAttribute('data-state');

describe('the owner’s journey from “Advertise a property” to a reviewed listing', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const lang of ['de', 'en'] as const) {
    const c = CASES[lang];
    it(`${lang}: registers, advertises, drafts with photos first, submits; releases and a reviewed change`, async () => {
      const ownerCtx = await cookieContext(browser);
      const page = await ownerCtx.newPage();
      await registerOwner(page, lang);

      // --- logged in, the header's button leads through the confirmation into the editor
      await page.goto(`${baseUrl}/${lang}/home`);
      await page.getByRole('banner').getByRole('link', { name: c.advertise }).first().click();
      await page.getByTestId('advertise-confirm').check();
      await page.getByTestId('advertise-continue').click();
      await page.waitForURL(new RegExp(`/${lang}/admin/objekt/[0-9a-f-]{36}$`));
      const id = page.url().split('/').pop() ?? '';
      await page.getByTestId('objekt-editor').waitFor();

      // --- everything but the translations, numbers in the page's format
      const name = `E2E Werkhalle ${lang} ${Date.now()}`;
      await page.getByTestId('editor-objektart-180620002').click();
      await page.getByTestId('editor-objektname').fill(name);
      await page.getByTestId('editor-plz').fill('3430');
      await page.getByTestId('editor-ort').fill('Tulln');
      await page.getByTestId('editor-bezirk').click();
      await page.getByRole('option', { name: 'Tulln', exact: true }).click();
      await page.getByTestId('editor-flaecheinqm').fill(c.typed.flaecheinqm);
      await page.getByTestId('editor-hallenhoehe').fill(c.typed.hallenhoehe);
      await page.getByTestId('editor-istmietobjekt').check();
      await page.getByTestId('editor-mietpreisproqm').fill(c.typed.mietpreisproqm);
      await page.getByTestId('editor-mietpreis').fill(c.typed.mietpreis);
      await page.getByTestId('editor-detailbeschreibung').fill('Helle Halle mit Rampe.\nNahe der B19.');
      await page.getByTestId('map-lookup').click();
      await expect.poll(() => page.getByTestId('map-point-status').textContent()).toMatch(/\d/);

      // --- three photos before any translation; the draft saves without them
      await page
        .getByTestId('images-dropzone')
        .locator('input[type="file"]')
        .setInputFiles(await photoFiles(3, lang));
      await expect.poll(() => page.getByTestId('bild-item').count(), { timeout: 90_000 }).toBe(3);
      await page.getByTestId('editor-save').click();
      await expect.poll(() => saveState(page)).toBe('saved');
      await page.getByTestId('missing-uebersetzung.objektname_en').waitFor();
      await snapshot(page, `owner-journey-draft-${lang}`);

      // --- reload: exactly what was typed
      await page.reload();
      await page.getByTestId('objekt-editor').waitFor();
      for (const [field, typed] of Object.entries(c.typed)) {
        expect(await page.getByTestId(`editor-${field}`).inputValue(), field).toBe(typed);
      }

      // --- translations, then submit (confirmed)
      await page.getByTestId('missing-uebersetzung.objektname_en').click();
      const nameEn = `E2E hall ${lang} ${Date.now()}`;
      await page.getByTestId('editor-objektname_en').fill(nameEn);
      await page.getByTestId('editor-detailbeschreibung_en').fill('Bright hall with a ramp.\nClose to the B19.');
      await page.getByTestId('editor-save').click();
      await expect.poll(() => saveState(page)).toBe('saved');
      await page.getByTestId('action-einreichen').click();
      await page.getByTestId('action-confirm').click();
      await page.getByTestId('editor-readonly').waitFor();
      await expect.poll(() => page.getByTestId('editor-status').textContent()).toMatch(c.underReview);
      expect((await anonymousObjekt(id)).status).toBe(404);

      // --- the agency releases it to everyone
      const admin = await loggedIn(browser, DEMO_ADMIN, lang);
      await admin.page.goto(`${baseUrl}/${lang}/admin/objekt/${id}`);
      await admin.page.getByTestId('action-freigeben').click();
      await admin.page.getByTestId('action-status-180620003').click();
      await admin.page.getByTestId('action-confirm').click();
      await expect.poll(async () => (await anonymousObjekt(id)).status).toBe(200);

      // --- the public page and the API show exactly the entered numbers
      const released = (await anonymousObjekt(id)).body;
      expect(released).toMatchObject({ objektname: name, ...STORED });
      expect(released.bilder).toHaveLength(3);
      const visitorCtx = await cookieContext(browser);
      const visitor = await visitorCtx.newPage();
      // The English page shows the English name.
      const title = lang === 'de' ? name : nameEn;
      await visitor.goto(`${baseUrl}/${lang}/standortsuche/${id}`);
      await expect.poll(() => visitor.getByTestId('detail-title').textContent()).toBe(title);
      for (const text of c.shown) await visitor.getByText(text, { exact: false }).first().waitFor();
      await snapshot(visitor, `owner-journey-public-${lang}`);

      // --- the owner edits the released listing: name, price and one more photo
      const newName = `${name} – erweitert`;
      await page.goto(`${baseUrl}/${lang}/admin/objekt/${id}`);
      await page.getByTestId('aenderung-hint').waitFor();
      await page.getByTestId('editor-objektname').fill(newName);
      await page.getByTestId('editor-mietpreis').fill(c.changedMietpreis);
      const answer = page.waitForResponse(
        (r) => r.url().endsWith(`/api/objekt/${id}`) && r.request().method() === 'PUT',
      );
      await page.getByTestId('editor-save').click();
      const saved = await answer.catch(async (error) => {
        await snapshot(page, `owner-journey-change-failed-${lang}`);
        throw error;
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await page
        .getByTestId('aenderung-banner')
        .waitFor()
        .catch(async (error) => {
          await snapshot(page, `owner-journey-change-failed-${lang}`);
          throw error;
        });
      await page
        .getByTestId('images-dropzone')
        .locator('input[type="file"]')
        .setInputFiles(await photoFiles(1, 'neu'));
      await expect.poll(() => page.getByTestId('bild-item').count(), { timeout: 90_000 }).toBe(4);
      await snapshot(page, `owner-journey-change-${lang}`);

      // --- My properties marks the change as waiting for review
      await page.goto(`${baseUrl}/${lang}/konto/immobilien`);
      await page.locator(`[data-testid="mine-item"][data-id="${id}"]`).getByTestId('mine-pending').waitFor();
      await snapshot(page, `owner-journey-mine-${lang}`);

      // --- everyone else still gets the released version
      // (only the date of the last confirmation moves: the owner's save confirms the listing)
      expect({ ...(await anonymousObjekt(id)).body, bestaetigtam: null }).toEqual({ ...released, bestaetigtam: null });
      await visitor.reload();
      await expect.poll(() => visitor.getByTestId('detail-title').textContent()).toBe(title);

      // --- the agency reviews the change and releases it; the public page shows the new version
      await admin.page.goto(`${baseUrl}/${lang}/admin/objekt/${id}`);
      const review = admin.page.getByTestId('aenderung-review');
      await review.waitFor();
      await expect.poll(() => review.locator('[data-feld="objektname"]').textContent()).toContain(newName);
      await snapshot(admin.page, `owner-journey-review-${lang}`);
      await review.getByTestId('aenderung-release').click();
      await admin.page.getByTestId('aenderung-release-confirm').click();
      await expect.poll(async () => (await anonymousObjekt(id)).body.objektname).toBe(newName);
      const changed = (await anonymousObjekt(id)).body;
      expect(changed).toMatchObject({ objektname: newName, mietpreis: 11000.5, flaecheinqm: 1250.5 });
      expect(changed.bilder).toHaveLength(4);
      await visitor.reload();
      if (lang === 'de') await expect.poll(() => visitor.getByTestId('detail-title').textContent()).toBe(newName);
      await visitor.getByText(c.shownAfterChange, { exact: false }).first().waitFor();
      await snapshot(visitor, `owner-journey-public-changed-${lang}`);

      await Promise.all([ownerCtx.close(), admin.ctx.close(), visitorCtx.close()]);
    }, 420_000);
  }
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decodeMail, waitForMailTo } from '../../../src/server/test/mail';
import { STATUS } from '../../../src/shared/domain/objekt';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_OWNER } from '../support/login';
import { loggedIn, newPersonContext, registerOwner } from '../support/owner';
import { ENQUIRY_COPY_MAIL } from '../support/portal';

/**
 * Enquiries (issue 25 part 4): a new seeker sends an enquiry from a listing's detail page — the server asks
 * the minutes-old account for the captcha — and the owner's contact address, the agency's copy and the
 * seeker's confirmation are in the outbox; the owner then finds it on My properties and in the listing's
 * editor. German on a desktop, English on a phone.
 */
describe('enquiries to the lister', () => {
  let browser: Browser;
  let owner: Page;
  let objekt: { id: string; objektnummer: string };
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = (await loggedIn(browser, DEMO_OWNER, 'de')).page;
    const eigene = (await (await owner.request.get(`${baseUrl}/api/objekt?eigene=true`)).json()) as {
      id: string;
      objektnummer: string;
      status: number;
      istabgelaufen: boolean;
    }[];
    const online = eigene.find((o) => o.status === STATUS.OHNE_LOGIN && !o.istabgelaufen);
    if (!online) throw new Error('the demo owner has no listing online');
    objekt = online;
  });
  afterAll(() => browser?.close());

  for (const [lang, width] of [
    ['de', 1280],
    ['en', 390],
  ] as const) {
    it(`${lang}: send → the contact's mail, the agency's copy, the confirmation → the owner sees it`, async () => {
      const ctx = await newPersonContext(browser, width);
      const page = await ctx.newPage();
      const seeker = await registerOwner(page, lang);
      const message = `${lang === 'de' ? 'Ist eine Teilung der Fläche möglich?' : 'Can the area be divided?'} ${Date.now()}`;

      await page.goto(`${baseUrl}/${lang}/standortsuche/${objekt.id}`);
      await page.getByTestId('anfrage-open').click();
      const dialog = page.getByTestId('anfrage-dialog');
      await dialog.getByTestId('anfrage-nachricht').waitFor();
      // The shared rules answer before anything is sent.
      await dialog.getByTestId('anfrage-nachricht').fill('kurz');
      await dialog.getByTestId('anfrage-submit').click();
      await dialog.getByText(lang === 'de' ? 'mindestens 10 Zeichen' : 'at least 10 characters').waitFor();
      await dialog.getByTestId('anfrage-nachricht').fill(message);
      await dialog.getByTestId('anfrage-telefon').fill('+43 664 1234567');
      await dialog.getByTestId('anfrage-einwilligung').check();
      // The account is minutes old: the server asks for the captcha, which the form then shows.
      await dialog.getByTestId('anfrage-submit').click();
      await dialog.getByTestId('anfrage-error').waitFor();
      // The dialog as the visitor sees it (the viewport: a phone's page is long).
      await page.screenshot({ path: `test-results/anfrage-${lang}-captcha.png` });
      await dialog.locator('altcha-widget input[type="checkbox"]').click();
      await dialog.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 30_000 });
      await dialog.getByTestId('anfrage-submit').click();
      await dialog.getByTestId('anfrage-success').waitFor();
      await page.screenshot({ path: `test-results/anfrage-${lang}-gesendet.png` });
      await ctx.close();

      const nummer = new RegExp(objekt.objektnummer);
      const sent = new RegExp(message.replace(/[?.]/g, '\\$&'));
      // The demo listing's contact names the owner's address; the owner reads German.
      const toContact = decodeMail(await waitForMailTo(dataDir, DEMO_OWNER.username, sent));
      expect(toContact).toMatch(/Subject: Anfrage zu .*\(NOE-/);
      expect(toContact).toContain(`Reply-To: ${seeker.username}`);
      const copy = decodeMail(await waitForMailTo(dataDir, ENQUIRY_COPY_MAIL, sent));
      expect(copy).toMatch(nummer);
      expect(copy).toContain(`Sie ging an ${DEMO_OWNER.username}`);
      const confirmation = decodeMail(await waitForMailTo(dataDir, seeker.username, nummer));
      expect(confirmation).toContain(lang === 'de' ? 'Subject: Ihre Anfrage zu' : 'Subject: Your enquiry about');

      await owner.goto(`${baseUrl}/${lang}/konto/immobilien`);
      const card = owner.locator(`[data-testid="mine-item"][data-id="${objekt.id}"]`);
      await card.getByTestId('mine-anfragen-count').waitFor();
      await card.getByTestId('mine-anfragen-toggle').click();
      const item = card.getByTestId('anfrage-item').filter({ hasText: message });
      await item.waitFor();
      const count = Number((await card.getByTestId('mine-anfragen-count').textContent())?.match(/\d+/)?.[0]);
      expect(await card.getByTestId('anfrage-item').count()).toBe(count);
      expect(await item.textContent()).toContain(seeker.username);
      expect(await item.textContent()).toContain('+43 664 1234567');
      await snapshot(owner, `anfrage-${lang}-meine-immobilien`);
      // The listing's editor lists them too (the agency sees the same section in its editor).
      await card.getByTestId('mine-edit').click();
      await owner.getByTestId('section-anfragen').getByTestId('anfrage-item').filter({ hasText: message }).waitFor();
    }, 90_000);
  }
});

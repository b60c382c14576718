import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objektInput } from '../../../src/server/test/factories';
import { decodeMail, waitForMailTo } from '../../../src/server/test/mail';
import { STATUS } from '../../../src/shared/domain/objekt';
import { launchBrowser, snapshot } from '../support/browser';
import { DEMO_ADMIN, DEMO_OWNER, type Login, submitLogin } from '../support/login';
import { type Portal, startPortal } from '../support/portal';

/**
 * The review loop by mail (issue 20): the owner submits a listing; the administrators' digest mail
 * arrives; the administrator opens the review queue from the 'Zur Prüfung' count and releases the
 * listing; the owner's release mail arrives and its link opens the public detail page.
 *
 * The agency gets at most one digest per clock hour, and the shared journey portal has had submissions
 * this hour already: this journey starts a portal of its own, where its submission is the hour's first.
 * The owner works in German (the mails follow the account's language), the administrator in English.
 */
describe('the review loop by mail: submission, digest, review queue, release mail', () => {
  let browser: Browser;
  let portal: Portal;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    portal = await startPortal({ JOB_POLL_SECONDS: '0.5' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  async function loggedIn(user: Login, lang: 'de' | 'en'): Promise<Page> {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(ctx);
    await ctx.addCookies([{ name: 'cookiesAccepted', value: 'true', url: portal.baseUrl }]);
    const page = await ctx.newPage();
    await page.goto(`${portal.baseUrl}/${lang}/login?next=${encodeURIComponent(`/${lang}/home`)}`);
    await submitLogin(page, user);
    await page.waitForURL(new RegExp(`/${lang}/home$`));
    return page;
  }

  /** The first link of a mail that starts with `prefix`. */
  const linkIn = (mail: string, prefix: string) => {
    const found = decodeMail(mail).match(new RegExp(`${prefix.replace(/[.?]/g, '\\$&')}[^\\s"<]*`));
    if (!found) throw new Error(`no link ${prefix} in mail`);
    return found[0];
  };

  it('de owner, en administrator: the digest, the queue from its count, the release mail and its link', async () => {
    const { baseUrl, dataDir } = portal;
    const name = `E2E Halle zur Prüfung ${Date.now()}`;
    const id = randomUUID();

    // --- the owner has a complete draft (made through the API) and submits it in the editor
    const owner = await loggedIn(DEMO_OWNER, 'de');
    const xsrf = (await owner.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const created = await owner.request.put(`${baseUrl}/api/objekt/${id}`, {
      headers: { 'x-xsrf-token': xsrf },
      data: { objekt: objektInput({ objektname: name }), bestaetigung: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    await owner.goto(`${baseUrl}/de/objekteditor/${id}`);
    await owner.getByTestId('action-einreichen').click();
    await owner.getByTestId('action-confirm').click();
    await owner.getByTestId('editor-readonly').waitFor();
    await snapshot(owner, 'review-mails-submitted-de');

    // --- the administrators' digest names the listing and links to the review queue
    const digest = decodeMail(await waitForMailTo(dataDir, DEMO_ADMIN.username, new RegExp(name), 60_000));
    expect(digest).toMatch(/Subject: Zur Prüfung: \d+ offen/);
    expect(digest).toMatch(/\d+ neue Einreichung\(en\) und \d+ Änderung\(en\) freigegebener Inserate/);
    const queueLink = linkIn(digest, `${baseUrl}/de/admin/liste?`);
    expect(queueLink).toContain('pruefung=true');

    // --- the administrator (English pages) opens the queue from the count in the admin list
    const admin = await loggedIn(DEMO_ADMIN, 'en');
    await admin.goto(`${baseUrl}/en/admin/liste`);
    const count = admin.getByTestId('review-count');
    await expect.poll(() => count.textContent()).toMatch(/Awaiting review: \d+/);
    await count.click();
    await admin.waitForURL(/pruefung=true/);
    const row = admin.locator(`[data-testid="admin-row"][data-id="${id}"]`);
    await row.waitFor();
    // Everything the queue lists waits for review.
    await expect.poll(() => admin.getByTestId('admin-row').count()).toBeGreaterThan(0);
    await snapshot(admin, 'review-mails-queue-en');
    // The digest's link leads to the same queue.
    await admin.goto(queueLink.replace('/de/', '/en/'));
    await row.waitFor();

    await row.getByTestId('admin-edit').click();
    await admin.waitForURL(new RegExp(`/en/admin/objekt/${id}$`));
    await admin.getByTestId('action-freigeben').click();
    await admin.getByTestId(`action-status-${STATUS.OHNE_LOGIN}`).click();
    await admin.getByTestId('action-confirm').click();
    await expect.poll(async () => (await fetch(`${baseUrl}/api/objekt/${id}`)).status).toBe(200);
    await snapshot(admin, 'review-mails-released-en');

    // --- the owner's release mail (German) links to the public detail page, which a visitor opens
    const released = decodeMail(await waitForMailTo(dataDir, DEMO_OWNER.username, /Subject: Freigegeben: E2E Halle/));
    expect(released).toContain(`Subject: Freigegeben: ${name}`);
    expect(released).toContain('für alle Besucherinnen und Besucher');
    const detailLink = linkIn(released, `${baseUrl}/de/standortsuche/`);
    expect(detailLink).toBe(`${baseUrl}/de/standortsuche/${id}`);
    const visitorCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(visitorCtx);
    await visitorCtx.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    const visitor = await visitorCtx.newPage();
    await visitor.goto(detailLink);
    await expect.poll(() => visitor.getByTestId('detail-title').textContent()).toBe(name);
    await expect.poll(() => visitor.getByTestId('detail-bestaetigt').textContent()).toMatch(/^Zuletzt bestätigt am \d/);
    await snapshot(visitor, 'review-mails-detail-de');

    // The English page says the same in English.
    await visitor.goto(detailLink.replace('/de/', '/en/'));
    await expect.poll(() => visitor.getByTestId('detail-bestaetigt').textContent()).toMatch(/^Last confirmed on \d/);
    await snapshot(visitor, 'review-mails-detail-en');

    await Promise.all(contexts.map((c) => c.close()));
  }, 300_000);
});

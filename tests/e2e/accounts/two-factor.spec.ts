import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linkToken, waitForMailTo } from '../../../src/server/test/mail';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../../src/server/user/totp';
import { launchBrowser, snapshot } from '../support/browser';
import { focused } from '../support/keyboard';
import { DEMO_ADMIN, freshTotpCode } from '../support/login';

/** A six-digit code that none of the steps around now accepts. */
function wrongCode(secret: string): string {
  const now = Date.now();
  const valid = new Set([-2, -1, 0, 1, 2].map((d) => totpCode(secret, now + d * TOTP_PERIOD_SECONDS * 1000)));
  for (let n = 111111; ; n++) if (!valid.has(String(n))) return String(n);
}

describe('two-factor sign-in', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const email = `e2e-2fa-${Date.now()}@example.at`;
  const password = 'Zwei!Faktor2026';
  let secret = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    return context.newPage();
  }

  /** The password step; the code step follows with the code field focused. */
  async function passwordStep(page: Page, lang: 'de' | 'en') {
    await page.goto(`${baseUrl}/${lang}/login?next=/${lang}/konto`);
    await page.getByTestId('login-username').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-code').waitFor();
    expect((await focused(page)).testId).toBe('login-code');
  }

  it('a user sets it up on the account page with the QR code’s secret and gets ten recovery codes', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/de/login?mode=register`);
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-repeat').fill(password);
    await page.getByTestId('register-terms').check();
    await page.locator('altcha-widget input[type="checkbox"]').click();
    await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('register-submit').click();
    await page.getByText('Registrierung erfolgreich').waitFor();
    const token = linkToken(await waitForMailTo(inject('dataDir'), email), 'verify');
    await page.goto(`${baseUrl}/de/login?verify=${token}&next=/de/konto`);
    await page
      .getByText(/bestätigt/i)
      .first()
      .waitFor();
    await page.getByTestId('login-username').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/de/konto');

    const section = page.getByTestId('twofactor-section');
    await section.getByText('Die Zwei-Faktor-Anmeldung ist ausgeschaltet.').waitFor();
    await page.getByTestId('twofactor-start').click();
    await page.getByTestId('twofactor-password').fill(password);
    await page.getByTestId('twofactor-password-submit').click();
    await expect
      .poll(() => page.getByTestId('twofactor-qr').getAttribute('alt'))
      .toBe('QR-Code zum Einrichten der Authenticator-App');
    secret = ((await page.getByTestId('twofactor-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await snapshot(page, 'two-factor-setup-de');

    // A wrong code is named at the field; the right one switches it on.
    await page.getByTestId('twofactor-code').fill(wrongCode(secret));
    await page.getByTestId('twofactor-confirm').click();
    await page.getByText('Der Code ist falsch oder wurde bereits verwendet.').waitFor();
    expect(await page.getByTestId('twofactor-code').getAttribute('aria-invalid')).toBe('true');
    await page.getByTestId('twofactor-code').fill(await freshTotpCode(secret));
    await page.getByTestId('twofactor-confirm').click();
    await expect.poll(() => page.getByTestId('recovery-code').count()).toBe(10);
    recoveryCodes = await page.getByTestId('recovery-code').allTextContents();
    expect(recoveryCodes.every((c) => /^[0-9a-z]{5}-[0-9a-z]{5}$/.test(c.trim()))).toBe(true);
    const download = page.getByTestId('recovery-download');
    expect(await download.getAttribute('download')).toBe('standortportal-recovery-codes.txt');
    expect(decodeURIComponent((await download.getAttribute('href')) ?? '')).toContain(recoveryCodes[0]);
    await snapshot(page, 'two-factor-codes-de');
    await page.getByTestId('recovery-done').click();
    await section.getByText('10 Wiederherstellungscodes übrig.', { exact: false }).waitFor();
    await page.context().close();
  });

  it('then asks for the code after the password; a wrong code shows at the field, the right one logs in (keyboard only)', async () => {
    const page = await newPage();
    await passwordStep(page, 'de');
    await page.keyboard.type(wrongCode(secret));
    await page.keyboard.press('Enter');
    const error = page.getByText('Der Code ist falsch oder wurde bereits verwendet.');
    await error.waitFor();
    // The error belongs to the field: screen readers read it with the field.
    const input = page.getByTestId('login-code');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    const described = (await input.getAttribute('aria-describedby')) ?? '';
    expect(described).toContain((await error.getAttribute('id')) ?? 'no id');
    expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await input.getAttribute('inputmode')).toBe('numeric');
    await snapshot(page, 'two-factor-login-error-de');

    await page.keyboard.type(await freshTotpCode(secret));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/de/konto');
    await page.getByTestId('user-menu').waitFor();
    await page.context().close();
  });

  it('takes a recovery code instead of the app’s code, in English too', async () => {
    const page = await newPage();
    await passwordStep(page, 'en');
    await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    await page.getByTestId('login-code-mode').click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByTestId('login-code-submit').click();
    await page.waitForURL((url) => url.pathname === '/en/konto');
    await page.getByTestId('twofactor-section').getByText('9 recovery codes left.', { exact: false }).waitFor();
    await page.context().close();
  });
  it('a user switches it off; once made administrator, the administration sends them to set it up again', async () => {
    const page = await newPage();
    await passwordStep(page, 'de');
    await page.getByTestId('login-code').fill(await freshTotpCode(secret));
    await page.getByTestId('login-code-submit').click();
    await page.waitForURL((url) => url.pathname === '/de/konto');
    await page.getByTestId('twofactor-disable').click();
    await page.getByTestId('twofactor-dialog-password').fill(password);
    // A recovery code serves here too (and spares waiting for the app's next code).
    await page.getByTestId('twofactor-dialog-code').fill(recoveryCodes[1] ?? '');
    await page.getByTestId('twofactor-dialog-confirm').click();
    await page.getByTestId('twofactor-section').getByText('Die Zwei-Faktor-Anmeldung ist ausgeschaltet.').waitFor();

    // The demo administrator (with the README's secret) raises the user to level 9 through the API.
    const api = page.context().request;
    const admin = await browser.newContext();
    await admin.request.get(`${baseUrl}/api/userdata`);
    const xsrf = async () => ({
      'X-XSRF-TOKEN': (await admin.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    });
    const { username, password: adminPassword } = DEMO_ADMIN;
    const step = await admin.request.post(`${baseUrl}/api/login`, {
      data: { username, password: adminPassword },
      headers: await xsrf(),
    });
    expect(await step.json()).toEqual({ twoFactorRequired: true });
    const code = await freshTotpCode(DEMO_ADMIN.totpSecret ?? '');
    expect(
      (await admin.request.post(`${baseUrl}/api/login/code`, { data: { code }, headers: await xsrf() })).ok(),
    ).toBe(true);
    const list = await (await admin.request.get(`${baseUrl}/api/admin/benutzer?q=${encodeURIComponent(email)}`)).json();
    const id = (list as { items: { id: number }[] }).items[0]?.id;
    const user = await (await admin.request.get(`${baseUrl}/api/admin/benutzer/${id}`)).json();
    const saved = await admin.request.put(`${baseUrl}/api/admin/benutzer/${id}`, {
      data: { ...user, userlevel: 9 },
      headers: await xsrf(),
    });
    expect(saved.status()).toBe(200);
    await admin.close();

    // Without two-factor sign-in the server refuses the administration, and the page sends them to set it up.
    expect((await api.get(`${baseUrl}/api/admin/benutzer`)).status()).toBe(403);
    await page.goto(`${baseUrl}/de/admin/benutzer`);
    await page.waitForURL((url) => url.pathname === '/de/konto' && url.searchParams.get('zweifaktor') === 'einrichten');
    await page.getByTestId('twofactor-required').waitFor();
    await snapshot(page, 'two-factor-admin-required-de');
    await page.getByTestId('twofactor-password').fill(password);
    await page.getByTestId('twofactor-password-submit').click();
    const fresh = ((await page.getByTestId('twofactor-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByTestId('twofactor-code').fill(await freshTotpCode(fresh));
    await page.getByTestId('twofactor-confirm').click();
    await page.getByTestId('recovery-next').click();
    await page.waitForURL((url) => url.pathname === '/de/admin/benutzer');
    await page.getByTestId('user-search').waitFor();
    await page.context().close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linkToken, waitForMailTo } from '../../../src/server/test/mail';
import { launchBrowser, snapshot } from '../support/browser';

describe('accounts', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('registers, follows the link from the mail, logs in and lands on next', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const email = `e2e-${Date.now()}@example.at`;
    const password = 'Browser!Test2026';

    await page.goto(`${baseUrl}/de/login`);
    await page.getByTestId('mode-toggle').click();
    await page.getByTestId('cookie-accept').first().click();
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-repeat').fill(password);
    await page.getByTestId('register-terms').check();
    await page.locator('altcha-widget input[type="checkbox"]').click();
    await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 30_000 });
    await snapshot(page, 'register-de');
    await page.getByTestId('register-submit').click();
    await page.getByText('Registrierung erfolgreich').waitFor();
    await snapshot(page, 'register-success-de');

    const token = linkToken(await waitForMailTo(inject('dataDir'), email), 'verify');
    await page.goto(`${baseUrl}/de/login?verify=${token}`);
    await page
      .getByText(/bestätigt/i)
      .first()
      .waitFor();

    // An auth-required page sends the visitor to the login with next, and back there after login.
    await page.goto(`${baseUrl}/de/konto`);
    await page.waitForURL(/\/de\/login\?next=%2Fde%2Fkonto|\/de\/login\?next=\/de\/konto/);
    await page.getByTestId('login-username').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/de\/konto$/);
    await page.getByTestId('user-menu').waitFor();
    await page.close();
  });

  it('shows the translated error for a wrong password above the form', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/login`);
    // Not the administrator, whom the other journeys log in often enough to reach the per-account limit.
    await page.getByTestId('login-username').fill('neu@standortportal.at');
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await page.getByText('Incorrect email or password').waitFor();
    await snapshot(page, 'login-error-en');
    expect(page.url()).toMatch(/\/en\/login/);
    await page.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { LOGIN_CAPTCHA_AFTER } from '../../../src/server/user/login-failures';
import { launchBrowser, snapshot } from '../support/browser';

describe('login after too many failures', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the captcha when the server asks for it and sends its solution with the next attempt', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Any address is counted alike, an account or not: this one is fresh, so only this journey counts it.
    const username = `captcha-${Date.now()}@example.at`;
    await page.goto(`${baseUrl}/en/login`);
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill('wrong-password');
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER; i++) {
      await page.getByTestId('login-submit').click();
      await page.getByText('Incorrect email or password').waitFor();
      await page.getByTestId('login-submit').and(page.locator(':not([data-loading])')).waitFor();
    }
    await page.getByTestId('login-submit').click();
    await page.getByText('After several failed logins, please confirm that you are not a robot').waitFor();
    // The captcha needs functional cookies, as in registration.
    await page.getByTestId('cookie-accept').first().click();
    await page.locator('altcha-widget input[type="checkbox"]').click();
    await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 30_000 });
    await snapshot(page, 'login-captcha-en');
    await page.getByTestId('login-submit').click();
    // With the captcha solved the attempt is checked again: a wrong password is a wrong password.
    await page.getByText('Incorrect email or password').waitFor();
    await page.locator('altcha-widget').waitFor();
    await page.close();
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { linkToken, waitForMailTo } from '../../../src/server/test/mail';
import { imageFiles } from './files';
import { type Login, submitLogin } from './login';

/** A browser context that has answered the cookie banner. */
export async function cookieContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addCookies([{ name: 'cookiesAccepted', value: 'true', url: inject('baseUrl') }]);
  return ctx;
}

/**
 * A call of the portal's API with the page's session and CSRF token, as the portal's client makes it; a
 * failure (status 300 or above) fails the test with the answer.
 */
export async function apiAs(page: Page, method: string, path: string, data?: unknown) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.fetch(`${inject('baseUrl')}${path}`, {
    method,
    data,
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res;
}

/** Client addresses handed to new people, from the documentation range 198.51.100.0/24. */
let addresses = Date.now() % 200;

/**
 * A browser context of a new person: the cookie choice made and a client address of their own. The
 * portal trusts X-Forwarded-For from loopback (TRUST_PROXY, as behind its reverse proxy), so its limits
 * per address count each person apart, as they do for people on their own connections, instead of adding
 * up every registration of the whole run on 127.0.0.1.
 */
export async function newPersonContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  const ctx = await cookieContext(browser, width);
  addresses = (addresses + 1) % 250;
  await ctx.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${addresses + 1}` });
  return ctx;
}

/**
 * A new owner as a person becomes one: registers in the page's language (captcha solved in the browser),
 * follows the link of the verification mail and logs in. Answers the login.
 */
export async function registerOwner(page: Page, lang: 'de' | 'en'): Promise<Login> {
  const baseUrl = inject('baseUrl');
  const login: Login = { username: `eigentuemer-${lang}-${Date.now()}@example.at`, password: 'Neuer!Eigentuemer2026' };
  await page.goto(`${baseUrl}/${lang}/login`);
  await page.getByTestId('mode-toggle').click();
  await submitRegistration(page, login, lang);
  await page.goto(
    `${baseUrl}/${lang}/login?verify=${linkToken(await waitForMailTo(inject('dataDir'), login.username, /./, 60_000), 'verify')}`,
  );
  await page.getByTestId('login-username').waitFor();
  await submitLogin(page, login);
  await page.getByTestId('user-menu').waitFor();
  return login;
}

/**
 * Fills the registration form the page shows (captcha solved in the browser), sends it and waits for the
 * success dialog.
 */
export async function submitRegistration(page: Page, login: Login, lang: 'de' | 'en') {
  await page.getByTestId('register-email').fill(login.username);
  await page.getByTestId('register-password').fill(login.password);
  await page.getByTestId('register-repeat').fill(login.password);
  await page.getByTestId('register-terms').check();
  await page.locator('altcha-widget input[type="checkbox"]').click();
  await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 60_000 });
  await page.getByTestId('register-submit').click();
  await page
    .getByText(lang === 'de' ? 'Registrierung erfolgreich' : 'Registration successful')
    .first()
    .waitFor();
}

/** Logs `user` in on the login page of `lang` in a fresh context. */
export async function loggedIn(browser: Browser, user: Login, lang: 'de' | 'en') {
  const ctx = await cookieContext(browser);
  const page = await ctx.newPage();
  await page.goto(`${inject('baseUrl')}/${lang}/login`);
  await submitLogin(page, user);
  await page.getByTestId('login-username').waitFor({ state: 'detached' });
  return { ctx, page };
}

/** What an anonymous visitor receives from GET /api/objekt/{id} (status and JSON). */
export async function anonymousObjekt(id: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${inject('baseUrl')}/api/objekt/${id}`);
  return { status: res.status, body: res.ok ? ((await res.json()) as Record<string, unknown>) : {} };
}

/** `count` distinct JPEG photos (one colour each) written to files, as a user picks them for upload. */
export function photoFiles(count: number, prefix = 'foto'): Promise<string[]> {
  const colours = ['#2f9e44', '#1c7ed6', '#f08c00', '#ae3ec9', '#e03131', '#0c8599'];
  return imageFiles(prefix, colours.slice(0, count), 'jpeg');
}

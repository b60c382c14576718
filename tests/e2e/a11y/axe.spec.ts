import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { foreignNumbers } from '../../../src/server/test/number-format';
import { sammlungParam } from '../../../src/shared/domain/sammlung';
import { launchBrowser } from '../support/browser';
import { DEMO_ADMIN, DEMO_OWNER, type Login, submitLogin } from '../support/login';
import { buildScans, type Ids, i18nKeys, type Lane, type Scan } from './routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** A dotted lower-case word with at least two more segments, e.g. `search.filters.area`. */
const KEY_LIKE = /\b[a-z]+(\.[a-zA-Z0-9]+){2,}\b/g;

interface Finding {
  scan: Scan;
  url: string;
  /** One line per violation node or raw key: route, language, path, rule, target. */
  problems: string[];
}

/** Waits until the page has loaded its data: no requests, no spinner; the map page has drawn its pins. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  const url = new URL(page.url());
  // The map page draws pins, except in the barrier-free version, which has no map.
  if (/\/standortsuche$/.test(url.pathname) && !url.searchParams.has('barrierefrei')) {
    await page.waitForSelector('[data-testid=ol-map][data-first-drawn]', { timeout: 60_000 });
  }
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')].some(
        (el) => el.getBoundingClientRect().height > 0,
      ),
    undefined,
    { timeout: 20_000 },
  );
  // Drawers and dialogs fade in: axe would judge the contrast of a half-transparent frame.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Dotted words in the visible text and in the accessible labels of the page. */
function keyLikeStrings(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, 'g');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript')) continue;
      found.push(...(node.textContent?.match(pattern) ?? []));
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        found.push(...(el.getAttribute(attr)?.match(pattern) ?? []));
      }
    }
    return found;
  }, KEY_LIKE.source);
}

/**
 * What a reader sees of the page in its own language: the visible text and the values of form fields,
 * without parts marked as another language (`lang`), such as the German original beside a translation.
 */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const own = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? pageLang) === pageLang;
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript') || !own(parent)) continue;
      if (parent.checkVisibility({ visibilityProperty: true })) parts.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), textarea')) {
      if (own(el)) parts.push(el.value);
    }
    return parts.join('\n');
  });
}

describe.concurrent('accessibility audit (axe-core, WCAG 2.1 A/AA)', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const keys = i18nKeys();
  const findings: Finding[] = [];
  const contexts: Partial<Record<Lane, BrowserContext>> = {};
  let ids: Ids;

  /** A context whose browser reaches nothing but the portal (tile servers are unreachable here). */
  async function newContext(cookieChoice: boolean): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The anonymous visitor keeps the cookie banner, so it is audited on every public page.
    if (cookieChoice) await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseUrl }]);
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    return context;
  }

  async function login(user: Login): Promise<BrowserContext> {
    const context = await newContext(true);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de/login`);
    await submitLogin(page, user);
    await page.waitForURL(/\/de\/home$/);
    await page.close();
    return context;
  }

  /** The ids that fill the routes: public ones from the API, the owner's property from the owner's view. */
  async function fetchIds(owner: BrowserContext): Promise<Ids> {
    const get = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T;
    const objekte = await get<{ id: string }[]>('/api/objekt');
    const glossar = await get<{ id: number }[]>('/api/glossar');
    const foerderungen = await get<{ id: number }[]>('/api/fm_matrix');
    const kampagnen = await get<{ id: number; aktiv: boolean }[]>('/api/kampagnen');
    const page = await owner.newPage();
    await page.goto(`${baseUrl}/de/home`);
    const ownerObjekt = await page.evaluate(async () => {
      const user = (await (await fetch('/api/userdata')).json()) as { id: number };
      const all = (await (await fetch('/api/objekt')).json()) as { id: string; owner: number | null }[];
      return all.find((o) => o.owner === user.id)?.id;
    });
    await page.close();
    const first = <T>(list: T[], what: string): T => {
      if (!list[0]) throw new Error(`a11y audit: no ${what} in the demo data`);
      return list[0];
    };
    return {
      publicObjekt: first(objekte, 'property').id,
      ownerObjekt: first(ownerObjekt ? [ownerObjekt] : [], "owner's property"),
      sammlung: sammlungParam(objekte.slice(0, 3).map((o) => o.id)),
      glossar: String(first(glossar, 'glossary entry').id),
      foerderung: String(first(foerderungen, 'funding programme').id),
      kampagne: String(
        first(
          kampagnen.filter((k) => k.aktiv),
          'active campaign',
        ).id,
      ),
    };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    contexts.public = await newContext(false);
    contexts.owner = await login(DEMO_OWNER);
    contexts.admin = await login(DEMO_ADMIN);
    ids = await fetchIds(contexts.owner);
  });

  afterAll(async () => {
    const lines = findings.map(
      (f) =>
        `  ${f.problems.length ? '✗' : '✓'} [${f.scan.lane}] ${f.scan.label} ${f.url}` +
        (f.problems.length ? ` — ${f.problems.length} problem(s)` : ''),
    );
    console.log(`a11y audit: ${findings.length} pages scanned\n${lines.join('\n')}`);
    await browser?.close();
  });

  /**
   * Opens one page, waits for it, runs axe, checks that every number is in the page language's format and
   * (in English) that no raw i18n key shows; one line per problem.
   */
  async function audit(scan: Scan): Promise<Finding> {
    const context = contexts[scan.lane];
    if (!context) throw new Error(`no context for ${scan.lane}`);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}${scan.path(ids)}`);
      await settle(page);
      if (scan.open) {
        await page.getByTestId(scan.open).click();
        await settle(page);
      }
      const url = new URL(page.url()).pathname;
      const where = `${scan.label} (${scan.lang ?? '-'}) ${url}`;
      const result = await new AxeBuilder({ page })
        .withTags(TAGS)
        .options({ resultTypes: ['violations'] })
        .analyze();
      const problems = result.violations
        .filter((v) => BLOCKING.has(v.impact ?? ''))
        .flatMap((v) =>
          v.nodes.map(
            (n) => `${where}: ${v.impact} ${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim()}`,
          ),
        );
      if (scan.lang) {
        const foreign = new Set(foreignNumbers(await visibleText(page), scan.lang));
        problems.push(...[...foreign].map((n) => `${where}: number '${n}' in the other language's format`));
      }
      if (scan.lang === 'en') {
        const raw = new Set((await keyLikeStrings(page)).filter((s) => keys.has(s)));
        problems.push(...[...raw].map((k) => `${where}: raw i18n key '${k}'`));
      }
      return { scan, url, problems };
    } finally {
      await page.close();
    }
  }

  for (const scan of buildScans()) {
    it(`[${scan.lane}] ${scan.label} ${scan.lang ?? ''}: no serious or critical violation, no raw i18n key, one number format`, async () => {
      const finding = await audit(scan);
      findings.push(finding);
      expect(finding.problems).toEqual([]);
    }, 120_000);
  }
});

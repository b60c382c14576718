import type { Page } from 'playwright-core';

/** What the focused element looks like: its test id, tag, accessible name and whether a focus ring shows. */
export interface Focused {
  testId: string | null;
  tag: string;
  text: string;
  ring: boolean;
  /** The nearest custom element around it (e.g. 'altcha-widget'), across shadow roots. */
  widget: string | null;
}

/** The focused element, looking into open shadow roots (the captcha widget). */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
    if (!el || el === document.body) return { testId: null, tag: 'body', text: '', ring: false, widget: null };
    let widget: string | null = null;
    for (
      let n: Element | null = el;
      n && !widget;
      n = n.parentElement ?? (n.getRootNode() as ShadowRoot).host ?? null
    ) {
      if (n.tagName.includes('-')) widget = n.tagName.toLowerCase();
    }
    // The ring may sit on the element (outline, box-shadow) or, for cards with a stretched link, on ::after.
    const visible = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    // Text fields mark focus with the primary-coloured border of Mantine's inputs instead of a ring.
    const field = el.matches('input:not([type=checkbox]):not([type=radio]), textarea, [contenteditable=true]');
    const ring = field || visible(getComputedStyle(el)) || visible(getComputedStyle(el, '::after'));
    const host = el.closest('[data-testid]') as HTMLElement | null;
    return {
      testId: el.getAttribute('data-testid') ?? host?.getAttribute('data-testid') ?? null,
      tag: el.tagName.toLowerCase(),
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 80),
      ring,
      widget,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, at most `max` times; every stop on the
 * way must show a focus ring. Returns the element reached, or throws with the path taken. A screen whose
 * code or data is still on its way (a fresh page load) gets time, as a keyboard user would give it: when
 * `max` steps did not reach the element, tabbing starts again once the network is idle, for up to 10 s.
 */
export async function tabTo(
  page: Page,
  matches: (f: Focused) => boolean,
  { max = 80, back = false }: { max?: number; back?: boolean } = {},
): Promise<Focused> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const path: string[] = [];
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      const f = await focused(page);
      path.push(`${f.tag}[${f.testId ?? ''}] ${f.text}`);
      if (f.tag !== 'body' && !f.ring) throw new Error(`no visible focus on ${path.at(-1)}`);
      if (matches(f)) return f;
    }
    if (Date.now() > deadline) throw new Error(`not reached by keyboard after ${max} steps:\n${path.join('\n')}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(250);
  }
}

/** Matches the element with this test id (or inside an element with it). */
export const byTestId = (id: string) => (f: Focused) => f.testId === id;

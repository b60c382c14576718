import DOMPurify from 'dompurify';
import { isSafeEmbedSrc } from '../../shared/domain/richtext';

/**
 * Rich text from the database (campaign modules, funding descriptions, glossary) is shown as HTML only
 * after DOMPurify has removed scripts, event handlers and javascript: URLs. Video modules may keep an
 * iframe, but only a YouTube (no-cookie) or Vimeo player embed; every other iframe is dropped.
 */

/** True for web links that leave the portal (they open in a new tab); mailto: and tel: are not. */
export function isExternalHref(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== origin;
  } catch {
    return false;
  }
}

let hooksInstalled = false;

/** DOMPurify hooks: iframes only from allowed players; external links get a safe new-tab target. */
function installHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe' && !isSafeEmbedSrc((node as Element).getAttribute('src'))) {
      node.parentNode?.removeChild(node);
    }
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href && isExternalHref(href, window.location.origin)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IFRAME') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    }
  });
}

/**
 * Sanitised HTML for dangerouslySetInnerHTML. With `embeds`, allowed video iframes survive.
 * Forms, inline styles and data attributes are removed in any case.
 */
export function sanitizeHtml(html: string | null | undefined, options: { embeds?: boolean } = {}): string {
  if (!html) return '';
  installHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
    ADD_TAGS: options.embeds ? ['iframe'] : [],
    ADD_ATTR: options.embeds ? ['allow', 'allowfullscreen', 'frameborder', 'title', 'target'] : ['target'],
  });
}

/** The first allowed video iframe of a module text, as sanitised HTML, or null when there is none. */
export function safeEmbed(html: string | null | undefined): string | null {
  const clean = sanitizeHtml(html, { embeds: true });
  return /<iframe\b/i.test(clean) ? clean : null;
}

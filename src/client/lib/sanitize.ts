import DOMPurify, { type Config } from 'dompurify';
import {
  isSafeEmbedSrc,
  OWNER_TEXT_TAGS,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from '../../shared/domain/richtext';

/**
 * Rich text from the database (campaign modules, funding descriptions, glossary) and owners' descriptions
 * are shown as HTML only after DOMPurify has kept what the server's sanitiser keeps: the one allow-list
 * of shared/domain/richtext.ts (tags, attributes, URL schemes). Video modules may keep an iframe, but only
 * a YouTube (no-cookie) or Vimeo player embed; every other iframe is dropped.
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

/** URLs with an allowed scheme, or relative ones (DOMPurify's own pattern with the shared schemes). */
const ALLOWED_URI = new RegExp(`^(?:(?:${RICH_TEXT_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');

/** What to keep: rich text (with allowed video iframes when `embeds`), or an owner's description. */
export interface SanitizeOptions {
  embeds?: boolean;
  /** An owner's description (detailbeschreibung): text with <br> breaks only. */
  owner?: boolean;
}

/** DOMPurify's settings, made from the shared allow-list (exported for its test). */
export function purifyConfig(options: SanitizeOptions = {}): Config {
  if (options.owner) return { ALLOWED_TAGS: [...OWNER_TEXT_TAGS], ALLOWED_ATTR: [] };
  const tags = Object.keys(RICH_TEXT_ATTRIBUTES).filter((tag) => options.embeds || tag !== 'iframe');
  return {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS, ...(options.embeds ? ['iframe'] : [])],
    ALLOWED_ATTR: [...new Set(tags.flatMap((tag) => RICH_TEXT_ATTRIBUTES[tag] ?? []))],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
  };
}

/** Sanitised HTML for dangerouslySetInnerHTML, by the shared allow-list (purifyConfig). */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return '';
  installHooks();
  return DOMPurify.sanitize(html, purifyConfig(options)) as string;
}

/** The first allowed video iframe of a module text, as sanitised HTML, or null when there is none. */
export function safeEmbed(html: string | null | undefined): string | null {
  const clean = sanitizeHtml(html, { embeds: true });
  return /<iframe\b/i.test(clean) ? clean : null;
}

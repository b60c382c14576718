/**
 * Rules for rich text (campaign modules, funding descriptions, glossary) and owners' descriptions, shared
 * by the server, which sanitises on every write, and the client, which sanitises again before showing it
 * (client/lib/sanitize.ts): one allow-list, so the API hands every consumer (exposé, feeds, open data,
 * mails) the same clean markup the portal shows.
 */

/** Player URLs an embedded video may point to (https only). */
const EMBED_SOURCES = [
  /^https:\/\/(?:www\.)?youtube-nocookie\.com\/embed\/[\w-]+(?:\?[\w=&%.-]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d+(?:\?[\w=&%.-]*)?$/,
];

/** True when an iframe `src` is an allowed video player (youtube-nocookie.com/embed or player.vimeo.com). */
export function isSafeEmbedSrc(src: string | null | undefined): boolean {
  if (!src) return false;
  return EMBED_SOURCES.some((re) => re.test(src.trim()));
}

/** Tags rich text may hold (besides iframes of allowed players where embeds are allowed). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'hr',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'figure',
  'figcaption',
] as const;

/** URL schemes links and images in rich text may use (relative URLs are always allowed). */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Attributes rich text may keep, per tag; every other attribute (event handlers, styles) goes. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  iframe: ['src', 'title', 'allow', 'allowfullscreen', 'frameborder', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

/**
 * An owner's detailed description (detailbeschreibung, _en; spec 3: line breaks become HTML breaks) is
 * text with <br> breaks and nothing else: no other tag and no attribute survives.
 */
export const OWNER_TEXT_TAGS = ['br'] as const;

/** Plain text for HTML: the characters that could open a tag, an entity or end an attribute value, escaped. */
export const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Line breaks as the HTML breaks an owner's description is stored with (spec 3: line breaks become HTML
 * breaks): what the server stores, the editor sends and the detail view shows of older plain texts.
 */
export const textToBreaks = (text: string | null | undefined): string => (text ?? '').replace(/\r?\n/g, '<br>');

/**
 * Stored description as the text the owner typed: breaks as line breaks, the escapes of a sanitiser
 * (&lt; &gt; &quot; &#39; &amp;) as characters. For the editor's textarea, never for HTML.
 */
export function ownerTextToPlain(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

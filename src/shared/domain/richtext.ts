/**
 * Rules for rich text (campaign modules, funding descriptions, glossary) shared by the server, which
 * sanitises what administrators save, and the client, which sanitises again before showing it.
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

import sanitize from 'sanitize-html';
import { isSafeEmbedSrc, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '../../shared/domain/richtext';

/**
 * Rich text an administrator saves (glossary and funding descriptions, campaign texts and modules) is
 * sanitised here before it is stored: no scripts, event handlers, styles, forms or javascript: URLs.
 * With `embeds`, an iframe survives only when it is an allowed video player (shared/domain/richtext).
 */
export function sanitizeRichText(html: string | null | undefined, options: { embeds?: boolean } = {}): string {
  if (!html) return '';
  return sanitize(html, {
    allowedTags: [...RICH_TEXT_TAGS, ...(options.embeds ? ['iframe'] : [])],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      iframe: ['src', 'title', 'allow', 'allowfullscreen', 'frameborder', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: [...RICH_TEXT_SCHEMES],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !isSafeEmbedSrc(frame.attribs.src),
  });
}

/** Rich text as plain text (search matching, meta descriptions): tags removed, entities kept decoded. */
export function richTextToPlain(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

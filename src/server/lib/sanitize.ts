import sanitize from 'sanitize-html';
import {
  isSafeEmbedSrc,
  OWNER_TEXT_TAGS,
  ownerTextToPlain,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  textToBreaks,
} from '../../shared/domain/richtext';

/**
 * Rich text an administrator saves (glossary and funding descriptions, campaign texts and modules) is
 * sanitised here before it is stored: no scripts, event handlers, styles, forms or javascript: URLs.
 * With `embeds`, an iframe survives only when it is an allowed video player (shared/domain/richtext).
 */
export function sanitizeRichText(html: string | null | undefined, options: { embeds?: boolean } = {}): string {
  if (!html) return '';
  return sanitize(html, {
    allowedTags: [...RICH_TEXT_TAGS, ...(options.embeds ? ['iframe'] : [])],
    allowedAttributes: Object.fromEntries(
      Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]]),
    ),
    allowedSchemes: [...RICH_TEXT_SCHEMES],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !isSafeEmbedSrc(frame.attribs.src),
  });
}

/**
 * An owner's detailed description as stored and served (shared/domain/richtext OWNER_TEXT_TAGS): line
 * breaks become <br>, every other tag goes (scripts and styles with their content), text is escaped.
 */
export function sanitizeOwnerText(text: string): string {
  const clean = sanitize(textToBreaks(text), { allowedTags: [...OWNER_TEXT_TAGS], allowedAttributes: {} });
  // Written as the stored descriptions always were (spec 3, the demo data): <br>, not <br />.
  return clean.replace(/<br \/>/g, '<br>');
}

/**
 * An owner's plain text field (location, contacts, internal note): markup removed, the text kept as
 * typed (a lone '<' or '&' stays). Repeated until nothing changes, so decoded escapes cannot smuggle a
 * tag back in.
 */
export function plainOwnerText(text: string): string {
  let current = text;
  for (;;) {
    const next = ownerTextToPlain(sanitize(current, { allowedTags: [], allowedAttributes: {} }));
    if (next === current) return next;
    current = next;
  }
}

/**
 * The exposé's page geometry in pt (A4 portrait), apart from the styles: the main thread sizes the maps'
 * base maps with it without loading the PDF renderer and its typeface.
 */
/** Margins of A4 portrait; header and footer sit inside the top and bottom ones. */
export const PAGE = { width: 595.28, margin: 36, top: 74, bottom: 58 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** The location map beside a property's facts and the overview map across a collection's cover. */
export const MAP_SIZE = {
  location: { width: 214, height: 214 },
  overview: { width: CONTENT_WIDTH, height: 300 },
} as const;

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Font, StyleSheet } from '@react-pdf/renderer';
import * as fontkit from 'fontkit';
import { BoundedMap } from '../lib/bounded-map';
import { PAGE } from './expose-page';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const files = path.join(path.dirname(require.resolve('@fontsource/source-sans-3/package.json')), 'files');
/** The portal's typeface (Source Sans 3, as on the pages); its Latin set covers umlauts, ß, €, ² and dashes. */
export const FONT = 'Source Sans';
const WEIGHTS = [400, 600, 700] as const;
const ttf = Object.fromEntries(
  WEIGHTS.map((weight) => [
    weight,
    woffToSfnt(fs.readFileSync(path.join(files, `source-sans-3-latin-${weight}-normal.woff`))),
  ]),
) as Record<(typeof WEIGHTS)[number], Buffer>;
/** The regular weight as a TrueType file, for text drawn on a canvas (which React PDF's fonts do not reach). */
export const FONT_REGULAR_TTF = ttf[400];
Font.register({
  family: FONT,
  fonts: WEIGHTS.map((weight) => ({
    src: `data:font/ttf;base64,${ttf[weight].toString('base64')}`,
    fontWeight: weight,
  })),
});
// Words are never hyphenated (a URL or an object number is not torn apart with a '-').
Font.registerHyphenationCallback((word) => [word]);

/** A run of text shaped into glyphs and their positions, as fontkit's `layout` answers it. */
type Layout = fontkit.Font['layout'];

/**
 * A font whose shaping is answered from memory where the same text was shaped before. Shaping a run
 * (fontkit applying the typeface's substitution and kerning tables) was a fifth of an exposé's render time,
 * and React PDF shapes a text again each time it lays out a page anew. React PDF only reads a shaped run:
 * it copies the positions before scaling them and slices the glyph lists into new arrays.
 */
function withShapingCache(font: fontkit.Font): fontkit.Font {
  // Labels, headings and the words of the maps recur in every exposé; descriptions come and go.
  const cache = new BoundedMap<string, ReturnType<Layout>>(2000);
  const layout: Layout = font.layout.bind(font);
  font.layout = (text, features, script, language, direction) => {
    const key = `${features ? JSON.stringify(features) : ''}|${script ?? ''}|${language ?? ''}|${direction ?? ''}|${text}`;
    let run = cache.get(key);
    if (!run) {
      run = layout(text, features, script, language, direction);
      cache.set(key, run);
    }
    return run;
  };
  return font;
}

/**
 * A font that keeps the characters of its glyphs. fontkit keeps every glyph it has made and the characters
 * it was first made for; a PDF subset makes the parts of composed letters (the 'O' of 'Ö') without any. A
 * later document that used such a glyph for its own letter lost letters next to it: after a German exposé
 * ('NIEDERÖSTERREICH') an English one printed 'OWER AUSTRIA'. Here a glyph made without characters takes
 * those of the first text that uses it.
 */
function withGlyphCharacters(font: fontkit.Font): fontkit.Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph.codePoints.length === 0 && codePoints?.length) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}

// The typeface's fonts are made once per thread and serve every document: React PDF would otherwise parse
// them from their data URL, and their tables on first use, for each exposé.
for (const source of Font.getRegisteredFonts()[FONT]?.sources ?? []) {
  const weight = source.fontWeight as (typeof WEIGHTS)[number];
  const font = fontkit.create(ttf[weight]);
  if ('fonts' in font) throw new Error('the typeface is a font collection');
  source.data = withShapingCache(withGlyphCharacters(font));
  source.loadResultPromise = Promise.resolve();
}

/** The portal's colours (client/theme.ts): heraldic blue, petrol, gold, and neutral greys. */
export const COLOR = {
  navy: '#0b3a78',
  brand: '#1a55a6',
  brandLight: '#eaf2fb',
  petrol: '#38b1a7',
  gold: '#f5b700',
  text: '#1f2933',
  muted: '#5b6b7b',
  rule: '#d9e2ec',
  land: '#f8fafc',
  foreign: '#e4e9ef',
  border: '#8aa1bb',
  place: '#6b7a89',
  neighbour: '#a5b0bc',
} as const;

export const s = StyleSheet.create({
  page: {
    fontFamily: FONT,
    fontSize: 9.5,
    color: COLOR.text,
    paddingTop: PAGE.top,
    paddingBottom: PAGE.bottom,
    paddingHorizontal: PAGE.margin,
  },
  header: {
    position: 'absolute',
    top: 22,
    left: PAGE.margin,
    right: PAGE.margin,
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingBottom: 7,
    borderBottomWidth: 1.2,
    borderBottomColor: COLOR.navy,
  },
  brand: { flexDirection: 'row', alignItems: 'center', gap: 7 },
  brandName: { fontSize: 13, fontWeight: 700, color: COLOR.navy },
  brandRegion: { fontSize: 6.5, fontWeight: 600, color: COLOR.brand },
  headerRight: { alignItems: 'flex-end' },
  headerTitle: { fontSize: 9, fontWeight: 700, color: COLOR.navy },
  headerDate: { fontSize: 7.5, color: COLOR.muted, marginTop: 1 },
  footer: {
    position: 'absolute',
    bottom: 22,
    left: PAGE.margin,
    right: PAGE.margin,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    paddingTop: 6,
    borderTopWidth: 0.6,
    borderTopColor: COLOR.rule,
    fontSize: 7,
    color: COLOR.muted,
  },
  footerStrong: { fontWeight: 700, color: COLOR.navy },
  h1: { fontSize: 19, fontWeight: 700, color: COLOR.navy },
  h2: { fontSize: 11.5, fontWeight: 700, color: COLOR.navy, marginBottom: 4 },
  h3: {
    fontSize: 8,
    fontWeight: 700,
    color: COLOR.brand,
    marginTop: 9,
    marginBottom: 3,
  },
  muted: { color: COLOR.muted },
  small: { fontSize: 7.5, color: COLOR.muted },
  // No lineHeight: React PDF multiplies it with this font's own line metrics (1.4 gave 2.6 lines of space
  // after every wrapped line); the font's natural spacing is about 1.4 already.
  paragraph: { marginBottom: 3.5 },
  badge: {
    alignSelf: 'flex-start',
    color: '#ffffff',
    fontSize: 7.5,
    fontWeight: 700,
    paddingHorizontal: 6,
    paddingVertical: 2,
    borderRadius: 3,
  },
  factRow: {
    flexDirection: 'row',
    borderBottomWidth: 0.5,
    borderBottomColor: COLOR.rule,
    paddingVertical: 3.2,
  },
  factLabel: { width: 92, color: COLOR.muted },
  factValue: { flex: 1, fontWeight: 600 },
  box: { backgroundColor: COLOR.brandLight, borderRadius: 4, padding: 9 },
});

import { Canvas, Circle, Image, Path, Rect, Svg, Text, View } from '@react-pdf/renderer';
import { AGENCY, INVESTOR_SERVICE } from '../../shared/domain/agency';
import type { Lang } from '../../shared/domain/routes';
import { text } from './expose-content';
import { CONTENT_WIDTH } from './expose-page';
import { COLOR, FONT_REGULAR_TTF, s } from './expose-style';

/** The portal's logo mark (client/public/img/logo-mark.svg) as vector graphics. */
export function LogoMark({ size }: { size: number }) {
  return (
    <Svg width={size} height={size} viewBox="0 0 48 48">
      <Rect x={0} y={0} width={48} height={48} rx={11} fill={COLOR.navy} />
      <Path
        d="M24 9.5c-6.4 0-11.5 5-11.5 11.3 0 8.2 9.6 16.6 10.6 17.5a1.4 1.4 0 0 0 1.8 0c1-.9 10.6-9.3 10.6-17.5C35.5 14.5 30.4 9.5 24 9.5Z"
        fill="#ffffff"
      />
      <Circle cx={24} cy={20.8} r={4.6} fill={COLOR.gold} />
      <Path d="M8 40.5h32" stroke={COLOR.petrol} strokeWidth={2.4} strokeLinecap="round" />
    </Svg>
  );
}

/** Logo and wordmark left, the document's title and date right; on every page. */
export function Header({ lang, title, date }: { lang: Lang; title: string; date: string }) {
  return (
    <View style={s.header} fixed>
      <View style={s.brand}>
        <LogoMark size={26} />
        <View>
          <Text style={s.brandName}>{text(lang, 'portal')}</Text>
          <Text style={s.brandRegion}>{text(lang, 'region').toUpperCase()}</Text>
        </View>
      </View>
      <View style={s.headerRight}>
        <Text style={s.headerTitle}>{title}</Text>
        <Text style={s.headerDate}>{text(lang, 'asOf', { date })}</Text>
      </View>
    </View>
  );
}

/** Draws a page's number on the footer's canvas; called once per page, in page order. */
export type PageNumberPainter = (painter: CanvasPainter, width: number, height: number) => null;

/** What of PDFKit's drawing methods the page number uses (React PDF's Canvas hands over more). */
interface CanvasPainter {
  font(src: Buffer, size: number): CanvasPainter;
  fillColor(color: string): CanvasPainter;
  text(
    value: string,
    x: number,
    y: number,
    options: { width: number; align: 'right'; lineBreak: false },
  ): CanvasPainter;
}

/** PDFKit sets a line by its top, React PDF by its line box: this puts both on one baseline. */
const BASELINE_SHIFT = -1.1;

/**
 * Numbers one document's pages as React PDF draws them: in order, once each, so the n-th call is page n.
 * A `render` prop would number them as well, but makes React PDF lay out every page twice more (about a
 * second of a 20-property exposé); the total is therefore not printed.
 */
export function pageNumberPainter(lang: Lang): PageNumberPainter {
  let drawn = 0;
  return (painter, width) => {
    drawn += 1;
    painter
      .font(FONT_REGULAR_TTF, 7)
      .fillColor(COLOR.muted)
      .text(text(lang, 'page', { page: drawn }), 0, BASELINE_SHIFT, { width, align: 'right', lineBreak: false });
    return null;
  };
}

/** The agency and its investor service left, page numbers right; on every page. */
export function Footer({ lang, pageNumber }: { lang: Lang; pageNumber: PageNumberPainter }) {
  return (
    <View style={s.footer} fixed>
      <View>
        <Text>
          <Text style={s.footerStrong}>{AGENCY.name}</Text> · {AGENCY.street}, {AGENCY.postcode} {AGENCY.city} ·{' '}
          {AGENCY.web}
        </Text>
        <Text style={{ marginTop: 1.5 }}>
          {text(lang, 'investorService')}: {INVESTOR_SERVICE.email} · {INVESTOR_SERVICE.phone}
        </Text>
      </View>
      <Canvas style={{ width: 60, height: 8.5 }} paint={pageNumber} />
    </View>
  );
}

/** The first image large, up to three more small beneath it. */
export function Gallery({ images }: { images: Buffer[] }) {
  const [first, ...rest] = images;
  if (!first) return null;
  const gap = 6;
  const small = (CONTENT_WIDTH - 2 * gap) / 3;
  return (
    <View style={{ marginTop: 10 }}>
      <Image
        src={{ data: first, format: 'jpg' }}
        style={{ width: CONTENT_WIDTH, height: rest.length ? 200 : 230, objectFit: 'cover', borderRadius: 3 }}
      />
      {rest.length ? (
        <View style={{ flexDirection: 'row', gap, marginTop: gap }}>
          {rest.map((image, i) => (
            <Image
              // biome-ignore lint/suspicious/noArrayIndexKey: images have no other identity here; their order is the gallery's
              key={i}
              src={{ data: image, format: 'jpg' }}
              style={{ width: small, height: 86, objectFit: 'cover', borderRadius: 3 }}
            />
          ))}
        </View>
      ) : null}
    </View>
  );
}

/** A QR code (module path from expose-assets.ts) of `size` pt. */
export function QrCode({ qr, size }: { qr: { d: string; size: number }; size: number }) {
  const quiet = 1;
  const total = qr.size + 2 * quiet;
  return (
    <Svg width={size} height={size} viewBox={`${-quiet} ${-quiet} ${total} ${total}`}>
      <Rect x={-quiet} y={-quiet} width={total} height={total} fill="#ffffff" />
      <Path d={qr.d} fill={COLOR.text} />
    </Svg>
  );
}

/**
 * A titled text as paragraphs, each its own block: line breaks kept, wrapped lines without gaps; nothing
 * when the text is empty.
 */
export function Paragraphs(props: { title: string; paragraphs: string[]; truncated: boolean; lang: Lang }) {
  if (props.paragraphs.length === 0) return null;
  return (
    <View>
      <Text style={s.h3} minPresenceAhead={40}>
        {props.title.toUpperCase()}
      </Text>
      {props.paragraphs.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are identified by their place in the text
        <Text key={i} style={s.paragraph}>
          {p}
        </Text>
      ))}
      {props.truncated ? <Text style={s.small}>{text(props.lang, 'more')}</Text> : null}
    </View>
  );
}

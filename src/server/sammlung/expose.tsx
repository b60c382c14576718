import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  Circle,
  Document,
  Font,
  G,
  Image,
  Page,
  Path,
  renderToBuffer,
  StyleSheet,
  Svg,
  Text,
  View,
} from '@react-pdf/renderer';
import sharp from 'sharp';
import { DATE_LOCALE } from '../../shared/domain/format';
import { parsePointWkt } from '../../shared/domain/geo';
import type { ObjektRecord } from '../objekt/queries';
import { EXPOSE_TEXT, keyFacts, type Lang, objektTexts } from './expose-content';
import {
  austriaPath,
  boundsOf,
  type Frame,
  fitFrame,
  polygonRings,
  project,
  regionFrame,
  ringsPath,
} from './expose-map';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
// DejaVu covers umlauts, ß and € (the PDF standard fonts do not embed them reliably).
Font.register({
  family: 'DejaVu',
  fonts: [
    { src: path.join(fontDir, 'DejaVuSans.ttf') },
    { src: path.join(fontDir, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
  ],
});
Font.registerHyphenationCallback((word) => [word]);

const BLUE = '#123a6b';
const s = StyleSheet.create({
  // No lineHeight on the page itself: react-pdf then drops the fixed, absolutely placed footer.
  page: { fontFamily: 'DejaVu', fontSize: 9.5, color: '#1f2933', padding: 40, paddingBottom: 56 },
  body: { lineHeight: 1.4 },
  agency: { fontSize: 10, color: BLUE, fontWeight: 'bold', letterSpacing: 1 },
  coverTitle: { fontSize: 26, fontWeight: 'bold', color: BLUE, marginTop: 18, marginBottom: 8 },
  muted: { color: '#5b6b7b' },
  h2: { fontSize: 16, fontWeight: 'bold', color: BLUE, marginBottom: 4 },
  h3: { fontSize: 11, fontWeight: 'bold', color: BLUE, marginTop: 10, marginBottom: 3 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#d9e2ec', paddingVertical: 3 },
  label: { width: 140, color: '#5b6b7b' },
  value: { flex: 1 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 40,
    right: 40,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: '#7b8794',
  },
  listItem: { flexDirection: 'row', marginBottom: 3 },
  badge: { width: 18, color: BLUE, fontWeight: 'bold' },
  contact: { marginTop: 10, padding: 8, backgroundColor: '#eef4fb', borderRadius: 4 },
  image: { width: '100%', height: 190, objectFit: 'cover', borderRadius: 4, marginVertical: 8 },
});

/** What one exposé needs: the objects (already filtered to what the viewer may see) and context. */
export interface ExposeInput {
  objekte: ObjektRecord[];
  lang: Lang;
  /** Contacts are printed only for logged-in viewers (spec 6). */
  loggedIn: boolean;
  publicUrl: string;
  dataDir: string;
  bezirke: Map<string, string>;
  now?: Date;
}

/** The first image of an object as JPEG for the PDF (react-pdf reads no WEBP), or null. */
async function mainImage(dataDir: string, record: ObjektRecord): Promise<Buffer | null> {
  const bild = record.bilder.find((b) => b.mimetype.startsWith('image/'));
  if (!bild) return null;
  try {
    const file = await fs.readFile(path.join(dataDir, 'bilder', '1920', bild.s3filename));
    return await sharp(file).resize({ width: 1200, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
  } catch {
    return null;
  }
}

function RegionMap({
  points,
  highlight,
  width,
  height,
}: {
  points: [number, number][];
  highlight?: number;
  width: number;
  height: number;
}) {
  const frame = regionFrame(width, height);
  return (
    <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <Path d={austriaPath(frame)} fill="#eef4fb" stroke="#6b8cb5" strokeWidth={1} />
      {points.map(([lon, lat], i) => {
        const [x, y] = project(frame, lon, lat);
        const active = highlight === undefined || highlight === i;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: points have no other identity; their order is the numbering
          <G key={i}>
            <Circle cx={x} cy={y} r={active ? 7 : 3} fill={active ? BLUE : '#9fb3c8'} />
            {active && highlight === undefined ? (
              <Text x={x - (i + 1 >= 10 ? 4.5 : 2.3)} y={y + 2.6} fill="#ffffff" style={{ fontSize: 7 }}>
                {String(i + 1)}
              </Text>
            ) : null}
          </G>
        );
      })}
    </Svg>
  );
}

function PlotOutline({ wkt, size }: { wkt: string; size: number }) {
  const rings = polygonRings(wkt);
  const bounds = boundsOf(rings.flat());
  if (!bounds) return null;
  const pad = Math.max(bounds[2] - bounds[0], bounds[3] - bounds[1]) * 0.15;
  const frame: Frame = fitFrame([bounds[0] - pad, bounds[1] - pad, bounds[2] + pad, bounds[3] + pad], size, size);
  return (
    <Svg width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
      <Path d={ringsPath(frame, rings)} fill="#2f9e44" fillOpacity={0.2} stroke="#2f9e44" strokeWidth={1.5} />
    </Svg>
  );
}

function Footer({ lang, publicUrl }: { lang: Lang; publicUrl: string }) {
  return (
    <View style={s.footer} fixed>
      <Text>{publicUrl}</Text>
      <Text render={({ pageNumber, totalPages }) => EXPOSE_TEXT[lang].page(pageNumber, totalPages)} />
    </View>
  );
}

/** Renders the exposé: a cover with an overview map, then one section per object. */
export async function renderExpose(input: ExposeInput): Promise<Buffer> {
  const { objekte, lang, loggedIn, publicUrl, dataDir, bezirke } = input;
  const t = EXPOSE_TEXT[lang];
  const points = objekte.map((o) => {
    const p = parsePointWkt(o.standort ?? '');
    return [p?.lon ?? 0, p?.lat ?? 0] as [number, number];
  });
  const images = await Promise.all(objekte.map((o) => mainImage(dataDir, o)));
  const date = (input.now ?? new Date()).toLocaleDateString(DATE_LOCALE[lang], { dateStyle: 'long' });
  const title = objekte.length === 1 ? t.titleOne : t.titleMany;

  const doc = (
    <Document title={`${title} – ${t.agency}`} author={t.agency} language={lang}>
      <Page size="A4" style={s.page}>
        <Text style={s.agency}>{t.agency.toUpperCase()}</Text>
        <Text style={s.coverTitle}>{title}</Text>
        <Text style={s.muted}>
          {t.created} {date} · {t.language} · {t.count(objekte.length)}
        </Text>
        <View style={{ marginVertical: 16 }}>
          <RegionMap points={points} width={515} height={330} />
        </View>
        <Text style={s.h3}>{t.overview}</Text>
        {objekte.map((o, i) => (
          <View key={o.row.id} style={s.listItem}>
            <Text style={s.badge}>{i + 1}</Text>
            <Text style={s.value}>
              {objektTexts(o, lang).name} – {o.row.plz} {o.row.ort}
            </Text>
          </View>
        ))}
        <Footer lang={lang} publicUrl={publicUrl} />
      </Page>
      {objekte.map((o, i) => {
        const texts = objektTexts(o, lang);
        const image = images[i];
        return (
          <Page key={o.row.id} size="A4" style={s.page}>
            <Text style={s.h2}>
              {i + 1}. {texts.name}
            </Text>
            <Text style={s.muted}>
              {o.row.plz} {o.row.ort} · {publicUrl}/{lang}/standortsuche/{o.row.id}
            </Text>
            {image ? <Image src={{ data: image, format: 'jpg' }} style={s.image} /> : null}
            <View style={{ flexDirection: 'row', gap: 14 }}>
              <View style={{ flex: 1 }}>
                {keyFacts(o, lang, bezirke.get(o.row.bezirk ?? '') ?? '').map(([label, value]) => (
                  <View key={label} style={s.row} wrap={false}>
                    <Text style={s.label}>{label}</Text>
                    <Text style={s.value}>{value}</Text>
                  </View>
                ))}
              </View>
              <View style={{ width: 170 }}>
                <Text style={[s.muted, { fontSize: 8 }]}>{t.map}</Text>
                <RegionMap points={points} highlight={i} width={170} height={110} />
                {o.polygon ? (
                  <View style={{ marginTop: 8 }}>
                    <Text style={[s.muted, { fontSize: 8 }]}>{t.outline}</Text>
                    <PlotOutline wkt={o.polygon} size={150} />
                  </View>
                ) : null}
              </View>
            </View>
            {texts.description ? (
              <View>
                <Text style={s.h3}>{t.description}</Text>
                <Text style={s.body}>{texts.description}</Text>
              </View>
            ) : null}
            {texts.location ? (
              <View wrap={false}>
                <Text style={s.h3}>{t.location}</Text>
                <Text style={s.body}>{texts.location}</Text>
              </View>
            ) : null}
            {loggedIn && o.row.kontakte ? (
              <View style={s.contact} wrap={false}>
                <Text style={{ fontWeight: 'bold', color: BLUE }}>{t.contact}</Text>
                <Text>{o.row.kontakte}</Text>
              </View>
            ) : (
              <Text style={[s.muted, { marginTop: 10 }]}>{t.contactHint}</Text>
            )}
            <Footer lang={lang} publicUrl={publicUrl} />
          </Page>
        );
      })}
    </Document>
  );
  return renderToBuffer(doc);
}

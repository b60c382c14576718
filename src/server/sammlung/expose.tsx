import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { INVESTOR_SERVICE } from '../../shared/domain/agency';
import { formatArea, formatDate } from '../../shared/domain/format';
import { parsePointWkt } from '../../shared/domain/geo';
import type { Lang } from '../../shared/domain/routes';
import type { CheckZeile } from '../../shared/domain/standortcheck';
import { catalogueText } from '../../shared/i18n';
import { BoundedMap } from '../lib/bounded-map';
import type { ObjektRecord } from '../objekt/queries';
import type { StoreSpec } from '../storage/store';
import { galleryImages, qrPath } from './expose-assets';
import type { ExposeBasemaps } from './expose-basemap';
import {
  addressOf,
  type ExposeFoerderungen,
  facts,
  lists,
  objektartOf,
  objektTexts,
  summaryPrice,
  text,
} from './expose-content';
import { locationScene, type MapPlace, type MapScene, OVERVIEW, overviewScene } from './expose-map-scene';
import { type Basemap, MapView } from './expose-map-view';
import { MAP_SIZE } from './expose-page';
import { Footer, Gallery, Header, Paragraphs, pageNumberPainter, QrCode } from './expose-parts';
import { COLOR, s } from './expose-style';

/** What one exposé needs: the objects (already filtered to what the viewer may see) and context. */
export interface ExposeInput {
  objekte: ObjektRecord[];
  lang: Lang;
  /** Contacts are printed only for logged-in viewers (spec 6). */
  loggedIn: boolean;
  publicUrl: string;
  /** Where the gallery images are read (the portal's file store). */
  store: StoreSpec;
  bezirke: Map<string, string>;
  /** The gazetteer's places (names on the maps). */
  places: MapPlace[];
  /** Positions of other properties the viewer may see near these (grey on the maps). */
  neighbours: [number, number][];
  /** The site check's lines by property id (none: no layer, no block). */
  checks: Record<string, CheckZeile[]>;
  /** The funding programmes that fit each property's site, by property id. */
  foerderungen: Record<string, ExposeFoerderungen>;
  /** The objects' data version: location maps are kept per object and version. */
  version: number;
  /** Base maps from the tile service (EXPOSE_TILE_URL) by map; a map without one is drawn alone. */
  basemaps?: ExposeBasemaps;
  now?: Date;
}

const MAP = MAP_SIZE.location;

/** The base map of a map (a property's id or OVERVIEW), when the tile service gave one. */
function basemapOf(input: ExposeInput, key: string): Basemap | undefined {
  const image = input.basemaps?.images[key];
  if (!image || !input.basemaps) return undefined;
  // Passed from the main thread as a Uint8Array; the PDF renderer takes a Buffer.
  return {
    image: Buffer.from(image.buffer, image.byteOffset, image.byteLength),
    attribution: input.basemaps.attribution,
  };
}

/** Location maps by object, data version, language and size (the drawing costs more than its use). */
const scenes = new BoundedMap<string, MapScene>(1000);

function locationMap(input: ExposeInput, record: ObjektRecord, color: string): MapScene | null {
  const point = parsePointWkt(record.standort ?? '');
  if (!point) return null;
  const key = `${record.row.id}:${input.version}:${input.lang}`;
  let scene = scenes.get(key);
  if (!scene) {
    const neighbours = input.neighbours.filter(([lon, lat]) => lon !== point.lon || lat !== point.lat);
    scene = locationScene({
      ...point,
      polygon: record.polygon,
      color,
      places: input.places,
      neighbours,
      lang: input.lang,
      ...MAP,
    });
    scenes.set(key, scene);
  }
  return scene;
}

function FactTable({ rows }: { rows: [string, string][] }) {
  return (
    <View>
      {rows.map(([label, value]) => (
        <View key={label} style={s.factRow} wrap={false}>
          <Text style={s.factLabel}>{label}</Text>
          <Text style={s.factValue}>{value}</Text>
        </View>
      ))}
    </View>
  );
}

/** One property: at most two pages (title block, gallery, facts and map; texts, lists and contact). */
function ObjektSection(props: { input: ExposeInput; record: ObjektRecord; images: Buffer[]; number?: number }) {
  const { input, record, images, number } = props;
  const { lang, loggedIn } = input;
  const o = record.row;
  const texts = objektTexts(record, lang);
  const art = objektartOf(record, lang);
  const { infrastructure, transport, features } = lists(record, lang);
  const url = `${input.publicUrl}/${lang}/standortsuche/${o.id}`;
  const scene = locationMap(input, record, art.color);
  return (
    <View>
      <View style={{ flexDirection: 'row', gap: 14 }} wrap={false}>
        <View style={{ flex: 1 }}>
          <View style={{ flexDirection: 'row', gap: 6, alignItems: 'center', marginBottom: 5 }}>
            {number !== undefined ? (
              <Text style={[s.badge, { backgroundColor: COLOR.navy }]}>{String(number)}</Text>
            ) : null}
            <Text style={[s.badge, { backgroundColor: art.color }]}>{art.name.toUpperCase()}</Text>
            <Text style={s.small}>
              {text(lang, 'objektnummer')} {o.objektnummer}
            </Text>
          </View>
          <Text style={s.h1}>{texts.name}</Text>
          <Text style={{ marginTop: 4, fontSize: 10.5 }}>
            {addressOf(o)}
            {o.bezirk ? ` · ${text(lang, 'district')} ${input.bezirke.get(o.bezirk) ?? o.bezirk}` : ''}
          </Text>
        </View>
        <View style={{ alignItems: 'center', width: 62 }}>
          <QrCode qr={qrPath(url)} size={56} />
          <Text style={[s.small, { fontSize: 6.5, marginTop: 1 }]}>{text(lang, 'online')}</Text>
        </View>
      </View>
      <Gallery images={images} />
      <View style={{ flexDirection: 'row', gap: 14, marginTop: 12 }} wrap={false}>
        <View style={{ flex: 1 }}>
          <Text style={s.h3}>{text(lang, 'facts').toUpperCase()}</Text>
          <FactTable rows={facts(record, lang)} />
          <Text style={[s.small, { marginTop: 5, fontSize: 6.5 }]}>{url}</Text>
        </View>
        {scene ? (
          <View style={{ width: MAP.width }}>
            <Text style={s.h3}>{text(lang, 'map').toUpperCase()}</Text>
            <MapView scene={scene} basemap={basemapOf(input, o.id)} />
            <Text style={[s.small, { fontSize: 5.8, marginTop: 2 }]}>{text(lang, 'attribution')}</Text>
          </View>
        ) : null}
      </View>
      <Paragraphs title={text(lang, 'description')} {...texts.description} lang={lang} />
      <Paragraphs title={text(lang, 'location')} {...texts.location} lang={lang} />
      <View style={{ flexDirection: 'row', gap: 14 }}>
        {transport.length ? (
          <View style={{ flex: 1 }} wrap={false}>
            <Text style={s.h3}>{text(lang, 'transport').toUpperCase()}</Text>
            {transport.map((v) => (
              <View key={`${v.type}${v.connection}`} style={s.factRow}>
                <Text style={{ width: 92, color: COLOR.muted }}>{v.type}</Text>
                <Text style={{ flex: 1 }}>{v.connection}</Text>
                <Text style={{ width: 44, textAlign: 'right', fontWeight: 600 }}>{v.distance}</Text>
              </View>
            ))}
          </View>
        ) : null}
        <View style={{ flex: 1 }}>
          {infrastructure.length ? (
            <View wrap={false}>
              <Text style={s.h3}>{text(lang, 'infrastructure').toUpperCase()}</Text>
              <Text style={s.paragraph}>{infrastructure.join(' · ')}</Text>
            </View>
          ) : null}
          {features.length ? (
            <View wrap={false}>
              <Text style={s.h3}>{text(lang, 'features').toUpperCase()}</Text>
              <Text style={s.paragraph}>{features.join(' · ')}</Text>
            </View>
          ) : null}
        </View>
      </View>
      <StandortCheck lang={lang} zeilen={input.checks[o.id] ?? []} />
      <Foerderungen lang={lang} block={input.foerderungen[o.id]} />
      <ContactBlock lang={lang} loggedIn={loggedIn} kontakte={o.kontakte} />
    </View>
  );
}

/** The site check (issue #27): what the property touches of each layer, the layer's source and date. */
function StandortCheck({ lang, zeilen }: { lang: Lang; zeilen: CheckZeile[] }) {
  if (zeilen.length === 0) return null;
  return (
    <View style={{ marginTop: 10 }} wrap={false}>
      <Text style={s.h3}>{catalogueText(lang, 'standortcheck.title').toUpperCase()}</Text>
      {zeilen.map((z) => (
        <View key={`${z.thema}${z.quelle}`} style={s.factRow}>
          <Text style={{ width: 92, color: COLOR.muted }}>{z.thema}</Text>
          <View style={{ flex: 1 }}>
            <Text style={z.betroffen ? { fontWeight: 700 } : {}}>{z.ergebnis}</Text>
            <Text style={[s.small, { fontSize: 6.5 }]}>{z.quelle}</Text>
          </View>
        </View>
      ))}
      <Text style={[s.small, { fontSize: 6.5, marginTop: 3 }]}>{catalogueText(lang, 'standortcheck.disclaimer')}</Text>
    </View>
  );
}

/** The funding programmes that fit the site (issue #27), ranked for the reader, and the funding guide's link. */
function Foerderungen({ lang, block }: { lang: Lang; block: ExposeFoerderungen | undefined }) {
  if (!block || block.zeilen.length === 0) return null;
  return (
    <View style={{ marginTop: 10 }} wrap={false}>
      <Text style={s.h3}>{text(lang, 'funding').toUpperCase()}</Text>
      {block.zeilen.map((z) => (
        <View key={z.name} style={s.factRow}>
          <Text style={{ flex: 1 }}>
            <Text style={{ fontWeight: 600 }}>{z.name}</Text>
            <Text style={s.muted}> · {z.stelle}</Text>
          </Text>
          {z.hinweise.length ? (
            <Text style={{ width: 190, textAlign: 'right', color: COLOR.navy, fontSize: 7.5 }}>
              {z.hinweise.join(' · ')}
            </Text>
          ) : null}
        </View>
      ))}
      <Text style={[s.small, { fontSize: 6.5, marginTop: 3 }]}>
        {text(lang, 'fundingMore', { count: block.gesamt, url: block.url })}
      </Text>
    </View>
  );
}

/** The property's contact for logged-in recipients (spec 6), the investor service for everyone. */
function ContactBlock({ lang, loggedIn, kontakte }: { lang: Lang; loggedIn: boolean; kontakte: string | null }) {
  return (
    <View style={{ flexDirection: 'row', gap: 14, marginTop: 12 }} wrap={false}>
      <View style={[s.box, { flex: 1 }]}>
        {loggedIn && kontakte ? (
          <View>
            <Text style={[s.h2, { fontSize: 10 }]}>{text(lang, 'contact')}</Text>
            {kontakte.split(/\r?\n/).map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </View>
        ) : (
          <Text style={s.muted}>{text(lang, 'contactHint')}</Text>
        )}
      </View>
      <View style={[s.box, { flex: 1, backgroundColor: '#e6f7f6' }]}>
        <Text style={[s.h2, { fontSize: 10 }]}>{text(lang, 'investorService')}</Text>
        <Text style={s.muted}>{text(lang, 'investorServiceText')}</Text>
        <Text style={{ marginTop: 3, fontWeight: 600 }}>
          {INVESTOR_SERVICE.email} · {INVESTOR_SERVICE.phone}
        </Text>
      </View>
    </View>
  );
}

/** The cover of a collection: title, overview map with numbered pins and the summary table. */
function Cover({ input, title, date }: { input: ExposeInput; title: string; date: string }) {
  const { lang, objekte } = input;
  const pins = objekte.flatMap((o) => {
    const p = parsePointWkt(o.standort ?? '');
    return p ? [{ ...p, color: objektartOf(o, lang).color }] : [];
  });
  const scene = overviewScene({
    pins,
    places: input.places,
    bezirke: input.bezirke,
    ...MAP_SIZE.overview,
    lang,
  });
  const count = objekte.length === 1 ? text(lang, 'countOne') : text(lang, 'countMany', { count: objekte.length });
  const cols = [
    { key: 'colNumber', width: 26 },
    { key: 'colName', width: 0 },
    { key: 'colPlace', width: 100 },
    { key: 'colType', width: 78 },
    { key: 'colArea', width: 62 },
    { key: 'colPrice', width: 74 },
  ] as const;
  const cell = (width: number) => (width ? { width } : { flex: 1 });
  return (
    <View>
      <Text style={[s.h1, { fontSize: 24 }]}>{title}</Text>
      <Text style={[s.muted, { marginTop: 3, marginBottom: 10 }]}>
        {count} · {date} · {text(lang, 'coverLead')}
      </Text>
      <MapView scene={scene} basemap={basemapOf(input, OVERVIEW)} />
      <Text style={[s.small, { fontSize: 6, marginTop: 2 }]}>{text(lang, 'attribution')}</Text>
      <Text style={[s.h3, { marginTop: 12 }]}>{text(lang, 'summary').toUpperCase()}</Text>
      <View style={[s.factRow, { borderBottomColor: COLOR.navy, borderBottomWidth: 0.8 }]}>
        {cols.map((c) => (
          <Text key={c.key} style={[cell(c.width), { fontWeight: 700, color: COLOR.navy, fontSize: 8 }]}>
            {text(lang, c.key)}
          </Text>
        ))}
      </View>
      {objekte.map((o, i) => {
        const values = [
          String(i + 1),
          objektTexts(o, lang).name,
          o.row.ort,
          objektartOf(o, lang).name,
          o.row.flaecheinqm ? formatArea(o.row.flaecheinqm, lang) : '–',
          summaryPrice(o, lang),
        ];
        return (
          <View key={o.row.id} style={s.factRow} wrap={false}>
            {cols.map((c, k) => (
              <Text
                key={c.key}
                style={[cell(c.width), { fontSize: 8.5, paddingRight: 4 }, k === 0 ? { fontWeight: 700 } : {}]}
              >
                {values[k]}
              </Text>
            ))}
          </View>
        );
      })}
    </View>
  );
}

/** Renders the exposé: one property on up to two pages; a collection with a cover and then each property. */
export async function renderExpose(input: ExposeInput): Promise<Buffer> {
  const { objekte, lang } = input;
  const many = objekte.length > 1;
  const title = many ? text(lang, 'titleMany') : text(lang, 'titleOne');
  const date = formatDate(input.now ?? new Date(), lang, { dateStyle: 'long' });
  const images = await Promise.all(objekte.map((o) => galleryImages(input.store, o)));
  const pageNumber = pageNumberPainter(lang);
  const doc = (
    <Document title={`${title} – ${text(lang, 'portal')}`} author={text(lang, 'portal')} language={lang}>
      {many ? (
        <Page size="A4" style={s.page}>
          <Header lang={lang} title={title} date={date} />
          <Cover input={input} title={title} date={date} />
          <Footer lang={lang} pageNumber={pageNumber} />
        </Page>
      ) : null}
      {objekte.map((o, i) => (
        <Page key={o.row.id} size="A4" style={s.page}>
          <Header lang={lang} title={title} date={date} />
          <ObjektSection input={input} record={o} images={images[i] ?? []} number={many ? i + 1 : undefined} />
          <Footer lang={lang} pageNumber={pageNumber} />
        </Page>
      ))}
    </Document>
  );
  return renderToBuffer(doc);
}

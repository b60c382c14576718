import { formatArea, formatNumber, formatPrice } from '../../shared/domain/format';
import { MERKMALE, OBJEKTARTEN, TECHNISCHE_INFRASTRUKTUR, VERKEHRSARTEN, WIDMUNGEN } from '../../shared/domain/objekt';
import type { ObjektRecord } from '../objekt/queries';

export type Lang = 'de' | 'en';

/** The exposé's fixed texts in both languages. */
export const EXPOSE_TEXT = {
  de: {
    agency: 'Standortagentur Niederösterreich',
    titleOne: 'Exposé',
    titleMany: 'Standortsammlung',
    created: 'Erstellt am',
    language: 'Sprache: Deutsch',
    count: (n: number) => (n === 1 ? '1 Standort' : `${n} Standorte`),
    overview: 'Übersicht',
    type: 'Objektart',
    place: 'Ort',
    district: 'Bezirk',
    area: 'Fläche',
    smallest: 'teilbar ab',
    purchase: 'Kaufpreis',
    rent: 'Miete',
    perM2: 'pro m²',
    uponRequest: 'auf Anfrage',
    zoning: 'Widmung',
    infrastructure: 'Technische Infrastruktur',
    transport: 'Verkehrsanbindung',
    features: 'Ausstattung und Lage',
    description: 'Beschreibung',
    location: 'Lage und Erreichbarkeit',
    contact: 'Kontakt',
    contactHint: 'Kontaktdaten sehen Sie nach der kostenlosen Registrierung im Standortportal.',
    map: 'Lage in Niederösterreich',
    outline: 'Grundstücksumriss',
    page: (n: number, total: number) => `Seite ${n} von ${total}`,
    number: 'Objektnummer',
  },
  en: {
    agency: 'Lower Austria Business Location Agency',
    titleOne: 'Property brochure',
    titleMany: 'Collection of locations',
    created: 'Created on',
    language: 'Language: English',
    count: (n: number) => (n === 1 ? '1 location' : `${n} locations`),
    overview: 'Overview',
    type: 'Property type',
    place: 'Place',
    district: 'District',
    area: 'Area',
    smallest: 'divisible from',
    purchase: 'Purchase price',
    rent: 'Rent',
    perM2: 'per m²',
    uponRequest: 'upon request',
    zoning: 'Zoning',
    infrastructure: 'Technical infrastructure',
    transport: 'Transport connections',
    features: 'Features and surroundings',
    description: 'Description',
    location: 'Location and accessibility',
    contact: 'Contact',
    contactHint: 'Contact details are shown after free registration on the Standortportal.',
    map: 'Location in Lower Austria',
    outline: 'Plot outline',
    page: (n: number, total: number) => `Page ${n} of ${total}`,
    number: 'Object number',
  },
} as const;

/** Plain text of stored HTML: <br> and paragraphs become line breaks, other tags go. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A price line: total and per m², or 'upon request' when neither is given (spec 9). */
function priceLine(total: number | null, perM2: number | null, lang: Lang): string {
  const t = EXPOSE_TEXT[lang];
  const parts = [formatPrice(total, lang), perM2 ? `${formatPrice(perM2, lang)} ${t.perM2}` : null].filter(Boolean);
  return parts.length ? parts.join(' · ') : t.uponRequest;
}

/** The key facts of an object as label/value rows in the chosen language. */
export function keyFacts(record: ObjektRecord, lang: Lang, bezirkName: string): [string, string][] {
  const t = EXPOSE_TEXT[lang];
  const o = record.row;
  const rows: [string, string][] = [
    [t.number, o.objektnummer],
    [t.type, OBJEKTARTEN.find((a) => a.id === o.objektart)?.name[lang] ?? ''],
    [t.place, `${o.plz} ${o.ort}${o.strasse ? `, ${o.strasse}` : ''}`],
    [t.district, bezirkName],
  ];
  if (o.flaecheinqm) {
    const smallest =
      o.istteilbar && o.kleinsteflaecheinqm ? ` (${t.smallest} ${formatArea(o.kleinsteflaecheinqm, lang)})` : '';
    rows.push([t.area, `${formatArea(o.flaecheinqm, lang)}${smallest}`]);
  }
  if (o.istkaufobjekt) rows.push([t.purchase, priceLine(o.kaufpreis, o.kaufpreisproqm, lang)]);
  if (o.istmietobjekt) rows.push([t.rent, priceLine(o.mietpreis, o.mietpreisproqm, lang)]);
  const zoning = record.widmungen.map((id) => WIDMUNGEN.find((w) => w.id === id)?.name[lang] ?? id);
  if (zoning.length) rows.push([t.zoning, zoning.join(', ')]);
  const infra = record.technischeinfrastruktur.map(
    (id) => TECHNISCHE_INFRASTRUKTUR.find((i) => i.id === id)?.label[lang],
  );
  if (infra.length) rows.push([t.infrastructure, infra.filter(Boolean).join(', ')]);
  const transport = record.verkehrsinfrastruktur.map((v) => {
    const type = VERKEHRSARTEN.find((a) => a.id === v.type)?.label[lang] ?? '';
    return `${type}: ${v.connection} (${formatNumber(v.distance, lang, 1)} km)`;
  });
  if (transport.length) rows.push([t.transport, transport.join('; ')]);
  const features = record.standortbeschreibung.map((id) => MERKMALE.find((m) => m.id === id)?.label[lang]);
  if (features.length) rows.push([t.features, features.filter(Boolean).join(', ')]);
  return rows;
}

/** Name and texts of an object in the chosen language (English from its translation, spec 3). */
export function objektTexts(record: ObjektRecord, lang: Lang) {
  const o = record.row;
  const en = lang === 'en' ? record.uebersetzung : null;
  return {
    name: (en?.objektname_en || o.objektname) ?? '',
    description: plainText(en?.detailbeschreibung_en || o.detailbeschreibung),
    location: plainText(en?.lageerreichbarkeit_en || o.lageerreichbarkeit),
  };
}

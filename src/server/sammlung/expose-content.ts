import { type FoerderProfil, foerderLabel, foerderQueryFuerStandort } from '../../shared/domain/foerderung';
import { formatArea, formatDate, formatNumber, formatPrice } from '../../shared/domain/format';
import { MERKMALE, OBJEKTARTEN, TECHNISCHE_INFRASTRUKTUR, VERKEHRSARTEN, WIDMUNGEN } from '../../shared/domain/objekt';
import type { Lang } from '../../shared/domain/routes';
import { type CheckZeile, standortcheckZeilen } from '../../shared/domain/standortcheck';
import { type catalogues, catalogueText } from '../../shared/i18n';
import type { Db } from '../db/client';
import { type FmMatrixRow, foerderungenAmStandort } from '../foerderung/standort';
import type { ObjektRecord } from '../objekt/queries';
import { selectStandortchecks } from '../themenlayer/standortcheck-read';

type ExposeKey = keyof (typeof catalogues)['de']['expose'];

/** A text of the exposé from the catalogue (`expose.*`), with {{name}} placeholders filled in. */
export function text(lang: Lang, key: ExposeKey, vars: Record<string, string | number> = {}): string {
  return catalogueText(lang, `expose.${key}`, vars);
}

/** How many characters of one description the exposé prints at most, so a property fits on two pages. */
const TEXT_BUDGET = 1600;

/**
 * Stored HTML as paragraphs of plain text: <br> and paragraph ends separate them, whitespace inside a
 * paragraph collapses (so a wrapped source line never becomes a gap), empty ones go. Cut at `budget`
 * characters after the last whole sentence that fits, with `truncated` set.
 */
export function paragraphs(html: string | null | undefined, budget = TEXT_BUDGET) {
  const all = (html ?? '')
    .replace(/<br\s*\/?>|<\/p>|<\/li>|<\/h\d>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const kept: string[] = [];
  let used = 0;
  for (const p of all) {
    if (used + p.length <= budget) {
      kept.push(p);
      used += p.length;
      continue;
    }
    const room = budget - used;
    const cut = p.slice(0, room).match(/^.*[.!?](?=\s)/)?.[0];
    if (cut && cut.length > 80) kept.push(cut);
    return { paragraphs: kept, truncated: true };
  }
  return { paragraphs: kept, truncated: false };
}

/** A price with its per-m² price, or 'upon request' when neither is given (spec 3: 0 means upon request). */
function priceLine(total: number | null, perM2: number | null, lang: Lang): string {
  const parts = [
    formatPrice(total, lang),
    perM2 ? text(lang, 'perM2', { price: formatPrice(perM2, lang) ?? '' }) : null,
  ];
  const given = parts.filter(Boolean);
  return given.length ? given.join(' · ') : text(lang, 'uponRequest');
}

/** The name of an object's type and its colour (spec 9: plot green, office blue, commercial red). */
export function objektartOf(record: ObjektRecord, lang: Lang) {
  const art = OBJEKTARTEN.find((a) => a.id === record.row.objektart);
  return { name: art?.name[lang] ?? '', color: art?.color ?? '#5b6b7b' };
}

/** Street, postcode and place on one line. */
export const addressOf = (o: ObjektRecord['row']) => [o.strasse, `${o.plz} ${o.ort}`].filter(Boolean).join(', ');

/** The facts table of an object: label/value rows in the chosen language, numbers in its format. */
export function facts(record: ObjektRecord, lang: Lang): [string, string][] {
  const o = record.row;
  const rows: [string, string][] = [];
  if (o.flaecheinqm) {
    rows.push([
      text(lang, 'area'),
      `${formatArea(o.flaecheinqm, lang)}${o.flaechenbezeichnung ? ` (${o.flaechenbezeichnung})` : ''}`,
    ]);
    rows.push([
      text(lang, 'divisible'),
      o.istteilbar && o.kleinsteflaecheinqm ? formatArea(o.kleinsteflaecheinqm, lang) : text(lang, 'notDivisible'),
    ]);
  }
  if (o.hallenhoehe) rows.push([text(lang, 'hallHeight'), `${formatNumber(o.hallenhoehe, lang)} m`]);
  const zoning = record.widmungen.map((id) => WIDMUNGEN.find((w) => w.id === id)?.name[lang] ?? id);
  if (zoning.length) rows.push([text(lang, 'zoning'), zoning.join(', ')]);
  if (o.istkaufobjekt) rows.push([text(lang, 'purchase'), priceLine(o.kaufpreis, o.kaufpreisproqm, lang)]);
  if (o.istmietobjekt) rows.push([text(lang, 'rent'), priceLine(o.mietpreis, o.mietpreisproqm, lang)]);
  const availability = [o.istkaufobjekt && text(lang, 'forSale'), o.istmietobjekt && text(lang, 'forRent')].filter(
    (v): v is string => Boolean(v),
  );
  if (availability.length) {
    const until = o.ablaufdatum
      ? ` · ${text(lang, 'expires', { date: formatDate(o.ablaufdatum, lang, { dateStyle: 'long' }) })}`
      : '';
    rows.push([text(lang, 'availability'), `${availability.join(' / ')}${until}`]);
  }
  rows.push([text(lang, 'statusDate'), formatDate(o.geaendertam, lang, { dateStyle: 'long' })]);
  return rows;
}

/** The lists of an object: technical infrastructure, transport entries with distances, features. */
export function lists(record: ObjektRecord, lang: Lang) {
  const infrastructure = record.technischeinfrastruktur
    .map((id) => TECHNISCHE_INFRASTRUKTUR.find((i) => i.id === id)?.label[lang])
    .filter((v): v is string => Boolean(v));
  const transport = record.verkehrsinfrastruktur.map((v) => ({
    type: VERKEHRSARTEN.find((a) => a.id === v.type)?.label[lang] ?? '',
    connection: v.connection,
    distance: `${formatNumber(v.distance, lang, 1)} km`,
  }));
  const features = record.standortbeschreibung
    .map((id) => MERKMALE.find((m) => m.id === id)?.label[lang])
    .filter((v): v is string => Boolean(v));
  return { infrastructure, transport, features };
}

/** Price of the summary table: purchase, else rent, per m² where given; 'upon request' otherwise. */
export function summaryPrice(record: ObjektRecord, lang: Lang): string {
  const o = record.row;
  if (o.istkaufobjekt) return priceLine(o.kaufpreis, o.kaufpreisproqm, lang).split(' · ')[0] ?? '';
  if (o.istmietobjekt) return priceLine(o.mietpreis, o.mietpreisproqm, lang).split(' · ')[0] ?? '';
  return text(lang, 'uponRequest');
}

/** Name and texts of an object in the chosen language (English from its translation, spec 3). */
export function objektTexts(record: ObjektRecord, lang: Lang) {
  const o = record.row;
  const en = lang === 'en' ? record.uebersetzung : null;
  return {
    name: (en?.objektname_en || o.objektname) ?? '',
    description: paragraphs(en?.detailbeschreibung_en || o.detailbeschreibung),
    location: paragraphs(en?.lageerreichbarkeit_en || o.lageerreichbarkeit, 700),
  };
}

/**
 * The site check of each property as the exposé prints it (the lines the detail page shows), read before the
 * render (one query for all) so the worker gets plain text; a property without layers gets no lines and no block.
 */
export async function standortchecks(db: Db, objekte: ObjektRecord[], lang: Lang) {
  const t = (key: string, values?: Record<string, string>) => catalogueText(lang, key, values);
  const checks = await selectStandortchecks(
    db,
    objekte.map((o) => o.row.id),
  );
  const none = { flaeche: false, eintraege: [] };
  return Object.fromEntries(
    objekte.map((o) => [o.row.id, standortcheckZeilen(checks.get(o.row.id) ?? none, lang, t)]),
  ) as Record<string, CheckZeile[]>;
}

/** How many of a site's programmes the exposé names; the rest are counted, with the funding guide's link. */
const FOERDERUNGEN_IM_EXPOSE = 4;

/** The funding block of one property in the exposé. */
export interface ExposeFoerderungen {
  /** How many programmes apply in the property's district. */
  gesamt: number;
  /** The funding guide opened for this site (district and the reader's profile preset). */
  url: string;
  zeilen: { name: string; stelle: string; hinweise: string[] }[];
}

/**
 * The programmes that fit each property's site, ranked for the reader's company profile as on the detail
 * page (foerderungenAmStandort), each district's list made once.
 */
export function exposeFoerderungen(
  programmes: readonly FmMatrixRow[],
  objekte: ObjektRecord[],
  lang: Lang,
  profil: FoerderProfil | null,
  publicUrl: string,
): Record<string, ExposeFoerderungen> {
  const byBezirk = new Map<string | null, ExposeFoerderungen>();
  const block = (bezirk: string | null): ExposeFoerderungen => {
    const site = foerderungenAmStandort(programmes, bezirk, lang, profil);
    const query = foerderQueryFuerStandort(bezirk, site.profil);
    return {
      gesamt: site.gesamt,
      url: `${publicUrl}/${lang}/foerderkompass${query ? `?${query}` : ''}`,
      zeilen: site.foerderungen.slice(0, FOERDERUNGEN_IM_EXPOSE).map((f) => ({
        name: f.name,
        stelle: f.foerderstelle,
        hinweise: [
          f.treffer?.groesse ? text(lang, 'fundingMatchSize') : null,
          f.treffer?.vorhaben.length
            ? text(lang, 'fundingMatchProject', {
                vorhaben: f.treffer.vorhaben.map((code) => foerderLabel('vorhaben', code, lang)).join(', '),
              })
            : null,
          f.regional ? text(lang, 'fundingRegional') : null,
        ].filter((h): h is string => h !== null),
      })),
    };
  };
  return Object.fromEntries(
    objekte.map((o) => {
      const bezirk = o.row.bezirk ?? null;
      const known = byBezirk.get(bezirk) ?? block(bezirk);
      byBezirk.set(bezirk, known);
      return [o.row.id, known];
    }),
  );
}

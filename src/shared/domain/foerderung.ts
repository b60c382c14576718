/**
 * Code lists and the filter rule of the funding guide (Förderkompass, spec 3 'Funding filters').
 * The codes are stored in fm_matrix.unternehmensgroessen / vorhaben / foerderarten / schwerpunkte;
 * the labels are what the filter UI shows in German and English.
 */
import { z } from 'zod';
import { BEZIRKE } from './objekt';
import { encodeQuery, numberParam, queryFields, stringParam, withDefault } from './query';
import type { Lang } from './routes';

/** One selectable code of a funding filter with its labels. */
export interface FoerderCode {
  readonly code: string;
  readonly de: string;
  readonly en: string;
}

/** Company type / size (spec: 'company type'). */
export const unternehmensgroessen = [
  { code: 'gruendung', de: 'Gründung / Start-up', en: 'Start-up / new business' },
  { code: 'epu', de: 'Ein-Personen-Unternehmen', en: 'One-person business' },
  { code: 'klein', de: 'Kleinunternehmen (bis 49 Beschäftigte)', en: 'Small business (up to 49 employees)' },
  { code: 'mittel', de: 'Mittleres Unternehmen (50–249 Beschäftigte)', en: 'Medium-sized business (50–249 employees)' },
  { code: 'gross', de: 'Großunternehmen (ab 250 Beschäftigten)', en: 'Large enterprise (250 employees or more)' },
  { code: 'forschung', de: 'Forschungseinrichtung / Hochschule', en: 'Research institution / university' },
  { code: 'gemeinde', de: 'Gemeinde, Region oder Verein', en: 'Municipality, region or association' },
] as const satisfies readonly FoerderCode[];

/** Project type (spec: 'project type'). */
export const vorhaben = [
  { code: 'investition', de: 'Investition & Modernisierung', en: 'Investment & modernisation' },
  { code: 'forschung', de: 'Forschung & Entwicklung', en: 'Research & development' },
  { code: 'digitalisierung', de: 'Digitalisierung', en: 'Digitalisation' },
  { code: 'umwelt', de: 'Umwelt, Energie & Klimaschutz', en: 'Environment, energy & climate' },
  { code: 'internationalisierung', de: 'Internationalisierung & Export', en: 'Internationalisation & export' },
  { code: 'beratung', de: 'Beratung & Coaching', en: 'Consulting & coaching' },
  { code: 'qualifizierung', de: 'Qualifizierung & Weiterbildung', en: 'Training & qualification' },
  { code: 'gruendung', de: 'Gründung & Übernahme', en: 'Start-up & business transfer' },
  { code: 'standort', de: 'Standort & Betriebsansiedlung', en: 'Location & business settlement' },
  { code: 'tourismus', de: 'Tourismus & Freizeitwirtschaft', en: 'Tourism & leisure' },
  { code: 'kooperation', de: 'Kooperation & Netzwerke', en: 'Cooperation & networks' },
  { code: 'beschaeftigung', de: 'Beschäftigung & Personal', en: 'Employment & staff' },
] as const satisfies readonly FoerderCode[];

/** Funding type (spec: 'funding type'). */
export const foerderarten = [
  { code: 'zuschuss', de: 'Zuschuss', en: 'Grant' },
  { code: 'kredit', de: 'Kredit / Darlehen', en: 'Loan' },
  { code: 'haftung', de: 'Haftung / Garantie', en: 'Guarantee' },
  { code: 'beteiligung', de: 'Beteiligung / Eigenkapital', en: 'Equity' },
  { code: 'beratung', de: 'Beratung & Coaching', en: 'Advice & coaching' },
  { code: 'steuer', de: 'Steuerliche Förderung', en: 'Tax incentive' },
  { code: 'infrastruktur', de: 'Infrastruktur & Flächen', en: 'Infrastructure & sites' },
] as const satisfies readonly FoerderCode[];

/** Thematic focus of a programme. */
export const schwerpunkte = [
  { code: 'innovation', de: 'Innovation & Technologie', en: 'Innovation & technology' },
  { code: 'digitalisierung', de: 'Digitale Transformation', en: 'Digital transformation' },
  { code: 'klimaschutz', de: 'Klimaschutz & Energiewende', en: 'Climate protection & energy transition' },
  { code: 'kreislaufwirtschaft', de: 'Kreislaufwirtschaft & Ressourcen', en: 'Circular economy & resources' },
  { code: 'gruendung', de: 'Gründung & Nachfolge', en: 'Start-ups & succession' },
  { code: 'wachstum', de: 'Wachstum & Investitionen', en: 'Growth & investment' },
  { code: 'export', de: 'Export & internationale Märkte', en: 'Export & international markets' },
  { code: 'fachkraefte', de: 'Fachkräfte & Arbeitsmarkt', en: 'Skilled workers & labour market' },
  { code: 'regionalentwicklung', de: 'Regionalentwicklung & Standort', en: 'Regional development & location' },
  { code: 'tourismus', de: 'Tourismus', en: 'Tourism' },
  { code: 'nahversorgung', de: 'Nahversorgung & Ortskerne', en: 'Local supply & town centres' },
  { code: 'kooperation', de: 'Kooperation & Cluster', en: 'Cooperation & clusters' },
  { code: 'finanzierung', de: 'Finanzierung & Eigenkapital', en: 'Financing & equity' },
] as const satisfies readonly FoerderCode[];

/** The four code dimensions of a funding entry, by their fm_matrix column names. */
export const foerderDimensionen = {
  unternehmensgroessen,
  vorhaben,
  foerderarten,
  schwerpunkte,
} as const;

export type FoerderDimension = keyof typeof foerderDimensionen;

/** True when `code` is one of the codes of `dimension`. */
export function isFoerderCode(dimension: FoerderDimension, code: string): boolean {
  return (foerderDimensionen[dimension] as readonly FoerderCode[]).some((c) => c.code === code);
}

/** The label of a code in the given language; an unknown code is shown as it is. */
export function foerderLabel(dimension: FoerderDimension, code: string, lang: Lang): string {
  const found = (foerderDimensionen[dimension] as readonly FoerderCode[]).find((c) => c.code === code);
  return found ? found[lang] : code;
}

/** The attributes of a funding entry the filter looks at (a full fm_matrix row fits). */
export interface FoerderFilterEntry {
  unternehmensgroessen: readonly string[];
  vorhaben: readonly string[];
  foerderarten: readonly string[];
  schwerpunkte: readonly string[];
  /** District ids where it applies; empty = all of Lower Austria. */
  bezirke: readonly string[];
  investitionenvon: number | null;
  investitionenbis: number | null;
  zielgruppe_de: string;
  zielgruppe_en: string;
}

/** What the visitor selected in the funding guide. Empty lists, nulls and '' restrict nothing. */
export interface FoerderFilter {
  unternehmensgroessen: readonly string[];
  vorhaben: readonly string[];
  foerderarten: readonly string[];
  schwerpunkte: readonly string[];
  /** Project size from (EUR); null = open. */
  projektgroesseVon: number | null;
  /** Project size to (EUR); null = open. */
  projektgroesseBis: number | null;
  /** Free text matched against the target group (German and English). */
  zielgruppe: string;
  /** A district id: only programmes that apply there ('for this site'); null = anywhere. */
  bezirk: string | null;
}

/** A filter that lets every entry through. */
export const leererFoerderFilter: FoerderFilter = {
  unternehmensgroessen: [],
  vorhaben: [],
  foerderarten: [],
  schwerpunkte: [],
  projektgroesseVon: null,
  projektgroesseBis: null,
  zielgruppe: '',
  bezirk: null,
};

/**
 * The codes of a dimension in a comma-separated value: unknown codes (an outdated or hand-edited link) and
 * duplicates are dropped, the others kept in the code list's order.
 */
function codesParam(dimension: FoerderDimension) {
  const codes = (foerderDimensionen[dimension] as readonly FoerderCode[]).map((c) => c.code);
  return z
    .preprocess(
      (raw) => {
        if (typeof raw !== 'string') return raw;
        const wanted = new Set(raw.split(',').map((s) => s.trim()));
        return codes.filter((code) => wanted.has(code));
      },
      z.array(z.enum(codes as [string, ...string[]])),
    )
    .meta({ description: 'comma-separated codes' });
}

/** A project size: a whole, non-negative amount in EUR (a fraction is rounded). */
const amountParam = () => withDefault(numberParam({ min: 0 }).transform(Math.round), null);

/**
 * The funding guide's filter as URL query parameters (spec 3 'Client filter state': the filtered list can
 * be shared, and the back button returns to it). The page reads and writes its address with the codec
 * (FOERDER_QUERY): an invalid value restricts nothing, so an outdated link still opens. The list is
 * filtered in the browser (GET /api/fm_matrix is loaded once, spec 7), so no route takes this query.
 */
export const foerderQuerySchema = z.object({
  groesse: withDefault(codesParam('unternehmensgroessen'), [] as readonly string[]),
  vorhaben: withDefault(codesParam('vorhaben'), [] as readonly string[]),
  art: withDefault(codesParam('foerderarten'), [] as readonly string[]),
  schwerpunkt: withDefault(codesParam('schwerpunkte'), [] as readonly string[]),
  von: amountParam(),
  bis: amountParam(),
  /** Free text, kept as typed (the field writes it while the visitor types); only spaces restrict nothing. */
  zielgruppe: withDefault(
    z.string().transform((text) => (text.trim() ? text.slice(0, 200) : '')),
    '',
  ),
  /** A district id (the funding guide opened 'for this site'); an unknown one restricts nothing. */
  bezirk: withDefault(stringParam(BEZIRKE.map((b) => b.id)), null as string | null),
});

/** The URL codec of the funding guide's filter. */
export const FOERDER_QUERY = queryFields(foerderQuerySchema);

type FoerderQuery = z.output<typeof foerderQuerySchema>;

/** The query parameter of each part of the filter. */
const FOERDER_PARAMS = {
  unternehmensgroessen: 'groesse',
  vorhaben: 'vorhaben',
  foerderarten: 'art',
  schwerpunkte: 'schwerpunkt',
  projektgroesseVon: 'von',
  projektgroesseBis: 'bis',
  zielgruppe: 'zielgruppe',
  bezirk: 'bezirk',
} as const satisfies Record<keyof FoerderFilter, keyof FoerderQuery>;

const FILTER_KEYS = Object.keys(FOERDER_PARAMS) as (keyof FoerderFilter)[];

/** The filter of the query's values (decodeQuery with FOERDER_QUERY). */
export const foerderFilterOf = (query: FoerderQuery): FoerderFilter =>
  Object.fromEntries(FILTER_KEYS.map((key) => [key, query[FOERDER_PARAMS[key]]])) as unknown as FoerderFilter;

/** The query's values of a filter (for encodeQuery with FOERDER_QUERY); a text of only spaces is none. */
export const foerderQueryOf = (filter: FoerderFilter): FoerderQuery =>
  Object.fromEntries(
    FILTER_KEYS.map((key) => [
      FOERDER_PARAMS[key],
      key === 'zielgruppe' && !filter.zielgruppe.trim() ? '' : filter[key],
    ]),
  ) as unknown as FoerderQuery;

/** Lowercases and folds umlauts and accents so 'Gründer', 'gruender' and 'GRÜNDER' compare equal. */
export function normalizeFoerderText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

function intersects(selected: readonly string[], entry: readonly string[]): boolean {
  return selected.length === 0 || selected.some((code) => entry.includes(code));
}

function overlapsProjektgroesse(entry: FoerderFilterEntry, filter: FoerderFilter): boolean {
  const { projektgroesseVon: von, projektgroesseBis: bis } = filter;
  const entryVon = entry.investitionenvon;
  const entryBis = entry.investitionenbis;
  if (von !== null && entryBis !== null && entryBis < von) return false;
  if (bis !== null && entryVon !== null && entryVon > bis) return false;
  return true;
}

/** True when a programme applies in the district `bezirk`: it names no districts (all of Lower Austria) or that one. */
export function giltImBezirk(entry: Pick<FoerderFilterEntry, 'bezirke'>, bezirk: string | null): boolean {
  return bezirk === null || giltAmStandort(entry, bezirk);
}

/**
 * True when a programme applies at a site in district `bezirk`: it is for all of Lower Austria, or names the
 * district. A site without a district gets only the programmes for all of Lower Austria (unlike the funding
 * guide's filter, where no district means no filter).
 */
export function giltAmStandort(entry: Pick<FoerderFilterEntry, 'bezirke'>, bezirk: string | null): boolean {
  return entry.bezirke.length === 0 || (bezirk !== null && entry.bezirke.includes(bezirk));
}

function matchesZielgruppe(entry: FoerderFilterEntry, text: string): boolean {
  const words = normalizeFoerderText(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeFoerderText(`${entry.zielgruppe_de} ${entry.zielgruppe_en}`);
  return words.every((word) => haystack.includes(word));
}

/**
 * True when a funding entry passes the visitor's filter:
 * - each code dimension: the selection must share at least one code with the entry's list
 *   (several codes in one dimension are alternatives; an empty selection does not restrict);
 * - project size: the range [projektgroesseVon, projektgroesseBis] must overlap
 *   [investitionenvon, investitionenbis], where null is open on that side;
 * - target group: every word of the text must occur in the German or English target group
 *   (case, umlauts and accents ignored);
 * - district: the programme applies there (giltImBezirk).
 */
export function matchesFoerderFilter(entry: FoerderFilterEntry, filter: FoerderFilter): boolean {
  return (
    intersects(filter.unternehmensgroessen, entry.unternehmensgroessen) &&
    intersects(filter.vorhaben, entry.vorhaben) &&
    intersects(filter.foerderarten, entry.foerderarten) &&
    intersects(filter.schwerpunkte, entry.schwerpunkte) &&
    overlapsProjektgroesse(entry, filter) &&
    matchesZielgruppe(entry, filter.zielgruppe) &&
    giltImBezirk(entry, filter.bezirk)
  );
}

/** A company's profile as the ranking reads it (users.unternehmensgroesse / users.vorhaben). */
export interface FoerderProfil {
  unternehmensgroesse: string | null;
  vorhaben: readonly string[];
}

/** Why a programme fits a profile: the size is one it names, and the project types it shares with it. */
export interface FoerderTreffer {
  groesse: boolean;
  vorhaben: string[];
}

/** True when a profile says anything to rank by. */
export const hatFoerderProfil = (profil: FoerderProfil | null | undefined): profil is FoerderProfil =>
  !!profil && (profil.unternehmensgroesse !== null || profil.vorhaben.length > 0);

/** A ranked programme: its match with the profile, null without one. */
export interface GerankteFoerderung<T> {
  entry: T;
  treffer: FoerderTreffer | null;
}

/**
 * The programmes in the order a company should read them (the site's funding block and the exposé):
 * with a profile, those matching size and project types first (both, then one of them; more shared project
 * types first), then by sortierung and id as in the funding guide. Without a profile (null, or one with
 * nothing set) the funding guide's order, without match reasons.
 */
export function rankFoerderungen<
  T extends Pick<FoerderFilterEntry, 'unternehmensgroessen' | 'vorhaben'> & {
    id: number;
    sortierung: number;
  },
>(entries: readonly T[], profil: FoerderProfil | null): GerankteFoerderung<T>[] {
  const mitProfil = hatFoerderProfil(profil);
  const ranked = entries.map((entry) => ({
    entry,
    treffer: mitProfil
      ? {
          groesse:
            profil.unternehmensgroesse !== null && entry.unternehmensgroessen.includes(profil.unternehmensgroesse),
          vorhaben: entry.vorhaben.filter((code) => profil.vorhaben.includes(code)),
        }
      : null,
  }));
  const stufe = (t: FoerderTreffer | null) => (t ? Number(t.groesse) + Number(t.vorhaben.length > 0) : 0);
  return ranked.sort(
    (a, b) =>
      stufe(b.treffer) - stufe(a.treffer) ||
      (b.treffer?.vorhaben.length ?? 0) - (a.treffer?.vorhaben.length ?? 0) ||
      a.entry.sortierung - b.entry.sortierung ||
      a.entry.id - b.entry.id,
  );
}

/**
 * The funding guide's query for a site (without '?'): its district and, with a profile, the company's size
 * and project types preset, so the guide opens 'for this site' with filters the visitor can take off.
 */
export function foerderQueryFuerStandort(bezirk: string | null, profil: FoerderProfil | null): string {
  return encodeQuery(FOERDER_QUERY, {
    bezirk,
    groesse: profil?.unternehmensgroesse ? [profil.unternehmensgroesse] : [],
    vorhaben: profil?.vorhaben ?? [],
  });
}

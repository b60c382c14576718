import { catalogues } from '../i18n';
import type { FeldAenderung } from '../schemas/aenderung';
import type { AuditDetails } from '../schemas/statistik';
import { feldLabelKey } from './aenderung';
import { formatNumber } from './format';
import { isStatus, STATUS_LABELS } from './objekt';
import type { Lang } from './routes';

/**
 * How a log entry reads, the same on the admin statistics screen and in its CSV export: the action's name
 * and the lines of an audit entry's details (fields old → new, status, reason, files, owner), in German or
 * English from the shared catalogues.
 */

type Value = FeldAenderung['alt'];
type Texts = Record<string, string>;

const statistik = (lang: Lang) => catalogues[lang].admin.statistik;

/** Fills {{name}} placeholders as i18next does. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** The name of a logged action in the language; an action without a label shows its code. */
export function actionName(action: string, lang: Lang): string {
  return (statistik(lang).actions as Texts)[action] ?? action;
}

/** Where the editor of an action's record keeps its field labels (by the action's prefix); properties otherwise. */
const FIELD_LABELS: readonly [string, (lang: Lang) => Texts][] = [
  ['karte', (lang) => catalogues[lang].admin.karten.fields],
  ['slug', (lang) => catalogues[lang].admin.urlmanagement.fields],
  ['glossar', (lang) => catalogues[lang].admin.glossar.fields],
  ['fmMatrix', (lang) => catalogues[lang].admin.foerdermatrix.fields],
];

/** The label of a changed field in the language, as its editor names it (a property's by default). */
export function feldName(feld: string, lang: Lang, action = ''): string {
  const labels = FIELD_LABELS.find(([prefix]) => action.startsWith(prefix))?.[1](lang);
  return labels?.[feld] ?? (catalogues[lang].objekt.field as Texts)[feldLabelKey(feld)] ?? feld;
}

/** A value as plain text: numbers in the language's format, yes/no, rich text without tags, lists joined. */
export function plainWert(value: Value, lang: Lang): string {
  const words = statistik(lang).audit;
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return words.empty;
  if (Array.isArray(value)) return value.map((v) => plainWert(v, lang)).join(', ');
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return formatNumber(value, lang);
  if (typeof value === 'string') return value.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, '');
  return JSON.stringify(value);
}

const statusName = (code: number | null, lang: Lang) =>
  code === null ? statistik(lang).audit.empty : isStatus(code) ? STATUS_LABELS[code][lang] : String(code);

/** One line per changed field: its label, the old and the new value. */
export function feldLines(
  felder: readonly FeldAenderung[],
  lang: Lang,
  action: string,
  wert: (feld: string, value: Value) => string = (_, v) => plainWert(v, lang),
): { feld: string; label: string; alt: string; neu: string }[] {
  return felder.map((f) => ({
    feld: f.feld,
    label: feldName(f.feld, lang, action),
    alt: wert(f.feld, f.alt),
    neu: wert(f.feld, f.neu),
  }));
}

/**
 * The lines of an audit entry's details besides the field changes: status before → after, the reason,
 * the files, the owner handed on, the copy's original, and whether the change waits for release.
 */
export function detailLines(details: AuditDetails, lang: Lang): string[] {
  const t = statistik(lang).audit;
  const lines: string[] = [];
  if (details.status && details.status.von !== details.status.nach) {
    lines.push(
      fill(t.status, { von: statusName(details.status.von, lang), nach: statusName(details.status.nach, lang) }),
    );
  }
  if (details.grund) lines.push(fill(t.grund, { grund: details.grund }));
  if (details.dateien?.length) lines.push(fill(t.dateien, { dateien: details.dateien.join(', ') }));
  if (details.owner) {
    const { von, nach, email } = details.owner;
    const user = (id: number | null) => (id === null ? t.ownerNone : fill(t.userRef, { id: String(id) }));
    lines.push(fill(t.owner, { von: user(von), nach: email ?? user(nach) }));
  }
  if (details.quelle) lines.push(fill(t.quelle, { nummer: details.quelle }));
  if (details.ausstehend) lines.push(t.ausstehend);
  return lines;
}

/** The whole details as one text (the CSV column): field changes first, then the other lines. */
export function detailsText(details: AuditDetails | null, lang: Lang, action: string): string {
  if (!details) return '';
  const felder = feldLines(details.felder ?? [], lang, action).map((f) => `${f.label}: ${f.alt} → ${f.neu}`);
  return [...felder, ...detailLines(details, lang)].join('\n');
}

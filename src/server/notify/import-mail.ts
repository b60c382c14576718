import { type ImportBericht, type ImportRefusalReason, refusalDetail } from '../../shared/domain/openimmo';
import type { Lang } from '../../shared/domain/routes';
import de from '../../shared/i18n/de.json';
import en from '../../shared/i18n/en.json';
import type { Mail } from '../plugins/mail';
import { composeMail, type MailAction } from './compose';

/** The refusal reasons as the upload page shows them (import.refused.<code> of the catalogues). */
const REASONS: Record<Lang, Record<ImportRefusalReason, string>> = { de: de.import.refused, en: en.import.refused };
const ERRORS: Record<Lang, Record<string, unknown>> = { de: de.error, en: en.error };

/** A refusal's hint, its validation message translated (`polygon: error.polygonRequired` → the sentence). */
function detailText(lang: Lang, detail: string): string {
  const split = refusalDetail(detail);
  const message = split && ERRORS[lang][split.messageKey.slice('error.'.length)];
  return split && typeof message === 'string' ? `${split.field}: ${message}` : detail;
}

/** At most this many refused objects are listed one by one; the rest is counted. */
const LISTED = 50;

/**
 * The broker's report of one feed (issue #26 part B): the counts, each refused object with its reason, and
 * where the listings are. Enqueued in the transaction that stores the report.
 */
export function importBerichtMail(
  lang: Lang,
  to: string,
  dateiname: string,
  bericht: ImportBericht,
  action: MailAction,
): Mail {
  const en = lang === 'en';
  const counts = en
    ? `New: ${bericht.created}\nChanged: ${bericht.changed}\nUnchanged: ${bericht.unchanged}\nDeactivated: ${bericht.deactivated}\nRefused: ${bericht.refused.length}`
    : `Neu: ${bericht.created}\nGeändert: ${bericht.changed}\nUnverändert: ${bericht.unchanged}\nDeaktiviert: ${bericht.deactivated}\nAbgelehnt: ${bericht.refused.length}`;
  const refused = bericht.refused
    .slice(0, LISTED)
    .map((r) => `${r.obid || '–'}: ${REASONS[lang][r.reason]}${r.detail ? ` (${detailText(lang, r.detail)})` : ''}`);
  const more = bericht.refused.length - refused.length;
  if (more > 0) refused.push(en ? `… and ${more} more` : `… und ${more} weitere`);
  const paragraphs = [
    en
      ? `Your OpenImmo import “${dateiname}” is done. New and changed listings wait for the agency's review.`
      : `Ihr OpenImmo-Import „${dateiname}“ ist abgeschlossen. Neue und geänderte Immobilien warten auf die Prüfung durch die Agentur.`,
    counts,
    ...(refused.length ? [`${en ? 'Not imported:' : 'Nicht übernommen:'}\n${refused.join('\n')}`] : []),
    ...(bericht.incomplete.length
      ? [
          `${en ? 'Kept in progress — please complete and submit in the editor:' : 'In Bearbeitung belassen – bitte im Objekteditor ergänzen und einreichen:'}\n${bericht.incomplete
            .slice(0, LISTED)
            .map((o) => `${o.obid}: ${detailText(lang, o.detail)}`)
            .join('\n')}`,
        ]
      : []),
  ];
  const subject = en ? `OpenImmo import: ${dateiname}` : `OpenImmo-Import: ${dateiname}`;
  return composeMail(lang, to, subject, paragraphs, action);
}

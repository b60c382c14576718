import { formatDate } from '../../shared/domain/format';
import type { Lang } from '../../shared/domain/routes';
import type { Mail } from '../plugins/mail';
import { composeMail } from './compose';

/** What a mail about one property needs to name it and link to it. */
export interface ObjektRef {
  name: string;
  objektnummer: string | null;
  /** Absolute link to where the owner acts (the editor), and to the public detail page. */
  editorUrl: string;
  detailUrl: string;
}

const label = (o: ObjektRef) => (o.objektnummer ? `${o.name} (${o.objektnummer})` : o.name);

/** Owner: the agency received the submission. */
export function submittedMail(lang: Lang, to: string, o: ObjektRef): Mail {
  return lang === 'en'
    ? composeMail(
        lang,
        to,
        `Received for review: ${label(o)}`,
        [
          `Thank you: your property “${label(o)}” has been submitted to the agency for review.`,
          'We will let you know by mail as soon as it is released or if something is missing. While it is under review it cannot be edited.',
        ],
        { label: 'Open your property', url: o.editorUrl },
      )
    : composeMail(
        lang,
        to,
        `Zur Prüfung eingegangen: ${label(o)}`,
        [
          `Danke: Ihre Immobilie „${label(o)}“ ist bei der Agentur zur Prüfung eingegangen.`,
          'Wir informieren Sie per Mail, sobald sie freigegeben ist oder etwas fehlt. Während der Prüfung kann sie nicht bearbeitet werden.',
        ],
        { label: 'Ihre Immobilie öffnen', url: o.editorUrl },
      );
}

/** Owner: the listing is released, visible to everyone or to logged-in users only. */
export function releasedMail(lang: Lang, to: string, o: ObjektRef, publicVisible: boolean): Mail {
  if (lang === 'en') {
    const who = publicVisible
      ? 'It is now visible to every visitor of the portal.'
      : 'It is now visible to logged-in users of the portal.';
    return composeMail(
      lang,
      to,
      `Released: ${label(o)}`,
      [`The agency has released your property “${label(o)}”.`, who],
      { label: 'View the listing', url: o.detailUrl },
      [`To change it, open it in the editor: ${o.editorUrl}`],
    );
  }
  const who = publicVisible
    ? 'Sie ist jetzt für alle Besucherinnen und Besucher des Portals sichtbar (ohne Login).'
    : 'Sie ist jetzt für angemeldete Benutzerinnen und Benutzer des Portals sichtbar (mit Login).';
  return composeMail(
    lang,
    to,
    `Freigegeben: ${label(o)}`,
    [`Die Agentur hat Ihre Immobilie „${label(o)}“ freigegeben.`, who],
    { label: 'Inserat ansehen', url: o.detailUrl },
    [`Zum Ändern öffnen Sie sie im Editor: ${o.editorUrl}`],
  );
}

/** Owner: the agency sent the submission back, with its reason. */
export function rejectedMail(lang: Lang, to: string, o: ObjektRef, grund: string | null): Mail {
  return lang === 'en'
    ? composeMail(
        lang,
        to,
        `Not released: ${label(o)}`,
        [
          `The agency has not released your property “${label(o)}” and sent it back to you.`,
          `Reason: ${grund ?? '—'}`,
          'Please change it accordingly and submit it again.',
        ],
        { label: 'Edit your property', url: o.editorUrl },
      )
    : composeMail(
        lang,
        to,
        `Nicht freigegeben: ${label(o)}`,
        [
          `Die Agentur hat Ihre Immobilie „${label(o)}“ nicht freigegeben und an Sie zurückgegeben.`,
          `Begründung: ${grund ?? '—'}`,
          'Bitte passen Sie sie an und reichen Sie sie erneut ein.',
        ],
        { label: 'Immobilie bearbeiten', url: o.editorUrl },
      );
}

/** Owner: the agency released the pending change of a published listing; it is now online. */
export function aenderungReleasedMail(lang: Lang, to: string, o: ObjektRef): Mail {
  return lang === 'en'
    ? composeMail(
        lang,
        to,
        `Change released: ${label(o)}`,
        [
          `The agency has reviewed and released your change of “${label(o)}”.`,
          'The listing now shows the changed version on the portal.',
        ],
        { label: 'View the listing', url: o.detailUrl },
        [`To change it again, open it in the editor: ${o.editorUrl}`],
      )
    : composeMail(
        lang,
        to,
        `Änderung freigegeben: ${label(o)}`,
        [
          `Die Agentur hat Ihre Änderung an „${label(o)}“ geprüft und freigegeben.`,
          'Das Inserat zeigt im Portal jetzt die geänderte Fassung.',
        ],
        { label: 'Inserat ansehen', url: o.detailUrl },
        [`Für weitere Änderungen öffnen Sie es im Editor: ${o.editorUrl}`],
      );
}

/**
 * Owner: the agency rejected the pending change, with its reason; the published version stays online and
 * the owner reworks (and thereby resubmits) or withdraws the change in the editor.
 */
export function aenderungRejectedMail(lang: Lang, to: string, o: ObjektRef, grund: string): Mail {
  return lang === 'en'
    ? composeMail(
        lang,
        to,
        `Change not released: ${label(o)}`,
        [
          `The agency has not released your change of “${label(o)}”. The version published so far stays online.`,
          `Reason: ${grund}`,
          'Rework the change and save it to submit it again, or withdraw it.',
        ],
        { label: 'Edit your change', url: o.editorUrl },
      )
    : composeMail(
        lang,
        to,
        `Änderung nicht freigegeben: ${label(o)}`,
        [
          `Die Agentur hat Ihre Änderung an „${label(o)}“ nicht freigegeben. Die bisher veröffentlichte Fassung bleibt online.`,
          `Begründung: ${grund}`,
          'Überarbeiten Sie die Änderung und speichern Sie sie, um sie erneut einzureichen, oder ziehen Sie sie zurück.',
        ],
        { label: 'Änderung bearbeiten', url: o.editorUrl },
      );
}

/** Owner: the agency took the listing off the portal, with its reason. */
export function deactivatedMail(lang: Lang, to: string, o: ObjektRef, grund: string | null): Mail {
  return lang === 'en'
    ? composeMail(
        lang,
        to,
        `Deactivated by the agency: ${label(o)}`,
        [
          `The agency has deactivated your property “${label(o)}”; it is no longer shown on the portal.`,
          `Reason: ${grund ?? '—'}`,
        ],
        { label: 'Open your property', url: o.editorUrl },
      )
    : composeMail(
        lang,
        to,
        `Von der Agentur deaktiviert: ${label(o)}`,
        [
          `Die Agentur hat Ihre Immobilie „${label(o)}“ deaktiviert; sie wird im Portal nicht mehr angezeigt.`,
          `Begründung: ${grund ?? '—'}`,
        ],
        { label: 'Ihre Immobilie öffnen', url: o.editorUrl },
      );
}

/**
 * Owner: the listing expires in `days` days (30, 7), or has expired (0): saving it once in the editor
 * renews it for another year.
 */
export function expiryMail(lang: Lang, to: string, o: ObjektRef, days: number, ablaufdatum: string): Mail {
  const date = formatDate(ablaufdatum, lang, { dateStyle: 'long' });
  if (lang === 'en') {
    const subject = days > 0 ? `Expires in ${days} days: ${label(o)}` : `Expired: ${label(o)}`;
    const first =
      days > 0
        ? `Your listing “${label(o)}” expires on ${date}; then it is no longer shown on the portal.`
        : `Your listing “${label(o)}” expired on ${date} and is no longer shown on the portal.`;
    return composeMail(
      lang,
      to,
      subject,
      [first, 'Renew it by saving it once in the editor: it then runs for another year.'],
      {
        label: 'Renew by saving once',
        url: o.editorUrl,
      },
    );
  }
  const subject = days > 0 ? `Läuft in ${days} Tagen ab: ${label(o)}` : `Abgelaufen: ${label(o)}`;
  const first =
    days > 0
      ? `Ihr Inserat „${label(o)}“ läuft am ${date} ab; danach wird es im Portal nicht mehr angezeigt.`
      : `Ihr Inserat „${label(o)}“ ist am ${date} abgelaufen und wird im Portal nicht mehr angezeigt.`;
  return composeMail(
    lang,
    to,
    subject,
    [first, 'Verlängern Sie es, indem Sie es einmal im Editor speichern: dann läuft es ein weiteres Jahr.'],
    { label: 'Mit einmal Speichern verlängern', url: o.editorUrl },
  );
}

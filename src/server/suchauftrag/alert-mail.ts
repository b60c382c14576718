import { formatArea, formatPrice } from '../../shared/domain/format';
import { OBJEKTARTEN } from '../../shared/domain/objekt';
import { type Lang, routePath } from '../../shared/domain/routes';
import { objektDisplayName } from '../../shared/domain/search';
import { suchauftragPfad } from '../../shared/domain/suchauftrag';
import { SUCHAUFTRAEGE_ANKER } from '../../shared/domain/suche-speichern';
import { PDF_TYPE } from '../../shared/domain/upload';
import type { Objekt } from '../../shared/schemas/objekt';
import { composeListMail, type MailItem } from '../notify/compose';
import type { Mail } from '../plugins/mail';
import type { SuchauftragRow } from './queries';
import type { Programm } from './treffer';

/** Where an alert's links point: the portal's address and the search's unsubscribe link. */
export interface AlertLinks {
  publicUrl: string;
  /** The one-click unsubscribe address of this search (signed, no login). */
  abmeldenUrl: string;
}

const TEXTE = {
  de: {
    subject: (name: string, n: number) => `${n === 1 ? 'Neu' : `${n} neue Treffer`} zu Ihrer Suche „${name}“`,
    intro: (name: string) => `Zu Ihrer gespeicherten Suche „${name}“ gibt es Neues:`,
    preis: 'Preis',
    miete: 'Miete',
    aufAnfrage: 'auf Anfrage',
    suche: 'Suche öffnen',
    verwalten: 'Suchaufträge verwalten',
    abmelden: 'Keine Mails mehr zu dieser Suche',
  },
  en: {
    subject: (name: string, n: number) => `${n === 1 ? 'New' : `${n} new matches`} for your search “${name}”`,
    intro: (name: string) => `There is something new for your saved search “${name}”:`,
    preis: 'Price',
    miete: 'Rent',
    aufAnfrage: 'upon request',
    suche: 'Open the search',
    verwalten: 'Manage your saved searches',
    abmelden: 'No more mails for this search',
  },
} as const;

/** The first picture's small derivative (240 px), as an absolute address; none without a picture. */
function thumbnail(o: Objekt, publicUrl: string): string | undefined {
  const first = o.bilder.find((b) => b.mimetype !== PDF_TYPE && !b.s3filename.startsWith('/img/'));
  return first ? `${publicUrl}/bilder/240/${encodeURIComponent(first.s3filename)}` : undefined;
}

/** A property's key facts: place, type, area, price (buy and rent, or 'upon request'). */
function objektItem(o: Objekt, lang: Lang, publicUrl: string): MailItem {
  const t = TEXTE[lang];
  const art = OBJEKTARTEN.find((a) => a.id === o.objektart)?.name[lang];
  const preise = [
    o.istkaufobjekt ? `${t.preis}: ${formatPrice(o.kaufpreis, lang) ?? t.aufAnfrage}` : null,
    o.istmietobjekt ? `${t.miete}: ${formatPrice(o.mietpreis, lang) ?? t.aufAnfrage}` : null,
  ].filter((line): line is string => line !== null);
  return {
    title: objektDisplayName(o, lang),
    url: `${publicUrl}${routePath('detailansicht', lang, { objektId: o.id })}`,
    image: thumbnail(o, publicUrl),
    lines: [
      `${o.plz} ${o.ort}`.trim(),
      [art, o.flaecheinqm === null ? null : formatArea(o.flaecheinqm, lang)].filter(Boolean).join(', '),
      ...(preise.length > 0 ? preise : [`${t.preis}: ${t.aufAnfrage}`]),
    ].filter(Boolean),
  };
}

/** A programme: its funding body and short description. */
function programmItem(p: Programm, row: SuchauftragRow, publicUrl: string): MailItem {
  const { lang } = row;
  const seite = routePath('foerderkompass', lang, { foerderId: p.id });
  return {
    title: lang === 'en' ? p.name_en : p.name_de,
    url: `${publicUrl}${seite}${row.query ? `?${row.query}` : ''}`,
    lines: [p.foerderstelle, lang === 'en' ? p.kurzbeschreibung_en : p.kurzbeschreibung_de].filter(Boolean),
  };
}

/**
 * The alert of one saved search, in the search's language: the new matches (properties with thumbnail and
 * key facts, or programmes), links to the search, to the account page where searches are managed, and
 * the one-click unsubscribe (also as List-Unsubscribe with List-Unsubscribe-Post, RFC 8058).
 */
export function alertMail(
  row: SuchauftragRow,
  to: string,
  neu: { objekte: Objekt[]; programme: Programm[] },
  links: AlertLinks,
): Mail {
  const { lang } = row;
  const t = TEXTE[lang];
  const items = [
    ...neu.objekte.map((o) => objektItem(o, lang, links.publicUrl)),
    ...neu.programme.map((p) => programmItem(p, row, links.publicUrl)),
  ];
  const mail = composeListMail(lang, to, t.subject(row.name, items.length), [t.intro(row.name)], items, [
    { label: t.suche, url: `${links.publicUrl}${suchauftragPfad(row)}` },
    { label: t.verwalten, url: `${links.publicUrl}${routePath('account', lang)}#${SUCHAUFTRAEGE_ANKER}` },
    { label: t.abmelden, url: links.abmeldenUrl },
  ]);
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${links.abmeldenUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

import { escapeHtml } from '../../shared/domain/richtext';
import type { Link, OgcFeature } from './presenter';
import type { Queryable } from './queryables';

/**
 * The HTML encoding of the OGC API (OGC API – Features 1, 7.7 and the html conformance class): plain
 * server-rendered pages with the same content and links as the JSON, every text escaped, no script.
 */

const LANG = 'de';

/** A whole page: its title as heading, then `body` (already escaped HTML). */
function page(title: string, body: string, links: readonly Link[] = []): string {
  const alternates = links
    .filter((l) => l.rel === 'alternate')
    .map((l) => `<p><a href="${escapeHtml(l.href)}" type="${escapeHtml(l.type)}">${escapeHtml(l.title)}</a></p>`)
    .join('');
  return `<!doctype html>
<html lang="${LANG}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;line-height:1.5}
table{border-collapse:collapse;display:block;max-width:100%;overflow-x:auto}td,th{border:1px solid #888;padding:.2rem .5rem;text-align:left;vertical-align:top}</style>
</head>
<body><main>
<nav aria-label="Pfad"><a href="/ogc?f=html">OGC API</a> · <a href="/ogc/collections?f=html">Sammlungen / Collections</a> · <a href="/de/offene-daten">Offene Daten / Open data</a></nav>
<h1>${escapeHtml(title)}</h1>
${body}
${alternates}
</main></body>
</html>
`;
}

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** A list of links (landing page, collection). */
const linkList = (links: readonly Link[]) =>
  `<ul>${links
    .filter((l) => l.rel !== 'self' && l.rel !== 'alternate')
    .map((l) => `<li>${link(l.href, l.title)} <small>(${escapeHtml(l.rel)}, ${escapeHtml(l.type)})</small></li>`)
    .join('')}</ul>`;

export function landingHtml(doc: { title: string; description: string; links: Link[] }): string {
  return page(doc.title, `${paragraph(doc.description)}${linkList(doc.links)}`, doc.links);
}

export function conformanceHtml(doc: { conformsTo: string[]; links: Link[] }): string {
  return page(
    'Konformität / Conformance',
    `<ul>${doc.conformsTo.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>`,
    doc.links,
  );
}

interface CollectionDoc {
  id: string;
  title: string;
  description: string;
  attribution: string;
  license: string;
  links: Link[];
}

const collectionBody = (c: CollectionDoc) =>
  `${paragraph(c.description)}<p>Lizenz / Licence: ${escapeHtml(c.license)} · ${escapeHtml(c.attribution)}</p>${linkList(c.links)}`;

export function collectionHtml(c: CollectionDoc): string {
  return page(c.title, collectionBody(c), c.links);
}

/** What a collection's items can be filtered by (the queryables' JSON Schema) as a table, one row each. */
export function queryablesHtml(
  collectionId: string,
  doc: { title: string; properties: Record<string, Queryable> },
): string {
  const rows = Object.entries(doc.properties)
    .map(
      ([name, p]) =>
        `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(p.title)}</td><td>${escapeHtml(p.type ?? p.format ?? '')}</td><td>${escapeHtml(p.description ?? '')}</td></tr>`,
    )
    .join('');
  const body = `${paragraph('Wonach sich die Objekte dieser Sammlung filtern lassen / What the items of this collection can be filtered by')}
<table><thead><tr><th scope="col">Name</th><th scope="col">Titel / Title</th><th scope="col">Typ / Type</th><th scope="col">Beschreibung / Description</th></tr></thead><tbody>${rows}</tbody></table>
<p>${link(`/ogc/collections/${collectionId}?f=html`, doc.title)} · ${link(`/ogc/collections/${collectionId}/queryables?f=json`, 'JSON Schema')}</p>`;
  return page(`Abfragbare Felder / Queryables – ${doc.title}`, body);
}

export function collectionsHtml(doc: { collections: CollectionDoc[]; links: Link[] }): string {
  const body = doc.collections
    .map((c) => `<section><h2>${link(`/ogc/collections/${c.id}?f=html`, c.title)}</h2>${collectionBody(c)}</section>`)
    .join('');
  return page('Sammlungen / Collections', body, doc.links);
}

/** A value of a feature's property as table text; an address (the detail page) as its link. */
function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^https?:\/\//.test(text) ? link(text, text) : escapeHtml(text);
}

/** The properties of one feature as a two-column table. */
const propertyTable = (properties: Record<string, unknown>) =>
  `<table><tbody>${Object.entries(properties)
    .map(([key, value]) => `<tr><th scope="row">${escapeHtml(key)}</th><td>${cell(value)}</td></tr>`)
    .join('')}</tbody></table>`;

/** A page of items: how many matched, the features as links, and the page links. */
export function itemsHtml(
  collection: { id: string; title: string },
  page_: { features: readonly OgcFeature[]; numberMatched: number; links: Link[] },
): string {
  const items = page_.features
    .map(
      (f) => `<li>${link(`/ogc/collections/${collection.id}/items/${encodeURIComponent(f.id)}?f=html`, f.title)}</li>`,
    )
    .join('');
  const paging = page_.links
    .filter((l) => l.rel === 'next' || l.rel === 'prev')
    .map((l) => link(l.href.replace('f=json', 'f=html'), l.title))
    .join(' · ');
  const body = `<p>${page_.numberMatched} Treffer / matches, ${page_.features.length} auf dieser Seite / on this page</p>
<ol>${items}</ol><p>${paging}</p>`;
  // The page's links are the JSON's: its `self` is this page's alternate.
  const json = page_.links.filter((l) => l.rel === 'self').map((l) => ({ ...l, rel: 'alternate' }));
  return page(collection.title, body, json);
}

export function featureHtml(collection: { id: string; title: string }, feature: OgcFeature): string {
  const body = `${propertyTable(feature.properties)}
<p>${link(`/ogc/collections/${collection.id}/items?f=html`, collection.title)}</p>`;
  return page(feature.title, body, [
    {
      href: `/ogc/collections/${collection.id}/items/${encodeURIComponent(feature.id)}?f=json`,
      rel: 'alternate',
      type: 'application/geo+json',
      title: 'GeoJSON',
    },
  ]);
}

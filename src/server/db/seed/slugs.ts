import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { kampagne, slug } from '../schema';

/**
 * URL management of the demo data (slug table). Two kinds of rows:
 * - meta entries for the main public paths: `slug` is the path without its leading '/', e.g. 'de/foerderkompass',
 *   so it never collides with a shortcut; title and description become the page's title and meta description
 *   (no text names a count: the counts the portal claims are computed, shared/domain/claims.ts);
 * - shortcuts such as '/foerderung' or '/de/RE-USE_Brachflaechenrecycling': `slug` is the single path segment
 *   a visitor types, `path` the target. Shortcuts to know-how articles are resolved by the article's routerurl.
 */

type SlugRow = typeof slug.$inferInsert;

const META: readonly SlugRow[] = [
  {
    path: '/de/home',
    title: 'Standortportal Niederösterreich – Betriebsstandorte, Förderungen und Wissen',
    description:
      'Gewerbegrundstücke, Büros und Hallen in Niederösterreich finden, passende Förderungen entdecken und Know-how zur Betriebsansiedlung nutzen – kostenlos.',
  },
  {
    path: '/en/home',
    title: 'Location portal Lower Austria – business sites, funding and know-how',
    description:
      'Find commercial plots, offices and halls in Lower Austria, discover suitable funding programmes and use know-how on business settlement – free of charge.',
  },
  {
    path: '/de/standortsuche',
    title: 'Standortsuche – Gewerbeimmobilien in Niederösterreich auf der Karte',
    description:
      'Grundstücke, Büros und Gewerbeobjekte in Niederösterreich auf der Karte suchen, nach Fläche, Preis und Ausstattung filtern und Standorte vergleichen.',
  },
  {
    path: '/en/standortsuche',
    title: 'Location search – commercial property in Lower Austria on the map',
    description:
      'Search plots, offices and commercial properties in Lower Austria on the map, filter by area, price and features and compare locations.',
  },
  {
    path: '/de/foerderkompass',
    title: 'Förderkompass – Förderungen für Unternehmen in Niederösterreich',
    // No description of its own: the page's names the number of programmes as the registration benefits
    // do (shared/domain/claims.ts), computed, never a fixed figure that the next programme makes untrue.
    description: null,
  },
  {
    path: '/en/foerderkompass',
    title: 'Funding compass – funding for companies in Lower Austria',
    description: null,
  },
  {
    path: '/de/wissen',
    title: 'Wissen – Know-how zur Betriebsansiedlung in Niederösterreich',
    description:
      'Fachbeiträge zu Flächenwidmung, Betriebsanlagengenehmigung, Brachflächenrecycling, Wirtschaftsparks, Photovoltaik und weiteren Standortthemen.',
  },
  {
    path: '/en/wissen',
    title: 'Knowledge – know-how on business settlement in Lower Austria',
    description:
      'Articles on zoning, operating permits, brownfield recycling, business parks, photovoltaics and other location topics (in German).',
  },
  {
    path: '/de/glossar',
    title: 'Glossar – Begriffe zu Widmung, Grundbuch, Baurecht und Förderung',
    description:
      'Fachbegriffe rund um Flächenwidmung, Grundbuch und Kataster, Immobilien, Baurecht und Förderungen verständlich erklärt.',
  },
  {
    path: '/en/glossar',
    title: 'Glossary – zoning, land register, building law and funding terms',
    description:
      'Technical terms on zoning, land register and cadastre, real estate, building law and funding explained in plain language.',
  },
  {
    path: '/de/kontakt',
    title: 'Kontakt – Investorenservice von ecoplus',
    description:
      'Persönliche, kostenlose Beratung bei Standortsuche, Betriebsansiedlung und Förderungen in Niederösterreich.',
  },
  {
    path: '/en/kontakt',
    title: 'Contact – ecoplus investor service',
    description: 'Personal, free advice on site search, business settlement and funding in Lower Austria.',
  },
  {
    path: '/de/nutzungsbedingungen',
    title: 'Nutzungsbedingungen – Standortportal Niederösterreich',
    description: 'Die Nutzungsbedingungen des Standortportals für Besucherinnen, Besucher und registrierte Nutzer.',
  },
  {
    path: '/en/nutzungsbedingungen',
    title: 'Terms of use – location portal Lower Austria',
    description: 'The terms of use of the location portal for visitors and registered users.',
  },
  {
    path: '/de/datenschutz',
    title: 'Datenschutz – Standortportal Niederösterreich',
    description: 'Wie das Standortportal personenbezogene Daten verarbeitet und welche Rechte Sie haben.',
  },
  {
    path: '/en/datenschutz',
    title: 'Privacy – location portal Lower Austria',
    description: 'How the location portal processes personal data and what rights you have.',
  },
  {
    path: '/de/login',
    title: 'Anmelden oder registrieren – Standortportal Niederösterreich',
    description:
      'Kostenlos registrieren: Detailinformationen und Kontakte zu allen Immobilien, Favoriten, eigene Inserate und der Förderkompass.',
  },
  {
    path: '/en/login',
    title: 'Sign in or register – location portal Lower Austria',
    description:
      'Register for free: detail information and contacts for all properties, favourites, your own listings and the funding compass.',
  },
].map((row) => ({ ...row, slug: row.path.slice(1) }));

const SHORTCUTS: readonly SlugRow[] = [
  {
    slug: 'foerderung',
    path: '/de/foerderkompass',
    title: 'Förderkompass – Förderungen für Unternehmen in Niederösterreich',
    description: 'Förderprogramme für Betriebe in Niederösterreich finden und filtern.',
  },
  {
    slug: 'foerderungen',
    path: '/de/foerderkompass',
    title: 'Förderkompass – Förderungen für Unternehmen in Niederösterreich',
    description: 'Förderprogramme für Betriebe in Niederösterreich finden und filtern.',
  },
  {
    slug: 'funding',
    path: '/en/foerderkompass',
    title: 'Funding compass – funding for companies in Lower Austria',
    description: 'Find and filter funding programmes for businesses in Lower Austria.',
  },
  {
    slug: 'immobilien',
    path: '/de/standortsuche',
    title: 'Standortsuche – Gewerbeimmobilien in Niederösterreich',
    description: 'Grundstücke, Büros und Gewerbeobjekte in Niederösterreich auf der Karte finden.',
  },
  {
    slug: 'properties',
    path: '/en/standortsuche',
    title: 'Location search – commercial property in Lower Austria',
    description: 'Find plots, offices and commercial properties in Lower Austria on the map.',
  },
  {
    slug: 'lexikon',
    path: '/de/glossar',
    title: 'Glossar – Begriffe zu Widmung, Grundbuch, Baurecht und Förderung',
    description: 'Fachbegriffe rund um Standort und Immobilien verständlich erklärt.',
  },
  {
    slug: 'glossary',
    path: '/en/glossar',
    title: 'Glossary – zoning, land register, building law and funding terms',
    description: 'Technical terms on location and real estate explained.',
  },
  {
    slug: 'investorenservice',
    path: '/de/kontakt',
    title: 'Kontakt – Investorenservice von ecoplus',
    description: 'Kostenlose Beratung bei Standortsuche und Betriebsansiedlung in Niederösterreich.',
  },
];

/** Shortcuts to know-how articles: slug → the article's routerurl. */
const ARTIKEL_SHORTCUTS: readonly { slug: string; routerurl: string }[] = [
  { slug: 'RE-USE_Brachflaechenrecycling', routerurl: 'RE-USE_Brachflaechenrecycling' },
  { slug: 'brachflaechen', routerurl: 'RE-USE_Brachflaechenrecycling' },
  { slug: 'wirtschaftsparks', routerurl: 'Wirtschaftsparks' },
  { slug: 'flaechenwidmung', routerurl: 'Flaechenwidmung_verstehen' },
  { slug: 'betriebsanlagengenehmigung', routerurl: 'Betriebsanlagengenehmigung' },
  { slug: 'technopole', routerurl: 'Technopole' },
  { slug: 'photovoltaik', routerurl: 'Photovoltaik_Gewerbedaecher' },
  { slug: 'ansiedlungsfoerderung', routerurl: 'Foerderungen_Betriebsansiedlung' },
];

/** Inserts the URL-management entries; needs the know-how articles (seedKampagnen) to be seeded first. */
export async function seedSlugs(db: Db): Promise<void> {
  const routerurls = [...new Set(ARTIKEL_SHORTCUTS.map((s) => s.routerurl))];
  const artikel = await db
    .select({
      id: kampagne.id,
      routerurl: kampagne.routerurl,
      metatitle: kampagne.metatitle,
      header: kampagne.header,
      metadescription: kampagne.metadescription,
    })
    .from(kampagne)
    .where(inArray(kampagne.routerurl, routerurls));
  const byRouterurl = new Map(artikel.map((a) => [a.routerurl, a]));
  const artikelRows = ARTIKEL_SHORTCUTS.map(({ slug: s, routerurl }): SlugRow => {
    const a = byRouterurl.get(routerurl);
    if (!a) throw new Error(`seedSlugs: know-how article '${routerurl}' is missing; run seedKampagnen first`);
    return { slug: s, path: `/de/wissen/${a.id}`, title: a.metatitle ?? a.header, description: a.metadescription };
  });
  await db.insert(slug).values([...META, ...SHORTCUTS, ...artikelRows]);
}

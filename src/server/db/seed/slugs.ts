import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { slugInputSchema } from '../../../shared/schemas/content';
import type { Db } from '../client';
import { kampagne, slug } from '../schema';
import slugsJson from './data/slugs.json';

/**
 * URL management of the demo data (slug table, data/slugs.json). Two kinds of rows:
 * - `seiten`, meta entries for the main public paths: `slug` is the path without its leading '/', e.g.
 *   'de/foerderkompass', so it never collides with a shortcut; title and description become the page's title
 *   and meta description (no text names a count: the counts the portal claims are computed,
 *   shared/domain/claims.ts; so the Förderkompass has no description of its own, its page names the number of
 *   programmes itself);
 * - shortcuts such as '/foerderung' or '/de/RE-USE_Brachflaechenrecycling': `slug` is the single path segment
 *   a visitor types, `path` the target (`kurzlinks`). Shortcuts to know-how articles (`artikel`) are resolved
 *   by the article's routerurl.
 */

type SlugRow = typeof slug.$inferInsert;

const { path, title, description } = slugInputSchema.shape;
const seite = z.strictObject({ path, title, description });

/** The file's three lists; the entries use the admin editor's field rules (slugInputSchema). */
const dateiSchema = z.strictObject({
  seiten: z.array(seite),
  kurzlinks: z.array(seite.extend({ slug: slugInputSchema.shape.slug })),
  /** Shortcuts to know-how articles: slug → the article's routerurl. */
  artikel: z.array(z.strictObject({ slug: slugInputSchema.shape.slug, routerurl: z.string() })),
});

/** Inserts the URL-management entries; needs the know-how articles (seedKampagnen) to be seeded first. */
export async function seedSlugs(db: Db): Promise<void> {
  const datei = dateiSchema.parse(slugsJson);
  const seiten = datei.seiten.map((row): SlugRow => ({ ...row, slug: row.path.slice(1) }));
  const routerurls = [...new Set(datei.artikel.map((s) => s.routerurl))];
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
  const artikelRows = datei.artikel.map(({ slug: s, routerurl }): SlugRow => {
    const a = byRouterurl.get(routerurl);
    if (!a) throw new Error(`seedSlugs: know-how article '${routerurl}' is missing; run seedKampagnen first`);
    return { slug: s, path: `/de/wissen/${a.id}`, title: a.metatitle ?? a.header, description: a.metadescription };
  });
  await db.insert(slug).values([...seiten, ...datei.kurzlinks, ...artikelRows]);
}

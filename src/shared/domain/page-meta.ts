import { catalogues } from '../i18n';
import { foerderkompassMetaFromCatalogue } from './claims';
import { type Catalogue, type Lang, metaFromCatalogue, type RouteName, searchMetaFromCatalogue } from './routes';

/**
 * Both catalogues, for the server's page heads. Kept out of routes.ts, which the client's entry chunk
 * imports: there the English catalogue would be bundled into every German first page.
 */
const CATALOGUES: Record<Lang, Catalogue> = catalogues;

/** Title and description of a screen from the i18n catalogues (`meta.<name>.title` / `.description`). */
export function pageMeta(name: RouteName, lang: Lang): { title: string; description: string } {
  return metaFromCatalogue(CATALOGUES[lang], name);
}

/** Title and description of the results view for a search text. */
export function searchMeta(lang: Lang, q: string): { title: string; description: string } {
  return searchMetaFromCatalogue(CATALOGUES[lang], q);
}

/** Title and description of the funding compass with the number of its programmes (shared/domain/claims.ts). */
export function foerderkompassMeta(lang: Lang, programme: number): { title: string; description: string } {
  return foerderkompassMetaFromCatalogue(CATALOGUES[lang], lang, programme);
}

import { catalogues } from '../i18n';
import { type Catalogue, type Lang, metaFromCatalogue, type RouteName } from './routes';

/**
 * Both catalogues, for the server's page heads. Kept out of routes.ts, which the client's entry chunk
 * imports: there the English catalogue would be bundled into every German first page.
 */
const CATALOGUES: Record<Lang, Catalogue> = catalogues;

/** Title and description of a screen from the i18n catalogues (`meta.<name>.title` / `.description`). */
export function pageMeta(name: RouteName, lang: Lang): { title: string; description: string } {
  return metaFromCatalogue(CATALOGUES[lang], name);
}

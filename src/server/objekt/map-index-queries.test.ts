import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { selectIndexIds, selectIndexPage } from './map-index-queries';

/** A query builder without a connection: enough to render SQL. */
const db = drizzle.mock({ schema });
const flat = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/*
 * The map by extent (GET /api/objekt/ausschnitt), its grey pins (/vorschau) and counts (/anzahl) run no
 * SQL per request: they answer from the map index, which these two queries load once per data version.
 * The search box (GET /api/objekt/suche, /suchergebnis, the map filter q) runs none either: suche.ts
 * matches the same index's entries in memory (shared/domain/search.ts), so what it finds an object by is
 * what the page query below reads. A changed extent or search query shows here.
 */
describe('the map index SQL (extent and search)', () => {
  it('lists the ids as reviewed', () => {
    const { sql, params } = selectIndexIds(db).toSQL();
    expect(flat(sql)).toMatchSnapshot();
    expect(params).toEqual([]);
  });

  it('loads a page as reviewed', () => {
    const { sql, params } = selectIndexPage(db, ['a', 'b']).toSQL();
    expect(flat(sql)).toMatchSnapshot();
    expect(params).toEqual(['a', 'b']);
  });
});

import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { adminObjektQuerySchema } from '../../shared/schemas/admin-objekt';
import * as schema from '../db/schema';
import { adminPageQueries } from './admin-queries';
import { selectObjekte } from './queries';
import { visibilityFor } from './service';

/** A query builder without a connection: enough to render SQL. */
const db = drizzle.mock({ schema });
const flat = (sql: string) => sql.replace(/\s+/g, ' ').trim();

describe('the object list SQL', () => {
  it('stays as reviewed for an anonymous visitor', () => {
    const { sql, params } = selectObjekte(db, visibilityFor(null)).toSQL();
    expect(flat(sql)).toMatchSnapshot();
    expect(params).toEqual([STATUS.OHNE_LOGIN, false]);
  });

  it('stays as reviewed for an owner asking for some ids', () => {
    const viewer = { id: 7, userlevel: 1, sessionId: 's' };
    const { sql, params } = selectObjekte(db, visibilityFor(viewer), ['a', 'b']).toSQL();
    expect(flat(sql)).toMatchSnapshot();
    expect(params).toEqual([STATUS.MIT_LOGIN, STATUS.OHNE_LOGIN, false, 7, 'a', 'b']);
  });
});

describe('the admin list SQL', () => {
  it('searches and filters as reviewed', () => {
    const query = adminObjektQuerySchema.parse({ q: 'Halle', status: '180620003', pruefung: 'true', page: '2' });
    const { counts, items } = adminPageQueries(db, query);
    expect(flat(counts.toSQL().sql)).toMatchSnapshot();
    const { sql, params } = items.toSQL();
    expect(flat(sql)).toMatchSnapshot();
    expect(params).toContain('%Halle%');
  });
});

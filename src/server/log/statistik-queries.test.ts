import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { entriesSql, perDaySql, topObjekteSql } from './statistik-queries';

const render = (query: Parameters<PgDialect['sqlToQuery']>[0]) => {
  const { sql, params } = new PgDialect().sqlToQuery(query);
  return { sql: sql.replace(/\s+/g, ' ').trim(), params };
};

describe('the statistics SQL', () => {
  it('reads a page of the log with every filter as reviewed', () => {
    const { sql, params } = render(
      entriesSql(
        {
          action: ['login', 'objektViewed'],
          from: '2026-01-01',
          to: '2026-01-31',
          objektnummer: 'NOE',
          user: 'a@b',
          q: 'x',
        },
        50,
        100,
      ),
    );
    expect(sql).toMatchSnapshot();
    expect(params).toContain(50);
    expect(params).toContain(100);
  });

  it('counts per day as reviewed', () => {
    expect(render(perDaySql()).sql).toMatchSnapshot();
  });

  it('ranks the most viewed public properties as reviewed', () => {
    const { sql, params } = render(topObjekteSql(10, true));
    expect(sql).toMatchSnapshot();
    expect(params).toEqual([STATUS.OHNE_LOGIN, 10]);
  });
});

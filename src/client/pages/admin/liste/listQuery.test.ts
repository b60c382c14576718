import { describe, expect, it } from 'vitest';
import { decodeQuery, encodeQuery } from '../../../../shared/domain/query';
import { ADMIN_OBJEKT_QUERY, REVIEW_QUEUE_QUERY } from '../../../../shared/schemas/admin-objekt';
import { type ListQuery, nextSort, withFilter } from './listQuery';

const readListQuery = (query: string) => decodeQuery(ADMIN_OBJEKT_QUERY, query);
const writeListQuery = (query: Partial<ListQuery>) => encodeQuery(ADMIN_OBJEKT_QUERY, query);

describe('admin list query', () => {
  it('reads defaults and valid values, dropping invalid ones one by one', () => {
    const query = readListQuery('page=3&sort=ort&dir=asc&status=200000000&bezirk=abc&q=Tulln');
    expect(query).toMatchObject({ page: 3, pageSize: 25, sort: 'ort', dir: 'asc', status: [200000000], q: 'Tulln' });
    expect(query.bezirk).toBeUndefined();
    expect(readListQuery('page=x&sort=nope')).toMatchObject({ page: 1, sort: 'geaendertam' });
  });

  it('reads the review queue and the expiry and owner filters', () => {
    const query = readListQuery('pruefung=true&sort=eingang&dir=asc&ablauf=bald&owner=huber');
    expect(query).toMatchObject({ pruefung: true, sort: 'eingang', dir: 'asc', ablauf: 'bald', owner: 'huber' });
    const invalid = readListQuery('pruefung=ja&ablauf=morgen');
    expect([invalid.pruefung, invalid.ablauf]).toEqual([false, undefined]);
    expect(writeListQuery(query)).toBe('sort=eingang&dir=asc&pruefung=true&ablauf=bald&owner=huber');
    expect(writeListQuery(REVIEW_QUEUE_QUERY)).toBe('pruefung=true&sort=eingang&dir=asc');
  });

  it('writes only what differs from the defaults', () => {
    const query = readListQuery('');
    expect(writeListQuery(query)).toBe('');
    expect(writeListQuery({ ...query, objektart: 180620001, q: undefined })).toBe('objektart=180620001');
    expect(writeListQuery({ ...query, status: [100000000, 200000000] })).toBe('status=100000000,200000000');
  });

  it('sorts new columns ascending (dates newest first) and flips the same one', () => {
    const query = readListQuery('');
    expect(nextSort(query, 'objektname')).toEqual({ sort: 'objektname', dir: 'asc' });
    expect(nextSort(query, 'geaendertam')).toEqual({ sort: 'geaendertam', dir: 'asc' });
    expect(nextSort({ ...query, sort: 'ort', dir: 'asc' }, 'ort')).toEqual({ sort: 'ort', dir: 'desc' });
  });

  it('starts again at page 1 when a filter changes', () => {
    const query = readListQuery('page=4');
    expect(withFilter(query, { bezirk: '321' })).toMatchObject({ page: 1, bezirk: '321' });
  });
});

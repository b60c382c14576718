import { describe, expect, it } from 'vitest';
import { nextSort, readListQuery, withFilter, writeListQuery } from './listQuery';

describe('admin list query', () => {
  it('reads defaults and valid values, dropping invalid ones one by one', () => {
    const query = readListQuery(new URLSearchParams('page=3&sort=ort&dir=asc&status=200000000&bezirk=abc&q=Tulln'));
    expect(query).toMatchObject({ page: 3, pageSize: 25, sort: 'ort', dir: 'asc', status: '200000000', q: 'Tulln' });
    expect(query.bezirk).toBeUndefined();
    expect(readListQuery(new URLSearchParams('page=x&sort=nope'))).toMatchObject({ page: 1, sort: 'geaendertam' });
  });

  it('reads the review queue and the expiry and owner filters', () => {
    const query = readListQuery(new URLSearchParams('pruefung=true&sort=eingang&dir=asc&ablauf=bald&owner=huber'));
    expect(query).toMatchObject({ pruefung: 'true', sort: 'eingang', dir: 'asc', ablauf: 'bald', owner: 'huber' });
    const invalid = readListQuery(new URLSearchParams('pruefung=ja&ablauf=morgen'));
    expect([invalid.pruefung, invalid.ablauf]).toEqual([undefined, undefined]);
    expect(writeListQuery(query).toString()).toBe('sort=eingang&dir=asc&pruefung=true&ablauf=bald&owner=huber');
  });

  it('writes only what differs from the defaults', () => {
    const query = readListQuery(new URLSearchParams());
    expect(writeListQuery(query).toString()).toBe('');
    expect(writeListQuery({ ...query, objektart: 180620001, q: '' }).toString()).toBe('objektart=180620001');
  });

  it('sorts new columns ascending (dates newest first) and flips the same one', () => {
    const query = readListQuery(new URLSearchParams());
    expect(nextSort(query, 'objektname')).toEqual({ sort: 'objektname', dir: 'asc' });
    expect(nextSort(query, 'geaendertam')).toEqual({ sort: 'geaendertam', dir: 'asc' });
    expect(nextSort({ ...query, sort: 'ort', dir: 'asc' }, 'ort')).toEqual({ sort: 'ort', dir: 'desc' });
  });

  it('starts again at page 1 when a filter changes', () => {
    const query = readListQuery(new URLSearchParams('page=4'));
    expect(withFilter(query, { bezirk: '321' })).toMatchObject({ page: 1, bezirk: '321' });
  });
});

import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('drops the entry added first once it holds more than its bound', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect([...map.keys()]).toEqual(['b', 'c']);
    // Setting a key it holds replaces the value and drops nothing.
    map.set('b', 20);
    expect([...map.entries()]).toEqual([
      ['b', 20],
      ['c', 3],
    ]);
  });
});

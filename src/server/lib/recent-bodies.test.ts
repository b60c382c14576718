import { describe, expect, it } from 'vitest';
import { RecentBodies } from './body-cache';
import { encodeKeyed } from './encoded-body';

const body = (bytes: number) => encodeKeyed(Buffer.alloc(bytes, 'x'), String(bytes));

describe('RecentBodies', () => {
  it('answers a kept question only for the data it was built from', () => {
    const kept = new RecentBodies(1000, 500);
    const answer = body(10);
    kept.set('q', 'v1', answer);
    expect(kept.get('q', 'v1')).toBe(answer);
    expect(kept.get('q', 'v2')).toBeUndefined();
    expect(kept.get('other', 'v1')).toBeUndefined();
    const newer = body(11);
    kept.set('q', 'v2', newer);
    expect(kept.get('q', 'v2')).toBe(newer);
    expect(kept.get('q', 'v1')).toBeUndefined();
  });

  it('keeps no answer above the size per entry, and drops the least recently used beyond the total', () => {
    const kept = new RecentBodies(1000, 500);
    kept.set('large', 'v', body(501));
    expect(kept.get('large', 'v')).toBeUndefined();
    kept.set('a', 'v', body(400));
    kept.set('b', 'v', body(400));
    expect(kept.get('a', 'v')).toBeDefined(); // now b is the least recently used
    kept.set('c', 'v', body(400));
    expect(kept.get('b', 'v')).toBeUndefined();
    expect(kept.get('a', 'v')).toBeDefined();
    expect(kept.get('c', 'v')).toBeDefined();
  });
});

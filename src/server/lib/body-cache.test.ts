import { describe, expect, it } from 'vitest';
import { Versioned } from './body-cache';

describe('Versioned', () => {
  it('loads once per version, also when the load answers a query builder that runs on each await', async () => {
    let runs = 0;
    // Like a query builder of the database layer: a thenable that runs its query whenever it is awaited.
    const query = (answer: string): Promise<string> =>
      ({
        // biome-ignore lint/suspicious/noThenProperty: the shape of a lazy query builder is what is tested
        then: (resolve: (v: string) => unknown, reject: (e: unknown) => unknown) => {
          runs += 1;
          return Promise.resolve(answer).then(resolve, reject);
        },
      }) as Promise<string>;
    const kept = new Versioned<string>();
    expect(await kept.get(1, () => query('a'))).toBe('a');
    expect(await kept.get(1, () => query('b'))).toBe('a');
    expect(runs).toBe(1);
    expect(await kept.get(2, () => query('c'))).toBe('c');
    expect(runs).toBe(2);
  });
});

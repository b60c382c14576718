/**
 * Deterministic pseudo-random numbers for seeding (mulberry32). The same seed always yields the same
 * demo data, so tests and screenshots are stable; seeding never calls Math.random.
 */
export interface Random {
  /** Next float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** `n` distinct elements (or all, if fewer), in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** One element chosen by weight; `weights` has the same length as `items`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
}

/** mulberry32: a 32-bit state generator, small and good enough for demo data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Creates a seeded generator with the helpers seeding needs. */
export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const r: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty array');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
    sample: (items, n) => r.shuffle(items).slice(0, n),
    weighted: (items, weights) => {
      const total = weights.reduce((a, b) => a + b, 0);
      let x = next() * total;
      for (let i = 0; i < items.length; i++) {
        x -= weights[i] ?? 0;
        if (x < 0) return items[i] as (typeof items)[number];
      }
      return items[items.length - 1] as (typeof items)[number];
    },
  };
  return r;
}

/** A stable 32-bit hash of a string (FNV-1a), to derive sub-seeds from names. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

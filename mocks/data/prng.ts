/**
 * A small seeded PRNG (mulberry32) and helpers. Every generator draws from one of these, so the same seed
 * gives the same data set on every machine and every reload.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A fresh generator derived from this one and a label, so adding draws elsewhere does not shift it. */
  fork(label: string): Rng;
}

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

/** FNV-1a 32-bit: a stable string hash for sub-seeds, paging-session keys and fake signatures. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function hex(value: number, width = 8): string {
  return (value >>> 0).toString(16).padStart(width, '0').slice(-width);
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, w] of items) {
        r -= w;
        if (r < 0) return value;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    fork: (label) => createRng(hashString(label, seed)),
  };
  return rng;
}

/** A UUID-shaped string from the generator (version-4 layout), for trace identifiers. */
export function uuidFrom(rng: Rng): string {
  const h = () => hex(Math.floor(rng.next() * 0x100000000));
  const a = h();
  const b = h();
  const c = h();
  const d = h();
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${((parseInt(c.slice(0, 1), 16) & 0x3) | 0x8).toString(16)}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
}

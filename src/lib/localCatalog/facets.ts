import { priceQuantity } from '@/lib/pricing';
import type { LocalPart } from './types';

import { FACET_IDS, type FacetId, type FacetSelection } from './facetIds';

export { FACET_IDS, type FacetId, type FacetSelection };

/** What the price facet prices: this quantity, in this currency (the copy's prices for it). */
export type PriceContext = { quantity: number; currency: string };

type Bucket = { key: string; test: (n: number) => boolean };
/** Whole-number buckets from `from` up to each bound (inclusive), then the rest: '0-14', '15-28', …, '85+'. */
function wholeNumberBuckets(from: number, bounds: readonly number[]): Bucket[] {
  const lows = [from, ...bounds.map((bound) => bound + 1)];
  return [
    ...bounds.map((high, i) => ({
      key: lows[i] === high ? String(high) : `${lows[i]}-${high}`,
      test: (n: number) => n <= high,
    })),
    { key: `${lows.at(-1)}+`, test: () => true },
  ];
}
const MOQ_BUCKETS = wholeNumberBuckets(1, [1, 10, 100, 1000]);
const LEAD_BUCKETS = wholeNumberBuckets(0, [14, 28, 56, 84]);
const PRICE_BUCKETS: Bucket[] = [
  { key: '<0.10', test: (n) => n < 0.1 },
  { key: '0.10-0.50', test: (n) => n < 0.5 },
  { key: '0.50-1', test: (n) => n < 1 },
  { key: '1-5', test: (n) => n < 5 },
  { key: '5+', test: () => true },
];
export const FACET_BUCKET_ORDER: Partial<Record<FacetId, readonly string[]>> = {
  moq: MOQ_BUCKETS.map((b) => b.key),
  lead: LEAD_BUCKETS.map((b) => b.key),
  price: [...PRICE_BUCKETS.map((b) => b.key), 'no-price'],
  stock: ['in-stock', 'out-of-stock'],
  increments: ['any-quantity', 'full-packs'],
};
const bucketOf = (buckets: Bucket[], n: number) => buckets.find((b) => b.test(n))!.key;

/** The unit price of a part for a quantity in a currency, by the one pricing module; null without prices. */
export function localUnitPrice(part: LocalPart, context: PriceContext): number | null {
  const tiers = part.prices[context.currency];
  if (!tiers?.length) return null;
  const priced = priceQuantity(
    {
      tiers,
      currency: context.currency,
      minimumOrder: part.minimumOrderQuantity,
      increment: part.fullIncrementRequired ? part.packSize : 1,
    },
    context.quantity,
  );
  return priced?.unitPrice ?? null;
}

function keysOf(part: LocalPart, context: PriceContext): string[][] {
  const price = localUnitPrice(part, context);
  return [
    [part.series],
    [part.lifecycleStatus],
    [part.stockQuantity > 0 ? 'in-stock' : 'out-of-stock'],
    [bucketOf(MOQ_BUCKETS, part.minimumOrderQuantity)],
    [bucketOf(LEAD_BUCKETS, part.standardLeadDays)],
    [part.packaging],
    [part.fullIncrementRequired ? 'full-packs' : 'any-quantity'],
    part.compliance,
    [price === null ? 'no-price' : bucketOf(PRICE_BUCKETS, price)],
  ];
}

/**
 * Each part's facet values as small integers, computed once per copy and price context: per facet a
 * dictionary of values, and per part a bit set of the values it has (a part can have several compliance
 * results). Filtering and counting then run over typed arrays, not strings.
 */
export type FacetIndex = {
  parts: readonly LocalPart[];
  context: PriceContext;
  values: string[][];
  /** bits[f * parts.length + i]: the values of facet f that part i has, as bits of the dictionary. */
  bits: Uint32Array;
  /** Facets with more than 32 values (series, packaging) keep a value id per part instead. */
  ids: Int32Array;
  wide: boolean[];
};

export function buildFacetIndex(parts: readonly LocalPart[], context: PriceContext): FacetIndex {
  const n = parts.length;
  const dictionaries = FACET_IDS.map(() => new Map<string, number>());
  const keys = parts.map((p) => keysOf(p, context));
  for (const partKeys of keys) {
    partKeys.forEach((list, f) => {
      for (const key of list)
        if (!dictionaries[f]!.has(key)) dictionaries[f]!.set(key, dictionaries[f]!.size);
    });
  }
  const wide = dictionaries.map((d) => d.size > 32);
  const bits = new Uint32Array(FACET_IDS.length * n);
  const ids = new Int32Array(FACET_IDS.length * n).fill(-1);
  keys.forEach((partKeys, i) => {
    partKeys.forEach((list, f) => {
      for (const key of list) {
        const id = dictionaries[f]!.get(key)!;
        if (wide[f]) ids[f * n + i] = id;
        else bits[f * n + i]! |= 1 << id;
      }
    });
  });
  return { parts, context, values: dictionaries.map((d) => [...d.keys()]), bits, ids, wide };
}

export type FacetResult = {
  /** The parts that pass every selected facet (and the text filter, when given). */
  matches: LocalPart[];
  /**
   * Per facet, each value with the number of parts it would show: counted with every other facet's
   * selection applied, so a count never promises more than clicking it gives.
   */
  counts: Record<FacetId, Map<string, number>>;
};

/**
 * Filters the copy and counts every facet's values in one pass: a part failing exactly one facet still
 * counts for that facet's values, one failing none counts everywhere.
 */
export function applyFacets(
  index: FacetIndex,
  selection: FacetSelection,
  allowed?: ReadonlySet<string>,
): FacetResult {
  const n = index.parts.length;
  const F = FACET_IDS.length;
  // Per facet: a mask of wanted values (narrow facets) or a set of wanted ids (wide ones); none = no filter.
  const masks = new Uint32Array(F);
  const wantedIds: (Uint8Array | null)[] = [];
  const active: number[] = [];
  FACET_IDS.forEach((id, f) => {
    const chosen = selection[id];
    wantedIds.push(null);
    if (!chosen?.length) return;
    const dictionary = index.values[f]!;
    if (index.wide[f]) {
      const wanted = new Uint8Array(dictionary.length);
      for (const value of chosen) {
        const at = dictionary.indexOf(value);
        if (at >= 0) wanted[at] = 1;
      }
      wantedIds[f] = wanted;
    } else {
      for (const value of chosen) {
        const at = dictionary.indexOf(value);
        if (at >= 0) masks[f]! |= 1 << at;
      }
    }
    active.push(f);
  });
  const counts = index.values.map((d) => new Int32Array(d.length));
  const { bits, ids, wide } = index;
  const countPart = (f: number, i: number) => {
    if (wide[f]) {
      const id = ids[f * n + i]!;
      if (id >= 0) counts[f]![id]!++;
      return;
    }
    let b = bits[f * n + i]!;
    while (b) {
      const low = 31 - Math.clz32(b & -b);
      counts[f]![low]!++;
      b &= b - 1;
    }
  };
  const matches: LocalPart[] = [];
  for (let i = 0; i < n; i++) {
    if (allowed && !allowed.has(index.parts[i]!.part)) continue;
    let failed = -1;
    let failures = 0;
    for (let a = 0; a < active.length && failures < 2; a++) {
      const f = active[a]!;
      const ok = wide[f] ? wantedIds[f]![ids[f * n + i]!] === 1 : (bits[f * n + i]! & masks[f]!) !== 0;
      if (!ok) {
        failures++;
        failed = f;
      }
    }
    if (failures === 0) {
      matches.push(index.parts[i]!);
      for (let f = 0; f < F; f++) countPart(f, i);
    } else if (failures === 1) {
      countPart(failed, i);
    }
  }
  const asMaps = counts.map((c, f) => {
    const map = new Map<string, number>();
    c.forEach((count, id) => {
      if (count > 0) map.set(index.values[f]![id]!, count);
    });
    return map;
  });
  return {
    matches,
    counts: Object.fromEntries(FACET_IDS.map((id, f) => [id, asMaps[f]!])) as FacetResult['counts'],
  };
}

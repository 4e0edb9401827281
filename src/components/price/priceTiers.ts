import { priceBreakSchema, type JsonValue, type PriceBreak } from '@/api/schemas';

/** Tiers by ascending minimum quantity; the API's `column` order is not relied on. */
export function sortTiers(breaks: readonly PriceBreak[]): PriceBreak[] {
  return [...breaks].sort((a, b) => a.minimumQuantity - b.minimumQuantity || a.column - b.column);
}

/**
 * The tier that prices `quantity`: the one with the highest minimum at or below it. Its maximum is not
 * used to exclude it, so gaps or a last tier that ends early still price the quantity at the best break
 * reached (the page says when the quantity lies beyond the last maximum).
 */
export function tierFor(breaks: readonly PriceBreak[], quantity: number): PriceBreak | null {
  let found: PriceBreak | null = null;
  for (const tier of sortTiers(breaks)) {
    if (tier.minimumQuantity <= quantity) found = tier;
    else break;
  }
  return found;
}

export type PriceAtQuantity = {
  tier: PriceBreak;
  unitPrice: number;
  /** unitPrice × quantity, in the same currency. */
  extendedPrice: number;
  currency: string;
  /** The quantity is below the first tier: the first tier's price is shown, the quantity cannot be ordered. */
  belowFirstTier: boolean;
};

/**
 * A part's unit and extended price at a quantity for tables and comparisons, which always show a figure:
 * below the first break they show the first break's price and say so. Null when the part has no breaks.
 */
export function priceAtQuantity(
  part: { price: readonly PriceBreak[]; currency: string },
  quantity: number,
): PriceAtQuantity | null {
  const tier = tierFor(part.price, quantity) ?? sortTiers(part.price)[0];
  if (!tier) return null;
  return {
    tier,
    unitPrice: tier.price,
    extendedPrice: roundMoney(tier.price * quantity),
    currency: part.currency,
    belowFirstTier: tier.minimumQuantity > quantity,
  };
}

/** Rounds a quantity up to whole packs when the packaging demands full increments. */
export function roundUpToIncrement(quantity: number, increment: number): number {
  if (increment <= 1) return quantity;
  return Math.ceil(quantity / increment) * increment;
}

export type NextBreak = {
  tier: PriceBreak;
  /** What to order to reach it (its minimum, rounded up to full packs when required). */
  quantity: number;
  /** How many more than the typed quantity. */
  additional: number;
  unitPrice: number;
  extended: number;
  /** What `quantity` would cost at the current unit price minus what it costs at the break's price. */
  saving: number;
  /** The larger order costs no more in total than the typed quantity does now. */
  cheaperOverall: boolean;
};

export type PriceQuote = {
  quantity: number;
  tier: PriceBreak | null;
  unitPrice: number | null;
  extended: number | null;
  /** The quantity is above the last tier's maximum: the price shown is the last break's. */
  beyondLastBreak: boolean;
  next: NextBreak | null;
};

export function quoteFor(
  breaks: readonly PriceBreak[],
  quantity: number,
  options: { increment?: number } = {},
): PriceQuote {
  const sorted = sortTiers(breaks);
  const tier = tierFor(sorted, quantity);
  const unitPrice = tier ? tier.price : null;
  const extended = unitPrice === null ? null : roundMoney(unitPrice * quantity);
  const last = sorted.at(-1);
  const beyondLastBreak =
    tier !== null && last !== undefined && tier === last && quantity > last.maximumQuantity;
  return {
    quantity,
    tier,
    unitPrice,
    extended,
    beyondLastBreak,
    next: nextBreak(sorted, tier, quantity, options),
  };
}

/** The first later tier with a lower unit price: where ordering more starts to pay off. */
function nextBreak(
  sorted: readonly PriceBreak[],
  tier: PriceBreak | null,
  quantity: number,
  { increment = 1 }: { increment?: number },
): NextBreak | null {
  if (!tier) return null;
  const candidate = sorted.find((t) => t.minimumQuantity > quantity && t.price < tier.price);
  if (!candidate) return null;
  const target = roundUpToIncrement(candidate.minimumQuantity, increment);
  // Rounding to full packs can land in a tier beyond the candidate: price what is actually ordered.
  const reached = tierFor(sorted, target) ?? candidate;
  const extended = roundMoney(reached.price * target);
  const saving = roundMoney(tier.price * target - extended);
  if (saving <= 0) return null;
  return {
    tier: reached,
    quantity: target,
    additional: target - quantity,
    unitPrice: reached.price,
    extended,
    saving,
    cheaperOverall: extended <= roundMoney(tier.price * quantity),
  };
}

/** Totals are shown to the cent; float noise (0.1 * 3) must not decide a comparison. */
function roundMoney(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export type BookPrices =
  | { kind: 'none' }
  | { kind: 'breaks'; breaks: PriceBreak[] }
  /** Entries that are not price breaks: shown as text so nothing the API sent is hidden. */
  | { kind: 'unknown'; entries: JsonValue[] };

/**
 * customerBookPrice has no element shape in the spec; the service's own clients show it holds price
 * breaks like `price`. Use it as such only when every entry parses; otherwise keep it as raw JSON.
 */
export function readBookPrices(raw: readonly JsonValue[]): BookPrices {
  if (raw.length === 0) return { kind: 'none' };
  const breaks: PriceBreak[] = [];
  for (const entry of raw) {
    const parsed = priceBreakSchema.safeParse(entry);
    if (!parsed.success) return { kind: 'unknown', entries: [...raw] };
    breaks.push(parsed.data);
  }
  return { kind: 'breaks', breaks: sortTiers(breaks) };
}

import { priceBreakSchema, type JsonValue, type PriceBreak } from '@/model/schemas';
import { sortTiers } from '@/lib/pricing';

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

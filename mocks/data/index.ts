import type { Opportunity } from '../../src/api/schemas';
import { generateAvailability, type AvailabilityHistory } from './availability';
import { generateOrders, type StoredLine } from './orders';
import { generateParts, type PartRecord } from './parts';
import { generateQuotes } from './quotes';
import { generateUsage, type LoggedCall } from './usage';

export * from './parts';
export {
  CALLER,
  BILL_TO,
  SHIP_TO,
  END_CUSTOMERS,
  CARRIERS,
  SERVICE_LEVELS,
  BILLING_OPTIONS,
  KNOWN_OEMS,
  KNOWN_CMS,
} from './customers';

export const DEFAULT_SEED = 20_240_611;

/** The seeded, read-only data set. Regenerated from (seed, now) at start-up; never persisted. */
export interface Dataset {
  seed: number;
  now: number;
  /** The instant the seeded availability history ends at (kept across reloads: see mocks/db.ts). */
  historyNow: number;
  parts: PartRecord[];
  /** Upper-cased part number → index into parts (lookups ignore case). */
  index: Map<string, number>;
  availability: AvailabilityHistory;
  quotes: Opportunity[];
  orders: StoredLine[];
  usage: LoggedCall[];
  generationMs: number;
}

export function partKey(partNo: string): string {
  return partNo.toUpperCase();
}

export function generateDataset(
  seed: number = DEFAULT_SEED,
  now: number = Date.now(),
  historyNow: number = now,
): Dataset {
  const started = performance.now();
  const parts = generateParts(seed);
  const index = new Map<string, number>();
  parts.forEach((p, i) => index.set(partKey(p.part.part), i));
  const availability = generateAvailability(seed, historyNow, parts);
  const quotes = generateQuotes(seed, now, parts);
  const orders = generateOrders(seed, now, parts);
  const usage = generateUsage(seed, now, parts);
  return {
    seed,
    now,
    historyNow,
    parts,
    index,
    availability,
    quotes,
    orders,
    usage,
    generationMs: performance.now() - started,
  };
}

import type { Opportunity } from '../../src/model/schemas';
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

/**
 * The seeded, read-only data set, a function of (seed, now): never persisted. The parts' random draws are
 * made when it is created; the Part objects, the availability history, quotes, orders and usage are
 * generated on first use and kept, so a page load pays only for the areas its requests touch
 * (docs/performance.md, "Mock data per page load").
 */
export interface Dataset {
  readonly seed: number;
  readonly now: number;
  /** The instant the seeded availability history ends at (kept across reloads: see mocks/db.ts). */
  readonly historyNow: number;
  readonly parts: PartRecord[];
  /** Upper-cased part number → index into parts (lookups ignore case). */
  readonly index: Map<string, number>;
  readonly availability: AvailabilityHistory;
  readonly quotes: Opportunity[];
  readonly orders: StoredLine[];
  readonly usage: LoggedCall[];
  /** Milliseconds spent generating so far (the parts' draws plus every area generated since). */
  readonly generationMs: number;
}

export function partKey(partNo: string): string {
  return partNo.toUpperCase();
}

export function generateDataset(
  seed: number = DEFAULT_SEED,
  now: number = Date.now(),
  historyNow: number = now,
): Dataset {
  let generationMs = 0;
  const timed = <T>(generate: () => T): T => {
    const started = performance.now();
    try {
      return generate();
    } finally {
      generationMs += performance.now() - started;
    }
  };
  const once = <T>(generate: () => T): (() => T) => {
    let value: { made: T } | undefined;
    return () => {
      value ??= { made: timed(generate) };
      return value.made;
    };
  };
  const { parts, index } = timed(() => {
    const generated = generateParts(seed);
    const byNumber = new Map<string, number>();
    generated.forEach((p, i) => byNumber.set(partKey(p.partNumber), i));
    return { parts: generated, index: byNumber };
  });
  const availability = once(() => generateAvailability(seed, historyNow, parts));
  const quotes = once(() => generateQuotes(seed, now, parts));
  const orders = once(() => generateOrders(seed, now, parts));
  const usage = once(() => generateUsage(seed, now, parts));
  return {
    seed,
    now,
    historyNow,
    parts,
    index,
    get availability() {
      return availability();
    },
    get quotes() {
      return quotes();
    },
    get orders() {
      return orders();
    },
    get usage() {
      return usage();
    },
    get generationMs() {
      return generationMs;
    },
  };
}

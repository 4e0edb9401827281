import type { Opportunity } from '../../src/model/schemas';
import { availabilitySteps, type AvailabilityHistory } from './availability';
import { orderSteps, type StoredLine } from './orders';
import { partSteps, type PartRecord } from './parts';
import { quoteSteps } from './quotes';
import type { Steps } from './steps';
import { usageSteps, type LoggedCall } from './usage';

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

/** The areas of the data set made apart, each on first use; every one of them needs the parts. */
export type DataArea = 'availability' | 'quotes' | 'orders' | 'usage';

/** Pauses a preparation between its slices (mocks/db.ts: `yieldToInput`, in the page and in Node). */
export type Pause = () => Promise<void>;

/**
 * The seeded, read-only data set, a function of (seed, now): never persisted. The parts' random draws,
 * the availability history, quotes, orders and usage are generated on first use and kept (the Part
 * objects as each is read), so a page load pays only for the areas its requests touch
 * (docs/performance.md, "Mock data per page load"). `prepare` makes the parts and the areas asked for a few
 * milliseconds at a time; reading an area before it is ready finishes it at once.
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
  /** Makes the parts and `areas` in slices of at most `sliceMs` of work, pausing between them. */
  prepare(areas: readonly DataArea[], pause: Pause, sliceMs?: number): Promise<void>;
}

/** Work slices of 8 ms: 32 ms on a phone's four times slower CPU, under the 50 ms of a long task. */
const SLICE_MS = 8;

export function partKey(partNo: string): string {
  return partNo.toUpperCase();
}

export function generateDataset(
  seed: number = DEFAULT_SEED,
  now: number = Date.now(),
  historyNow: number = now,
): Dataset {
  let generationMs = 0;
  /** Data made by `steps` on first use: at once (`get`) or in slices (`prepare`), the same data either way. */
  const area = <T>(steps: () => Steps<T>) => {
    let running: Steps<T> | undefined;
    let made: { value: T } | undefined;
    const advance = (until: number) => {
      const started = performance.now();
      running ??= steps();
      do {
        const step = running.next();
        if (step.done) made = { value: step.value };
      } while (!made && performance.now() < until);
      generationMs += performance.now() - started;
    };
    return {
      get(): T {
        if (!made) advance(Infinity);
        return made!.value;
      },
      async prepare(pause: Pause, sliceMs: number): Promise<void> {
        while (!made) {
          advance(performance.now() + sliceMs);
          if (!made) await pause();
        }
      },
    };
  };
  const parts = area(() => indexedPartSteps(seed));
  const areas = {
    availability: area(() => availabilitySteps(seed, historyNow, parts.get().parts)),
    quotes: area(() => quoteSteps(seed, now, parts.get().parts)),
    orders: area(() => orderSteps(seed, now, parts.get().parts)),
    usage: area(() => usageSteps(seed, now, parts.get().parts)),
  };
  return {
    seed,
    now,
    historyNow,
    get parts() {
      return parts.get().parts;
    },
    get index() {
      return parts.get().index;
    },
    get availability() {
      return areas.availability.get();
    },
    get quotes() {
      return areas.quotes.get();
    },
    get orders() {
      return areas.orders.get();
    },
    get usage() {
      return areas.usage.get();
    },
    get generationMs() {
      return generationMs;
    },
    async prepare(wanted, pause, sliceMs = SLICE_MS) {
      await parts.prepare(pause, sliceMs);
      for (const name of wanted) await areas[name].prepare(pause, sliceMs);
    },
  };
}

function* indexedPartSteps(seed: number): Steps<{ parts: PartRecord[]; index: Map<string, number> }> {
  const parts = yield* partSteps(seed);
  yield;
  const index = new Map<string, number>();
  parts.forEach((p, i) => index.set(partKey(p.partNumber), i));
  return { parts, index };
}

import { z } from '@/lib/zod';
import {
  orderLineSchema,
  shipmentSchema,
  usageApiSchema,
  usageRequestRowSchema,
  jsonValueSchema,
} from '../src/model/schemas';
import type { AvailabilityChange, JsonValue } from '../src/model/schemas';
import { yieldToInput } from '../src/lib/yieldToMain';
import {
  DEFAULT_SEED,
  generateDataset,
  partKey,
  HOT_PARTS,
  type DataArea,
  type Dataset,
  type PartRecord,
} from './data';
import { lowerBound } from './data/availability';
import { makeChange } from './data/builders';
import type { StoredLine } from './data/orders';
import { hashString } from './data/prng';
import { HOUR, isoDateTime, msToTicks } from './data/time';
import type { LoggedCall } from './data/usage';

/**
 * The mock database: the seeded data set (regenerated from seed and `now`, never stored) plus the
 * session's delta (orders placed, calls recorded, stock bumps). In node the delta lives in memory; the
 * browser demo calls attachStateStorage(localStorage) so it survives a reload.
 */
export const STATE_STORAGE_KEY = 'parts-portal.mock-state';
/** Recorded calls kept (oldest dropped first). */
export const MAX_RECORDED_CALLS = 2_000;
/** Response bodies larger than this are logged as a truncation note, to stay within localStorage. */
export const MAX_LOGGED_BODY_CHARS = 16_000;
/** Live stock changes: one hot part every LIVE_INTERVAL_MS while the demo runs. */
export const LIVE_INTERVAL_MS = 30_000;

const storedLineSchema = z.extend(orderLineSchema, {
  Shipments: z.array(shipmentSchema),
});
const loggedCallSchema = z.object({
  api: usageApiSchema,
  action: z.string(),
  method: z.string(),
  path: z.string(),
  headers: z.record(z.string(), z.string()),
  row: usageRequestRowSchema,
  response: z.optional(jsonValueSchema),
});
const stockBumpSchema = z.object({
  part: z.string(),
  time: z.number(),
  stockQuantity: z.number().check(z.int()),
});
const mockStateSchema = z.object({
  version: z.literal(1),
  orders: z.array(storedLineSchema),
  nextOrderSeq: z.number().check(z.int()),
  calls: z.array(loggedCallSchema),
  stockBumps: z.array(stockBumpSchema),
  /** Where the seeded availability history ends, so a reload rebuilds it in the same time base. */
  historyEpoch: z.optional(z.number()),
});
type MockState = z.infer<typeof mockStateSchema>;

const freshState = (): MockState => ({ version: 1, orders: [], nextOrderSeq: 1, calls: [], stockBumps: [] });

let options: { seed: number; now: number | null } = { seed: DEFAULT_SEED, now: null };
/** Tests move a fixed clock forward without regenerating the data set. */
let clockOffset = 0;
let dataset: Dataset | null = null;
let state: MockState = freshState();
let storage: Storage | null = null;
let saveTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Chooses the seed and clock. With a fixed `now` the mock's clock stands still (deterministic tests: no
 * live stock changes, recorded calls dated `now`); without one it is the real clock.
 */
export function configureMockData(next: { seed?: number; now?: number | null }): void {
  options = { seed: next.seed ?? options.seed, now: next.now === undefined ? options.now : next.now };
  clockOffset = 0;
  dataset = null;
}

/** The seeded availability history is kept this long; after it, it is rebuilt ending at the present. */
export const MAX_HISTORY_AGE_MS = 7 * 24 * HOUR;

/**
 * One time base for the availability history across reloads: the seeded history ends at the epoch stored
 * with the demo state, live changes and stock bumps (absolute times) come after it. Rebuilding it relative
 * to each start-up would move seeded changes past stored bumps: records out of time order, and an old
 * bump overriding newer stock. A pinned clock anchors the history at the pinned time.
 */
function historyEpoch(now: number): number {
  if (options.now !== null) return now;
  const stored = state.historyEpoch;
  if (stored !== undefined && stored <= now && now - stored <= MAX_HISTORY_AGE_MS) return stored;
  // A new history ends now: bumps made before it are history it replaces.
  state.historyEpoch = now;
  state.stockBumps = state.stockBumps.filter((bump) => bump.time >= now);
  persistSoon();
  return now;
}

export function getDataset(): Dataset {
  if (!dataset) {
    const now = options.now ?? Date.now();
    dataset = generateDataset(options.seed, now, historyEpoch(now));
  }
  return dataset;
}

/**
 * Makes the parts and the given areas of the data set a few milliseconds at a time, letting the page
 * handle input between the slices (a request's answer reads them at once afterwards).
 */
export function prepareDataset(areas: readonly DataArea[]): Promise<void> {
  return getDataset().prepare(areas, yieldToInput);
}

/** The mock service's clock. */
export function mockNow(): number {
  return (options.now ?? Date.now()) + clockOffset;
}

/** Moves the mock clock forward (tests of live stock changes); configureMockData resets it. */
export function advanceMockClock(ms: number): void {
  clockOffset += ms;
}

export function getState(): Readonly<MockState> {
  return state;
}

/** Back to the seed: drops placed orders, recorded calls and stock bumps. */
export function resetMockState(): void {
  state = { ...freshState(), historyEpoch: dataset?.historyNow };
  persistNow();
}

export function attachStateStorage(target: Storage): void {
  storage = target;
  // Flush a pending debounced save when the tab goes away.
  window.addEventListener('pagehide', persistNow);
  const raw = target.getItem(STATE_STORAGE_KEY);
  if (!raw) return;
  try {
    const parsed = mockStateSchema.safeParse(JSON.parse(raw));
    if (parsed.success) {
      state = parsed.data;
      // A data set built before the stored state was read may be in another time base.
      if (dataset && dataset.historyNow !== state.historyEpoch) dataset = null;
    } else console.warn(`Discarding stored mock state: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  } catch {
    console.warn('Discarding unreadable stored mock state');
  }
}

function persistNow(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  if (!storage) return;
  try {
    storage.setItem(STATE_STORAGE_KEY, JSON.stringify(state));
  } catch (error) {
    // Quota exceeded: keep the orders, drop the older half of the call log and try once more.
    state.calls = state.calls.slice(Math.floor(state.calls.length / 2));
    try {
      storage.setItem(STATE_STORAGE_KEY, JSON.stringify(state));
    } catch {
      console.warn('Mock state could not be saved', error);
    }
  }
}

/** Writing ~MBs of JSON on every call would stall the page: batch writes. */
function persistSoon(): void {
  if (!storage || saveTimer) return;
  saveTimer = setTimeout(persistNow, 250);
}

export function addOrderLines(lines: StoredLine[]): number {
  const seq = state.nextOrderSeq;
  state.orders.push(...lines);
  state.nextOrderSeq = seq + 1;
  persistSoon();
  return seq;
}

export function nextOrderSeq(): number {
  return state.nextOrderSeq;
}

/** An order placed through POST /v1/new in this session (what a test counts to prove one order, not two). */
export type PlacedOrder = { confirmationNumber: string; poNumber: string; lineCount: number };

export function placedOrders(): PlacedOrder[] {
  const byConfirmation = new Map<string, PlacedOrder>();
  for (const line of state.orders) {
    const found = byConfirmation.get(line.ConfirmationNumber);
    if (found) found.lineCount += 1;
    else
      byConfirmation.set(line.ConfirmationNumber, {
        confirmationNumber: line.ConfirmationNumber,
        poNumber: line.PONumber,
        lineCount: 1,
      });
  }
  return [...byConfirmation.values()];
}

/** Seeded lines followed by the ones placed in this session. */
export function allOrderLines(): StoredLine[] {
  return [...getDataset().orders, ...state.orders];
}

/** An answer's body as the usage log keeps it (its own copy), from the answer's JSON text. */
export function loggedBody(bodyText: string): JsonValue {
  return bodyText.length > MAX_LOGGED_BODY_CHARS
    ? { note: 'Response body truncated by the mock log', characters: bodyText.length }
    : (JSON.parse(bodyText) as JsonValue);
}

export function recordCall(call: LoggedCall): void {
  state.calls.push(call);
  if (state.calls.length > MAX_RECORDED_CALLS) state.calls.splice(0, state.calls.length - MAX_RECORDED_CALLS);
  persistSoon();
}

export function findPart(partNo: string): PartRecord | undefined {
  const ds = getDataset();
  const i = ds.index.get(partKey(partNo.trim()));
  return i === undefined ? undefined : ds.parts[i];
}

/** Sets a part's stock now (an availability change at the mock clock's time). */
export function bumpStock(partNo: string, stockQuantity: number): AvailabilityChange {
  const rec = findPart(partNo);
  if (!rec) throw new Error(`Unknown part ${partNo}`);
  if (!Number.isInteger(stockQuantity) || stockQuantity < 0)
    throw new Error('stockQuantity must be a non-negative integer');
  const bump = { part: rec.partNumber, time: mockNow(), stockQuantity };
  state.stockBumps.push(bump);
  persistSoon();
  return toChange(bump.time, bump.part, stockQuantity);
}

function toChange(ms: number, part: string, stockQuantity: number): AvailabilityChange {
  return makeChange(isoDateTime(ms), part, msToTicks(ms), stockQuantity);
}

interface ExtraChange {
  time: number;
  part: string;
  stockQuantity: number;
}

/**
 * Changes after the seeded history: the live ones (one hot part every 30 s, derived from the seed and the
 * slot number, so every tab and every reload agrees) and the bumps, ascending by time.
 */
function extraChanges(): ExtraChange[] {
  const ds = getDataset();
  const now = mockNow();
  const out: ExtraChange[] = [];
  const firstSlot = Math.max(
    Math.floor(ds.historyNow / LIVE_INTERVAL_MS) + 1,
    Math.floor((now - 24 * HOUR) / LIVE_INTERVAL_MS),
  );
  for (let slot = firstSlot; ; slot++) {
    const h = hashString(String(slot), ds.seed);
    const time = slot * LIVE_INTERVAL_MS + (h % 997);
    if (time > now) break;
    const part = HOT_PARTS[h % HOT_PARTS.length]!;
    const rec = findPart(part);
    if (!rec) continue;
    const base = ds.availability.latestStock[ds.index.get(partKey(part)) ?? 0] ?? 0;
    const unit = rec.packaging.standardQuantity;
    out.push({ time, part, stockQuantity: Math.max(0, base + (((h >>> 8) % 41) - 20) * unit * 3) });
  }
  for (const b of state.stockBumps) if (b.time <= now) out.push(b);
  // Bumps come last in insertion order, so a stable sort keeps a bump after a live change at the same ms.
  return out.sort((a, b) => a.time - b.time);
}

/**
 * Current stock: the latest of each part's seeded, live and bumped changes. Returns a lookup so a page of
 * 100 parts computes the live changes once, not once per part.
 */
export function stockLookup(): (rec: PartRecord) => number {
  const ds = getDataset();
  const latest = new Map<string, number>();
  for (const c of extraChanges()) latest.set(c.part, c.stockQuantity);
  return (rec) => {
    const extra = latest.get(rec.partNumber);
    if (extra !== undefined) return extra;
    const idx = ds.index.get(partKey(rec.partNumber));
    return idx === undefined
      ? rec.part.stockQuantity
      : (ds.availability.latestStock[idx] ?? rec.part.stockQuantity);
  };
}

/** Availability changes with time >= sinceMs, ascending by time, at most `limit`. */
export function availabilitySince(sinceMs: number, limit: number): AvailabilityChange[] {
  const ds = getDataset();
  const { times, partIndex, quantity } = ds.availability;
  const out: AvailabilityChange[] = [];
  for (let i = lowerBound(times, sinceMs); i < times.length && out.length < limit; i++) {
    out.push(toChange(times[i]!, ds.parts[partIndex[i]!]!.partNumber, quantity[i]!));
  }
  if (out.length < limit) {
    for (const c of extraChanges()) {
      if (out.length >= limit) break;
      if (c.time >= sinceMs) out.push(toChange(c.time, c.part, c.stockQuantity));
    }
  }
  return out;
}

import { z } from '@/lib/zod';
import { HOSTILE_MODES } from './hostile';

/**
 * Runtime switches of the mock backend: per-endpoint faults, latency and the bearer-token requirement.
 * In the browser the configuration lives in localStorage under CONTROL_STORAGE_KEY and is re-read on
 * every request, so Playwright can set it with page.addInitScript (before load) or page.evaluate (any
 * time) and the dev panel and window.__partsPortalMock see the same thing. In node it lives in memory.
 */
export const CONTROL_STORAGE_KEY = 'parts-portal.mock-control';

export const ENDPOINT_IDS = [
  'catalog.search',
  'catalog.part',
  'catalog.list',
  'catalog.availability',
  'pricing.customer',
  'quotes.list',
  'models.types',
  'models.url',
  'orders.open',
  'orders.history',
  'orders.search',
  'orders.new',
  'usage.summary',
  'usage.details',
  'usage.fulldetail',
] as const;
export type EndpointId = (typeof ENDPOINT_IDS)[number];

export const FAULT_KINDS = [
  'unauthorized',
  'forbidden',
  'rate-limited',
  'server-error',
  'network-error',
  'slow',
  'malformed',
  'empty',
  'no-content',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const faultSchema = z.object({
  kind: z.enum(FAULT_KINDS),
  /** Fire on the next matching call only, then clear itself. */
  once: z.optional(z.boolean()),
  /** The Retry-After header, in seconds: 'rate-limited' always sends one (default 5), other answers when set. */
  retryAfterSeconds: z.optional(z.number().check(z.int(), z.gte(0), z.lte(3600))),
  /** 'slow': the extra delay before the normal answer, in ms (default 8000). */
  delayMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(120_000))),
  /**
   * 'server-error', 'network-error' and 'slow' only: the endpoint does its work first (an order is
   * placed) and the caller then gets the fault or the late answer, as from a service that took the
   * request but whose answer was lost.
   */
  afterWork: z.optional(z.boolean()),
  /**
   * Only calls about these part numbers (the `{part}` of the path, e.g. GET /v3/{part}): a test can slow
   * the lookups of a page's related parts while the part itself answers at once.
   */
  parts: z.optional(z.array(z.string().check(z.minLength(1)))),
});
export type Fault = z.infer<typeof faultSchema>;

export const mockControlSchema = z.object({
  faults: z._default(z.partialRecord(z.enum(ENDPOINT_IDS), faultSchema), {}),
  /**
   * Added latency per call in ms. null (or absent) = the environment default: a random 120 to 450 ms in
   * the browser demo, none in node. 0 turns it off (what Playwright sets).
   */
  latencyMs: z._default(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(60_000))), null),
  /** When true, a request without `Authorization: Bearer <token>` gets 401. */
  requireToken: z._default(z.boolean(), false),
  /**
   * Query parameters the order endpoints ignore, as a real service ignores a key it does not know (the
   * portal's guessed parameter names, src/api/params.ts): the answer is unfiltered by them.
   */
  ignoredParams: z._default(z.array(z.string().check(z.minLength(1))), []),
  /**
   * Hostile data from the API (mocks/hostile.ts): 'values' rewrites every answer with markup, non-http(s)
   * URLs, long strings and odd numbers; 'huge' answers about 10 MB of rows on the first page of the catalog
   * list and the order-line lists. null: the normal data.
   */
  hostileData: z._default(z.nullable(z.enum(HOSTILE_MODES)), null),
  /**
   * The names the mock expects for what the spec does not name (mocks/orderNames.ts): 'portal' (the
   * portal's defaults) or 'alternate' (another service's, for the API profile's e2e test).
   */
  orderNames: z._default(z.enum(['portal', 'alternate']), 'portal'),
  /**
   * Order dates written as the midnight of their day without a zone (`2026-11-30T00:00:00`), as a
   * service with date-only columns sends Requested, Scheduled, RescheduleDate and ShipDate.
   */
  wholeDayDates: z._default(z.boolean(), false),
});
export type MockControl = z.infer<typeof mockControlSchema>;
export type MockControlInput = z.input<typeof mockControlSchema>;

const DEFAULT_CONTROL: MockControl = {
  faults: {},
  latencyMs: null,
  requireToken: false,
  ignoredParams: [],
  hostileData: null,
  orderNames: 'portal',
  wholeDayDates: false,
};

/** The request URL as an order endpoint reads it: without the parameters it is told to ignore. */
export function withoutIgnoredParams(url: URL): URL {
  const ignored = getMockControl().ignoredParams;
  if (ignored.length === 0) return url;
  const copy = new URL(url);
  for (const name of ignored) copy.searchParams.delete(name);
  return copy;
}

let memory: MockControl = structuredClone(DEFAULT_CONTROL);
let storage: Storage | null = null;
let realisticLatency = false;
const listeners = new Set<() => void>();
let snapshot: MockControl = memory;
let snapshotRaw: string | null = null;

/** Browser demo: keep the configuration in localStorage and default to realistic latency. */
export function attachControlStorage(target: Storage): void {
  storage = target;
  realisticLatency = true;
  window.addEventListener('storage', (event) => {
    if (event.key === CONTROL_STORAGE_KEY) notify();
  });
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The current configuration (a stable object between changes, so React can subscribe to it). */
export function getMockControl(): MockControl {
  if (!storage) return memory;
  const raw = storage.getItem(CONTROL_STORAGE_KEY);
  if (raw === snapshotRaw) return snapshot;
  snapshotRaw = raw;
  snapshot = parseControl(raw);
  return snapshot;
}

function parseControl(raw: string | null): MockControl {
  if (!raw) return structuredClone(DEFAULT_CONTROL);
  try {
    const parsed = mockControlSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.warn(`Ignoring invalid ${CONTROL_STORAGE_KEY}: ${parsed.error.issues[0]?.message ?? ''}`);
  } catch {
    console.warn(`Ignoring unreadable ${CONTROL_STORAGE_KEY}`);
  }
  return structuredClone(DEFAULT_CONTROL);
}

/** Replaces the configuration (validated: throws on an invalid one, so a typo in a test fails loudly). */
export function setMockControl(next: MockControlInput): MockControl {
  const parsed = mockControlSchema.parse(next);
  if (storage) storage.setItem(CONTROL_STORAGE_KEY, JSON.stringify(parsed));
  else memory = parsed;
  notify();
  return parsed;
}

/** Merges a partial change into the configuration. */
export function updateMockControl(change: Partial<MockControlInput>): MockControl {
  return setMockControl({ ...getMockControl(), ...change });
}

/** Sets (or with null clears) the fault of one endpoint. */
export function setFault(endpoint: EndpointId, fault: Fault | null): MockControl {
  const faults = { ...getMockControl().faults };
  if (fault) faults[endpoint] = faultSchema.parse(fault);
  else delete faults[endpoint];
  return updateMockControl({ faults });
}

export function resetMockControl(): void {
  if (storage) storage.removeItem(CONTROL_STORAGE_KEY);
  memory = structuredClone(DEFAULT_CONTROL);
  notify();
}

export function subscribeMockControl(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The fault to apply to this call (about `part`, when its path names one), if any; a 'once' fault is cleared as it fires. */
export function takeFault(endpoint: EndpointId, part?: string): Fault | null {
  const fault = getMockControl().faults[endpoint];
  if (!fault) return null;
  if (fault.parts && (part === undefined || !fault.parts.includes(part))) return null;
  if (fault.once) setFault(endpoint, null);
  return fault;
}

/** Added latency for one call, in ms. */
export function latencyForCall(): number {
  const configured = getMockControl().latencyMs;
  if (configured !== null) return configured;
  return realisticLatency ? 120 + Math.floor(Math.random() * 330) : 0;
}

/** Calls waiting out a 'slow' fault: releaseSlowAnswers() ends their wait. */
const slowWaits = new Set<() => void>();

/** A 'slow' fault's delay, which releaseSlowAnswers() can cut short. */
export function slowAnswerDelay(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const end = () => {
      clearTimeout(timer);
      slowWaits.delete(end);
      resolve();
    };
    const timer = setTimeout(end, ms);
    slowWaits.add(end);
  });
}

/** Lets the calls waiting out a 'slow' fault answer now; returns how many were waiting. */
export function releaseSlowAnswers(): number {
  const waiting = [...slowWaits];
  for (const end of waiting) end();
  return waiting.length;
}

/** Clears every 'slow' fault, so the calls after it answer at once. */
export function clearSlowFaults(): void {
  for (const [endpoint, fault] of Object.entries(getMockControl().faults) as [EndpointId, Fault][])
    if (fault.kind === 'slow') setFault(endpoint, null);
}

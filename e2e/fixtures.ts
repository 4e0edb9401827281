import { test as base, expect, type Page } from '@playwright/test';
import type { EndpointId, Fault } from '../mocks/control';
import type { PlacedOrder } from '../mocks/db';

/**
 * The instant every test's page starts at, unless E2E_NOW overrides it (any Date.parse-able value): the
 * mock backend generates its data in the page, so pinning the page's clock pins the demo's data and the
 * app's "now" together. Time then flows normally from there (polling and timers work).
 */
const DEFAULT_NOW = '2026-03-11T10:30:00Z';

function pinnedNow(): number {
  const raw = process.env.E2E_NOW ?? DEFAULT_NOW;
  const ms = Date.parse(raw);
  if (Number.isNaN(ms)) throw new Error(`E2E_NOW is not a date: ${raw}`);
  return ms;
}

/**
 * E2E_CPU_THROTTLE=N runs every page's main thread N times slower (Chrome DevTools' CPU throttling,
 * `Emulation.setCPUThrottlingRate`): the suite's margin on a slower or busier machine, proved on this one.
 * Unset or 1: no throttling.
 */
function cpuThrottleRate(): number {
  const raw = process.env.E2E_CPU_THROTTLE ?? '';
  if (raw === '') return 1;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 1)
    throw new Error(`E2E_CPU_THROTTLE is not a slowdown factor ≥ 1: ${raw}`);
  return rate;
}
const CPU_THROTTLE_RATE = cpuThrottleRate();

async function throttleCpu(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE_RATE });
}

type Fixtures = {
  /** Console errors a test provokes on purpose (e.g. a 500 from a fault); anything else fails the test. */
  allowConsoleErrors: RegExp[];
  /** Epoch ms the page's clock starts at (E2E_NOW or the default); use it instead of Date.now() in a test. */
  now: number;
  mock: MockBackend;
};

/** An endpoint id of the mock backend (mocks/control.ts ENDPOINT_IDS). */
export type MockEndpoint = EndpointId;

/** A fault of the mock backend: what one endpoint answers instead of its data. */
export type MockFault = Fault;

/** Drives the mock backend's controls (mocks/control.ts) through its window API and its stored config. */
export type MockBackend = {
  /** Applies from the first request of the next page load (the config is read on every request). */
  setFaultBeforeLoad: (endpoint: string, fault: MockFault) => Promise<void>;
  /** Applies from now on, on the loaded page. */
  setFault: (endpoint: string, fault: MockFault | null) => Promise<void>;
  /**
   * Clears the 'slow' faults and lets the calls waiting on one answer now: with a long 'slow' fault set
   * before the load, the test decides when those answers arrive. Returns how many calls were waiting.
   */
  releaseSlowAnswers: () => Promise<number>;
  bumpStock: (part: string, quantity: number) => Promise<void>;
  /** From the next page load the order endpoints ignore these query parameters (as a service ignores unknown keys). */
  ignoreParamsBeforeLoad: (names: string[]) => Promise<void>;
  /**
   * From the next page load the mock answers hostile data (mocks/hostile.ts): 'values' puts markup, long
   * strings, non-http(s) URLs and odd numbers in every answer; 'huge' answers about 10 MB of rows on the
   * first page of the catalog and order lists.
   */
  setHostileDataBeforeLoad: (mode: 'values' | 'huge') => Promise<void>;
  /**
   * From the next page load: the mock expects another service's names for what the spec does not name
   * (`orderNames: 'alternate'`, mocks/orderNames.ts), and/or writes order dates as whole days.
   */
  switchServiceBeforeLoad: (change: {
    orderNames?: 'portal' | 'alternate';
    wholeDayDates?: boolean;
  }) => Promise<void>;
  /** The orders the mock placed through POST /v1/new (survives reloads), optionally only one PO number's. */
  placedOrders: (poNumber?: string) => Promise<PlacedOrder[]>;
};

type MockWindowApi = {
  setFault: (endpoint: string, fault: MockFault | null) => unknown;
  releaseSlowAnswers: () => number;
  bumpStock: (part: string, quantity: number) => unknown;
  placedOrders: () => PlacedOrder[];
};

const MOCK_CONTROL_KEY = 'parts-portal.mock-control';

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  now: [pinnedNow(), { option: true }],
  page: async ({ page, allowConsoleErrors, now }, use) => {
    if (CPU_THROTTLE_RATE > 1) {
      await throttleCpu(page);
      // A second tab of the same test (drafts, leaving pages) runs as slowly as the first.
      page.context().on('page', (other) => void throttleCpu(other));
    }
    await page.clock.install({ time: now });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
    // No artificial latency in tests; keeps whatever else a test configured across reloads.
    await page.addInitScript((key) => {
      let current: Record<string, unknown>;
      try {
        current = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      } catch {
        current = {};
      }
      window.localStorage.setItem(key, JSON.stringify({ ...current, latencyMs: 0 }));
    }, MOCK_CONTROL_KEY);
    await use(page);
    expect(errors, 'the page logged console errors').toEqual([]);
  },
  mock: async ({ page }, use) => {
    await use(mockBackendFor(page));
  },
});

function mockBackendFor(page: Page): MockBackend {
  const api = async () => {
    await page.waitForFunction(() => '__partsPortalMock' in window);
  };
  return {
    setFaultBeforeLoad: async (endpoint, fault) => {
      await page.addInitScript(
        ([key, e, f]) => {
          const current = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
            faults?: Record<string, unknown>;
          };
          window.localStorage.setItem(
            key,
            JSON.stringify({ ...current, faults: { ...current.faults, [e]: f } }),
          );
        },
        [MOCK_CONTROL_KEY, endpoint, fault] as const,
      );
    },
    ignoreParamsBeforeLoad: async (names) => {
      await page.addInitScript(
        ([key, ignored]) => {
          const current = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
          window.localStorage.setItem(key, JSON.stringify({ ...current, ignoredParams: ignored }));
        },
        [MOCK_CONTROL_KEY, names] as const,
      );
    },
    setHostileDataBeforeLoad: async (mode) => {
      await page.addInitScript(
        ([key, m]) => {
          const current = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
          window.localStorage.setItem(key, JSON.stringify({ ...current, hostileData: m }));
        },
        [MOCK_CONTROL_KEY, mode] as const,
      );
    },
    switchServiceBeforeLoad: async (change) => {
      await page.addInitScript(
        ([key, c]) => {
          const current = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
          window.localStorage.setItem(key, JSON.stringify({ ...current, ...c }));
        },
        [MOCK_CONTROL_KEY, change] as const,
      );
    },
    setFault: async (endpoint, fault) => {
      await api();
      await page.evaluate(
        ([e, f]) => {
          (window as unknown as { __partsPortalMock: MockWindowApi }).__partsPortalMock.setFault(e, f);
        },
        [endpoint, fault] as const,
      );
    },
    releaseSlowAnswers: async () => {
      await api();
      return page.evaluate(() =>
        (window as unknown as { __partsPortalMock: MockWindowApi }).__partsPortalMock.releaseSlowAnswers(),
      );
    },
    placedOrders: async (poNumber) => {
      await api();
      const all = await page.evaluate(() =>
        (window as unknown as { __partsPortalMock: MockWindowApi }).__partsPortalMock.placedOrders(),
      );
      return poNumber === undefined ? all : all.filter((o) => o.poNumber === poNumber);
    },
    bumpStock: async (part, quantity) => {
      await api();
      await page.evaluate(
        ([p, q]) => {
          (window as unknown as { __partsPortalMock: MockWindowApi }).__partsPortalMock.bumpStock(p, q);
        },
        [part, quantity] as const,
      );
    },
  };
}

export { expect };

import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** Console errors a test provokes on purpose (e.g. a 500 from a fault); anything else fails the test. */
  allowConsoleErrors: RegExp[];
  mock: MockControl;
};

/** A fault of the mock backend (mocks/control.ts): what one endpoint answers instead of its data. */
export type MockFault = {
  kind:
    | 'unauthorized'
    | 'forbidden'
    | 'rate-limited'
    | 'server-error'
    | 'network-error'
    | 'slow'
    | 'malformed'
    | 'empty';
  once?: boolean;
  retryAfterSeconds?: number;
};

/** Drives the mock backend's controls (mocks/control.ts) through its window API and its stored config. */
export type MockControl = {
  /** Applies from the first request of the next page load (the config is read on every request). */
  setFaultBeforeLoad: (endpoint: string, fault: MockFault) => Promise<void>;
  /** Applies from now on, on the loaded page. */
  setFault: (endpoint: string, fault: MockFault | null) => Promise<void>;
  bumpStock: (part: string, quantity: number) => Promise<void>;
};

type MockWindowApi = {
  setFault: (endpoint: string, fault: MockFault | null) => unknown;
  bumpStock: (part: string, quantity: number) => unknown;
};

const MOCK_CONTROL_KEY = 'parts-portal.mock-control';

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
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
    await use(mockControlFor(page));
  },
});

function mockControlFor(page: Page): MockControl {
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
    setFault: async (endpoint, fault) => {
      await api();
      await page.evaluate(
        ([e, f]) => {
          (window as unknown as { __partsPortalMock: MockWindowApi }).__partsPortalMock.setFault(e, f);
        },
        [endpoint, fault] as const,
      );
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

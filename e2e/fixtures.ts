import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** Console errors a test provokes on purpose (e.g. a 500 from a fault); anything else fails the test. */
  allowConsoleErrors: RegExp[];
  mock: MockControl;
};

/** Drives the mock backend's controls through its window API (see mocks/control.ts). */
export type MockControl = {
  setFault: (
    endpoint: string,
    fault: string,
    options?: { once?: boolean; retryAfterSeconds?: number },
  ) => Promise<void>;
  clearFaults: () => Promise<void>;
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
  return {
    setFault: async (endpoint, fault, options = {}) => {
      await page.waitForFunction(() => '__partsPortalMock' in window);
      await page.evaluate(
        ([e, f, o]) => {
          const control = (
            window as unknown as { __partsPortalMock: { setFault: (...a: unknown[]) => void } }
          ).__partsPortalMock;
          control.setFault(e, f, o);
        },
        [endpoint, fault, options] as const,
      );
    },
    clearFaults: async () => {
      await page.evaluate(() => {
        (
          window as unknown as { __partsPortalMock: { clearFaults: () => void } }
        ).__partsPortalMock.clearFaults();
      });
    },
  };
}

export { expect };

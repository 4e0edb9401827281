import { setupWorker } from 'msw/browser';
import type { AvailabilityChange } from '../src/model/schemas';
import {
  attachControlStorage,
  getMockControl,
  resetMockControl,
  setFault,
  clearSlowFaults,
  releaseSlowAnswers,
  setMockControl,
  updateMockControl,
  type EndpointId,
  type Fault,
  type MockControl,
  type MockControlInput,
} from './control';
import {
  attachStateStorage,
  bumpStock,
  getDataset,
  prepareDataset,
  placedOrders,
  resetMockState,
  type PlacedOrder,
} from './db';
import { handlers } from './handlers';
import { keepMockWorkerForTheVisit } from './workerLifetime';

/** What Playwright (page.evaluate) and a curious developer can reach on window.__partsPortalMock. */
export interface PartsPortalMockApi {
  get(): MockControl;
  set(config: MockControlInput): MockControl;
  update(change: Partial<MockControlInput>): MockControl;
  setFault(endpoint: EndpointId, fault: Fault | null): MockControl;
  /** Clears the 'slow' faults and answers the calls waiting on one now; returns how many were waiting. */
  releaseSlowAnswers(): number;
  /** Clears faults, latency override and the token requirement. */
  reset(): void;
  /** Drops placed orders, recorded usage and stock bumps (same as POST /api/__demo/reset). */
  resetData(): void;
  /** Sets a part's stock now: an availability change the portal sees on its next poll. */
  bumpStock(part: string, stockQuantity: number): AvailabilityChange;
  /** Milliseconds this page load has spent generating seeded data so far (each area is generated on first use). */
  generationMs(): number;
  /** When the worker began to control the page: milliseconds since navigation start (performance.now()). */
  readyAtMs(): number;
  /** The orders POST /v1/new placed since the last data reset, one entry per confirmation number. */
  placedOrders(): PlacedOrder[];
}

declare global {
  interface Window {
    __partsPortalMock?: PartsPortalMockApi;
  }
}

/** Starts the MSW worker for the demo: state and control persisted in localStorage, realistic latency. */
export async function startDemoWorker(): Promise<void> {
  attachControlStorage(window.localStorage);
  attachStateStorage(window.localStorage);
  // The parts are made in slices while the worker registers; an answer waits for them (record.ts).
  void prepareDataset([]);
  keepMockWorkerForTheVisit();
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/demoServiceWorker.js' },
    quiet: true,
    // Vite modules, assets and anything outside /api go to the network untouched.
    onUnhandledRequest: 'bypass',
  });
  const readyAt = performance.now();
  // Exposed only once the worker controls the page, so tests can wait for it as the "mocks ready" signal.
  window.__partsPortalMock = {
    get: getMockControl,
    set: setMockControl,
    update: updateMockControl,
    setFault,
    releaseSlowAnswers: () => {
      // The pages after the released ones must not wait again: a test lets the whole answer through.
      clearSlowFaults();
      return releaseSlowAnswers();
    },
    reset: resetMockControl,
    resetData: resetMockState,
    bumpStock,
    generationMs: () => getDataset().generationMs,
    readyAtMs: () => readyAt,
    placedOrders,
  };
}

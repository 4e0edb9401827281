import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The mock backend for vitest: `server.listen({ onUnhandledRequest: 'error' })`, and after each test
 * `server.resetHandlers(); resetMockState(); resetMockControl()` (db.ts, control.ts; mocks/test-utils.ts does it all). State lives in memory; no latency.
 * Call configureMockData({ now }) for a fixed clock and reproducible data.
 */
export const server = setupServer(...handlers);

export { getDataset } from './db';

import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setupServer } from 'msw/node';
import { configureApi, resetApiConfig } from '../config';
import { reloadSettings } from '@/lib/settings';

/** Test-only: an MSW server of the API module's own tests (independent of mocks/). */
export const server = setupServer();

/** Base URL the client resolves '/api' to under jsdom. */
export const API = `${window.location.origin}/api`;

/** Delays the client asked to sleep for, in order (retries run without real waiting). */
export const sleeps: number[] = [];

export function setupApiTestServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    sleeps.length = 0;
    configureApi({
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
  });
  afterEach(() => {
    server.resetHandlers();
    resetApiConfig();
    // setup.ts clears storage; the in-memory settings must follow.
    reloadSettings();
  });
  afterAll(() => server.close());
}

/** Path segments as the server received them, decoded. */
export function receivedSegments(request: Request): string[] {
  return new URL(request.url).pathname.split('/').slice(1).map(decodeURIComponent);
}

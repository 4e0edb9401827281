import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockControl } from './control';
import { DEFAULT_SEED } from './data';
import { configureMockData, resetMockState } from './db';
import { server } from './node';
import { reseedTraceIds } from './record';

/** A fixed clock for the mocks' own tests: 2025-06-15 12:00 UTC. */
export const TEST_NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
export const APP_NAME = 'parts-portal-tests';

/** Registers the node server, a fixed clock and per-test resets for the calling test file. */
export function setupMockServer(): void {
  beforeAll(() => {
    configureMockData({ seed: DEFAULT_SEED, now: TEST_NOW });
    reseedTraceIds(1);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
    resetMockControl();
  });
  afterAll(() => server.close());
}

/** The app's own API base in jsdom: the page origin + /api (the mock answers nothing else). */
export const apiUrl = (path: string) => `${window.location.origin}/api${path}`;

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** fetch + JSON body (undefined for an empty body), with the client-app-name header by default. */
export async function call(path: string, init: RequestInit = {}): Promise<JsonAnswer> {
  const headers = new Headers(init.headers);
  if (!headers.has('client-app-name')) headers.set('client-app-name', APP_NAME);
  const response = await fetch(apiUrl(path), { ...init, headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

export function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
    return body.message;
  throw new Error(`no { message } in ${JSON.stringify(body)}`);
}

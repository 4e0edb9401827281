import { expect } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ApiError } from '../errors';
import { server } from './server';

/** Test-only helpers shared by the API module's tests. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** Counts anything sent: rules must reject before the network. */
export function forbidRequests(): { count: () => number } {
  let count = 0;
  server.use(http.all('*', () => (count++, new HttpResponse(null, { status: 500 }))));
  return { count: () => count };
}

export async function expectRuleError(promise: Promise<unknown>, pattern: RegExp): Promise<ApiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'rule' });
  expect((error as ApiError).message).toMatch(pattern);
  return error as ApiError;
}

export async function expectApiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

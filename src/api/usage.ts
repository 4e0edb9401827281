import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, type FetchOptions } from './http';
import {
  USAGE_APIS,
  usageFullDetailSchema,
  usageRequestListAnswerSchema,
  usageSummaryAnswerSchema,
  type UsageFullDetail,
  type UsageRequestRow,
  type UsageSummaryRow,
} from './schemas';
import type { TolerantList } from './tolerantList';
import { dateParam, keyParams, parseParams } from './validate';

export const usageDetailsParamsSchema = z.object({
  api: z.enum(USAGE_APIS, { message: `api must be one of ${USAGE_APIS.join(', ')}` }),
  date: dateParam('date'),
});
export type UsageDetailsParams = z.input<typeof usageDetailsParamsSchema>;

export const usageFullDetailParamsSchema = usageDetailsParamsSchema.extend({
  traceIdentifier: z.string().trim().min(1, { message: 'traceIdentifier is required' }),
});
export type UsageFullDetailParams = z.input<typeof usageFullDetailParamsSchema>;

/** GET /v1/requests/summary: the organization's last 7 days by API and action. */
export async function getUsageSummary(options: FetchOptions = {}): Promise<TolerantList<UsageSummaryRow>> {
  return apiRequest({
    endpoint: 'GET /v1/requests/summary',
    area: 'stats',
    path: '/v1/requests/summary',
    schema: usageSummaryAnswerSchema,
    signal: options.signal,
    requireClientAppName: true,
  });
}

/** GET /v1/requests/details: one row per request to one API on one date. */
export async function getUsageDetails(
  params: UsageDetailsParams,
  options: FetchOptions = {},
): Promise<TolerantList<UsageRequestRow>> {
  const endpoint = 'GET /v1/requests/details';
  const query = parseParams(endpoint, usageDetailsParamsSchema, params);
  return apiRequest({
    endpoint,
    area: 'stats',
    path: '/v1/requests/details',
    query,
    schema: usageRequestListAnswerSchema,
    signal: options.signal,
    requireClientAppName: true,
  });
}

/** GET /v1/requests/fulldetail: the logged request and response of one call. */
export async function getUsageFullDetail(
  params: UsageFullDetailParams,
  options: FetchOptions = {},
): Promise<UsageFullDetail> {
  const endpoint = 'GET /v1/requests/fulldetail';
  const query = parseParams(endpoint, usageFullDetailParamsSchema, params);
  return apiRequest({
    endpoint,
    area: 'stats',
    path: '/v1/requests/fulldetail',
    query,
    schema: usageFullDetailSchema,
    signal: options.signal,
    requireClientAppName: true,
  });
}

export const usageKeys = {
  all: ['usage'] as const,
  summary: () => [...usageKeys.all, 'summary'] as const,
  details: (params: UsageDetailsParams) =>
    [...usageKeys.all, 'details', keyParams(usageDetailsParamsSchema, params)] as const,
  fullDetail: (params: UsageFullDetailParams) =>
    [...usageKeys.all, 'fulldetail', keyParams(usageFullDetailParamsSchema, params)] as const,
};

export function usageSummaryQueryOptions() {
  return queryOptions({
    queryKey: usageKeys.summary(),
    queryFn: ({ signal }) => getUsageSummary({ signal }),
  });
}

export function usageDetailsQueryOptions(params: UsageDetailsParams) {
  return queryOptions({
    queryKey: usageKeys.details(params),
    queryFn: ({ signal }) => getUsageDetails(params, { signal }),
  });
}

export function usageFullDetailQueryOptions(params: UsageFullDetailParams) {
  return queryOptions({
    queryKey: usageKeys.fullDetail(params),
    queryFn: ({ signal }) => getUsageFullDetail(params, { signal }),
    // A logged call never changes.
    staleTime: Infinity,
  });
}

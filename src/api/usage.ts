import { t } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { apiRequest, type FetchOptions } from './http';
import {
  USAGE_APIS,
  usageFullDetailSchema,
  usageRequestListAnswerSchema,
  usageSummaryAnswerSchema,
  type UsageSummaryRow,
} from '@/model/schemas';
import type { TolerantList } from '@/model/tolerantList';
import { dateParam, keyParams } from './validate';
import { defineGet, requestQueryOptions } from './request';

// The API names are the wire values (data), listed as the service writes them.
const USAGE_API_LIST = USAGE_APIS.join(', ');

export const usageDetailsParamsSchema = lazySchema(() =>
  z.object({
    api: z.enum(USAGE_APIS, { error: () => t`api must be one of ${USAGE_API_LIST}` }),
    date: dateParam('date'),
  }),
);
export type UsageDetailsParams = z.input<typeof usageDetailsParamsSchema>;

export const usageFullDetailParamsSchema = lazySchema(() =>
  z.extend(usageDetailsParamsSchema, {
    traceIdentifier: z
      .string()
      .check(z.trim(), z.minLength(1, { error: () => t`traceIdentifier is required` })),
  }),
);
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
export const getUsageDetails = defineGet({
  area: 'stats',
  route: '/v1/requests/details',
  params: usageDetailsParamsSchema,
  answer: usageRequestListAnswerSchema,
  requireClientAppName: true,
});

/** GET /v1/requests/fulldetail: the logged request and response of one call. */
export const getUsageFullDetail = defineGet({
  area: 'stats',
  route: '/v1/requests/fulldetail',
  params: usageFullDetailParamsSchema,
  answer: usageFullDetailSchema,
  requireClientAppName: true,
});

export const usageKeys = {
  all: ['usage'] as const,
  summary: () => [...usageKeys.all, 'summary'] as const,
  details: (params: UsageDetailsParams) =>
    [...usageKeys.all, 'details', keyParams(usageDetailsParamsSchema, params)] as const,
  fullDetail: (params: UsageFullDetailParams) =>
    [...usageKeys.all, 'fulldetail', keyParams(usageFullDetailParamsSchema, params)] as const,
};

export const usageSummaryQueryOptions = () => requestQueryOptions(usageKeys.summary(), getUsageSummary);

export const usageDetailsQueryOptions = (params: UsageDetailsParams) =>
  requestQueryOptions(usageKeys.details(params), (options) => getUsageDetails(params, options));

export const usageFullDetailQueryOptions = (params: UsageFullDetailParams) => ({
  ...requestQueryOptions(usageKeys.fullDetail(params), (options) => getUsageFullDetail(params, options)),
  // A logged call never changes.
  staleTime: Infinity,
});

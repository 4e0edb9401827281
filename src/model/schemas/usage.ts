import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { listAnswerSchema } from '../listAnswer';
import { isoDateSchema, isoDateTimeSchema, jsonObjectSchema, jsonValueSchema } from './json';

export const USAGE_APIS = ['catalog', 'orders', 'pricing', 'quotes', 'delivery'] as const;
export const usageApiSchema = lazySchema(() => z.enum(USAGE_APIS));
export type UsageApi = z.infer<typeof usageApiSchema>;

export const usageSummaryRowSchema = lazySchema(() =>
  z.object({
    Api: z.string(),
    RequestDate: isoDateSchema,
    Action: z.string(),
    AverageResponseTimeMs: z.number().check(z.int()),
    RequestCount: z.number().check(z.int()),
  }),
);
export type UsageSummaryRow = z.infer<typeof usageSummaryRowSchema>;
export const usageSummarySchema = lazySchema(() => z.array(usageSummaryRowSchema));
export const usageSummaryAnswerSchema = listAnswerSchema(usageSummaryRowSchema, 'Action');

export const usageRequestRowSchema = lazySchema(() =>
  z.object({
    Api: z.string(),
    RequestTimeUtc: isoDateTimeSchema,
    TraceIdentifier: z.string(),
    TotalElapsedMilliseconds: z.number().check(z.int()),
    RemoteIp: z.string(),
    ResponseCode: z.number().check(z.int()),
    Url: z.string(),
    QueryString: z.string(),
  }),
);
export type UsageRequestRow = z.infer<typeof usageRequestRowSchema>;
export const usageRequestListSchema = lazySchema(() => z.array(usageRequestRowSchema));
export const usageRequestListAnswerSchema = listAnswerSchema(usageRequestRowSchema, 'TraceIdentifier');

export const usageFullDetailSchema = lazySchema(() =>
  z.object({
    TraceIdentifier: z.string(),
    Request: z.object({
      Method: z.string(),
      Path: z.string(),
      Headers: jsonObjectSchema,
    }),
    Response: jsonValueSchema,
    RequestTimeUtc: isoDateTimeSchema,
    TotalElapsedMilliseconds: z.number().check(z.int()),
    ResponseCode: z.number().check(z.int()),
    Url: z.string(),
    QueryString: z.string(),
    Action: z.string(),
  }),
);
export type UsageFullDetail = z.infer<typeof usageFullDetailSchema>;

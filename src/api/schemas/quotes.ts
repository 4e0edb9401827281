import { z } from 'zod';
import { int64Schema, isoDateSchema } from './json';

export const quotePriceBreakSchema = z.object({
  moq: z.number().int(),
  oemPrice: z.number(),
  distPrice: z.number().nullable(),
});

export const opportunitySchema = z.object({
  designCustomer: z.string(),
  distributor: z.string(),
  contractManufacturer: z.string().nullable(),
  mfrPart: z.string(),
  opportunityId: int64Schema,
  effectiveDate: isoDateSchema,
  expirationDate: isoDateSchema,
  priceBreaks: z.array(quotePriceBreakSchema),
  priceProtectionType: z.string(),
  willAutoRenew: z.boolean(),
  estimatedAnnualUsage: z.number().int(),
});

export const quoteListSchema = z.object({
  totalResultsCount: z.number().int(),
  opportunities: z.array(opportunitySchema),
});

export type QuotePriceBreak = z.infer<typeof quotePriceBreakSchema>;
export type Opportunity = z.infer<typeof opportunitySchema>;
export type QuoteList = z.infer<typeof quoteListSchema>;

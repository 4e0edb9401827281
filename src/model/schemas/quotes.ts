import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { nullableList, tolerantListSchema, type TolerantList } from '../tolerantList';
import { withMakerFields } from './manufacturer';
import { int64Schema, isoDateSchema } from './json';

export const quotePriceBreakSchema = lazySchema(() =>
  z.object({
    moq: z.number().check(z.int()),
    oemPrice: z.number(),
    distPrice: z.nullable(z.number()),
  }),
);

/** `mfrPart` arrives under the manufacturer's own name (`acmePart`): see manufacturer.ts. */
export const opportunitySchema = lazySchema(() =>
  withMakerFields(
    z.object({
      designCustomer: z.string(),
      distributor: z.string(),
      contractManufacturer: z.nullable(z.string()),
      mfrPart: z.string(),
      opportunityId: int64Schema,
      effectiveDate: isoDateSchema,
      expirationDate: isoDateSchema,
      priceBreaks: nullableList(quotePriceBreakSchema),
      priceProtectionType: z.string(),
      willAutoRenew: z.boolean(),
      estimatedAnnualUsage: z.number().check(z.int()),
    }),
    ['mfrPart'],
  ),
);
export type Opportunity = z.infer<typeof opportunitySchema>;

/** Strict: every opportunity must fit (the mocks' conformance tests). */
export const quoteListSchema = lazySchema(() =>
  z.object({
    totalResultsCount: z.number().check(z.int()),
    opportunities: z.array(opportunitySchema),
  }),
);

/** What GET /v1 parses to: the opportunities as a tolerant list (`items`, `skipped`) plus the total. */
export const quotePageSchema = lazySchema(() =>
  z.pipe(
    z.object({
      totalResultsCount: z.number().check(z.int()),
      opportunities: tolerantListSchema(opportunitySchema, 'opportunityId'),
    }),
    z.transform(({ totalResultsCount, opportunities }) => ({ totalResultsCount, ...opportunities })),
  ),
);

export type QuotePage = TolerantList<Opportunity> & { totalResultsCount: number };

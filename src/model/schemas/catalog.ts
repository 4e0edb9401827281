import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { listAnswerSchema } from '../listAnswer';
import { nullableList } from '../tolerantList';
import { int64Schema, isoDateTimeSchema, jsonArraySchema, jsonObjectSchema } from './json';

export const priceBreakSchema = lazySchema(() =>
  z.object({
    column: z.number().check(z.int()),
    minimumQuantity: z.number().check(z.int()),
    maximumQuantity: z.number().check(z.int()),
    price: z.number(),
  }),
);
export type PriceBreak = z.infer<typeof priceBreakSchema>;

export const packagingSchema = lazySchema(() =>
  z.object({
    description: z.string(),
    standardQuantity: z.number().check(z.int()),
    fullIncrementRequired: z.boolean(),
  }),
);
export type Packaging = z.infer<typeof packagingSchema>;

export const relatedPartSchema = lazySchema(() =>
  z.object({
    part: z.string(),
    stockQuantity: z.number().check(z.int()),
    packaging: packagingSchema,
    relatedPartType: z.string(),
  }),
);
export type RelatedPart = z.infer<typeof relatedPartSchema>;

export const complianceSchema = lazySchema(() =>
  z.object({
    regulationName: z.string(),
    result: z.string(),
    additionalAttributes: jsonObjectSchema,
  }),
);
export type Compliance = z.infer<typeof complianceSchema>;

export const documentSchema = lazySchema(() =>
  z.object({
    description: z.string(),
    path: z.string(),
    languageISO: z.string(),
    type: z.string(),
    typeFull: z.string(),
  }),
);
export type PartDocument = z.infer<typeof documentSchema>;

export const partSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    part: z.string(),
    description: z.string(),
    stockQuantity: z.number().check(z.int()),
    minimumOrderQuantity: z.number().check(z.int()),
    currency: z.string(),
    price: nullableList(priceBreakSchema),
    customerBookPrice: jsonArraySchema,
    packaging: packagingSchema,
    relatedParts: nullableList(relatedPartSchema),
    environmentalCompliance: nullableList(complianceSchema),
    additionalDocuments: nullableList(documentSchema),
    imageUrl: z.string(),
    series: z.string(),
    seriesWithOption: z.nullable(z.string()),
    buyNowUrl: z.string(),
    requestSampleUrl: z.string(),
    nonCancellableNonReturnable: z.boolean(),
    lifecycleStatus: z.string(),
    models: jsonArraySchema,
    standardLeadDays: z.number().check(z.int()),
    eccnCategory: z.string(),
    htsNumber: z.string(),
    probableCountryOfOrigin: z.string(),
    reserve: z.boolean(),
    mates: jsonArraySchema,
  }),
);
export type Part = z.infer<typeof partSchema>;

/** Strict: every element must fit (the mocks' conformance tests). */
export const partListSchema = lazySchema(() => z.array(partSchema));
/** What list fetchers parse: row by row, `{ items, skipped }` (tolerantList.ts). */
export const partListAnswerSchema = listAnswerSchema(partSchema, 'part');

export const availabilityChangeSchema = lazySchema(() =>
  z.object({
    timestamp: isoDateTimeSchema,
    part: z.string(),
    stockQuantity: z.number().check(z.int()),
    timestampTicks: int64Schema,
  }),
);
export type AvailabilityChange = z.infer<typeof availabilityChangeSchema>;
export const availabilityChangeListSchema = lazySchema(() => z.array(availabilityChangeSchema));
export const availabilityChangeListAnswerSchema = listAnswerSchema(availabilityChangeSchema, 'part');

/**
 * GET /v3/search without fullResponse: the element shape is not in the spec. Accept a bare part-number
 * string or any object carrying `part` (or `partNumber`), and normalise to `{ part, description }` (description null when the hit carries none).
 */
// A hit's description is a bonus for display; one of another type is dropped rather than failing the search.
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const searchHitSchema = lazySchema(() =>
  z.union([
    z.pipe(
      z.string(),
      z.transform((part) => ({ part, description: null })),
    ),
    z.pipe(
      z.looseObject({ part: z.string() }),
      z.transform((hit) => ({ part: hit.part, description: textOrNull(hit.description) })),
    ),
    z.pipe(
      z.looseObject({ partNumber: z.string() }),
      z.transform((hit) => ({ part: hit.partNumber, description: textOrNull(hit.description) })),
    ),
  ]),
);
export type SearchHit = z.infer<typeof searchHitSchema>;
export const searchHitListSchema = lazySchema(() => z.array(searchHitSchema));
export const searchHitListAnswerSchema = listAnswerSchema(searchHitSchema, 'part');

import { z } from 'zod';

/** Any JSON value: used where the spec shows no element shape, so the value is kept for display as-is. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValueSchema),
    z.record(z.string(), jsonValueSchema),
  ]),
);

export const jsonArraySchema = z.array(jsonValueSchema);
export const jsonObjectSchema = z.record(z.string(), jsonValueSchema);

/** ISO 8601 date-time, with or without offset ("Z" or "+02:00"); a bare local date-time is accepted too. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, local: true });
/** yyyy-MM-dd */
export const isoDateSchema = z.iso.date();

import type { z } from 'zod';

/**
 * The values a page's search schema gives an empty URL: what `stripSearchParams` keeps out of the address
 * (/quotes, not /quotes?current=true&page=1). Read from the schema, so the two cannot drift. Every field of
 * a search schema falls back on its own (`.default()` / `.catch()`), so parsing nothing never throws.
 */
export function searchDefaults<S extends z.ZodType<object>>(schema: S): z.output<S> {
  return schema.parse({});
}

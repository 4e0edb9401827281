import { z } from 'zod';

/**
 * The router parses each search value as JSON first, so "?q=20021121" arrives as a number and "?q=true"
 * as a boolean: a search term takes them back as the text that was typed.
 */
export const searchTermParam = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((v) => String(v).slice(0, 200));

/** An optional free-text search value (a part number, a name): trimmed, at most 200 characters, blank = not given. */
export const optionalTextParam = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((v) => String(v).trim().slice(0, 200))
  .transform((v) => (v === '' ? undefined : v))
  .optional()
  .catch(undefined);

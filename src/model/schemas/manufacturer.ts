import { t } from '@lingui/core/macro';
import { addCustomIssue, z } from '@/lib/zod';
import type { ExpectedParam } from '@/lib/zodIssues';
import { getSettings } from '@/lib/settings';

/**
 * Manufacturer-named fields. The spec writes `Mfr` where the real service puts the manufacturer's own
 * name: a maker called Acme sends `acmePart`, `oemAcmeCustomerName`, `cmAcmeCustomerName`. Records are
 * read under whatever name the service uses and renamed to the canonical `Mfr` keys before the schema
 * sees them, so pages always read `mfrPart`, `oemMfrCustomerName`, `cmMfrCustomerName`.
 *
 * - Settings → "Manufacturer name in field names" (e.g. `Acme`) names the keys exactly (case-insensitive).
 * - Without it, the one key that fits the pattern and is not a known field of the record is taken.
 * - The literal `Mfr` keys of the spec are accepted as they are.
 * Two candidate keys, or none, is a malformed answer naming the canonical field.
 */
export const MAKER_FIELDS = {
  mfrPart: { pattern: /^[a-z][A-Za-z0-9]*Part$/, named: (maker: string) => `${lowerFirst(maker)}Part` },
  oemMfrCustomerName: {
    pattern: /^oem[A-Z][A-Za-z0-9]*CustomerName$/,
    named: (maker: string) => `oem${upperFirst(maker)}CustomerName`,
  },
  cmMfrCustomerName: {
    pattern: /^cm[A-Z][A-Za-z0-9]*CustomerName$/,
    named: (maker: string) => `cm${upperFirst(maker)}CustomerName`,
  },
} as const;
export type MakerField = keyof typeof MAKER_FIELDS;

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function candidates(
  record: Record<string, unknown>,
  field: MakerField,
  knownKeys: ReadonlySet<string>,
): string[] {
  const maker = getSettings().manufacturerName;
  const keys = Object.keys(record);
  if (maker) {
    const wanted = MAKER_FIELDS[field].named(maker).toLowerCase();
    return keys.filter((key) => key.toLowerCase() === wanted);
  }
  return keys.filter((key) => !knownKeys.has(key) && MAKER_FIELDS[field].pattern.test(key));
}

/**
 * Wraps an object schema so that its manufacturer-named fields are found under the service's name and
 * renamed to the canonical key. Other keys pass through untouched.
 */
export function withMakerFields<Shape extends z.core.$ZodShape>(
  schema: z.ZodMiniObject<Shape>,
  fields: readonly MakerField[],
) {
  const knownKeys = new Set(Object.keys(schema.shape));
  return z.pipe(
    z.transform((value, ctx) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const record: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const field of fields) {
        if (field in record) continue;
        const found = candidates(record, field, knownKeys);
        if (found.length === 1) {
          const [key] = found as [string];
          record[field] = record[key];
          delete record[key];
        } else if (found.length > 1) {
          // The field names are the service's keys (data).
          const keys = found.join(', ');
          addCustomIssue(ctx, {
            path: [field],
            message: t`several fields could be ${field}: ${keys}`,
            params: {
              expected: (() =>
                t`one field named after the manufacturer (found ${keys}; name the manufacturer in Settings)`) satisfies ExpectedParam,
            },
          });
        }
      }
      return record;
    }),
    schema,
  );
}

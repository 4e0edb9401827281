import { t } from '@lingui/core/macro';
import { addCustomIssue, z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';

/**
 * GET /v1/model/ModelTypes: shape not in the spec. Accept an array of codes, or of objects carrying the
 * code under a plausible key (code / modelFormat / format / name / id) with an optional description,
 * or an object wrapping such an array; normalise to `{ code, label }`.
 */
const modelTypeObjectSchema = lazySchema(() =>
  z.looseObject({
    code: z.optional(z.string()),
    modelFormat: z.optional(z.string()),
    format: z.optional(z.string()),
    name: z.optional(z.string()),
    id: z.optional(z.string()),
    description: z.optional(z.string()),
    displayName: z.optional(z.string()),
  }),
);

export const modelTypeSchema = lazySchema(() =>
  z.pipe(
    z.union([z.string(), modelTypeObjectSchema]),
    z.transform((entry, ctx) => {
      if (typeof entry === 'string') return { code: entry, label: entry };
      const code = entry.code ?? entry.modelFormat ?? entry.format ?? entry.id ?? entry.name;
      if (!code) {
        addCustomIssue(ctx, { message: t`model type has no code (code, modelFormat, format, id or name)` });
        return z.NEVER;
      }
      return { code, label: entry.description ?? entry.displayName ?? entry.name ?? code };
    }),
  ),
);

const modelTypeArraySchema = lazySchema(() => z.array(modelTypeSchema));

export const modelTypesSchema = lazySchema(() =>
  z.union([
    modelTypeArraySchema,
    z.pipe(
      z.looseObject({
        modelTypes: z.optional(modelTypeArraySchema),
        formats: z.optional(modelTypeArraySchema),
        items: z.optional(modelTypeArraySchema),
      }),
      z.transform((wrapper, ctx) => {
        const list = wrapper.modelTypes ?? wrapper.formats ?? wrapper.items;
        if (!list) {
          addCustomIssue(ctx, { message: t`expected an array of model types` });
          return z.NEVER;
        }
        return list;
      }),
    ),
  ]),
);

/** GET /v1/model/{part}: a JSON string holding a pre-signed URL; "" means no model in that format. */
export const modelUrlSchema = lazySchema(() => z.string());

export type ModelType = z.infer<typeof modelTypeSchema>;

import { z } from 'zod';

/**
 * GET /v1/model/ModelTypes: shape not in the spec. Accept an array of codes, or of objects carrying the
 * code under a plausible key (code / modelFormat / format / name / id) with an optional description,
 * or an object wrapping such an array; normalise to `{ code, label }`.
 */
const modelTypeObjectSchema = z.looseObject({
  code: z.string().optional(),
  modelFormat: z.string().optional(),
  format: z.string().optional(),
  name: z.string().optional(),
  id: z.string().optional(),
  description: z.string().optional(),
  displayName: z.string().optional(),
});

export const modelTypeSchema = z.lazy(() =>
  z.union([z.string(), modelTypeObjectSchema]).transform((entry, ctx) => {
    if (typeof entry === 'string') return { code: entry, label: entry };
    const code = entry.code ?? entry.modelFormat ?? entry.format ?? entry.id ?? entry.name;
    if (!code) {
      ctx.addIssue({
        code: 'custom',
        message: 'model type has no code (code, modelFormat, format, id or name)',
      });
      return z.NEVER;
    }
    return { code, label: entry.description ?? entry.displayName ?? entry.name ?? code };
  }),
);

const modelTypeArraySchema = z.array(modelTypeSchema);

export const modelTypesSchema = z.lazy(() =>
  z.union([
    modelTypeArraySchema,
    z
      .looseObject({
        modelTypes: modelTypeArraySchema.optional(),
        formats: modelTypeArraySchema.optional(),
        items: modelTypeArraySchema.optional(),
      })
      .transform((wrapper, ctx) => {
        const list = wrapper.modelTypes ?? wrapper.formats ?? wrapper.items;
        if (!list) {
          ctx.addIssue({ code: 'custom', message: 'expected an array of model types' });
          return z.NEVER;
        }
        return list;
      }),
  ]),
);

/** GET /v1/model/{part}: a JSON string holding a pre-signed URL; "" means no model in that format. */
export const modelUrlSchema = z.string();

export type ModelType = z.infer<typeof modelTypeSchema>;

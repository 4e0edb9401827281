import { z } from 'zod';

/**
 * Where Settings sends the user back to (`/settings?from=/parts%3Fpage%3D2`): only a path of this
 * portal, so a crafted link can never redirect off the site (no `//host`, no scheme, no backslash).
 */
export const returnPathSchema = z
  .string()
  .max(2000)
  .refine(
    (p) => p.startsWith('/') && !p.startsWith('//') && !p.includes('\\') && !/[\u0000-\u001f]/.test(p),
    {
      message: 'an in-app path',
    },
  )
  .refine((p) => !/^\/settings(?:[/?#]|$)/.test(p), { message: 'not Settings itself' });

export function safeReturnPath(value: unknown): string | undefined {
  const parsed = returnPathSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

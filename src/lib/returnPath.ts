import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';

/**
 * Where Settings sends the user back to (`/settings?from=/parts%3Fpage%3D2`): only a path of this
 * portal, so a crafted link can never redirect off the site (no `//host`, no scheme, no backslash).
 */
export const returnPathSchema = lazySchema(() =>
  z.string().check(
    z.maxLength(2000),
    z.refine(
      (p) =>
        p.startsWith('/') &&
        !p.startsWith('//') &&
        !p.includes('\\') &&
        ![...p].some((ch) => ch.charCodeAt(0) < 0x20),
      {
        message: 'an in-app path',
      },
    ),
    z.refine((p) => !/^\/settings(?:[/?#]|$)/.test(p), { message: 'not Settings itself' }),
  ),
);

export function safeReturnPath(value: unknown): string | undefined {
  const parsed = returnPathSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

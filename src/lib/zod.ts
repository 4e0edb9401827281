import { z } from 'zod/mini';
import { en } from 'zod/locales';

/*
 * The app's zod: the tree-shakable functional form (zod/mini, docs/performance.md), with zod's English
 * messages installed. zod/mini loads no locale by itself, so without this every default message would read
 * "Invalid input", and the errors and skipped-row notes quote those messages (lib/zodIssues.ts,
 * api/validate.ts). Every module imports `z` from here, so the messages are in place before any parse
 * (ESLint forbids importing zod directly).
 */
z.config(en());

export { z };

/** zod's messages in a language (zod/locales): each of the portal's other languages brings its own. */
export type ZodLocale = () => { localeError: z.core.$ZodErrorMap };

export function installZodLocale(locale: ZodLocale | 'en'): void {
  z.config(locale === 'en' ? en() : locale());
}

/**
 * A failed transform: what classic zod's `ctx.addIssue({ code: 'custom', … })` did, for zod/mini's
 * context (which has no addIssue). The issue's path is completed by zod like any other.
 */
export function addCustomIssue(
  ctx: z.core.ParsePayload,
  issue: { message: string; path?: PropertyKey[]; params?: Record<string, unknown> },
): void {
  ctx.issues.push({ code: 'custom', input: ctx.value, ...issue });
}

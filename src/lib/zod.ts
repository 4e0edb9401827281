import { z } from 'zod/mini';
import { createZodMessages, type ZodLocale } from './zodMessages';

/*
 * The app's zod: the tree-shakable functional form (zod/mini, docs/performance.md). zod/mini installs no
 * messages: without any, every default message would read "Invalid input", and the errors and skipped-row
 * notes quote those messages (lib/zodIssues.ts, api/validate.ts). The messages of the language shown are
 * installed here; English loads when first wanted (zodMessages.ts). Every module imports `z` from here, so
 * the messages are in place before any parse (ESLint forbids importing zod directly).
 */
const messages = createZodMessages(() => import('zod/v4/locales/en.js').then((module) => module.default));
z.config({ localeError: messages.localeError });

export { z };
export type { ZodLocale };

export function installZodLocale(locale: ZodLocale | 'en'): void {
  messages.install(locale);
}

/**
 * A visit that types may soon have a form check it: zod's English messages start loading at the first key
 * or pointer press (when English is shown), not with the page. `start` is what begins the loading.
 */
export function loadZodMessagesOnFirstInput(target: EventTarget, start = messages.preload): void {
  const listening = new AbortController();
  const load = () => {
    listening.abort();
    start();
  };
  for (const type of ['pointerdown', 'keydown'])
    target.addEventListener(type, load, { capture: true, passive: true, signal: listening.signal });
}

/** A parse whose messages are shown: run again once English has come if it wanted one before then. */
export const parseWithMessages = messages.parseWithMessages;

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

import type { z } from './zod';

type ErrorMap = z.core.$ZodErrorMap;
/** zod's messages in a language (zod/locales): each of the portal's other languages brings its own. */
export type ZodLocale = () => { localeError: ErrorMap };

/** zod words a failed safeParse's issues when its `error` is first read: read it while a miss counts. */
function wordedNow<R>(result: R): R {
  if (typeof result === 'object' && result !== null && 'success' in result && result.success === false)
    void (result as { error?: unknown }).error;
  return result;
}

/**
 * zod's default messages ("Too big: expected string to have <=50 characters") for the language shown.
 * English comes as a chunk of its own, loaded the first time a message is wanted, like every other
 * language's (issue 22: `/` loads 0.9 KB gzip less; a parse that succeeds never needs them):
 * - `localeError` is zod's error map. A message wanted before English has arrived is a miss: zod says
 *   "Invalid input" for it, and English starts loading.
 * - Whoever must show a message parsed before then parses again once English is here
 *   (`parseWithMessages`: the API's answers, model/listAnswer.ts).
 * - `preload` starts loading ahead of need (at a visit's first input, before a form can check).
 */
export function createZodMessages(importEnglish: () => Promise<ZodLocale>) {
  let shown: ErrorMap | undefined;
  let englishShown = true;
  let english: ErrorMap | undefined;
  let loading: Promise<boolean> | undefined;
  let misses = 0;

  function loadEnglish(): Promise<boolean> {
    loading ??= importEnglish().then(
      (locale) => {
        english = locale().localeError;
        if (englishShown) shown = english;
        return true;
      },
      () => {
        // Offline or a stale deployment: "Invalid input" until a later miss tries again.
        loading = undefined;
        return false;
      },
    );
    return loading;
  }

  const localeError: ErrorMap = (issue) => {
    if (shown) return shown(issue);
    misses += 1;
    void loadEnglish();
    return undefined;
  };

  /** The messages of the language shown from now on: another language's, or English ('en'). */
  function install(locale: ZodLocale | 'en'): void {
    englishShown = locale === 'en';
    shown = locale === 'en' ? english : locale().localeError;
  }

  /**
   * Runs a parse (synchronous or not; it may throw an error that quotes a message). When it wanted a
   * message before English was here, it runs again once English has come; if English cannot come, the
   * first outcome stands.
   */
  async function parseWithMessages<R>(parse: () => R | Promise<R>): Promise<R> {
    const before = misses;
    let first: { value: R } | { error: unknown };
    try {
      first = { value: wordedNow(await parse()) };
    } catch (error) {
      first = { error };
    }
    if (misses !== before && (await loadEnglish())) return wordedNow(await parse());
    if ('error' in first) throw first.error;
    return first.value;
  }

  /** Starts loading English if it is the language shown and has not come yet. */
  function preload(): void {
    if (englishShown && !english) void loadEnglish();
  }

  return { localeError, install, preload, parseWithMessages };
}

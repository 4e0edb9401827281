import { stripSearchParams, type SearchMiddleware } from '@tanstack/react-router';
import type { z } from '@/lib/zod';
import { searchDefaults } from '@/lib/searchParams';

/**
 * Keeps a page's default values out of its address (/quotes, not /quotes?current=true&page=1), reading
 * them from its search schema the first time one of its addresses with search values is written, not when
 * the app starts: the app declares every route up front, and building every page's schema then was a large
 * share of the start's longest task on a phone (docs/performance.md).
 */
export function stripSearchDefaults<S extends z.ZodMiniType<object>>(
  schema: S,
): SearchMiddleware<z.output<S>> {
  let strip: SearchMiddleware<z.output<S>> | undefined;
  return (context) => {
    const written = context.next(context.search);
    // Nothing to strip from an address without search values, the navigation's links among them: those
    // do not build the schema either.
    if (Object.keys(written).length === 0) return written;
    // stripSearchParams types its input from a concrete schema (its optional keys); for a schema still
    // generic here TypeScript cannot resolve that type, and the defaults are that schema's own output.
    strip ??= stripSearchParams<z.output<S>>(searchDefaults(schema) as never);
    return strip({ ...context, next: () => written });
  };
}

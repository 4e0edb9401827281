import { describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { stripSearchDefaults } from './stripSearchDefaults';

describe('stripSearchDefaults', () => {
  it('builds the schema when an address with search values is first written (not for a bare link), then keeps its defaults out of it', () => {
    const build = vi.fn(() =>
      z.object({
        page: z._default(z.number(), 1),
        current: z._default(z.boolean(), true),
        q: z.optional(z.string()),
      }),
    );
    const strip = stripSearchDefaults(z.lazy(build));
    expect(build).not.toHaveBeenCalled();
    type Search = { page: number; current: boolean; q?: string };
    const next = (search: Search) => search;
    // What the router hands the middleware for a link without search values (the navigation's).
    const bareLink = {} as Search;
    expect(strip({ search: bareLink, next })).toEqual({});
    expect(build).not.toHaveBeenCalled();

    expect(strip({ search: { page: 1, current: true, q: 'x' }, next })).toEqual({ q: 'x' });
    expect(strip({ search: { page: 2, current: true }, next })).toEqual({ page: 2 });
    expect(build).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { stripSearchDefaults } from './stripSearchDefaults';

describe('stripSearchDefaults', () => {
  it('builds the schema when an address is first written, then keeps its defaults out of it', () => {
    const build = vi.fn(() =>
      z.object({
        page: z._default(z.number(), 1),
        current: z._default(z.boolean(), true),
        q: z.optional(z.string()),
      }),
    );
    const strip = stripSearchDefaults(z.lazy(build));
    expect(build).not.toHaveBeenCalled();

    const next = (search: { page: number; current: boolean; q?: string }) => search;
    expect(strip({ search: { page: 1, current: true, q: 'x' }, next })).toEqual({ q: 'x' });
    expect(strip({ search: { page: 2, current: true }, next })).toEqual({ page: 2 });
    expect(build).toHaveBeenCalledTimes(1);
  });
});

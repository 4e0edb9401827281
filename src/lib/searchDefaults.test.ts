// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { searchDefaults } from './searchDefaults';

describe('searchDefaults', () => {
  it('gives the defaulted fields and leaves the optional ones out', () => {
    const schema = z.object({
      part: z.string().optional().catch(undefined),
      current: z.boolean().default(true).catch(true),
      page: z.coerce.number().int().min(1).default(1).catch(1),
    });
    expect(searchDefaults(schema)).toEqual({ current: true, page: 1 });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { z } from './zod';
import { lazySchema } from './lazySchema';

describe('lazySchema', () => {
  it('builds the schema on the first read, once', () => {
    const build = vi.fn(() => z.object({ part: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ part: 'TSH-010' }).success).toBe(true);
    expect(schema.safeParse({ part: 1 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('composes like the schema itself: nested, optional, checked, and known to instanceof', () => {
    const quantity = lazySchema(() => z.number().check(z.int()));
    const line = lazySchema(() => z.object({ qty: quantity, note: z.optional(quantity) }));
    const positive = quantity.check(z.positive());

    expect(line.parse({ qty: 3 })).toEqual({ qty: 3 });
    const failed = line.safeParse({ qty: 1.5 });
    expect(failed.error?.issues[0]?.path).toEqual(['qty']);
    expect(positive.safeParse(-1).success).toBe(false);
    expect(z.array(line).parse([{ qty: 1, note: 2 }])).toEqual([{ qty: 1, note: 2 }]);
    expect(quantity instanceof z.core.$ZodType).toBe(true);
    expect('_zod' in quantity).toBe(true);
  });

  it('reports a build that throws where the schema is first used, and again on the next use', () => {
    const schema = lazySchema((): z.ZodMiniString => {
      throw new Error('bad declaration');
    });
    expect(() => schema.safeParse('x')).toThrow('bad declaration');
    expect(() => schema.safeParse('x')).toThrow('bad declaration');
  });
});

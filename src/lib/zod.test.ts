// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addCustomIssue, z } from './zod';

describe("the app's zod (zod/mini)", () => {
  it("says zod's English default messages, which errors and skipped-row notes quote", () => {
    expect(z.string().safeParse(4).error?.issues[0]?.message).toBe(
      'Invalid input: expected string, received number',
    );
    expect(z.string().check(z.minLength(3)).safeParse('ab').error?.issues[0]?.message).toBe(
      'Too small: expected string to have >=3 characters',
    );
  });

  it('lets a transform fail with its own message on the field being parsed', () => {
    const even = z.pipe(
      z.number(),
      z.transform((n, ctx) => {
        if (n % 2 !== 0) addCustomIssue(ctx, { message: 'an even number' });
        return n;
      }),
    );
    const issues = z.object({ count: even }).safeParse({ count: 3 }).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['count'], message: 'an even number' }),
    ]);
    expect(z.object({ count: even }).parse({ count: 4 })).toEqual({ count: 4 });
  });
});

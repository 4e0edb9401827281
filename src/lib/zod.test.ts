// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { addCustomIssue, loadZodMessagesOnFirstInput, parseWithMessages, z } from './zod';

describe("the app's zod (zod/mini)", () => {
  it("says zod's English default messages, which errors and skipped-row notes quote", async () => {
    // English loads when first wanted: a parse whose messages are shown waits for it.
    const wrongType = await parseWithMessages(() => z.string().safeParse(4));
    expect(wrongType.error?.issues[0]?.message).toBe('Invalid input: expected string, received number');
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

describe("zod's English messages ahead of need", () => {
  it('start loading at the first key or pointer press, once', () => {
    const target = new EventTarget();
    const start = vi.fn();
    loadZodMessagesOnFirstInput(target, start);
    expect(start).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);

    const other = new EventTarget();
    const onPointer = vi.fn();
    loadZodMessagesOnFirstInput(other, onPointer);
    other.dispatchEvent(new Event('pointerdown'));
    expect(onPointer).toHaveBeenCalledTimes(1);
  });
});

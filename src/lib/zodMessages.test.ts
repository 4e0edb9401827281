// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from './zod';
import { createZodMessages, type ZodLocale } from './zodMessages';

/*
 * The messages' logic with zod's own locales and an import the test releases. Each test builds its own
 * instance and calls its error map directly, so the app's zod (lib/zod.ts) is left as it is.
 */
type Issue = Parameters<z.core.$ZodErrorMap>[0];
const tooShort = { code: 'too_small', origin: 'string', minimum: 3, inclusive: true, input: 'ab' } as Issue;
const english: ZodLocale = () => ({ localeError: () => 'Too small: in English' });
const german: ZodLocale = () => ({ localeError: () => 'Zu klein: auf Deutsch' });

/** An import of English that settles once released (at once if released before it was asked for). */
function heldImport(outcome: 'loads' | 'fails' = 'loads') {
  let released = false;
  let settle = () => {};
  const importEnglish = vi.fn(
    () =>
      new Promise<ZodLocale>((resolve, reject) => {
        settle = () => (outcome === 'loads' ? resolve(english) : reject(new Error('offline')));
        if (released) settle();
      }),
  );
  const release = () => {
    released = true;
    settle();
  };
  return { importEnglish, release };
}

describe("zod's messages, English loaded when first wanted", () => {
  it('loads nothing until a message is wanted, says "Invalid input" (no message) until English has come', async () => {
    const held = heldImport();
    const messages = createZodMessages(held.importEnglish);
    expect(held.importEnglish).not.toHaveBeenCalled();
    expect(messages.localeError(tooShort)).toBeUndefined();
    expect(held.importEnglish).toHaveBeenCalledTimes(1);
    // A second miss while it loads asks once.
    expect(messages.localeError(tooShort)).toBeUndefined();
    expect(held.importEnglish).toHaveBeenCalledTimes(1);
    held.release();
    await vi.waitFor(() => expect(messages.localeError(tooShort)).toBe('Too small: in English'));
  });

  it('parses again once English has come when the first parse wanted a message, and only then', async () => {
    const held = heldImport();
    const messages = createZodMessages(held.importEnglish);
    const parse = vi.fn(() => messages.localeError(tooShort) ?? 'Invalid input');
    const parsed = messages.parseWithMessages(parse);
    held.release();
    await expect(parsed).resolves.toBe('Too small: in English');
    expect(parse).toHaveBeenCalledTimes(2);

    const quiet = vi.fn(() => 'fine');
    await expect(messages.parseWithMessages(quiet)).resolves.toBe('fine');
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('throws the second error when a throwing parse wanted a message, the first when English cannot come', async () => {
    const loads = heldImport();
    const messages = createZodMessages(loads.importEnglish);
    const failing = () => {
      throw new Error(`profile: ${messages.localeError(tooShort) ?? 'Invalid input'}`);
    };
    const thrown = messages.parseWithMessages(failing);
    loads.release();
    await expect(thrown).rejects.toThrow('profile: Too small: in English');

    const offline = heldImport('fails');
    const withoutEnglish = createZodMessages(offline.importEnglish);
    const parse = vi.fn(() => withoutEnglish.localeError(tooShort) ?? 'Invalid input');
    const parsed = withoutEnglish.parseWithMessages(parse);
    offline.release();
    await expect(parsed).resolves.toBe('Invalid input');
    expect(parse).toHaveBeenCalledTimes(1);
    // The next miss tries again.
    withoutEnglish.localeError(tooShort);
    expect(offline.importEnglish).toHaveBeenCalledTimes(2);
  });

  it("uses another language's messages at once, and English again when it is shown again", async () => {
    const held = heldImport();
    const messages = createZodMessages(held.importEnglish);
    messages.install(german);
    expect(messages.localeError(tooShort)).toBe('Zu klein: auf Deutsch');
    // Ahead of need only for English shown.
    messages.preload();
    expect(held.importEnglish).not.toHaveBeenCalled();
    messages.install('en');
    messages.preload();
    expect(held.importEnglish).toHaveBeenCalledTimes(1);
    held.release();
    await vi.waitFor(() => expect(messages.localeError(tooShort)).toBe('Too small: in English'));
    // English arriving while German is shown leaves German.
    const late = heldImport();
    const switched = createZodMessages(late.importEnglish);
    switched.localeError(tooShort);
    switched.install(german);
    late.release();
    await switched.parseWithMessages(() => undefined);
    expect(switched.localeError(tooShort)).toBe('Zu klein: auf Deutsch');
  });
});

describe('a parse whose messages are shown', () => {
  it("words a failed safeParse's issues within the parse (zod words them when its error is first read)", async () => {
    const held = heldImport();
    const messages = createZodMessages(held.importEnglish);
    const parsed = messages.parseWithMessages(() => z.string().safeParse(4, { error: messages.localeError }));
    held.release();
    expect((await parsed).error?.issues[0]?.message).toBe('Too small: in English');
  });
});

import { t } from '@lingui/core/macro';
import { addCustomIssue, z } from '@/lib/zod';
import { formattingLocale } from './language';
import { MAX_QUANTITY } from './limits';

const locale = () => formattingLocale();

/** The user's decimal and grouping characters ("." and "," in English, "," and "." in German). */
export function separators(): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale()).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/**
 * What a quantity field's text means: a whole number of pieces between `min` and `max`, typed with or
 * without the user's thousands separators. Empty is allowed (the page then prices its default). Each
 * refusal says what is wrong in words; the text itself is never rewritten.
 */
export function quantityTextSchema({ min = 1, max = MAX_QUANTITY }: { min?: number; max?: number } = {}) {
  const fmt = (n: number) => new Intl.NumberFormat(locale()).format(n);
  return z.pipe(
    z.string(),
    z.transform((raw, ctx): number | undefined => {
      const text = raw.trim();
      if (text === '') return undefined;
      const { decimal, group } = separators();
      // Grouping spaces (French uses a narrow no-break space) and the locale's group mark are ignored.
      const compact = text
        .replace(/[\s\u00a0\u202f]/g, '')
        .split(group)
        .join('');
      const fail = (message: string) => {
        addCustomIssue(ctx, { message });
        return z.NEVER;
      };
      if (/^[-−]/.test(compact)) return fail(t`A quantity cannot be negative.`);
      if (compact.includes(decimal) || (decimal !== '.' && compact.includes('.'))) {
        return fail(t`Parts are ordered in whole pieces: ${text} is not a whole number.`);
      }
      if (!/^\d+$/.test(compact)) {
        const example = fmt(100);
        return fail(t`Type a number of pieces in digits, such as ${example}.`);
      }
      const value = Number(compact);
      if (value === 0 || value < min) {
        const smallest = fmt(min);
        return fail(t`The quantity must be at least ${smallest}.`);
      }
      if (value > max) {
        const largest = fmt(max);
        return fail(t`The largest quantity here is ${largest}: for more, ask for a quote.`);
      }
      return value;
    }),
  );
}

export type QuantityParse = { ok: true; value: number | undefined } | { ok: false; error: string };

export function parseQuantityText(text: string, limits: { min?: number; max?: number } = {}): QuantityParse {
  const result = quantityTextSchema(limits).safeParse(text);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? t`This is not a quantity.` };
}

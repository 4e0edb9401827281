import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { isCalendarDay, optionalTextParam, searchDefaults, searchTermParam } from './searchParams';

describe('searchDefaults', () => {
  it('gives the defaulted fields and leaves the optional ones out', () => {
    const schema = z.object({
      part: z.catch(z.optional(z.string()), undefined),
      current: z.catch(z._default(z.boolean(), true), true),
      page: z.catch(z._default(z.coerce.number().check(z.int(), z.gte(1)), 1), 1),
    });
    expect(searchDefaults(schema)).toEqual({ current: true, page: 1 });
  });
});

describe('text parameters', () => {
  it('take a number or a boolean the router parsed back as the text that was typed', () => {
    expect(searchTermParam.parse(20021121)).toBe('20021121');
    expect(optionalTextParam().parse(true)).toBe('true');
  });

  it('trim, cut to the limit and treat blank as not given', () => {
    expect(optionalTextParam(5).parse('  ABCDEFG ')).toBe('ABCDE');
    expect(optionalTextParam().parse('   ')).toBeUndefined();
    expect(optionalTextParam().parse({ not: 'text' })).toBeUndefined();
  });
});

describe('isCalendarDay', () => {
  it.each(['2026-01-31', '2024-02-29'])('accepts %s', (day) => expect(isCalendarDay(day)).toBe(true));
  it.each(['2026-02-30', '2025-02-29', '2026-1-31', '31.01.2026', ''])('refuses %s', (day) =>
    expect(isCalendarDay(day)).toBe(false),
  );
});

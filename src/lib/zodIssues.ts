import type { z } from '@/lib/zod';

/* How a zod issue is said to a person: its path and what it wanted (errors and skipped-row notes share these). */

/** `['[3]', 'price', 0, 'minimumQuantity']` → "[3].price[0].minimumQuantity". */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

const TYPE_WORDS: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
  nan: 'a number',
};

/** A person's words for what a zod issue wanted. */
export function describeExpectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_WORDS[issue.expected] ?? issue.expected;
    case 'invalid_format':
      if (issue.format === 'datetime') return 'a date-time (ISO 8601)';
      if (issue.format === 'date') return 'a date (yyyy-MM-dd)';
      return `the ${issue.format} format`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union':
      return 'one of the accepted shapes';
    case 'custom':
      return typeof issue.params?.expected === 'string' ? issue.params.expected : issue.message;
    // A number out of range (zod's int() stops at ±2^53): said as a range, not as zod's sentence.
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'int'
        ? `a number no larger than ${Number(issue.maximum).toLocaleString('en-US')}`
        : issue.message;
    case 'too_small':
      return issue.origin === 'number' || issue.origin === 'int'
        ? `a number no smaller than ${Number(issue.minimum).toLocaleString('en-US')}`
        : issue.message;
    default:
      return issue.message;
  }
}

import { t } from '@lingui/core/macro';
import type { z } from '@/lib/zod';
import { formattingLocale } from './language';

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

/*
 * The words are built when asked for, not held at module level: this module is also loaded by the
 * end-to-end tests' Node side (through the mock data's schemas), where no Lingui macro runs.
 */

/** A person's words for a zod type name; an unknown one stays as zod names it. */
function typeWords(type: string): string {
  switch (type) {
    case 'int':
      return t`a whole number`;
    case 'number':
    case 'nan':
      return t`a number`;
    case 'string':
      return t`text`;
    case 'boolean':
      return t`true or false`;
    case 'array':
      return t`a list`;
    case 'object':
      return t`an object`;
    case 'null':
      return 'null';
    default:
      return type;
  }
}

/** A limit of a range, written in the language shown (zod's int() stops at ±2^53). */
const figure = (value: unknown) => new Intl.NumberFormat(formattingLocale()).format(Number(value));

/**
 * What a custom check wanted, as its `params.expected` says: words built when the issue is described (a
 * function, in the language shown), or a value's own text (a field's name).
 */
export type ExpectedParam = string | (() => string);

/**
 * A person's words for what a zod issue wanted, in the language shown when it is described. zod's own
 * message (in its installed language) where the portal has no words of its own.
 */
export function describeExpectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeWords(issue.expected);
    case 'invalid_format': {
      if (issue.format === 'datetime') return t`a date-time (ISO 8601)`;
      if (issue.format === 'date') return t`a date (yyyy-MM-dd)`;
      const format = issue.format;
      return t`the ${format} format`;
    }
    case 'invalid_value': {
      // The accepted values as JSON (data).
      const values = issue.values.map((v) => JSON.stringify(v)).join(', ');
      return t`one of ${values}`;
    }
    case 'invalid_union':
      return t`one of the accepted shapes`;
    case 'custom': {
      const expected: unknown = issue.params?.expected;
      if (typeof expected === 'function') return (expected as () => string)();
      return typeof expected === 'string' ? expected : issue.message;
    }
    // A number out of range: said as a range, not as zod's sentence.
    case 'too_big': {
      if (issue.origin !== 'number' && issue.origin !== 'int') return issue.message;
      const maximum = figure(issue.maximum);
      return t`a number no larger than ${maximum}`;
    }
    case 'too_small': {
      if (issue.origin !== 'number' && issue.origin !== 'int') return issue.message;
      const minimum = figure(issue.minimum);
      return t`a number no smaller than ${minimum}`;
    }
    default:
      return issue.message;
  }
}

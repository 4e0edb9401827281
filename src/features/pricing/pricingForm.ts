import { t } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import { CURRENCY_CODES, type CurrencyCode } from '@/lib/currencies';
import { formatQuantity } from '@/lib/format';
import { MAX_QUANTITY } from '@/lib/limits';
import type { PricingSearch } from './pricingRoute';

/** Why OEM part number and customer name exclude each other (a form error and both fields' descriptions). */
export function exclusionReason(): string {
  return t`The API takes an OEM part number or a customer name for contract pricing, not both.`;
}

// The schema is made once; zod calls these when a check fails, so the message is in the language shown then.
const atMost200 = { error: () => t`At most 200 characters` };
const atLeastOne = { error: () => t`Enter a quantity of at least 1` };

function atMostMaxQuantity(): string {
  const max = formatQuantity(MAX_QUANTITY);
  return t`At most ${max}: ask for a quote for more`;
}

const name = z.string().check(z.trim(), z.maxLength(200, atMost200));

/** What the calculator's form accepts; what it writes to the URL is the same, blanks left out. */
export const pricingFormSchema = z
  .object({
    part: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: () => t`Enter a part number to price` }),
        z.maxLength(200, atMost200),
      ),
    qty: z
      .number(atLeastOne)
      .check(
        z.int({ error: () => t`Enter whole pieces` }),
        z.gte(1, atLeastOne),
        z.lte(MAX_QUANTITY, { error: atMostMaxQuantity }),
      ),
    currency: z.enum(CURRENCY_CODES, { error: () => t`Choose a currency` }),
    oemPart: name,
    customerName: name,
    cmName: name,
    email: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || z.email().safeParse(v).success, {
        error: () => t`Enter an email address such as buyer@example.com`,
      }),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.oemPart.trim() && v.customerName.trim())
        ctx.addIssue({ code: 'custom', path: ['customerName'], message: exclusionReason() });
    }),
  );

export type PricingFormValues = {
  part: string;
  qty: number | string;
  currency: CurrencyCode;
  oemPart: string;
  customerName: string;
  cmName: string;
  email: string;
};

export function formValuesFromSearch(search: PricingSearch, currency: CurrencyCode): PricingFormValues {
  return {
    part: search.part ?? '',
    qty: search.qty ?? 1,
    currency,
    oemPart: search.oemPart ?? '',
    customerName: search.customerName ?? '',
    cmName: search.cmName ?? '',
    email: search.email ?? '',
  };
}

const blankToUndefined = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** The URL search of valid form values (blanks left out, so a shared link carries only what was set). */
export function searchFromForm(values: z.output<typeof pricingFormSchema>): PricingSearch {
  return {
    part: values.part,
    qty: values.qty,
    currency: values.currency,
    oemPart: blankToUndefined(values.oemPart),
    customerName: blankToUndefined(values.customerName),
    cmName: blankToUndefined(values.cmName),
    email: blankToUndefined(values.email),
  };
}

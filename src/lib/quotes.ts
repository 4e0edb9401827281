import { t } from '@lingui/core/macro';

/**
 * Quote price breaks carry no currency in the spec (2.4), and GET /v1 takes and returns none: their
 * amounts are shown as plain numbers, never with a currency sign, and the pages say so
 * (docs/api-assumptions.md, "Quote prices").
 */
export function quoteCurrencyNote(): string {
  return t`The quotes API states no currency, so quote prices are plain amounts.`;
}

/** ISO 4217's code for "no currency involved", for the pricing module that wants a code. */
export const NO_CURRENCY = 'XXX';

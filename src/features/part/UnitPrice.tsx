import { Text } from '@mantine/core';

import { cachedPerLocale } from '@/lib/format';
import { formattingLocale } from '@/lib/language';
import { currencyDigits } from '@/lib/pricing/money';

const locale = () => formattingLocale();

// One formatter per currency and number of decimals (cachedPerLocale says why), null for a code Intl refuses.
const unitPriceFormats = cachedPerLocale(() => new Map<string, Intl.NumberFormat | null>());
function unitPriceFormat(currency: string, digits: number): Intl.NumberFormat | null {
  const made = unitPriceFormats(locale());
  const key = `${currency}|${digits}`;
  let format = made.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale(), {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      format = null;
    }
    made.set(key, format);
  }
  return format;
}

/** The decimals a set of unit prices needs (the currency's own, up to 4 where sub-cent prices need them). */
export function unitPriceDigits(prices: readonly number[], currency: string): number {
  const base = currencyDigits(currency);
  let digits = base;
  for (const price of prices) {
    for (let d = digits; d < 4 && Math.abs(Math.round(price * 10 ** d) - price * 10 ** d) > 1e-6; d++)
      digits = d + 1;
  }
  return Math.max(base, digits);
}

/** A unit price with a fixed number of decimals, so a column of them lines up. */
export function UnitPrice({
  amount,
  currency,
  digits,
}: {
  amount: number;
  currency: string;
  digits: number;
}) {
  const format = unitPriceFormat(currency, digits);
  const text = format ? format.format(amount) : `${amount.toFixed(digits)} ${currency}`;
  return (
    <Text component="span" inherit style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
}

import { Text } from '@mantine/core';

const locale = () => (typeof navigator !== 'undefined' ? navigator.language : undefined);

function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat(locale(), { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
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
  let text: string;
  try {
    text = new Intl.NumberFormat(locale(), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    text = `${amount.toFixed(digits)} ${currency}`;
  }
  return (
    <Text component="span" inherit style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
}

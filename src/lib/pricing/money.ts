const digitsByCurrency = new Map<string, number>();

/**
 * The decimals a currency's amounts are settled in (USD 2, JPY 0, KWD 3). The number of minor units
 * is a property of the currency, not of the user's locale, so a fixed locale keeps it deterministic.
 * An unknown code (the API may send one) falls back to two.
 */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/**
 * An amount rounded to what the currency can settle (half away from zero, on the decimal value: the
 * small epsilon keeps float noise such as 1.005 → 1.00499… from rounding down).
 */
export function roundMoney(amount: number, currency: string): number {
  const factor = 10 ** currencyDigits(currency);
  const scaled = Math.abs(amount) * factor;
  const rounded = Math.round(scaled + scaled * Number.EPSILON * 8) / factor;
  return Math.sign(amount) * rounded || 0;
}

/** A unit price times a quantity, rounded once at the end as an invoice line is. */
export function extendedPrice(unitPrice: number, quantity: number, currency: string): number {
  return roundMoney(unitPrice * quantity, currency);
}

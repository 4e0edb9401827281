/**
 * Fixed conversion rates from USD (the catalog's base currency). Fixed so tests can assert exact values.
 * The portal's currency pickers (src/lib/currencies.ts) offer exactly these codes.
 */
export const USD_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 151.5,
  CNY: 7.24,
  CHF: 0.88,
  CAD: 1.36,
  AUD: 1.52,
  INR: 83.3,
  KRW: 1365,
  SGD: 1.35,
  MXN: 17.1,
};

export const SUPPORTED_CURRENCIES = Object.keys(USD_RATES);

/** Upper-cased code when supported, else null (the handlers answer 400). Missing → USD. */
export function resolveCurrency(raw: string | null): string | null {
  const code = (raw ?? '').trim().toUpperCase() || 'USD';
  return code in USD_RATES ? code : null;
}

export function unsupportedCurrencyMessage(raw: string | null): string {
  return `isoCurrencyCode '${raw ?? ''}' is not supported; use one of ${SUPPORTED_CURRENCIES.join(', ')}`;
}

/** Converts and rounds to 4 decimals (connector unit prices are fractions of a cent). */
export function convertFromUsd(usd: number, code: string): number {
  const rate = USD_RATES[code] ?? 1;
  return Math.round(usd * rate * 10_000) / 10_000;
}

/** ISO 4217 codes offered in the currency pickers, with their names; the API converts prices into any of them. */
const CURRENCY_NAMES = {
  USD: 'US dollar',
  EUR: 'Euro',
  GBP: 'Pound sterling',
  JPY: 'Japanese yen',
  CNY: 'Chinese yuan',
  CHF: 'Swiss franc',
  CAD: 'Canadian dollar',
  AUD: 'Australian dollar',
  INR: 'Indian rupee',
  KRW: 'South Korean won',
  SGD: 'Singapore dollar',
  MXN: 'Mexican peso',
} as const;

export type CurrencyCode = keyof typeof CURRENCY_NAMES;
export const CURRENCY_CODES = Object.keys(CURRENCY_NAMES) as [CurrencyCode, ...CurrencyCode[]];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

/** The choices of a currency select that names the currencies: "EUR · Euro". */
export const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({
  value: code,
  label: `${code} · ${CURRENCY_NAMES[code]}`,
}));

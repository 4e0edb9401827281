import { t } from '@lingui/core/macro';

/** ISO 4217 codes offered in the currency pickers; the API converts prices into any of them. */
export const CURRENCY_CODES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'CHF',
  'CAD',
  'AUD',
  'INR',
  'KRW',
  'SGD',
  'MXN',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

/*
 * The names are built when asked for, not held at module level: this module is also loaded by the
 * end-to-end tests' Node side (through the settings and the mock data), where no Lingui macro runs and no
 * catalog can be imported.
 */
function currencyName(code: CurrencyCode): string {
  switch (code) {
    case 'USD':
      return t`US dollar`;
    case 'EUR':
      return t`Euro`;
    case 'GBP':
      return t`Pound sterling`;
    case 'JPY':
      return t`Japanese yen`;
    case 'CNY':
      return t`Chinese yuan`;
    case 'CHF':
      return t`Swiss franc`;
    case 'CAD':
      return t`Canadian dollar`;
    case 'AUD':
      return t`Australian dollar`;
    case 'INR':
      return t`Indian rupee`;
    case 'KRW':
      return t`South Korean won`;
    case 'SGD':
      return t`Singapore dollar`;
    case 'MXN':
      return t`Mexican peso`;
  }
}

/**
 * The choices of a currency select that names the currencies: "EUR · Euro" (the code as it is, the name in
 * the language shown). Called while rendering, so a language switch renames them.
 */
export function currencyOptions(): { value: CurrencyCode; label: string }[] {
  return CURRENCY_CODES.map((code) => {
    const name = currencyName(code);
    return { value: code, label: `${code} · ${name}` };
  });
}

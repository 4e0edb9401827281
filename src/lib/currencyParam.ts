import { z } from 'zod';
import { CURRENCY_CODES, type CurrencyCode } from '@/lib/currencies';
import { useSettings } from '@/lib/useSettings';

/**
 * `?currency=` on catalog pages: a shared link shows the sender's currency. Lower case is accepted; an
 * unknown code is dropped (the saved setting applies) rather than failing the page.
 */
export const currencySearchParam = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(CURRENCY_CODES))
  .optional()
  .catch(undefined);

/** The currency prices are requested in: the URL's when present, else the user's saved setting. */
export function useDisplayCurrency(fromUrl: CurrencyCode | undefined): CurrencyCode {
  const { currency } = useSettings();
  return fromUrl ?? currency;
}
